import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { STAY } from './copy';
import { StayGuides } from './StayGuides';
import { StayOrders } from './StayOrders';
import { StayOverview } from './StayOverview';
import { StayProblem } from './StayProblem';
import { StayServices } from './StayServices';
import { useStayUnread } from './unread';
import type { StayData, StayState } from './useStay';

// Below the fold: the conversation (with its live subscription) and the rating load after the stay shows.
const StayMessages = lazy(() => import('./StayMessages').then((m) => ({ default: m.StayMessages })));
const StayRating = lazy(() => import('./StayRating').then((m) => ({ default: m.StayRating })));

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Offline, the stay comes from the copy kept on the phone: say so, so nothing looks live that is not. */
function OfflineNotice() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  if (online) return null;
  return (
    <p className="g-alert g-alert-info" role="status">
      {STAY.offline}
    </p>
  );
}

/** The whole stay on one scrolling page, phone first; a cancelled stay says so and shows nothing else. */
export function StayView({
  stay: state,
  data,
  userId,
  notice,
}: {
  stay: StayState;
  data: StayData;
  userId: string | null;
  /** Above the stay: what the guest is told on return from the payment checkout. */
  notice?: ReactNode;
}) {
  const { stay, messages } = data;
  const { unread } = useStayUnread(stay.id, messages, userId);
  if (stay.cancelled) return <StayProblem title={stay.listing.name} message={STAY.cancelled} />;
  return (
    <div className="g-stack">
      <OfflineNotice />
      {unread > 0 && (
        <a href="#stay-messages" className="g-link g-strong">
          {STAY.newMessages(unread)}
        </a>
      )}
      {notice}
      <StayOverview stay={stay} />
      <StayGuides stay={stay} />
      <StayServices stay={stay} update={state.update} />
      <StayOrders purchases={stay.purchases} />
      <Suspense fallback={<div className="g-skeleton" style={{ height: '10rem' }} />}>
        <StayMessages bookingId={stay.id} messages={messages} userId={userId} update={state.update} />
        <StayRating stay={stay} update={state.update} />
      </Suspense>
    </div>
  );
}
