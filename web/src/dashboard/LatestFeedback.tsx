import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, RATING_MAX } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import type { LatestFeedback_DashboardFragment } from '../__generated__/graphql';
import { formatDateTime } from '../calendars/dates';
import { CardSection } from '../components/CardTable/CardTable';
import { DASHBOARD } from './copy';

/** '★★★★☆', read out as '4 out of 5 stars'. */
export function Stars({ value }: { value: number }) {
  const stars = Math.round(value);
  return (
    <Text
      as="span"
      color="orange.solid"
      letterSpacing="wider"
      role="img"
      aria-label={`${value} out of ${RATING_MAX} stars`}
    >
      {'★'.repeat(stars)}
      <Text as="span" color="fg.subtle">
        {'★'.repeat(Math.max(0, RATING_MAX - stars))}
      </Text>
    </Text>
  );
}

/** The 3 most recently rated stays (spec §9), with guest, listing and stars. */
export function LatestFeedback(props: { dashboard: LatestFeedback_DashboardFragment }) {
  const { dashboard } = props;
  return (
    <CardSection id="feedback-heading" title={DASHBOARD.feedback}>
      {dashboard.feedback.length === 0 ? (
        <Text color="fg.muted">{MESSAGES.noFeedbackYet}</Text>
      ) : (
        <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
          {dashboard.feedback.map((entry) => (
            <Stack as="li" key={entry.bookingId} gap="0.5">
              <HStack justify="space-between" gap="2">
                <Link asChild fontWeight="medium">
                  <RouterLink to={`/calendar/${entry.propertyId}/${entry.bookingId}`}>
                    {entry.guestName ?? DASHBOARD.guestUnknown}
                  </RouterLink>
                </Link>
                <Stars value={entry.overall} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {entry.propertyName} · {formatDateTime(entry.ratedAt)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </CardSection>
  );
}
