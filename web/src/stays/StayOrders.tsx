import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { currencySymbol } from '@portal/schema';
import {
  StayOrders_PurchaseFragmentDoc,
  type PurchasePayment,
  type StayOrders_PurchaseFragment,
} from '../__generated__/graphql';
import { useFragmentList, type FragmentRef } from '../apollo/fragments';
import { formatMoney } from '../properties/format';
import { STAY } from './copy';

const totalOf = (purchase: StayOrders_PurchaseFragment) =>
  purchase.lineItems.reduce((sum, line) => sum + line.quantity * line.price, 0);

/** How an order is paid, as the guest reads it, and its badge's colour. */
const PAYMENT: Record<PurchasePayment, { text: string; palette: string }> = {
  ON_ARRIVAL: { text: STAY.payOnArrival, palette: 'gray' },
  PENDING: { text: STAY.paymentPending, palette: 'orange' },
  PAID: { text: STAY.paid, palette: 'green' },
  EXPIRED: { text: STAY.notPaid, palette: 'red' },
  FAILED: { text: STAY.notPaid, palette: 'red' },
};

/** What the guest ordered for this stay, each with its total and how it is paid (a pending one: Pay now). */
export function StayOrders({ purchases }: { purchases: readonly FragmentRef<StayOrders_PurchaseFragment>[] }) {
  const orders = useFragmentList(StayOrders_PurchaseFragmentDoc, purchases);
  if (orders.length === 0) return null;
  return (
    <Card.Root as="section" aria-label={STAY.yourOrders}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {STAY.yourOrders}
        </Heading>
        {orders.map((order) => {
          const symbol = currencySymbol(order.lineItems[0]?.currency);
          const payment = PAYMENT[order.payment];
          return (
            <Stack key={order.id} gap="1" borderTopWidth="1px" pt="2" data-testid="stay-order">
              <HStack justify="space-between" align="start">
                <Text fontWeight="semibold">{order.name}</Text>
                <Text fontWeight="semibold">{formatMoney(totalOf(order), symbol)}</Text>
              </HStack>
              <HStack justify="space-between">
                {order.payment === 'ON_ARRIVAL' ? (
                  <Text fontSize="sm" color="fg.muted">
                    {payment.text}
                  </Text>
                ) : (
                  <Badge colorPalette={payment.palette} size="md">
                    {payment.text}
                  </Badge>
                )}
                {order.payment === 'PENDING' && order.checkoutUrl && (
                  <Link href={order.checkoutUrl} colorPalette="brand" fontWeight="semibold">
                    {STAY.payNow}
                  </Link>
                )}
              </HStack>
            </Stack>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}
