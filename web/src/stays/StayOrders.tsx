import { currencySymbol } from '@portal/schema';
import type { PurchasePayment } from '../__generated__/graphql';
import { formatMoney } from '../properties/format';
import { STAY } from './copy';
import { Section } from './Section';
import type { StayData } from './useStay';

type Purchase = StayData['stay']['purchases'][number];

const totalOf = (purchase: Purchase) => purchase.lineItems.reduce((sum, line) => sum + line.quantity * line.price, 0);

/** How an order is paid, as the guest reads it, and its badge's look (none: plain muted text). */
const PAYMENT: Record<PurchasePayment, { text: string; badge: 'paid' | 'pending' | 'unpaid' | null }> = {
  ON_ARRIVAL: { text: STAY.payOnArrival, badge: null },
  PENDING: { text: STAY.paymentPending, badge: 'pending' },
  PAID: { text: STAY.paid, badge: 'paid' },
  EXPIRED: { text: STAY.notPaid, badge: 'unpaid' },
  FAILED: { text: STAY.notPaid, badge: 'unpaid' },
};

/** What the guest ordered for this stay, each with its total and how it is paid (a pending one: Pay now). */
export function StayOrders({ purchases }: { purchases: readonly Purchase[] }) {
  if (purchases.length === 0) return null;
  return (
    <Section title={STAY.yourOrders}>
      {purchases.map((order) => {
        const payment = PAYMENT[order.payment];
        return (
          <div key={order.id} className="g-item" data-testid="stay-order">
            <p className="g-row g-strong">
              <span>{order.name}</span>
              <span>{formatMoney(totalOf(order), currencySymbol(order.lineItems[0]?.currency))}</span>
            </p>
            <div className="g-row">
              {payment.badge ? (
                <span className={`g-status g-status-${payment.badge}`}>{payment.text}</span>
              ) : (
                <p className="g-muted g-small">{payment.text}</p>
              )}
              {order.payment === 'PENDING' && order.checkoutUrl && (
                <a href={order.checkoutUrl} className="g-link g-strong">
                  {STAY.payNow}
                </a>
              )}
            </div>
          </div>
        );
      })}
    </Section>
  );
}
