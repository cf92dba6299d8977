import { Text } from '@chakra-ui/react';
import { SITE_MESSAGES } from '@portal/schema';
import { usePublicStayQuoteQuery } from '../__generated__/graphql';
import { formatDay } from '../calendars/dates';
import { QuotePanel } from '../calendars/QuotePanel';

interface SiteQuoteProps {
  slug: string;
  listingId: string;
  startDate: string;
  endDate: string;
  numberOfGuest: number | null;
  currencySymbol: string;
}

/** The live price of the chosen stay, line by line: the quote the booking would store. */
export function SiteQuote({ slug, listingId, startDate, endDate, numberOfGuest, currencySymbol }: SiteQuoteProps) {
  const { data, previousData, error } = usePublicStayQuoteQuery({
    variables: { slug, listingId, startDate, endDate, numberOfGuest: numberOfGuest ?? 1 },
    skip: numberOfGuest === null,
  });
  return (
    <QuotePanel
      heading={
        <Text fontWeight="semibold">
          {formatDay(startDate)} → {formatDay(endDate)}
        </Text>
      }
      answer={(data ?? previousData)?.publicStayQuote}
      error={error}
      unavailable={SITE_MESSAGES.noLongerAvailable}
      errorColor="fg.error"
      currencySymbol={currencySymbol}
    />
  );
}
