import { Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchColumn_ResultFragment } from '../__generated__/graphql';
import { formatDay } from '../calendars/dates';
import { CardSection } from '../components/CardTable/CardTable';

export type SearchKind = 'properties' | 'services' | 'bookings' | 'messages';

export const COLUMN_TITLES: Record<SearchKind, string> = {
  properties: 'Listings',
  services: 'Services',
  bookings: 'Bookings',
  messages: 'Messages',
};

/** Where a hit opens: its listing, service, or the booking (a message opens its booking's conversation there). */
export function hitLink(kind: SearchKind, hit: SearchColumn_ResultFragment): string {
  switch (kind) {
    case 'properties':
      return `/properties/${hit.id}`;
    case 'services':
      return `/services/guest/${hit.id}`;
    case 'bookings':
      return `/calendar/${hit.propertyId}/${hit.id}`;
    case 'messages':
      return `/calendar/${hit.propertyId}/${hit.bookingId}`;
  }
}

const dates = (hit: SearchColumn_ResultFragment) =>
  hit.startDate && hit.endDate ? `${formatDay(hit.startDate)} – ${formatDay(hit.endDate)}` : null;

function secondLine(kind: SearchKind, hit: SearchColumn_ResultFragment): string | null {
  if (kind === 'properties') return hit.propertyAddress ?? null;
  if (kind === 'services') return hit.description ?? null;
  return [hit.propertyName, dates(hit)].filter(Boolean).join(' · ') || null;
}

/** One column of the results page; 'No results' when empty (spec §8). */
export function SearchColumn({ kind, hits }: { kind: SearchKind; hits: readonly SearchColumn_ResultFragment[] }) {
  const headingId = `search-${kind}`;
  return (
    <CardSection id={headingId} title={COLUMN_TITLES[kind]}>
      {hits.length === 0 ? (
        <Text color="fg.muted">{MESSAGES.noSearchResults}</Text>
      ) : (
        <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
          {hits.map((hit) => (
            <Stack as="li" key={hit.id} gap="0.5" minW="0">
              <Link asChild fontWeight="medium">
                <RouterLink to={hitLink(kind, hit)}>{hit.title ?? hit.propertyName}</RouterLink>
              </Link>
              {kind === 'messages' && hit.description && (
                <Text fontSize="sm" lineClamp={2}>
                  {hit.description}
                </Text>
              )}
              {secondLine(kind, hit) && (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {secondLine(kind, hit)}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </CardSection>
  );
}
