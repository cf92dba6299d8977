import { useEffect } from 'react';
import { CheckoutNotice, useCheckoutReturn } from './checkoutReturn';
import { hasErrorCode } from './client';
import { STAY } from './copy';
import { useGuestSession } from './guest-context';
import { rememberStay } from './offline';
import { StayProblem } from './StayProblem';
import { StayView } from './StayView';
import { useStay } from './useStay';

/** Loads the stay; once shown, registers the service worker that keeps it for offline use. */
export function StayLoader({ bookingId }: { bookingId: string }) {
  const stay = useStay(bookingId);
  const { data, error, loading, refetch } = stay;
  const { user } = useGuestSession();
  const notice = useCheckoutReturn(data?.stay.purchases, refetch);
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    rememberStay(bookingId);
    // The first answer came before the worker was there: asked again through it, it is kept for offline use.
    void import('./worker').then(({ registerStayWorker }) => registerStayWorker(refetch));
  }, [loaded, bookingId, refetch]);
  if (data) {
    const checkout = <CheckoutNotice notice={notice} />;
    return <StayView stay={stay} data={data} userId={user?.id ?? null} notice={checkout} />;
  }
  if (loading) {
    return (
      <div className="g-stack" aria-busy="true" aria-label="Loading your stay">
        <div className="g-skeleton" style={{ height: '16rem' }} />
        <div className="g-skeleton" style={{ height: '5rem' }} />
        <div className="g-skeleton" style={{ height: '10rem' }} />
      </div>
    );
  }
  if (hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'BAD_USER_INPUT')) {
    return <StayProblem message={STAY.notYours} />;
  }
  return (
    <div className="g-stack">
      <StayProblem message="Your stay could not be loaded. Check your connection and try again." />
      <button type="button" className="g-button g-button-outline" onClick={refetch}>
        {STAY.retry}
      </button>
    </div>
  );
}
