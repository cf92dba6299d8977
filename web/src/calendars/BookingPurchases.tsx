import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { PurchasePayment } from '../__generated__/graphql';

/** How the host reads a purchase's payment: paid online, waiting for the guest's payment, not paid, or on arrival. */
export const HOST_PAYMENT: Record<PurchasePayment, { text: string; palette: string }> = {
  ON_ARRIVAL: { text: 'Pay on arrival', palette: 'gray' },
  PENDING: { text: 'Unpaid: payment pending', palette: 'orange' },
  PAID: { text: 'Paid', palette: 'green' },
  EXPIRED: { text: 'Unpaid: checkout expired', palette: 'red' },
  FAILED: { text: 'Unpaid: payment failed', palette: 'red' },
};

interface PurchaseLine {
  id: string;
  name: string;
  payment: PurchasePayment;
}

/** The booking's guest purchases, each with whether it is paid (issue 15 point 7). */
export function BookingPurchases({ purchases }: { purchases: readonly PurchaseLine[] }) {
  return (
    <Stack gap="1" fontSize="sm" as="section" aria-label="Purchases">
      <Text color="fg.muted">Purchases</Text>
      {purchases.length === 0 && <Text>None yet</Text>}
      {purchases.map((purchase) => {
        const payment = HOST_PAYMENT[purchase.payment];
        return (
          <HStack key={purchase.id} justify="space-between" gap="3" data-testid="booking-purchase">
            <Text>{purchase.name}</Text>
            <Badge colorPalette={payment.palette} flexShrink={0}>
              {payment.text}
            </Badge>
          </HStack>
        );
      })}
    </Stack>
  );
}
