import { Box, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ListingMonth_RowFragment } from '../__generated__/graphql';
import { daysBetween } from '@portal/schema';
import { monthGrid, monthLabel, monthOf, WEEKDAYS } from '../calendars/dates';
import { OptionsSelect } from '../forms/OptionsSelect';
import { DASHBOARD } from './copy';

type DayState = 'booked' | 'blocked' | 'open';

/** Each day of the row's month: booked (a stay that is not cancelled has the night), blocked, or open. */
export function dayStates(row: ListingMonth_RowFragment, days: readonly string[]): Map<string, DayState> {
  const blocked = row.blocked as boolean[];
  const states = new Map<string, DayState>();
  for (const day of days) {
    const booked = row.bookings.some((b) => !b.deletedAt && b.startDate <= day && day < b.endDate);
    const index = daysBetween(row.from, day);
    states.set(day, booked ? 'booked' : blocked[index] ? 'blocked' : 'open');
  }
  return states;
}

const STYLE: Record<DayState, { bg?: string; color?: string }> = {
  booked: { bg: 'brand.solid', color: 'brand.contrast' },
  blocked: { bg: 'bg.emphasized', color: 'fg.muted' },
  open: {},
};

/** A month calendar of one listing, picked from all of them, showing booked and blocked days. */
export function ListingMonth({ rows, today }: { rows: readonly ListingMonth_RowFragment[]; today: string }) {
  const [picked, setPicked] = useState<string | null>(null);
  const row = rows.find((candidate) => candidate.propertyId === picked) ?? rows[0];
  const month = monthOf(today);
  const { weeks } = monthGrid(month);
  const states = row ? dayStates(row, weeks.flat()) : new Map<string, DayState>();

  return (
    <Card.Root as="section" aria-labelledby="month-heading" size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading id="month-heading" as="h2" size="md">
            {monthLabel(month)}
            {rows.length === 1 && row && ` · ${row.name}`}
          </Heading>
          {rows.length > 1 && (
            <OptionsSelect
              size="sm"
              width={{ base: 'full', sm: '60' }}
              aria-label={DASHBOARD.calendarListing}
              value={row?.propertyId ?? ''}
              onChange={(event) => setPicked(event.currentTarget.value)}
              options={rows.map((r) => ({ value: r.propertyId, label: r.name }))}
            />
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {!row ? (
          <Text color="fg.muted">{DASHBOARD.noListings}</Text>
        ) : (
          <>
            <SimpleGrid columns={7} gap="1" role="grid" aria-label={`${row.name}, ${monthLabel(month)}`}>
              {/* Rows as `display: contents`, so the grid's roles nest as ARIA requires and the layout stays 7 columns. */}
              <Box role="row" display="contents">
                {WEEKDAYS.map((weekday) => (
                  <Text key={weekday} role="columnheader" fontSize="xs" color="fg.muted" textAlign="center">
                    {weekday}
                  </Text>
                ))}
              </Box>
              {weeks.map((week) => (
                <Box key={week[0]} role="row" display="contents">
                  {week.map((day) => {
                    const state = states.get(day) ?? 'open';
                    const inMonth = monthOf(day) === month;
                    return (
                      <Box
                        key={day}
                        role="gridcell"
                        aria-label={`${day}${state === 'open' ? '' : `, ${state === 'booked' ? DASHBOARD.booked : DASHBOARD.blocked}`}`}
                        aria-current={day === today ? 'date' : undefined}
                        textAlign="center"
                        fontSize="sm"
                        py="1.5"
                        rounded="l1"
                        opacity={inMonth ? 1 : 0.35}
                        outline={day === today ? '2px solid' : undefined}
                        outlineColor="fg"
                        {...STYLE[state]}
                      >
                        {/* Days of the next and last month keep their colour but not their number (too faint to read). */}
                        {inMonth ? Number(day.slice(8)) : ''}
                      </Box>
                    );
                  })}
                </Box>
              ))}
            </SimpleGrid>
            <HStack gap="4" mt="3" fontSize="xs" color="fg.muted">
              <HStack gap="1">
                <Box boxSize="3" rounded="sm" bg="brand.solid" /> {DASHBOARD.booked}
              </HStack>
              <HStack gap="1">
                <Box boxSize="3" rounded="sm" bg="bg.emphasized" /> {DASHBOARD.blocked}
              </HStack>
            </HStack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
