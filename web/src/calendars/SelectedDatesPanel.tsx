import { Button, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { addDays, daysBetween, MESSAGES } from '@portal/schema';
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import {
  SelectedDatesPanel_BookingFragmentDoc,
  SelectedDatesPanel_DayFragmentDoc,
  type AddDirectBookingMutation,
  type SelectedDatesPanel_BookingFragment,
  type SelectedDatesPanel_DayFragment,
} from '../__generated__/graphql';
import { useFragmentList, type FragmentRef } from '../apollo/fragments';
import { useFlash } from '../components/Flash/useFlash';
import { InlineAlert } from '../components/InlineAlert/InlineAlert';
import { submitErrorsFrom } from '../forms/submitErrors';
import { useSubmitHandler } from '../forms/useSubmitHandler';
import {
  DIRECT_BOOKING_FIELDS,
  OVERRIDE_FIELDS,
  type DirectBookingFormValues,
  type OverrideValues,
} from './calendarForms';
import { formatDay } from './dates';
import { DirectBookingForm } from './DirectBookingForm';
import { OverrideForm } from './OverrideForm';
import { QuoteBreakdown } from './QuoteBreakdown';
import { StayQuotePreview } from './StayQuotePreview';
import { useAddDirectBooking, useCalendarDayEdits, type NightRange } from './useCalendarEdits';

export const CALENDAR_FLASH = {
  overrideSaved: 'Override saved',
  overridesCleared: 'Overrides cleared',
  blocked: 'Dates blocked',
  unblocked: 'Dates unblocked',
  bookingAdded: 'Direct booking added',
} as const;

/** Unblock only removes the blocks made here; a channel's iCal feed sets its blocks again on every sync. */
export const IMPORTED_BLOCK_MESSAGE =
  "Some of these dates stay blocked: they are blocked by a channel's calendar (iCal link). Open them on that channel, then Sync now.";

interface SelectedDatesPanelProps {
  propertyId: string;
  currencySymbol: string;
  start: string;
  end: string;
  /** The month's nights by date. */
  days: ReadonlyMap<string, FragmentRef<SelectedDatesPanel_DayFragment>>;
  bookings: readonly FragmentRef<SelectedDatesPanel_BookingFragment>[];
  onClose: () => void;
}

/** The value every day of the range shares, else undefined (the override form starts from it). */
function common<T>(values: T[]): T | undefined {
  return values.length > 0 && values.every((v) => v === values[0]) ? values[0] : undefined;
}

/** Spec §2: Add Direct Booking, block or unblock, override and clear overrides for the selected nights. */
export function SelectedDatesPanel(props: SelectedDatesPanelProps) {
  const { propertyId, currencySymbol, start, end } = props;
  const dayList = useFragmentList(SelectedDatesPanel_DayFragmentDoc, [...props.days.values()]);
  const days = useMemo(() => new Map(dayList.map((day) => [day.date, day])), [dayList]);
  const bookings = useFragmentList(SelectedDatesPanel_BookingFragmentDoc, props.bookings);
  const flash = useFlash();
  const edits = useCalendarDayEdits();
  const addBooking = useAddDirectBooking();
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedBooking | null>(null);

  const range: NightRange = { propertyId, fromDate: start, toDate: end };
  const nights = daysBetween(start, end) + 1;
  const rangeDays = useMemo(() => {
    const list: SelectedDatesPanel_DayFragment[] = [];
    for (let date = start; date <= end; date = addDays(date, 1)) {
      const day = days.get(date);
      if (day) list.push(day);
    }
    return list;
  }, [days, start, end]);
  const overlapsBooking = bookings.some((b) => !b.deletedAt && b.startDate <= end && b.endDate > start);
  const anyBlocked = rangeDays.some((d) => d.blocked);
  const allBlocked = rangeDays.length > 0 && rangeDays.every((d) => d.blocked);
  const anyOverride = rangeDays.some((d) => d.rateOverride != null || d.minNightsOverride != null);
  const canBook = nights >= 2 && !overlapsBooking && !anyBlocked;
  const arrivalMinNights = days.get(start)?.minNights;

  const initialOverride = useMemo<OverrideValues>(() => {
    const rate = common(rangeDays.map((d) => d.rateOverride));
    const minNights = common(rangeDays.map((d) => d.minNightsOverride));
    return {
      rate: rate != null && rate % 100 === 0 ? rate / 100 : undefined,
      minNights: minNights ?? undefined,
    };
  }, [rangeDays]);

  const saveOverride = useSubmitHandler(
    async (values: OverrideValues) => {
      if (values.rate != null && values.rate !== initialOverride.rate)
        await edits.overrideRate(range, values.rate * 100);
      if (values.minNights != null && values.minNights !== initialOverride.minNights) {
        await edits.overrideMinNights(range, values.minNights);
      }
    },
    { fields: OVERRIDE_FIELDS, flashMessage: CALENDAR_FLASH.overrideSaved },
  );

  const submitBooking = useSubmitHandler(
    async (values: DirectBookingFormValues) => {
      const booking = await addBooking({
        propertyId,
        startDate: start,
        endDate: addDays(end, 1),
        providerGuestName: values.providerGuestName,
        numberOfGuest: values.numberOfGuest ?? 1,
        paymentMethod: values.paymentMethod || null,
      });
      if (booking) setAdded(booking);
    },
    { fields: DIRECT_BOOKING_FIELDS, flashMessage: CALENDAR_FLASH.bookingAdded },
  );

  /** `action` may answer a problem to show instead of the success flash. */
  async function run(name: string, action: () => Promise<unknown>, message: string) {
    setBusy(name);
    setActionError(null);
    try {
      const problem = await action();
      if (typeof problem === 'string') setActionError(problem);
      else flash.show(message);
    } catch (error) {
      const errors = submitErrorsFrom(error, { fields: [] }) ?? {};
      setActionError(String((errors as Record<string, unknown>)[FORM_ERROR] ?? MESSAGES.genericError));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="5" aria-label="Selected dates" role="region">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="0.5">
          <Heading as="h2" size="md">
            Selected dates
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {formatDay(start)} – {formatDay(end)} · {nights} {nights === 1 ? 'night' : 'nights'}, check-out{' '}
            {formatDay(addDays(end, 1))}
          </Text>
        </Stack>
        <Button size="xs" variant="ghost" onClick={props.onClose}>
          Clear selection
        </Button>
      </HStack>

      {actionError && <InlineAlert>{actionError}</InlineAlert>}

      {added ? (
        <BookingQuote booking={added} currencySymbol={currencySymbol} onDone={() => setAdded(null)} />
      ) : (
        canBook && (
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Add Direct Booking
            </Heading>
            {arrivalMinNights != null && nights < arrivalMinNights && (
              <Text fontSize="sm" color="fg.warning">
                Shorter than the {arrivalMinNights}-night minimum stay for this arrival. You can still add it: the
                minimum applies to guests booking on the channels.
              </Text>
            )}
            <DirectBookingForm
              onSubmit={submitBooking}
              preview={(numberOfGuest) => (
                <StayQuotePreview
                  propertyId={propertyId}
                  startDate={start}
                  endDate={addDays(end, 1)}
                  numberOfGuest={numberOfGuest}
                  currencySymbol={currencySymbol}
                />
              )}
            />
          </Stack>
        )
      )}

      {overlapsBooking ? (
        <Text fontSize="sm" color="fg.muted">
          These dates overlap a booking: they cannot be booked, blocked or unblocked.
        </Text>
      ) : (
        <>
          <Separator />
          <HStack gap="2" wrap="wrap">
            {!allBlocked && (
              <Button
                size="sm"
                variant="outline"
                loading={busy === 'block'}
                onClick={() => void run('block', () => edits.block(range), CALENDAR_FLASH.blocked)}
              >
                Block dates
              </Button>
            )}
            {anyBlocked && (
              <Button
                size="sm"
                variant="outline"
                loading={busy === 'unblock'}
                onClick={() =>
                  void run(
                    'unblock',
                    async () => {
                      const { data } = await edits.unblock(range);
                      return data?.unblockCalendarDates.some((day) => day.blocked) ? IMPORTED_BLOCK_MESSAGE : null;
                    },
                    CALENDAR_FLASH.unblocked,
                  )
                }
              >
                Unblock dates
              </Button>
            )}
          </HStack>
        </>
      )}

      {!allBlocked && (
        <Stack gap="3">
          <Separator />
          <Heading as="h3" size="sm">
            Override
          </Heading>
          <OverrideForm
            key={`${start}~${end}`}
            initialValues={initialOverride}
            currencySymbol={currencySymbol}
            onSubmit={saveOverride}
          />
        </Stack>
      )}

      {anyOverride && (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          alignSelf="flex-start"
          loading={busy === 'clear'}
          onClick={() => void run('clear', () => edits.clearOverrides(range), CALENDAR_FLASH.overridesCleared)}
        >
          Clear overrides
        </Button>
      )}
    </Stack>
  );
}

type AddedBooking = NonNullable<AddDirectBookingMutation['addDirectBooking']>;

function BookingQuote({
  booking,
  currencySymbol,
  onDone,
}: {
  booking: AddedBooking;
  currencySymbol: string;
  onDone: () => void;
}) {
  const quote = booking.quote;
  return (
    <Stack gap="2" borderWidth="thin" rounded="l2" p="3" bg="bg.subtle" role="status" aria-label="Booking added">
      <Heading as="h3" size="sm">
        Booked for {booking.providerGuestName}
      </Heading>
      {quote ? (
        <QuoteBreakdown quote={quote} currencySymbol={currencySymbol} />
      ) : (
        <Text fontSize="sm">No price was computed for this stay.</Text>
      )}
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
