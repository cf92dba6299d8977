import { HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Ratings_AnalyticsFragment } from '../__generated__/graphql';
import { Stars } from '../dashboard/LatestFeedback';
import { CardSection, CardTable } from '../components/CardTable/CardTable';
import { ANALYTICS } from './copy';
import { subtitled } from './subtitled';

const CATEGORIES = ['cleanliness', 'condition', 'app', 'overall'] as const;

/** An average as '4.3' beside its stars. */
function Average({ value }: { value: number }) {
  return (
    <HStack gap="2">
      <Stars value={value} />
      <Text as="span" fontWeight="medium" minW="8" textAlign="end">
        {value.toFixed(1)}
      </Text>
    </HStack>
  );
}

/** The overall ratings (Cleanliness, Condition, App, Overall) and the average overall rating per listing. */
export function Ratings({ analytics }: { analytics: Ratings_AnalyticsFragment }) {
  const { ratings, listings } = analytics;
  return (
    <CardSection
      id="ratings-heading"
      title={ANALYTICS.ratings}
      bodyGap="5"
      header={subtitled(ratings.count > 0 && ANALYTICS.ratingsFrom(ratings.count))}
    >
      {ratings.count === 0 ? (
        <Text color="fg.muted">{ANALYTICS.noRatings}</Text>
      ) : (
        <Stack as="dl" gap="2" m="0">
          {CATEGORIES.map((category) => (
            <HStack key={category} justify="space-between" gap="3">
              <Text as="dt" fontWeight={category === 'overall' ? 'semibold' : 'normal'}>
                {ANALYTICS.categories[category]}
              </Text>
              <Text as="dd" m="0">
                {ratings[category] === null ? '—' : <Average value={ratings[category]} />}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      <CardTable
        title={ANALYTICS.perListing}
        rows={listings}
        empty={ANALYTICS.noListings}
        head={
          <>
            <Table.ColumnHeader>{ANALYTICS.listing}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{ANALYTICS.averageOverall}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              {ANALYTICS.ratedStays}
            </Table.ColumnHeader>
          </>
        }
      >
        {(listing) => (
          <Table.Row key={listing.propertyId}>
            <Table.Cell maxW="48" truncate>
              <Link asChild>
                <RouterLink to={`/properties/${listing.propertyId}`}>{listing.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell>
              <HStack justify="flex-end">
                {listing.overall === null ? (
                  <Text color="fg.muted">{ANALYTICS.notRated}</Text>
                ) : (
                  <Average value={listing.overall} />
                )}
              </HStack>
            </Table.Cell>
            <Table.Cell textAlign="end" hideBelow="sm">
              {listing.count}
            </Table.Cell>
          </Table.Row>
        )}
      </CardTable>
    </CardSection>
  );
}
