import { PURCHASE_LIMITS } from '@portal/schema';
import { useState } from 'react';
import { PurchaseServicesDocument } from '../__generated__/guest-operations';
import { formatMoney } from '../properties/format';
import { violationsOf } from './client';
import { STAY } from './copy';
import { FormError } from './form';
import { useGuest } from './guest-context';
import type { StayData, StayState } from './useStay';

type Stay = StayData['stay'];
type Quantities = Record<string, number>;

/** The order's lines (quantity above 0) and its total in minor units. */
export function orderOf(services: Stay['services'], quantities: Quantities) {
  const lines = services
    .filter((service) => (quantities[service.id] ?? 0) > 0)
    .map((service) => ({ service, quantity: quantities[service.id]! }));
  return { lines, total: lines.reduce((sum, { service, quantity }) => sum + service.price * quantity, 0) };
}

/**
 * Buy services: the listing's services with quantities, the total, Confirm. Paid online (payments configured): the
 * order is pending and the browser goes to the provider's checkout; else it is paid to the host on arrival.
 */
export function StayServices({ stay, update }: { stay: Stay; update: StayState['update'] }) {
  const { client, leave } = useGuest();
  const [quantities, setQuantities] = useState<Quantities>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const { lines, total } = orderOf(stay.services, quantities);
  const symbol = stay.services[0]?.currencySymbol ?? '';

  const change = (id: string, by: number) => {
    setDone(false);
    setQuantities((current) => ({
      ...current,
      [id]: Math.min(PURCHASE_LIMITS.quantityMax, Math.max(0, (current[id] ?? 0) + by)),
    }));
  };

  async function confirm() {
    setError(null);
    setLoading(true);
    try {
      const { purchaseServices: created } = await client.request(PurchaseServicesDocument, {
        bookingId: stay.id,
        lineItems: lines.map(({ service, quantity }) => ({ serviceId: service.id, quantity })),
      });
      update((data) =>
        data.stay.purchases.some((known) => known.id === created.id)
          ? data
          : { ...data, stay: { ...data.stay, purchases: [...data.stay.purchases, created] } },
      );
      setQuantities({});
      if (created.checkoutUrl) leave(created.checkoutUrl);
      else setDone(true);
    } catch (e) {
      setError(violationsOf(e)[0]?.message ?? 'Your order could not be sent. Try again.');
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="g-card g-stack-sm" aria-label={STAY.services}>
      <div>
        <h2 className="g-h2">{STAY.services}</h2>
        <p className="g-muted g-small">
          {stay.services.length === 0
            ? STAY.noServices
            : stay.paysOnline
              ? STAY.servicesIntroOnline
              : STAY.servicesIntro}
        </p>
      </div>
      {stay.services.map((service) => {
        const quantity = quantities[service.id] ?? 0;
        return (
          <div key={service.id} className="g-item g-service">
            {service.image?.mediumUrl && (
              <img className="g-thumb" src={service.image.mediumUrl} alt="" loading="lazy" />
            )}
            <div className="g-service-text">
              <p className="g-strong">{service.title}</p>
              <p className="g-small">{formatMoney(service.price, service.currencySymbol)}</p>
              {service.description && <p className="g-small g-muted">{service.description}</p>}
              {service.terms && <p className="g-xsmall g-muted">{service.terms}</p>}
            </div>
            <div className="g-stepper">
              <button
                type="button"
                className="g-button g-button-outline g-button-icon"
                aria-label={STAY.fewer(service.title)}
                disabled={quantity === 0}
                onClick={() => change(service.id, -1)}
              >
                −
              </button>
              <output aria-label={STAY.quantityOf(service.title)}>{quantity}</output>
              <button
                type="button"
                className="g-button g-button-outline g-button-icon"
                aria-label={STAY.more(service.title)}
                disabled={quantity >= PURCHASE_LIMITS.quantityMax}
                onClick={() => change(service.id, 1)}
              >
                +
              </button>
            </div>
          </div>
        );
      })}
      {stay.services.length > 0 && (
        <div className="g-item g-stack-xs">
          <FormError>{error}</FormError>
          {done && (
            <p className="g-success" role="status">
              {STAY.ordered}
            </p>
          )}
          <p className="g-row g-strong">
            <span>{STAY.total}</span>
            <span>{formatMoney(total, symbol)}</span>
          </p>
          <button
            type="button"
            className="g-button g-button-primary g-button-lg"
            disabled={lines.length === 0 || loading}
            aria-busy={loading || undefined}
            onClick={() => void confirm()}
          >
            {stay.paysOnline ? STAY.confirmAndPay : STAY.confirmOrder}
          </button>
          <p className="g-xsmall g-muted g-center">{stay.paysOnline ? STAY.payOnline : STAY.payOnArrival}</p>
        </div>
      )}
    </section>
  );
}
