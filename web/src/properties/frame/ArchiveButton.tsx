import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PropertyHeader_PropertyFragment } from '../../__generated__/graphql';
import { ActionError } from '../../components/ErrorBoundary/ActionError';
import { useFlash } from '../../components/Flash/useFlash';
import { LISTINGS } from '../../copy';
import { useSetArchived } from './usePropertyStatus';

/** The Archive/Unarchive link and its confirmation dialog (spec §2, §4): 'Property archived' / 'Property unarchived'. */
export function ArchiveButton({ property }: { property: PropertyHeader_PropertyFragment }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { setArchived, saving } = useSetArchived();
  const flash = useFlash();
  const archive = !property.isArchived;

  const confirm = async () => {
    setFailure(null);
    try {
      await setArchived(property.id, archive);
      setOpen(false);
      flash.show(archive ? LISTINGS.archived : LISTINGS.unarchived);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        setFailure(null);
      }}
      placement="center"
      role="alertdialog"
    >
      <Dialog.Trigger asChild>
        <Button
          variant="plain"
          size="sm"
          color={archive ? 'fg.muted' : 'brand.fg'}
          px="0"
          textDecoration="underline"
          textUnderlineOffset="3px"
        >
          {archive ? 'Archive' : 'Unarchive'}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{archive ? LISTINGS.archiveTitle : LISTINGS.unarchiveTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  <Text as="strong">{property.name}</Text>
                </Text>
                <Text color="fg.muted">{archive ? LISTINGS.archiveBody : LISTINGS.unarchiveBody}</Text>
                <ActionError error={failure} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost" disabled={saving}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={archive ? 'orange' : 'brand'} loading={saving} onClick={() => void confirm()}>
                {archive ? 'Archive listing' : 'Unarchive listing'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
