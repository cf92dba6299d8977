import { Box, Button, Card, Heading, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { PURCHASE_LIMITS } from '@portal/schema';
import type { Reference } from '@apollo/client';
import { useState } from 'react';
import { usePurchaseServicesMutation, type StayQuery } from '../__generated__/graphql';
import { violationsOf } from '../apollo/errors';
import { FormError } from '../forms/FormError';
import { formatMoney } from '../properties/format';
import { STAY } from './copy';

type Stay = StayQuery['stay'];
type Quantities = Record<string, number>;

/** The order's lines (quantity above 0) and its total in minor units. */
export function orderOf(services: Stay['services'], quantities: Quantities) {
  const lines = services
    .filter((service) => (quantities[service.id] ?? 0) > 0)
    .map((service) => ({ service, quantity: quantities[service.id]! }));
  return { lines, total: lines.reduce((sum, { service, quantity }) => sum + service.price * quantity, 0) };
}

/**
 * Buy services: the listing's services with quantities, the total, Confirm. Paid online (payments configured): the
 * order is pending and the browser goes to the provider's checkout; else it is paid to the host on arrival.
 */
export function StayServices({ stay }: { stay: Stay }) {
  const [quantities, setQuantities] = useState<Quantities>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [purchase, { loading }] = usePurchaseServicesMutation({
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'Stay', id: stay.id }),
        fields: {
          purchases(existing: readonly Reference[] = [], { readField, toReference }) {
            const created = data.purchaseServices;
            if (existing.some((ref) => readField('id', ref) === created.id)) return existing;
            const ref = toReference(created);
            return ref ? [...existing, ref] : existing;
          },
        },
      });
    },
  });
  const { lines, total } = orderOf(stay.services, quantities);
  const symbol = stay.services[0]?.currencySymbol ?? '';

  const change = (id: string, by: number) => {
    setDone(false);
    setQuantities((current) => ({
      ...current,
      [id]: Math.min(PURCHASE_LIMITS.quantityMax, Math.max(0, (current[id] ?? 0) + by)),
    }));
  };

  async function confirm() {
    setError(null);
    try {
      const { data } = await purchase({
        variables: {
          bookingId: stay.id,
          lineItems: lines.map(({ service, quantity }) => ({ serviceId: service.id, quantity })),
        },
      });
      setQuantities({});
      const checkoutUrl = data?.purchaseServices.checkoutUrl;
      if (checkoutUrl) window.location.assign(checkoutUrl);
      else setDone(true);
    } catch (e) {
      setError(violationsOf(e)[0]?.message ?? 'Your order could not be sent. Try again.');
    }
  }

  return (
    <Card.Root as="section" aria-label={STAY.services}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {STAY.services}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {stay.services.length === 0
              ? STAY.noServices
              : stay.paysOnline
                ? STAY.servicesIntroOnline
                : STAY.servicesIntro}
          </Text>
        </Stack>
        {stay.services.map((service) => {
          const quantity = quantities[service.id] ?? 0;
          return (
            <HStack key={service.id} align="start" gap="3" borderTopWidth="1px" pt="3">
              {service.image?.mediumUrl && (
                <Image
                  src={service.image.mediumUrl}
                  alt=""
                  boxSize="16"
                  rounded="l2"
                  objectFit="cover"
                  flexShrink={0}
                  loading="lazy"
                />
              )}
              <Stack gap="1" flex="1" minW="0">
                <Text fontWeight="semibold">{service.title}</Text>
                <Text fontSize="sm">{formatMoney(service.price, service.currencySymbol)}</Text>
                {service.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {service.description}
                  </Text>
                )}
                {service.terms && (
                  <Text fontSize="xs" color="fg.muted">
                    {service.terms}
                  </Text>
                )}
              </Stack>
              <HStack gap="1" flexShrink={0}>
                <IconButton
                  aria-label={STAY.fewer(service.title)}
                  size="sm"
                  variant="outline"
                  disabled={quantity === 0}
                  onClick={() => change(service.id, -1)}
                >
                  −
                </IconButton>
                <Box as="output" minW="6" textAlign="center" aria-label={STAY.quantityOf(service.title)}>
                  {quantity}
                </Box>
                <IconButton
                  aria-label={STAY.more(service.title)}
                  size="sm"
                  variant="outline"
                  disabled={quantity >= PURCHASE_LIMITS.quantityMax}
                  onClick={() => change(service.id, 1)}
                >
                  +
                </IconButton>
              </HStack>
            </HStack>
          );
        })}
        {stay.services.length > 0 && (
          <Stack gap="2" borderTopWidth="1px" pt="3">
            <FormError>{error ?? undefined}</FormError>
            {done && (
              <Text color="fg.success" role="status">
                {STAY.ordered}
              </Text>
            )}
            <HStack justify="space-between">
              <Text fontWeight="semibold">{STAY.total}</Text>
              <Text fontWeight="semibold">{formatMoney(total, symbol)}</Text>
            </HStack>
            <Button
              colorPalette="brand"
              size="lg"
              disabled={lines.length === 0}
              loading={loading}
              onClick={() => void confirm()}
            >
              {stay.paysOnline ? STAY.confirmAndPay : STAY.confirmOrder}
            </Button>
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              {stay.paysOnline ? STAY.payOnline : STAY.payOnArrival}
            </Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
