import { Badge, Box, Button, Clipboard, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CalendarLinkRowFragment, IcalSection_PropertyFragment } from '../../__generated__/graphql';
import { ActionFailure, ConfirmDialog } from '../photos/ConfirmDialog';
import { IcalLinkForm } from './IcalLinkForm';
import { useCalendarLinks } from './useCalendarLinks';

const SYNCED_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Last synced 3 Jun 2026, 14:05', or 'Never synced'. */
export function syncedText(lastSyncedAt: string | null): string {
  if (!lastSyncedAt) return 'Never synced';
  const time = Date.parse(lastSyncedAt);
  return Number.isNaN(time) ? 'Never synced' : `Last synced ${SYNCED_FORMAT.format(time)}`;
}

function CalendarLinkRow({ link, onRemove }: { link: CalendarLinkRowFragment; onRemove: () => void }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="thin" rounded="l2" p="3" bg="bg.panel">
      <Stack gap="1.5">
        <HStack justify="space-between" gap="3" align="center">
          <HStack gap="2" minW="0" flex="1">
            <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
              {link.provider.name}
            </Badge>
            <Text truncate fontFamily="mono" fontSize="sm" title={link.url} minW="0">
              {link.url}
            </Text>
            <Clipboard.Root value={link.url} flexShrink={0}>
              <Clipboard.Trigger asChild>
                <IconButton type="button" variant="ghost" size="xs" aria-label={`Copy the ${link.provider.name} link`}>
                  <Clipboard.Indicator />
                </IconButton>
              </Clipboard.Trigger>
            </Clipboard.Root>
          </HStack>
          <Button
            type="button"
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={onRemove}
            aria-label={`Delete the ${link.provider.name} link`}
          >
            Delete
          </Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {syncedText(link.lastSyncedAt)}
        </Text>
        {link.lastSyncError && (
          <Text fontSize="xs" color="fg.error">
            Last sync failed: {link.lastSyncError}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** Add iCal Link: the content of the property page's section card (the frame renders its heading and mark). */
export function IcalSection({ property }: { property: IcalSection_PropertyFragment }) {
  const { addLink, removeLink, removing, removeError, resetRemove } = useCalendarLinks(property.id);
  const [deleting, setDeleting] = useState<CalendarLinkRowFragment | null>(null);
  const close = () => {
    setDeleting(null);
    resetRemove();
  };

  return (
    <Stack gap="5">
      <IcalLinkForm onSubmit={addLink} />
      {property.calendars.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No calendar links yet. Add the iCal export link of each channel this listing is on, and its bookings are
          imported.
        </Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0" aria-label="Calendar links">
          {property.calendars.map((link) => (
            <CalendarLinkRow key={link.id} link={link} onRemove={() => setDeleting(link)} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete calendar link"
        confirmLabel="Delete"
        loading={removing}
        onClose={close}
        error={<ActionFailure error={removeError} />}
        onConfirm={async () => {
          if (deleting && (await removeLink(deleting.id))) close();
        }}
      >
        {deleting && `Bookings will no longer be imported from this ${deleting.provider.name} calendar.`}
      </ConfirmDialog>
    </Stack>
  );
}
