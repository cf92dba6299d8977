import { Alert, Badge, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CALENDAR_MESSAGES, MESSAGES } from '@portal/schema';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import type { BookingDetail_BookingFragment } from '../__generated__/graphql';
import { useFlash } from '../components/Flash/useFlash';
import { submitErrorsFrom } from '../forms/submitErrors';
import { useSessionStore } from '../state/useSession';
import { formatDay, todayIso } from './dates';
import { useCancelBooking, useDeleteBooking } from './useCalendarEdits';

const slug = (name: string | null) =>
  (name ?? 'guest')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'guest';

/** The guest's invite link: the booking id and the guest's name slug, with the invite code (our choice of shape). */
export const inviteLink = (booking: BookingDetail_BookingFragment, origin = window.location.origin) =>
  `${origin}/invite/${booking.id}/${slug(booking.providerGuestName)}${booking.inviteCode ? `?code=${encodeURIComponent(booking.inviteCode)}` : ''}`;

interface BookingDetailProps {
  booking: BookingDetail_BookingFragment;
  onClose: () => void;
  onDeleted: () => void;
}

/** Spec §2 Booking detail: guest, dates, guests, payment, purchases, invite link, invoice, Cancel and Delete. */
export function BookingDetail({ booking, onClose, onDeleted }: BookingDetailProps) {
  const flash = useFlash();
  const token = useSessionStore().token();
  const cancel = useCancelBooking();
  const remove = useDeleteBooking();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelled = !!booking.deletedAt;
  const canCancel =
    !cancelled && !booking.cancellationRequestedAt && booking.ota === 'vrbo' && booking.endDate > todayIso();

  async function run(name: string, action: () => Promise<unknown>, message: string) {
    setBusy(name);
    setError(null);
    try {
      await action();
      flash.show(message);
      return true;
    } catch (failure) {
      const errors = (submitErrorsFrom(failure, { fields: [] }) ?? {}) as Record<string, unknown>;
      setError(String(errors[FORM_ERROR] ?? MESSAGES.genericError));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="4" role="region" aria-label="Booking detail">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="1">
          <Heading as="h2" size="md" textDecoration={cancelled ? 'line-through' : undefined}>
            {booking.providerGuestName || 'Guest'}
          </Heading>
          <HStack gap="2">
            <Badge variant="subtle">{booking.provider?.name ?? 'Direct booking'}</Badge>
            {cancelled && <Badge colorPalette="red">Cancelled</Badge>}
            {!cancelled && booking.cancellationRequestedAt && (
              <Badge colorPalette="orange">Cancellation requested</Badge>
            )}
          </HStack>
        </Stack>
        <Button size="xs" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </HStack>
      {error && (
        <Alert.Root status="error" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack as="dl" gap="2" fontSize="sm">
        <Item label="Dates" value={`${formatDay(booking.startDate)} – ${formatDay(booking.endDate)}`} />
        <Item label="Guests" value={booking.numberOfGuest != null ? String(booking.numberOfGuest) : '—'} />
        <Item label="Payment method" value={booking.paymentMethod || '—'} />
        <Item
          label="Purchases"
          value={booking.purchases.length ? booking.purchases.map((p) => p.name).join(', ') : 'None yet'}
        />
      </Stack>
      <Stack gap="1" fontSize="sm">
        <Text fontWeight="medium">Invite link</Text>
        <Text color="fg.muted" wordBreak="break-all" data-testid="invite-link">
          {inviteLink(booking)}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {token && (
          <Button asChild size="sm" variant="outline">
            <Link
              href={`/api/booking-invoice/pdf/${encodeURIComponent(booking.id)}?bearer=${encodeURIComponent(token)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Download invoice
            </Link>
          </Button>
        )}
        {canCancel && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="orange"
            loading={busy === 'cancel'}
            onClick={() => void run('cancel', () => cancel(booking.id), CALENDAR_MESSAGES.cancellationInitiated)}
          >
            Cancel booking
          </Button>
        )}
        {booking.direct && !confirmDelete && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
            Delete booking
          </Button>
        )}
      </HStack>
      {booking.direct && confirmDelete && (
        <Alert.Root status="warning" variant="subtle" role="alertdialog" aria-label="Delete this booking?">
          <Alert.Content gap="2">
            <Alert.Title>Delete this booking?</Alert.Title>
            <Alert.Description>It is removed for good and its dates become available again.</Alert.Description>
            <HStack gap="2">
              <Button
                size="xs"
                colorPalette="red"
                loading={busy === 'delete'}
                onClick={() =>
                  void run('delete', () => remove(booking.id), 'Booking deleted').then((ok) => ok && onDeleted())
                }
              >
                Delete for good
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setConfirmDelete(false)}>
                Keep it
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" gap="4">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textAlign="right">
        {value}
      </Text>
    </HStack>
  );
}
