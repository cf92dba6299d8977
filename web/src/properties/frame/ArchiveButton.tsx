import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PropertyHeader_PropertyFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { ActionFailure } from '../../components/ErrorBoundary/ActionError';
import { useFlash } from '../../components/Flash/useFlash';
import { LISTINGS } from '../listings-copy';
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

  const toggle = (next: boolean) => {
    setOpen(next);
    setFailure(null);
  };

  return (
    <ConfirmDialog
      title={archive ? LISTINGS.archiveTitle : LISTINGS.unarchiveTitle}
      open={open}
      onOpen={() => toggle(true)}
      onClose={() => toggle(false)}
      trigger={
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
      }
      confirmLabel={archive ? 'Archive listing' : 'Unarchive listing'}
      colorPalette={archive ? 'orange' : 'brand'}
      onConfirm={() => void confirm()}
      loading={saving}
      error={<ActionFailure error={failure} />}
    >
      <>
        <Text>
          <Text as="strong">{property.name}</Text>
        </Text>
        <Text color="fg.muted">{archive ? LISTINGS.archiveBody : LISTINGS.unarchiveBody}</Text>
      </>
    </ConfirmDialog>
  );
}
