import { useEffect, useState } from 'react';
import type { PurchasePayment } from '../__generated__/graphql';
import { STAY } from './copy';
import { useAddress } from './location';

/** Back from a paid checkout, the provider's webhook may still be on its way: ask again this often, this many times. */
export const POLL_MS = 2000;
export const POLL_TIMES = 15;

export interface CheckoutNoticeState {
  message: string;
  status: 'success' | 'info' | 'warning';
}

/**
 * The stay page after the provider's checkout (`?checkout=paid` or `?checkout=cancelled`): what to tell the guest,
 * and, while a purchase is still pending after paying, the stay asked again until the webhook marked it paid.
 */
export function useCheckoutReturn(
  purchases: readonly { payment: PurchasePayment }[] | undefined,
  refetch: () => void,
): CheckoutNoticeState | null {
  const address = useAddress();
  const checkout = new URLSearchParams(address.split('?')[1] ?? '').get('checkout');
  const pending = purchases?.some((purchase) => purchase.payment === 'PENDING') ?? false;
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (checkout !== 'paid' || !pending || tries >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      setTries((count) => count + 1);
      refetch();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [checkout, pending, tries, refetch]);
  if (checkout === 'paid') {
    return pending
      ? { message: STAY.checkoutPaid, status: 'info' }
      : { message: STAY.checkoutConfirmed, status: 'success' };
  }
  if (checkout === 'cancelled') return { message: STAY.checkoutCancelled, status: 'warning' };
  return null;
}

export function CheckoutNotice({ notice }: { notice: CheckoutNoticeState | null }) {
  if (!notice) return null;
  return (
    <p className={`g-alert g-alert-${notice.status}`} role="status">
      {notice.message}
    </p>
  );
}
