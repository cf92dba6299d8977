import { Alert, Box, Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useHostAssistQuery } from '../__generated__/graphql';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';
import { SERVICES } from './copy';

/** /services/host-assist: the offer where the host's currency is gbp (spec §6), otherwise the spec's message. */
export function HostAssist() {
  const { data, loading, error, refetch } = useHostAssistQuery();
  if (loading && !data) return <Skeleton h="40" rounded="l3" role="status" aria-label="Loading Host Assist" />;
  if (error && !data) return <QueryErrorView error={error} onRetry={() => void refetch()} />;
  const email = data?.helpContact.email ?? null;
  if (data?.me.currency !== 'gbp') {
    return (
      <Alert.Root status="info" variant="surface" rounded="l3">
        <Alert.Indicator />
        <Alert.Description>{SERVICES.notInArea(email)}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="6">
      <Text color="fg.muted" maxW="prose">
        {SERVICES.hostAssistIntro}
      </Text>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" listStyleType="none">
        {SERVICES.hostAssistOffers.map((offer) => (
          <Card.Root as="li" key={offer.title} shadow="card">
            <Card.Body gap="2" p="5">
              <Card.Title as="h2" textStyle="md">
                {offer.title}
              </Card.Title>
              <Text color="fg.muted">{offer.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {email && (
        <Box bg="bg.panel" borderWidth="thin" rounded="l3" p="5">
          <Text>{SERVICES.hostAssistContact(email)}</Text>
        </Box>
      )}
    </Stack>
  );
}
