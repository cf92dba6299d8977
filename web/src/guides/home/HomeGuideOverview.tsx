import { Badge, Box, Button, Card, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HOME_GUIDE_TYPES, type HomeGuideType } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import {
  HomeGuideEntry_GuideFragmentDoc,
  type HomeGuideEntry_GuideFragment,
  type HomeGuidePageQuery,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { ChevronRightIcon, PlusIcon } from '../../components/Icons/icons';
import { HOME_GUIDE, HOME_GUIDE_SECTIONS, homeGuideHref } from './copy';

type Property = NonNullable<HomeGuidePageQuery['property']>;

/** One section per type with its entries and an 'Add New' tile (spec §2 Home guide and wifi). */
export function HomeGuideOverview({ property }: { property: Property }) {
  const empty = property.homeGuides.length === 0;
  return (
    <Stack gap="8">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted">{empty ? HOME_GUIDE.emptyBody : HOME_GUIDE.intro}</Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={`/properties/${property.id}/wifi`}>
            {HOME_GUIDE.wifiLink} <ChevronRightIcon />
          </RouterLink>
        </Button>
      </HStack>
      {empty && (
        <Heading as="h2" size="md">
          {HOME_GUIDE.emptyTitle}
        </Heading>
      )}
      {HOME_GUIDE_TYPES.map((type) => (
        <HomeGuideSection
          key={type}
          propertyId={property.id}
          type={type}
          entries={property.homeGuides.filter((guide) => guide.type === type)}
        />
      ))}
    </Stack>
  );
}

function HomeGuideSection({
  propertyId,
  type,
  entries,
}: {
  propertyId: string;
  type: HomeGuideType;
  entries: Property['homeGuides'];
}) {
  const headingId = `home-guide-${type}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {HOME_GUIDE_SECTIONS[type]}{' '}
        {entries.length > 0 && (
          <Badge variant="subtle" ms="1">
            {entries.length}
          </Badge>
        )}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {entries.map((entry) => (
          <HomeGuideTile key={entry.id} propertyId={propertyId} guide={entry} />
        ))}
        <Button
          asChild
          variant="outline"
          borderStyle="dashed"
          h="auto"
          minH="24"
          flexDirection="column"
          gap="1"
          color="fg.muted"
        >
          <RouterLink
            to={homeGuideHref(propertyId, `/add/${type}`)}
            aria-label={`${HOME_GUIDE.addNew}: ${HOME_GUIDE_SECTIONS[type]}`}
          >
            <PlusIcon />
            {HOME_GUIDE.addNew}
          </RouterLink>
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

function HomeGuideTile(props: { propertyId: string; guide: FragmentRef<HomeGuideEntry_GuideFragment> }) {
  const guide = useFragmentData(HomeGuideEntry_GuideFragmentDoc, props.guide);
  if (!guide) return null;
  return (
    <Card.Root asChild variant="outline" size="sm" overflow="hidden" _hover={{ borderColor: 'brand.solid' }}>
      <RouterLink to={homeGuideHref(props.propertyId, `/${guide.id}`)} aria-label={`Edit ${guide.title}`}>
        <HStack align="stretch" gap="0" h="full">
          {guide.imageUrl && (
            <Box w="24" flexShrink={0} bg="bg.muted">
              <Image src={guide.imageUrl} alt="" w="full" h="full" objectFit="cover" />
            </Box>
          )}
          <Card.Body gap="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {guide.title}
            </Text>
            {guide.description && (
              <Text color="fg.muted" fontSize="sm" lineClamp={2} whiteSpace="pre-line">
                {guide.description}
              </Text>
            )}
            {guide.youtubeId && (
              <Badge alignSelf="flex-start" colorPalette="red" variant="subtle" size="sm">
                {HOME_GUIDE.video}
              </Badge>
            )}
          </Card.Body>
        </HStack>
      </RouterLink>
    </Card.Root>
  );
}
