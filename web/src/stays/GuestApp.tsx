import { useEffect } from 'react';
import { STAY } from './copy';
import { GuestLayout } from './GuestLayout';
import { useGuestSession } from './guest-context';
import { GuestSignIn } from './GuestSignIn';
import { JoinStay } from './JoinStay';
import { parseAddress, replaceAddress, stayPath, useAddress } from './location';
import { lastStay } from './offline';
import { StayLoader } from './StayLoader';
import { StayProblem } from './StayProblem';

/**
 * The guest web app (issue 13), its own entry (stay.html) outside the host portal. Signed out: sign up or log in;
 * with the invite code: join the booking; then the stay. The invite link the host copies,
 * `/invite/{bookingId}/{guest-slug}?code=…`, lands here too and moves to /stay. `/stay/` alone (the installed app's
 * start page) opens the stay last opened on this device.
 */
export function GuestApp() {
  const address = useAddress();
  const { signedIn } = useGuestSession();
  const url = new URL(address, window.location.origin);
  const { invite, bookingId, code } = parseAddress(url.pathname, url.search);
  const last = lastStay();
  const moveTo = invite ? stayPath(bookingId, code) : !bookingId && last ? stayPath(last) : null;
  useEffect(() => {
    if (moveTo) replaceAddress(moveTo);
  }, [moveTo]);
  let content;
  if (moveTo) content = null;
  else if (!bookingId) content = <StayProblem message={STAY.openInvite} />;
  else if (!signedIn) content = <GuestSignIn />;
  else if (code) content = <JoinStay bookingId={bookingId} code={code} />;
  else content = <StayLoader key={bookingId} bookingId={bookingId} />;
  return <GuestLayout>{content}</GuestLayout>;
}
