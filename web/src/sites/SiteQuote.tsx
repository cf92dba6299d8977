import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, SITE_MESSAGES } from '@portal/schema';
import { FORM_ERROR } from 'final-form';
import { usePublicStayQuoteQuery } from '../__generated__/graphql';
import { formatDay } from '../calendars/dates';
import { QuoteBreakdown } from '../calendars/QuoteBreakdown';
import { submitErrorsFrom } from '../forms/submitErrors';

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
  const answer = (data ?? previousData)?.publicStayQuote;
  return (
    <Stack gap="2" borderWidth="thin" rounded="l2" p="3" bg="bg.subtle" role="region" aria-label="Price">
      <Text fontWeight="semibold">
        {formatDay(startDate)} → {formatDay(endDate)}
      </Text>
      {answer?.available === false && (
        <Text fontSize="sm" color="fg.error">
          {SITE_MESSAGES.noLongerAvailable}
        </Text>
      )}
      {answer ? (
        <QuoteBreakdown quote={answer.quote} currencySymbol={currencySymbol} />
      ) : error ? (
        <Text fontSize="sm" color="fg.error">
          {String((submitErrorsFrom(error, { fields: [] }) ?? {})[FORM_ERROR] ?? MESSAGES.genericError)}
        </Text>
      ) : (
        <Skeleton height="16" />
      )}
    </Stack>
  );
}
