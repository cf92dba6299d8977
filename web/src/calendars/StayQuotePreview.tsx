import { Text } from '@chakra-ui/react';
import { useStayQuoteQuery } from '../__generated__/graphql';
import { QuotePanel } from './QuotePanel';

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
  return (
    <QuotePanel
      heading={
        <Text fontWeight="semibold" fontSize="sm">
          Price{numberOfGuest ? ` for ${numberOfGuest} ${numberOfGuest === 1 ? 'guest' : 'guests'}` : ''}
        </Text>
      }
      answer={(data ?? previousData)?.stayQuote}
      error={error}
      unavailable="These dates are no longer free: a booking or a blocked date overlaps them."
      errorColor="fg.muted"
      currencySymbol={currencySymbol}
    />
  );
}
