import { Button, HStack, IconButton, NativeSelect } from '@chakra-ui/react';
import { CALENDAR_LAYOUT } from '@portal/schema';
import { memo, useMemo } from 'react';
import { ChevronRightIcon } from '../../components/Icons/icons';
import { monthOf, shiftMonth } from '../dates';
import { monthLabelOf } from './labels';

interface CalendarToolbarProps {
  today: string;
  /** The month of the first day on screen, which the picker shows (scrolling within a month renders nothing). */
  month: string;
  /** The first day on screen is the earliest one. */
  atEarliest: boolean;
  /** The last day loaded, so the picker always offers the months scrolled to. */
  lastLoaded: string;
  onMonth: (month: string) => void;
  onToday: () => void;
  onPage: (direction: 1 | -1) => void;
}

/** The month picker (from January 2021 to two years ahead) and paging by the number of visible days. */
export const CalendarToolbar = memo(function CalendarToolbar(props: CalendarToolbarProps) {
  const lastMonth = [monthOf(props.lastLoaded), shiftMonth(monthOf(props.today), 24)].sort().at(-1)!;
  const months = useMemo(() => {
    const all: { month: string; label: string }[] = [];
    for (let month = monthOf(CALENDAR_LAYOUT.earliestDate); month <= lastMonth; month = shiftMonth(month, 1))
      all.push({ month, label: monthLabelOf(`${month}-01`) });
    return all;
  }, [lastMonth]);

  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" w="48">
        <NativeSelect.Field
          aria-label="Month"
          value={props.month}
          onChange={(event) => props.onMonth(event.target.value)}
        >
          {months.map(({ month, label }) => (
            <option key={month} value={month}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <HStack gap="1">
        <IconButton
          size="sm"
          variant="outline"
          aria-label="Earlier days"
          disabled={props.atEarliest}
          onClick={() => props.onPage(-1)}
        >
          <ChevronRightIcon transform="scaleX(-1)" />
        </IconButton>
        <IconButton size="sm" variant="outline" aria-label="Later days" onClick={() => props.onPage(1)}>
          <ChevronRightIcon />
        </IconButton>
      </HStack>
      <Button size="sm" variant="outline" onClick={props.onToday}>
        Today
      </Button>
    </HStack>
  );
});
