import { Alert, Badge, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CALENDAR_MESSAGES, inviteSlug, MESSAGES, todayUtc } from '@portal/schema';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { BookingDetail_BookingFragmentDoc, type BookingDetail_BookingFragment } from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { ConfirmDialog } from '../components/Dialog/ConfirmDialog';
import { useCopyText } from '../components/CopyText/useCopyText';
import { useFlash } from '../components/Flash/useFlash';
import { InlineAlert } from '../components/InlineAlert/InlineAlert';
import { submitErrorsFrom } from '../forms/submitErrors';
import { useSessionStore } from '../state/useSession';
import { BookingPurchases } from './BookingPurchases';
import { CONFLICT } from './conflict';
import { formatDateTime, formatDay } from './dates';
import { useCancelBooking, useDeleteBooking } from './useCalendarEdits';

/** The guest's invite link: the booking id and the guest's name slug, with the invite code (our choice of shape). */
export const inviteLink = (booking: BookingDetail_BookingFragment, origin = window.location.origin) =>
  `${origin}/invite/${booking.id}/${inviteSlug(booking.providerGuestName)}${booking.inviteCode ? `?code=${encodeURIComponent(booking.inviteCode)}` : ''}`;

interface BookingDetailProps {
  booking: FragmentRef<BookingDetail_BookingFragment>;
  onClose: () => void;
  onDeleted: () => void;
}

/** Spec §2 Booking detail: guest, dates, guests, payment, purchases, invite link, invoice, Cancel and Delete. */
export function BookingDetail(props: BookingDetailProps) {
  const booking = useFragmentData(BookingDetail_BookingFragmentDoc, props.booking);
  return booking && <Detail {...props} booking={booking} />;
}

function Detail({
  booking,
  onClose,
  onDeleted,
}: Omit<BookingDetailProps, 'booking'> & { booking: BookingDetail_BookingFragment }) {
  const flash = useFlash();
  const token = useSessionStore().token();
  const cancel = useCancelBooking();
  const remove = useDeleteBooking();
  const [confirming, setConfirming] = useState<'cancel' | 'delete' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelled = !!booking.deletedAt;
  // Spec §4: not cancelled, a Vrbo booking, and the end date not in the past (a stay ending today still can).
  const canCancel =
    !cancelled && !booking.cancellationRequestedAt && booking.ota === 'vrbo' && booking.endDate >= todayUtc();

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

  // Shown in the panel, and in the confirmation while it is open (the dialog covers the panel).
  const errorAlert = error && <InlineAlert>{error}</InlineAlert>;

  return (
    <Stack gap="4" role="region" aria-label="Booking detail">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="1">
          <Heading as="h2" size="md" textDecoration={cancelled ? 'line-through' : undefined}>
            {booking.name || 'Guest'}
          </Heading>
          <HStack gap="2">
            <Badge variant="subtle">{booking.provider?.name ?? 'Direct booking'}</Badge>
            {cancelled && <Badge colorPalette="red">Cancelled</Badge>}
          </HStack>
        </Stack>
        <Button size="xs" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </HStack>
      {booking.conflict && !cancelled && (
        <Alert.Root status="warning" variant="subtle" role="alert" aria-label={CONFLICT.alertTitle}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{CONFLICT.alertTitle}</Alert.Title>
            <Alert.Description>{CONFLICT.alert}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {booking.missingSince && !cancelled && (
        <Alert.Root status="info" variant="subtle" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {CALENDAR_MESSAGES.missingSince(formatDateTime(booking.missingSince))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {errorAlert}
      <Stack as="dl" gap="2" fontSize="sm">
        <Item label="Dates" value={`${formatDay(booking.startDate)} – ${formatDay(booking.endDate)}`} />
        <Item label="Guests" value={booking.numberOfGuest != null ? String(booking.numberOfGuest) : '—'} />
        <Item label="Payment method" value={booking.paymentMethod || '—'} />
        {booking.guestEmail && <Item label="Guest email" value={booking.guestEmail} />}
      </Stack>
      <BookingPurchases purchases={booking.purchases} />
      {/* Without a code the link cannot work, and a cancelled stay has no guest to invite. */}
      {booking.inviteCode && !cancelled && <InviteLink link={inviteLink(booking)} />}
      <HStack gap="2" wrap="wrap">
        {/* Spec §2 offers it when ruReservationId is present; no channel manager sets one yet and the API renders
            an invoice for every booking (its quote, or the stay paid through the channel), so every booking has it. */}
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
          <Button size="sm" variant="outline" colorPalette="orange" onClick={() => setConfirming('cancel')}>
            Cancel booking
          </Button>
        )}
        {booking.direct && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming('delete')}>
            Delete booking
          </Button>
        )}
      </HStack>
      <ConfirmDialog
        open={canCancel && confirming === 'cancel'}
        title="Cancel this booking?"
        confirmLabel="Request cancellation"
        cancelLabel="Keep it"
        colorPalette="orange"
        loading={busy === 'cancel'}
        error={errorAlert}
        onConfirm={() =>
          void run('cancel', () => cancel(booking.id), CALENDAR_MESSAGES.cancellationInitiated).then(
            (ok) => ok && setConfirming(null),
          )
        }
        onClose={() => setConfirming(null)}
      >
        Vrbo is asked to cancel the stay, and it shows as cancelled here at once. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={booking.direct && confirming === 'delete'}
        title="Delete this booking?"
        confirmLabel="Delete for good"
        cancelLabel="Keep it"
        loading={busy === 'delete'}
        error={errorAlert}
        onConfirm={() =>
          void run('delete', () => remove(booking.id), 'Booking deleted').then((ok) => ok && onDeleted())
        }
        onClose={() => setConfirming(null)}
      >
        It is removed for good and its dates become available again.
      </ConfirmDialog>
    </Stack>
  );
}

/** The invite link with a Copy button; without clipboard access the link is selected for the host to copy. */
function InviteLink({ link }: { link: string }) {
  const { ref: text, copied, copy } = useCopyText<HTMLParagraphElement>(link);

  return (
    <Stack gap="1" fontSize="sm">
      <HStack justify="space-between">
        <Text fontWeight="medium">Invite link</Text>
        <Button size="2xs" variant="ghost" onClick={() => void copy()} aria-live="polite">
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </HStack>
      <Text ref={text} color="fg.muted" wordBreak="break-all" data-testid="invite-link">
        {link}
      </Text>
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
