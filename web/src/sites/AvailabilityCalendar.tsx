import { Box, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { todayUtc } from '@portal/schema';
import { useState } from 'react';
import { monthGrid, monthLabel, monthOf, shiftMonth, WEEKDAYS } from '../calendars/dates';
import { ChevronRightIcon } from '../components/Icons/icons';
import { formatMoney } from '../properties/format';
import { isSelectable, type Night, type StaySelection } from './staySelection';

const longDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

interface AvailabilityCalendarProps {
  nights: ReadonlyMap<string, Night>;
  /** The first and last night the site knows. */
  firstMonth: string;
  lastMonth: string;
  selection: StaySelection;
  currencySymbol: string;
  onSelect: (date: string) => void;
}

const DayButton = chakra('button', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '12',
    rounded: 'l2',
    fontSize: 'sm',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    borderWidth: 'thin',
    borderColor: 'transparent',
    _hover: { borderColor: 'brand.solid' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
    _disabled: {
      cursor: 'default',
      color: 'fg.subtle',
      textDecoration: 'line-through',
      _hover: { borderColor: 'transparent' },
    },
    '&[data-in-stay]': { bg: 'brand.subtle' },
    '&[aria-pressed=true]': { bg: 'brand.solid', color: 'brand.contrast' },
  },
});

/**
 * The nights of one month (Monday first) with the free ones pressable: arrival first, then checkout. Booked,
 * blocked and past nights are struck through; each free night shows its rate.
 */
export function AvailabilityCalendar({
  nights,
  firstMonth,
  lastMonth,
  selection,
  currencySymbol,
  onSelect,
}: AvailabilityCalendarProps) {
  const [month, setMonth] = useState(() =>
    selection.start ? monthOf(selection.start) : monthOf(firstMonth < todayUtc() ? todayUtc() : firstMonth),
  );
  const { weeks } = monthGrid(month);
  const inStay = (date: string) =>
    selection.start !== null && selection.end !== null && date > selection.start && date < selection.end;
  const pressed = (date: string) => date === selection.start || date === selection.end;
  return (
    <Stack gap="2" role="group" aria-label="Choose your dates">
      <HStack justify="space-between">
        <IconButton
          aria-label="Previous month"
          variant="ghost"
          size="sm"
          disabled={month <= firstMonth}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronRightIcon transform="scaleX(-1)" />
        </IconButton>
        <Text fontWeight="semibold" aria-live="polite">
          {monthLabel(month)}
        </Text>
        <IconButton
          aria-label="Next month"
          variant="ghost"
          size="sm"
          disabled={month >= lastMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </HStack>
      <Box display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" gap="1">
        {WEEKDAYS.map((name) => (
          <Text key={name} textAlign="center" fontSize="xs" color="fg.muted" aria-hidden>
            {name}
          </Text>
        ))}
        {weeks.flat().map((date) => {
          if (monthOf(date) !== month) return <Box key={date} />;
          const night = nights.get(date);
          const selectable = isSelectable(selection, date, nights);
          const rate = night?.available && night.rate !== null ? formatMoney(night.rate, currencySymbol) : null;
          return (
            <DayButton
              key={date}
              type="button"
              disabled={!selectable}
              aria-pressed={pressed(date)}
              data-in-stay={inStay(date) ? '' : undefined}
              aria-label={`${longDay(date)}${night?.available ? `, ${rate ?? 'available'}` : ', not available'}`}
              onClick={() => onSelect(date)}
            >
              <span>{Number(date.slice(8))}</span>
              {rate && (
                <Text as="span" fontSize="2xs" color={pressed(date) ? undefined : 'fg.muted'} aria-hidden>
                  {rate}
                </Text>
              )}
            </DayButton>
          );
        })}
      </Box>
    </Stack>
  );
}
