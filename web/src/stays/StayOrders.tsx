import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { currencySymbol } from '@portal/schema';
import { StayOrders_PurchaseFragmentDoc, type StayOrders_PurchaseFragment } from '../__generated__/graphql';
import { useFragmentList, type FragmentRef } from '../apollo/fragments';
import { formatMoney } from '../properties/format';
import { STAY } from './copy';

const totalOf = (purchase: StayOrders_PurchaseFragment) =>
  purchase.lineItems.reduce((sum, line) => sum + line.quantity * line.price, 0);

/** What the guest ordered for this stay, each with its total and how it is paid. */
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
          return (
            <Stack key={order.id} gap="0.5" borderTopWidth="1px" pt="2" data-testid="stay-order">
              <HStack justify="space-between" align="start">
                <Text fontWeight="semibold">{order.name}</Text>
                <Text fontWeight="semibold">{formatMoney(totalOf(order), symbol)}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {order.payment === 'on-arrival' ? STAY.payOnArrival : order.payment}
              </Text>
            </Stack>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}
