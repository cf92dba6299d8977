import { Box, Card, Image, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ServiceCard_ServiceFragmentDoc, type ServiceCard_ServiceFragment } from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { ServicesIcon } from '../components/Icons/icons';
import { formatMoney } from '../properties/format';

/** A service of the list: image, title, price in the host's currency and the start of the description. */
export function ServiceCard(props: { service: FragmentRef<ServiceCard_ServiceFragment> }) {
  const service = useFragmentData(ServiceCard_ServiceFragmentDoc, props.service);
  if (!service) return null;
  const imageUrl = service.image?.mediumUrl;
  return (
    <Card.Root as="li" overflow="hidden" position="relative" shadow="card" _hover={{ shadow: 'md' }}>
      <Box aspectRatio={16 / 9} bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
        {imageUrl ? (
          <Image src={imageUrl} alt="" w="full" h="full" objectFit="cover" />
        ) : (
          <ServicesIcon boxSize="10" color="fg.subtle" aria-hidden />
        )}
      </Box>
      <Card.Body gap="1" p="4">
        <Stack direction="row" justify="space-between" align="baseline" gap="3">
          <LinkOverlay asChild>
            <RouterLink to={`/services/guest/${service.id}`}>
              <Text fontWeight="semibold" lineClamp={2}>
                {service.title}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontWeight="semibold" color="brand.fg" flexShrink={0}>
            {formatMoney(service.price, service.currencySymbol)}
          </Text>
        </Stack>
        {service.description && (
          <Text color="fg.muted" textStyle="sm" lineClamp={2}>
            {service.description}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
