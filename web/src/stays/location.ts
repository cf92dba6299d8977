import { useSyncExternalStore } from 'react';

/**
 * The guest app's only routing: its two addresses, read from the location. `/invite/{bookingId}/{guest-slug}?code=…`
 * (the link the host copies) and `/stay/{bookingId}[?code=…]`; `/stay/` alone is the installed app's start page.
 */
export interface StayAddress {
  invite: boolean;
  bookingId: string;
  code: string | null;
}

export function parseAddress(pathname: string, search: string): StayAddress {
  const [, root = '', id = ''] = pathname.split('/');
  let bookingId = '';
  try {
    bookingId = decodeURIComponent(id);
  } catch {
    // A malformed link: no booking, the page says to open the invite link.
  }
  return { invite: root === 'invite', bookingId, code: new URLSearchParams(search).get('code') };
}

export const stayPath = (bookingId: string, code?: string | null) =>
  `/stay/${encodeURIComponent(bookingId)}${code ? `?code=${encodeURIComponent(code)}` : ''}`;

const CHANGE = 'stay:navigate';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** The current address; changes with `replaceAddress` and the browser's back and forward. */
export function useAddress(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname + window.location.search);
}

/** Moves to another address of the guest app without a reload (and without a history entry). */
export function replaceAddress(to: string) {
  window.history.replaceState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
}
