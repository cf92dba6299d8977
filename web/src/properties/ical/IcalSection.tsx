import { Badge, Box, Button, Clipboard, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  IcalLinkRow_LinkFragmentDoc,
  type IcalLinkRow_LinkFragment,
  type IcalSection_PropertyFragment,
  IcalSection_PropertyFragmentDoc,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { RemovalDialog } from '../../components/Dialog/RemovalDialog';
import { RemoveItemButton } from '../../components/Dialog/RemoveItemButton';
import { ActionFailure } from '../../components/ErrorBoundary/ActionError';
import { IcalLinkForm } from './IcalLinkForm';
import { SyncNowButton } from './SyncNowButton';
import { useIcalLinks, useIcalExport, useSyncIcalLink } from './useIcalLinks';

const SYNCED_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Last synced 3 Jun 2026, 14:05', or 'Never synced'. */
export function syncedText(lastSyncedAt: string | null): string {
  if (!lastSyncedAt) return 'Never synced';
  const time = Date.parse(lastSyncedAt);
  return Number.isNaN(time) ? 'Never synced' : `Last synced ${SYNCED_FORMAT.format(time)}`;
}

/** 'Last sync failed (21 Nov 2026, 09:40): The calendar answered 404'. */
export function failedText(error: string, attemptedAt: string | null): string {
  const time = attemptedAt ? Date.parse(attemptedAt) : Number.NaN;
  return Number.isNaN(time)
    ? `Last sync failed: ${error}`
    : `Last sync failed (${SYNCED_FORMAT.format(time)}): ${error}`;
}

/** '2 stays overlap bookings from another channel'. */
export function conflictsText(count: number): string {
  return count === 1
    ? '1 stay overlaps bookings from another channel'
    : `${count} stays overlap bookings from another channel`;
}

function IcalLinkRow(props: { link: FragmentRef<IcalLinkRow_LinkFragment>; onRemove: () => void }) {
  const link = useFragmentData(IcalLinkRow_LinkFragmentDoc, props.link);
  return link && <LinkRow link={link} onRemove={props.onRemove} />;
}

function LinkRow({ link, onRemove }: { link: IcalLinkRow_LinkFragment; onRemove: () => void }) {
  const { syncNow, syncing, syncError } = useSyncIcalLink(link.id);
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
          <HStack gap="1" flexShrink={0}>
            <SyncNowButton providerName={link.provider.name} syncNow={syncNow} syncing={syncing} />
            <RemoveItemButton label={`Delete the ${link.provider.name} link`} onClick={onRemove} />
          </HStack>
        </HStack>
        <HStack gap="1.5" fontSize="xs" color="fg.muted" wrap="wrap">
          <Text>{syncedText(link.lastSyncedAt)}</Text>
          <Text aria-hidden>·</Text>
          <Text>{link.bookingsCount === 1 ? '1 booking' : `${link.bookingsCount} bookings`}</Text>
          {/* What the last sync had to leave out of the feed (an impossible date): the rest was imported. */}
          {link.lastSyncWarning && (
            <>
              <Text aria-hidden>·</Text>
              <Text color="fg.warning">{link.lastSyncWarning}</Text>
            </>
          )}
        </HStack>
        {link.lastSyncError && (
          <Text fontSize="xs" color="fg.error">
            {failedText(link.lastSyncError, link.lastSyncAttemptAt)}
          </Text>
        )}

        {link.conflicts.length > 0 && (
          <Text fontSize="xs" color="fg.warning">
            {conflictsText(link.conflicts.length)}
          </Text>
        )}
        <ActionFailure error={syncError} />
      </Stack>
    </Box>
  );
}

/** Your calendar export: the listing's own iCal feed, for the channels to import; copy it or reset it. */
function IcalExport({ propertyId, url }: { propertyId: string; url: string | null }) {
  const { copyLink, rotateLink, rotating, rotateError, resetRotate } = useIcalExport(propertyId);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    resetRotate();
  };

  return (
    <Stack as="section" gap="2" aria-labelledby="ical-export-heading">
      <Text id="ical-export-heading" fontWeight="semibold">
        Your calendar export
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Channels (Airbnb, Booking.com, …) import this link to receive the direct bookings and blocked dates made here.
      </Text>
      {url ? (
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ base: 'stretch', md: 'flex-end' }}>
          <Field.Root readOnly flex="1">
            <Field.Label srOnly>Calendar export link</Field.Label>
            <Input
              readOnly
              value={url}
              fontFamily="mono"
              fontSize="sm"
              onFocus={(event) => event.currentTarget.select()}
            />
          </Field.Root>
          <HStack gap="2" flexShrink={0}>
            <Button type="button" variant="outline" onClick={() => copyLink(url)}>
              Copy
            </Button>
            <Button type="button" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              Reset link
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack gap="3">
          <Text fontSize="sm">This listing has no export link yet.</Text>
          <Button type="button" size="sm" variant="outline" loading={rotating} onClick={rotateLink}>
            Create link
          </Button>
        </HStack>
      )}
      {!url && <ActionFailure error={rotateError} />}
      <ConfirmDialog
        open={confirming}
        title="Reset the export link"
        confirmLabel="Reset link"
        loading={rotating}
        onClose={close}
        error={<ActionFailure error={rotateError} />}
        onConfirm={async () => {
          if (await rotateLink()) close();
        }}
      >
        The old link stops working; update it on every channel.
      </ConfirmDialog>
    </Stack>
  );
}

/** Add iCal Link: the content of the property page's section card (the frame renders its heading and mark). */
export function IcalSection(props: { property: FragmentRef<IcalSection_PropertyFragment> }) {
  const property = useFragmentData(IcalSection_PropertyFragmentDoc, props.property);
  return property && <IcalSectionFields property={property} />;
}

function IcalSectionFields({ property }: { property: IcalSection_PropertyFragment }) {
  const { addLink, removeLink, removing, removeError, resetRemove } = useIcalLinks(property.id);
  const [deleting, setDeleting] = useState<IcalSection_PropertyFragment['icalLinks'][number] | null>(null);
  const close = () => {
    setDeleting(null);
    resetRemove();
  };

  return (
    <Stack gap="5">
      <IcalExport propertyId={property.id} url={property.icalExportUrl} />
      <IcalLinkForm onSubmit={addLink} />
      {property.icalLinks.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No calendar links yet. Add the iCal export link of each channel this listing is on, and its bookings are
          imported.
        </Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0" aria-label="Calendar links">
          {property.icalLinks.map((link) => (
            <IcalLinkRow key={link.id} link={link} onRemove={() => setDeleting(link)} />
          ))}
        </Stack>
      )}
      <RemovalDialog
        item={deleting}
        title="Delete calendar link"
        confirmLabel="Delete"
        loading={removing}
        error={removeError}
        onClose={close}
        onConfirm={async (link) => {
          if (await removeLink(link.id)) close();
        }}
      >
        {(link) => `Bookings will no longer be imported from this ${link.provider.name} calendar.`}
      </RemovalDialog>
    </Stack>
  );
}
