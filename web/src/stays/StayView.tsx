import { Link, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../components/Lazy/lazyComponent';
import type { StayQuery } from '../__generated__/graphql';
import { STAY } from './copy';
import { StayGuides } from './StayGuides';
import { StayOrders } from './StayOrders';
import { StayOverview } from './StayOverview';
import { StayProblem } from './StayProblem';
import { StayServices } from './StayServices';
import { useStayUnread } from './unread';

// Below the fold: the conversation (with its live subscription) and the rating load after the stay shows.
const StayMessages = lazyComponent(() => import('./StayMessages'), 'StayMessages');
const StayRating = lazyComponent(() => import('./StayRating'), 'StayRating');
const OfflineNotice = lazyComponent(() => import('./OfflineNotice'), 'OfflineNotice');

/** The whole stay on one scrolling page, phone first; a cancelled stay says so and shows nothing else. */
export function StayView({ data, userId, notice }: { data: StayQuery; userId: string | null; notice?: ReactNode }) {
  const { stay } = data;
  const { unread } = useStayUnread(stay.id, data.messages, userId);
  if (stay.cancelled) return <StayProblem title={stay.listing.name} message={STAY.cancelled} />;
  return (
    <Stack gap="4">
      <Suspense fallback={null}>
        <OfflineNotice />
      </Suspense>
      {unread > 0 && (
        <Link href="#stay-messages" colorPalette="brand" fontWeight="semibold" alignSelf="flex-start">
          {STAY.newMessages(unread)}
        </Link>
      )}
      {notice}
      <StayOverview stay={stay} />
      <StayGuides stay={stay} />
      <StayServices stay={stay} />
      <StayOrders purchases={stay.purchases} />
      <Suspense fallback={<Skeleton h="40" rounded="l3" />}>
        <StayMessages bookingId={stay.id} messages={data.messages} userId={userId} />
        <StayRating stay={stay} />
      </Suspense>
    </Stack>
  );
}
