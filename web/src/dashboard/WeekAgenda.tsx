import { Badge, Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { WeekAgenda_DashboardFragment } from '../__generated__/graphql';
import { addDays } from '@portal/schema';
import { CardSection } from '../components/CardTable/CardTable';
import { DASHBOARD } from './copy';

const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The current week, Monday first (spec §9), each check-in and check-out linking to its booking; today highlighted. */
export function WeekAgenda(props: { dashboard: WeekAgenda_DashboardFragment }) {
  const { dashboard } = props;
  const days = Array.from({ length: 7 }, (_, index) => addDays(dashboard.weekStart, index));
  return (
    <CardSection id="agenda-heading" title={DASHBOARD.agenda}>
      {dashboard.agenda.length === 0 && (
        <Text color="fg.muted" mb="3">
          {DASHBOARD.agendaEmpty}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 7 }} gap="2">
        {days.map((day) => {
          const today = day === dashboard.today;
          const entries = dashboard.agenda.filter((entry) => entry.date === day);
          return (
            <Box
              key={day}
              aria-current={today ? 'date' : undefined}
              borderWidth="thin"
              borderColor={today ? 'brand.solid' : 'border'}
              bg={today ? 'brand.subtle' : undefined}
              rounded="l2"
              p="2"
              minH={{ md: '28' }}
              display={{ base: entries.length === 0 && !today ? 'none' : 'block', md: 'block' }}
            >
              <Text fontSize="sm" fontWeight="semibold" mb="1">
                {dayLabel(day)}
                {today && (
                  <Badge ms="1" size="xs" colorPalette="brand">
                    {DASHBOARD.today}
                  </Badge>
                )}
              </Text>
              <Stack as="ul" gap="1" m="0" p="0" listStyleType="none">
                {entries.map((entry) => (
                  <Box as="li" key={`${entry.kind}-${entry.bookingId}`} fontSize="xs">
                    <Link asChild display="block" lineClamp={2}>
                      <RouterLink to={`/calendar/${entry.propertyId}/${entry.bookingId}`}>
                        <Badge size="xs" colorPalette={entry.kind === 'CHECK_IN' ? 'green' : 'orange'} me="1">
                          {entry.kind === 'CHECK_IN' ? DASHBOARD.checkIn : DASHBOARD.checkOut}
                          {entry.time && ` ${entry.time}`}
                        </Badge>
                        {entry.guestName ?? DASHBOARD.guestUnknown}
                      </RouterLink>
                    </Link>
                    <Text color="fg.muted" truncate>
                      {entry.propertyName}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </CardSection>
  );
}
