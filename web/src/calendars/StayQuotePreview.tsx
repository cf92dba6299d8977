import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { FORM_ERROR } from 'final-form';
import { useStayQuoteQuery } from '../__generated__/graphql';
import { submitErrorsFrom } from '../forms/submitErrors';
import { QuoteBreakdown } from './QuoteBreakdown';

interface StayQuotePreviewProps {
  propertyId: string;
  /** Arrival. */
  startDate: string;
  /** Checkout (exclusive). */
  endDate: string;
  /** Priced guests; while the field holds no valid count, the last price stays shown. */
  numberOfGuest: number | null;
  currencySymbol: string;
}

/** The price the API would give this direct booking now, before the host adds it (spec §2 Selected-dates panel). */
export function StayQuotePreview({
  propertyId,
  startDate,
  endDate,
  numberOfGuest,
  currencySymbol,
}: StayQuotePreviewProps) {
  const { data, previousData, error } = useStayQuoteQuery({
    variables: { propertyId, startDate, endDate, numberOfGuest: numberOfGuest ?? 1 },
    skip: numberOfGuest === null,
  });
  const answer = (data ?? previousData)?.stayQuote;
  const quote = answer?.quote;
  return (
    <Stack gap="2" borderWidth="thin" rounded="l2" p="3" bg="bg.subtle" role="region" aria-label="Price">
      <Text fontWeight="semibold" fontSize="sm">
        Price{numberOfGuest ? ` for ${numberOfGuest} ${numberOfGuest === 1 ? 'guest' : 'guests'}` : ''}
      </Text>
      {answer?.available === false && (
        <Text fontSize="sm" color="fg.error">
          These dates are no longer free: a booking or a blocked date overlaps them.
        </Text>
      )}
      {quote ? (
        <QuoteBreakdown quote={quote} currencySymbol={currencySymbol} />
      ) : error ? (
        <Text fontSize="sm" color="fg.muted">
          {String((submitErrorsFrom(error, { fields: [] }) ?? {})[FORM_ERROR] ?? MESSAGES.genericError)}
        </Text>
      ) : (
        <Skeleton height="16" />
      )}
    </Stack>
  );
}
