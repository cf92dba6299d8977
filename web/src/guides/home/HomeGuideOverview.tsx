import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { HOME_GUIDE_TYPES, type HomeGuideType } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import {
  HomeGuideEntry_GuideFragmentDoc,
  type HomeGuideEntry_GuideFragment,
  type HomeGuidePageQuery,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { ChevronRightIcon } from '../../components/Icons/icons';
import { GuideSection, GuideTile } from '../GuideSection';
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
  return (
    <GuideSection
      id={`home-guide-${type}`}
      title={HOME_GUIDE_SECTIONS[type]}
      count={entries.length}
      add={{ href: homeGuideHref(propertyId, `/add/${type}`), text: HOME_GUIDE.addNew, minH: '24' }}
    >
      {entries.map((entry) => (
        <HomeGuideTile key={entry.id} propertyId={propertyId} guide={entry} />
      ))}
    </GuideSection>
  );
}

function HomeGuideTile(props: { propertyId: string; guide: FragmentRef<HomeGuideEntry_GuideFragment> }) {
  const guide = useFragmentData(HomeGuideEntry_GuideFragmentDoc, props.guide);
  if (!guide) return null;
  return (
    <GuideTile
      to={homeGuideHref(props.propertyId, `/${guide.id}`)}
      label={`Edit ${guide.title}`}
      picture={guide.imageUrl}
    >
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
    </GuideTile>
  );
}
