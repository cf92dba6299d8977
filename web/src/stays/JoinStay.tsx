import { useEffect, useRef, useState } from 'react';
import { JoinStayDocument } from '../__generated__/guest-operations';
import { GraphQLRequestError, hasErrorCode, violationsOf } from './client';
import { STAY } from './copy';
import { useGuest } from './guest-context';
import { replaceAddress, stayPath } from './location';
import { StayProblem } from './StayProblem';

/** What a failed join tells the guest: a wrong code, a booking someone else joined, or the host's own booking. */
export function joinProblem(error: unknown): string {
  if (hasErrorCode(error, 'NOT_FOUND')) return STAY.wrongCode;
  const [violation] = violationsOf(error);
  if (violation) return violation.message;
  // A 409 (joined by someone else) comes as BAD_USER_INPUT with the API's message and no violation.
  if (hasErrorCode(error, 'BAD_USER_INPUT') && error instanceof GraphQLRequestError) {
    return error.errors[0]?.message ?? STAY.joinedByOther;
  }
  return STAY.joinFailed;
}

/** Joins the booking with the link's code once, then shows the stay at its clean address (no code in it). */
export function JoinStay({ bookingId, code }: { bookingId: string; code: string }) {
  const { client } = useGuest();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client
      .request(JoinStayDocument, { bookingId, inviteCode: code })
      .then(() => replaceAddress(stayPath(bookingId)))
      .catch((error: unknown) => setProblem(joinProblem(error)));
  }, [bookingId, code, client]);

  if (problem) return <StayProblem message={problem} />;
  return (
    <div className="g-center g-joining" role="status">
      <span className="g-spinner" aria-hidden="true" />
      <p className="g-muted">{STAY.joining}</p>
    </div>
  );
}
