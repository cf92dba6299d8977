import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { FORM_ERROR } from 'final-form';
import type { ReactNode } from 'react';
import type { QuoteBreakdown_QuoteFragment } from '../__generated__/graphql';
import { submitErrorsFrom } from '../forms/submitErrors';
import { QuoteBreakdown } from './QuoteBreakdown';

interface QuotePanelProps {
  heading: ReactNode;
  /** The quote's answer (the last one while a new one loads); undefined until the first. */
  answer: { available: boolean; quote: QuoteBreakdown_QuoteFragment } | undefined;
  error: unknown;
  /** Said when the dates are no longer free. */
  unavailable: string;
  errorColor: 'fg.muted' | 'fg.error';
  currencySymbol: string;
}

/** A stay's price region: its lines, or why there are none (the dates taken, the API's error), or a placeholder. */
export function QuotePanel({ heading, answer, error, unavailable, errorColor, currencySymbol }: QuotePanelProps) {
  return (
    <Stack gap="2" borderWidth="thin" rounded="l2" p="3" bg="bg.subtle" role="region" aria-label="Price">
      {heading}
      {answer?.available === false && (
        <Text fontSize="sm" color="fg.error">
          {unavailable}
        </Text>
      )}
      {answer ? (
        <QuoteBreakdown quote={answer.quote} currencySymbol={currencySymbol} />
      ) : error ? (
        <Text fontSize="sm" color={errorColor}>
          {String((submitErrorsFrom(error, { fields: [] }) ?? {})[FORM_ERROR] ?? MESSAGES.genericError)}
        </Text>
      ) : (
        <Skeleton height="16" />
      )}
    </Stack>
  );
}
