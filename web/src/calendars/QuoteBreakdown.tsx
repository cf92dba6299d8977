import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { DISCOUNT_LABELS } from '@portal/schema';
import type { QuoteBreakdown_QuoteFragment } from '../__generated__/graphql';
import { formatMoney } from '../properties/format';

const FEES: Record<string, string> = {
  cleaning: 'Cleaning fee',
  linen: 'Linen fee',
  management: 'Management fee',
  cityTax: 'Community Taxes',
  extraGuests: 'Extra guests',
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** A stay's price line by line: nights, each discount, each fee, the total and the deposit held apart. */
export function QuoteBreakdown({
  quote,
  currencySymbol,
}: {
  quote: QuoteBreakdown_QuoteFragment;
  currencySymbol: string;
}) {
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const discounts = [quote.lengthOfStayDiscount, quote.bookingWindowDiscount].flatMap((d) => (d ? [d] : []));
  return (
    <Stack gap="1" fontSize="sm">
      <Row
        label={`${plural(quote.nights, 'night')} · average ${money(Math.round(quote.subtotal / quote.nights))}`}
        value={money(quote.subtotal)}
      />
      {discounts.map((discount) => (
        <Row
          key={discount.kind}
          label={`${DISCOUNT_LABELS[discount.kind] ?? discount.kind} (${discount.percent}%)`}
          value={`−${money(discount.amount)}`}
        />
      ))}
      {quote.fees.map((fee) => (
        <Row
          key={fee.kind}
          label={
            fee.quantity != null && fee.unitPrice != null
              ? `${FEES[fee.kind] ?? fee.kind} (${fee.quantity} × ${money(fee.unitPrice)})`
              : (FEES[fee.kind] ?? fee.kind)
          }
          value={money(fee.amount)}
        />
      ))}
      <Separator />
      <Row label="Total" value={money(quote.total)} strong />
      {quote.securityDeposit != null && (
        <Text color="fg.muted">Security deposit of {money(quote.securityDeposit)} held apart (not in the total).</Text>
      )}
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : undefined}>
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{value}</Text>
    </HStack>
  );
}
