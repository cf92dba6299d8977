import { Button, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FragmentRef } from '../apollo/fragments';
import type { BookingDetail_BookingFragment } from '../__generated__/graphql';
import { BookingDetail } from './BookingDetail';
import { formatDay } from './dates';

/** The first night is picked: the panel asks for the last one. */
export function SelectionStarted({ start, onCancel }: { start: string; onCancel: () => void }) {
  return (
    <Stack gap="2" role="region" aria-label="Selection started">
      <Heading as="h2" size="md">
        Selection started
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        From {formatDay(start)}. Now click the last night of the range.
      </Text>
      <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={onCancel}>
        Cancel selection
      </Button>
    </Stack>
  );
}

interface BookingPanelProps {
  booking: FragmentRef<BookingDetail_BookingFragment> | null;
  loading: boolean;
  onClose: () => void;
}

/** The booking opened from the grid or by its link: its detail, a skeleton while it loads, or 'not found'. */
export function BookingPanel({ booking, loading, onClose }: BookingPanelProps) {
  if (booking) return <BookingDetail booking={booking} onClose={onClose} onDeleted={onClose} />;
  if (loading) return <Skeleton h="40" />;
  return (
    <Stack gap="2">
      <Text>This booking was not found.</Text>
      <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={onClose}>
        Close
      </Button>
    </Stack>
  );
}

/** What the panel says while nothing is selected. */
export function CalendarGuide() {
  return (
    <Stack gap="2" fontSize="sm" role="region" aria-label="Guide">
      <Heading as="h2" size="md">
        How to use this calendar
      </Heading>
      <Text color="fg.muted">Click a first night, then a last night, to select dates.</Text>
      <Text color="fg.muted">
        With dates selected you can add a direct booking, block or unblock them, or override the nightly rate and
        minimum stay.
      </Text>
      <Text color="fg.muted">Click a booking to see its guest, invite link and invoice.</Text>
    </Stack>
  );
}

/** The page's shape while the listing loads. */
export function CalendarSkeleton() {
  return (
    <Stack gap="5" role="status" aria-label="Loading calendar">
      <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="6">
        <Skeleton h="md" rounded="l3" />
        <Skeleton h="48" rounded="l3" />
      </Grid>
    </Stack>
  );
}
