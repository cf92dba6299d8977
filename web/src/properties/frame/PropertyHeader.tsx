import { Badge, Box, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ActionError } from '../../components/ErrorBoundary/ActionError';
import { PropertyHeader_PropertyFragmentDoc, type PropertyHeader_PropertyFragment } from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { usePageTitle } from '../../components/PageTitle/usePageTitle';
import { timeAgo } from '../format';
import { ActivationSwitch } from './ActivationSwitch';
import { ArchiveButton } from './ArchiveButton';

/** The property page's header: back to Listings, the name, last sync, the Open/Closed switch and Archive. */
export function PropertyHeader(props: { property: FragmentRef<PropertyHeader_PropertyFragment> }) {
  const property = useFragmentData(PropertyHeader_PropertyFragmentDoc, props.property);
  return property && <Header property={property} />;
}

function Header({ property }: { property: PropertyHeader_PropertyFragment }) {
  usePageTitle(property.name);
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <Stack gap="3" mb="6">
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
        <RouterLink to="/properties">← Listings</RouterLink>
      </Link>
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl" letterSpacing="tight" wordBreak="break-word">
              {property.name}
            </Heading>
            {property.isArchived && (
              <Badge colorPalette="orange" variant="subtle" size="lg">
                Archived
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {property.lastSyncedAt ? (
              <time dateTime={property.lastSyncedAt} title={new Date(property.lastSyncedAt).toLocaleString('en-GB')}>
                Last synced {timeAgo(property.lastSyncedAt)}
              </time>
            ) : (
              'Not synced with your channels yet'
            )}
          </Text>
        </Stack>
        <Box>
          <HStack
            gap="4"
            bg="bg.panel"
            borderWidth="thin"
            rounded="l3"
            px="4"
            py="2"
            shadow="card"
            separator={<Separator orientation="vertical" h="6" />}
          >
            <ActivationSwitch property={property} onFailure={setFailure} />
            <ArchiveButton property={property} />
          </HStack>
        </Box>
      </HStack>
      <ActionError error={failure} />
    </Stack>
  );
}
