import { Stack } from '@chakra-ui/react';
import type { StayQuery } from '../__generated__/graphql';
import { STAY } from './copy';
import { StayGuides } from './StayGuides';
import { StayMessages } from './StayMessages';
import { StayOrders } from './StayOrders';
import { StayOverview } from './StayOverview';
import { StayProblem } from './StayProblem';
import { StayRating } from './StayRating';
import { StayServices } from './StayServices';

/** The whole stay on one scrolling page, phone first; a cancelled stay says so and shows nothing else. */
export function StayView({ data, userId }: { data: StayQuery; userId: string | null }) {
  const { stay } = data;
  if (stay.cancelled) return <StayProblem title={stay.listing.name} message={STAY.cancelled} />;
  return (
    <Stack gap="4">
      <StayOverview stay={stay} />
      <StayGuides stay={stay} />
      <StayServices stay={stay} />
      <StayOrders purchases={stay.purchases} />
      <StayMessages bookingId={stay.id} messages={data.messages} userId={userId} />
      <StayRating stay={stay} />
    </Stack>
  );
}
