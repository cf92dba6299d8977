import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useStayQuery } from '../../__generated__/graphql';
import { hasErrorCode } from '../../apollo/errors';
import { useSession } from '../../state/useSession';
import { STAY } from '../../stays/copy';
import { GuestLayout } from '../../stays/GuestLayout';
import { GuestSignIn } from '../../stays/GuestSignIn';
import { JoinStay } from '../../stays/JoinStay';
import { lastStay, linkManifest, OFFLINE_COPY, rememberStay } from '../../stays/offline';
import { CheckoutNotice, useCheckoutReturn } from '../../stays/checkoutReturn';
import { StayProblem } from '../../stays/StayProblem';
import { StayView } from '../../stays/StayView';

/**
 * `/stay/{bookingId}[?code=…]`: the guest web app (issue 13), outside the host shell. Signed out: sign up or log in;
 * with the invite code: join the booking; then the stay. The invite link the host copies,
 * `/invite/{bookingId}/{guest-slug}?code=…`, lands here too and moves to /stay. `/stay/` alone (the installed app's
 * start page) opens the stay last opened on this device.
 */
export function StayPage() {
  const { bookingId = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code');
  const { signedIn } = useSession();
  useEffect(linkManifest, []);
  if (useLocation().pathname.startsWith('/invite/')) {
    const to = `/stay/${encodeURIComponent(bookingId)}${code ? `?code=${encodeURIComponent(code)}` : ''}`;
    return <Navigate to={to} replace />;
  }
  const last = lastStay();
  if (!bookingId && last) return <Navigate to={`/stay/${encodeURIComponent(last)}`} replace />;
  let content;
  if (!bookingId) content = <StayProblem message={STAY.openInvite} />;
  else if (!signedIn) content = <GuestSignIn />;
  else if (code) content = <JoinStay bookingId={bookingId} code={code} />;
  else content = <StayLoader bookingId={bookingId} />;
  return <GuestLayout title="Your stay">{content}</GuestLayout>;
}

function StayLoader({ bookingId }: { bookingId: string }) {
  const { data, error, loading, refetch } = useStayQuery({ variables: { bookingId }, context: OFFLINE_COPY });
  const { user } = useSession();
  const notice = useCheckoutReturn(data?.stay.purchases, refetch);
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    rememberStay(bookingId);
    // The first answer came before the worker was there: asked again through it, it is kept for offline use.
    void import('../../stays/worker').then(({ registerStayWorker }) => registerStayWorker(() => void refetch()));
  }, [loaded, bookingId, refetch]);
  if (data) return <StayView data={data} userId={user?.id ?? null} notice={<CheckoutNotice notice={notice} />} />;
  if (loading) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading your stay">
        <Skeleton h="64" rounded="l3" />
        <Skeleton h="20" rounded="l3" />
        <Skeleton h="40" rounded="l3" />
      </Stack>
    );
  }
  if (hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'BAD_USER_INPUT')) {
    return <StayProblem message={STAY.notYours} />;
  }
  return (
    <Stack gap="4">
      <StayProblem message="Your stay could not be loaded. Check your connection and try again." />
      <Button onClick={() => void refetch()} variant="outline">
        {STAY.retry}
      </Button>
    </Stack>
  );
}
