import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useStayQuery } from '../../__generated__/graphql';
import { hasErrorCode } from '../../apollo/errors';
import { useSession } from '../../state/useSession';
import { STAY } from '../../stays/copy';
import { GuestLayout } from '../../stays/GuestLayout';
import { GuestSignIn } from '../../stays/GuestSignIn';
import { JoinStay } from '../../stays/JoinStay';
import { StayProblem } from '../../stays/StayProblem';
import { StayView } from '../../stays/StayView';

/**
 * `/stay/{bookingId}[?code=…]`: the guest web app (issue 13), outside the host shell. Signed out: sign up or log in;
 * with the invite code: join the booking; then the stay. The invite link the host copies,
 * `/invite/{bookingId}/{guest-slug}?code=…`, lands here too and moves to /stay.
 */
export function StayPage() {
  const { bookingId = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code');
  const { signedIn } = useSession();
  if (useLocation().pathname.startsWith('/invite/')) {
    const to = `/stay/${encodeURIComponent(bookingId)}${code ? `?code=${encodeURIComponent(code)}` : ''}`;
    return <Navigate to={to} replace />;
  }
  let content;
  if (!signedIn) content = <GuestSignIn />;
  else if (code) content = <JoinStay bookingId={bookingId} code={code} />;
  else content = <StayLoader bookingId={bookingId} />;
  return <GuestLayout title="Your stay">{content}</GuestLayout>;
}

function StayLoader({ bookingId }: { bookingId: string }) {
  const { data, error, loading, refetch } = useStayQuery({ variables: { bookingId } });
  const { user } = useSession();
  if (data) return <StayView data={data} userId={user?.id ?? null} />;
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
