import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useJoinStayMutation } from '../__generated__/graphql';
import { hasErrorCode, violationsOf } from '../apollo/errors';
import { STAY } from './copy';
import { StayProblem } from './StayProblem';

/** What a failed join tells the guest: a wrong code, a booking someone else joined, or the host's own booking. */
export function joinProblem(error: unknown): string {
  if (hasErrorCode(error, 'NOT_FOUND')) return STAY.wrongCode;
  const [violation] = violationsOf(error);
  if (violation) return violation.message;
  // A 409 (joined by someone else) comes as BAD_USER_INPUT with the API's message and no violation.
  if (hasErrorCode(error, 'BAD_USER_INPUT') && CombinedGraphQLErrors.is(error)) {
    return error.errors[0]?.message ?? STAY.joinedByOther;
  }
  return STAY.joinFailed;
}

/** Joins the booking with the link's code once, then shows the stay at its clean address (no code in it). */
export function JoinStay({ bookingId, code }: { bookingId: string; code: string }) {
  const [join] = useJoinStayMutation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    join({ variables: { bookingId, inviteCode: code } })
      .then(() => navigate(`/stay/${bookingId}`, { replace: true }))
      .catch((error: unknown) => setProblem(joinProblem(error)));
  }, [bookingId, code, join, navigate]);

  if (problem) return <StayProblem message={problem} />;
  return (
    <Stack align="center" py="16" gap="4" role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{STAY.joining}</Text>
    </Stack>
  );
}
