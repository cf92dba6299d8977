import { ratingOpensOn, STAY_RATINGS, type StayRatingName } from '@portal/schema';
import { useState } from 'react';
import { RateStayDocument } from '../__generated__/guest-operations';
import { violationsOf } from './client';
import { STAY } from './copy';
import { FormError } from './form';
import { formatStayDay } from './format';
import { useGuest } from './guest-context';
import { Section } from './Section';
import type { StayData, StayState } from './useStay';

type Stay = StayData['stay'];
type Stars = Partial<Record<StayRatingName, number>>;

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** A row of five star buttons for one rating (each says what it gives, for screen readers). */
function StarRow({ name, value, onChange }: { name: StayRatingName; value?: number; onChange: (n: number) => void }) {
  const label = STAY.ratingNames[name];
  return (
    <div className="g-row" role="group" aria-label={label}>
      <span className="g-medium">{label}</span>
      <span className="g-stars">
        {STAR_VALUES.map((n) => (
          <button
            key={n}
            type="button"
            className={value !== undefined && n <= value ? 'g-star g-star-on' : 'g-star'}
            aria-label={STAY.stars(n, label)}
            aria-pressed={value === n}
            onClick={() => onChange(n)}
          >
            ★
          </button>
        ))}
      </span>
    </div>
  );
}

/** The rating of the stay: once, from the checkout day on; before that, when it opens; after, the thanks. */
export function StayRating({ stay, update }: { stay: Stay; update: StayState['update'] }) {
  const { client } = useGuest();
  const [stars, setStars] = useState<Stars>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const complete = STAY_RATINGS.every((name) => stars[name] !== undefined);

  async function submit() {
    setError(null);
    setLoading(true);
    const input = { cleanliness: 0, condition: 0, app: 0, overall: 0, ...stars };
    try {
      const { rateStay } = await client.request(RateStayDocument, { bookingId: stay.id, input });
      update((data) => ({ ...data, stay: { ...data.stay, rating: rateStay.rating, ratingOpen: rateStay.ratingOpen } }));
    } catch (e) {
      setError(violationsOf(e)[0]?.message ?? STAY.ratingFailed);
    } finally {
      setLoading(false);
    }
  }

  let body;
  if (stay.rating) {
    const rating = stay.rating;
    body = (
      <div className="g-stack-xs">
        <p role="status">{STAY.rated}</p>
        {STAY_RATINGS.map((name) => (
          <p key={name} className="g-row g-small">
            <span className="g-muted">{STAY.ratingNames[name]}</span>
            <span className="g-star-on" aria-label={STAY.stars(rating[name], STAY.ratingNames[name])}>
              {'★'.repeat(rating[name])}
            </span>
          </p>
        ))}
      </div>
    );
  } else if (stay.ratingOpen) {
    body = (
      <div className="g-stack-xs">
        {STAY_RATINGS.map((name) => (
          <StarRow key={name} name={name} value={stars[name]} onChange={(n) => setStars({ ...stars, [name]: n })} />
        ))}
        <FormError>{error}</FormError>
        <button
          type="button"
          className="g-button g-button-primary"
          disabled={!complete || loading}
          onClick={() => void submit()}
        >
          {STAY.rateSubmit}
        </button>
      </div>
    );
  } else {
    body = <p className="g-muted">{ratingOpensOn(formatStayDay(stay.endDate))}</p>;
  }
  return <Section title={STAY.rateTitle}>{body}</Section>;
}
