import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ratingOpensOn, STAY_RATINGS, type StayRatingName } from '@portal/schema';
import { useState } from 'react';
import { useRateStayMutation, type StayQuery } from '../__generated__/graphql';
import { violationsOf } from '../apollo/errors';
import { FormError } from '../forms/FormError';
import { STAY } from './copy';
import { formatStayDay } from './format';

type Stay = StayQuery['stay'];
type Stars = Partial<Record<StayRatingName, number>>;

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** A row of five star buttons for one rating (each says what it gives, for screen readers). */
function StarRow({ name, value, onChange }: { name: StayRatingName; value?: number; onChange: (n: number) => void }) {
  const label = STAY.ratingNames[name];
  return (
    <HStack justify="space-between" role="group" aria-label={label}>
      <Text fontWeight="medium">{label}</Text>
      <HStack gap="0">
        {STAR_VALUES.map((n) => (
          <Button
            key={n}
            variant="ghost"
            size="sm"
            px="1"
            minW="9"
            aria-label={STAY.stars(n, label)}
            aria-pressed={value === n}
            color={value !== undefined && n <= value ? 'accent.warm' : 'fg.subtle'}
            fontSize="2xl"
            onClick={() => onChange(n)}
          >
            ★
          </Button>
        ))}
      </HStack>
    </HStack>
  );
}

/** The rating of the stay: once, from the checkout day on; before that, when it opens; after, the thanks. */
export function StayRating({ stay }: { stay: Stay }) {
  const [stars, setStars] = useState<Stars>({});
  const [error, setError] = useState<string | null>(null);
  const [rate, { loading }] = useRateStayMutation();
  const complete = STAY_RATINGS.every((name) => stars[name] !== undefined);

  async function submit() {
    setError(null);
    const input = { cleanliness: 0, condition: 0, app: 0, overall: 0, ...stars };
    try {
      await rate({ variables: { bookingId: stay.id, input } });
    } catch (e) {
      setError(violationsOf(e)[0]?.message ?? STAY.ratingFailed);
    }
  }

  let body;
  if (stay.rating) {
    const rating = stay.rating;
    body = (
      <Stack gap="1">
        <Text role="status">{STAY.rated}</Text>
        {STAY_RATINGS.map((name) => (
          <HStack key={name} justify="space-between" fontSize="sm">
            <Text color="fg.muted">{STAY.ratingNames[name]}</Text>
            <Text color="accent.warm" aria-label={STAY.stars(rating[name], STAY.ratingNames[name])}>
              {'★'.repeat(rating[name])}
            </Text>
          </HStack>
        ))}
      </Stack>
    );
  } else if (stay.ratingOpen) {
    body = (
      <Stack gap="2">
        {STAY_RATINGS.map((name) => (
          <StarRow key={name} name={name} value={stars[name]} onChange={(n) => setStars({ ...stars, [name]: n })} />
        ))}
        <FormError>{error ?? undefined}</FormError>
        <Button colorPalette="brand" disabled={!complete} loading={loading} onClick={() => void submit()}>
          {STAY.rateSubmit}
        </Button>
      </Stack>
    );
  } else {
    body = <Text color="fg.muted">{ratingOpensOn(formatStayDay(stay.endDate))}</Text>;
  }
  return (
    <Card.Root as="section" aria-label={STAY.rateTitle}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {STAY.rateTitle}
        </Heading>
        {body}
      </Card.Body>
    </Card.Root>
  );
}
