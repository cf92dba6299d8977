import { currencySymbol } from '@portal/schema';
import { formatMoney } from '../properties/format';
import { STAY } from './copy';
import { Section } from './Section';
import type { StayData } from './useStay';

type Purchase = StayData['stay']['purchases'][number];

const totalOf = (purchase: Purchase) => purchase.lineItems.reduce((sum, line) => sum + line.quantity * line.price, 0);

/** What the guest ordered for this stay, each with its total and how it is paid. */
export function StayOrders({ purchases }: { purchases: readonly Purchase[] }) {
  if (purchases.length === 0) return null;
  return (
    <Section title={STAY.yourOrders}>
      {purchases.map((order) => (
        <div key={order.id} className="g-item" data-testid="stay-order">
          <p className="g-row g-strong">
            <span>{order.name}</span>
            <span>{formatMoney(totalOf(order), currencySymbol(order.lineItems[0]?.currency))}</span>
          </p>
          <p className="g-muted g-small">{order.payment === 'on-arrival' ? STAY.payOnArrival : order.payment}</p>
        </div>
      ))}
    </Section>
  );
}
