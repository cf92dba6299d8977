import { Box, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PropertySections_PropertyFragmentDoc,
  type PropertySections_PropertyFragment,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { CompletionMark } from './CompletionMark';
import { SectionCard } from './SectionCard';
import { GUEST_APP_SECTIONS, LISTING_SECTIONS, type GuestAppSectionId, type ListingSectionId } from './sections';

/** The small caps labels of the section nav (the count of complete sections, the Guest App group), wide screens only. */
const NAV_LABEL = {
  display: { base: 'none', lg: 'block' },
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.subtle',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  px: '2',
} as const;

interface PropertySectionsProps {
  property: FragmentRef<PropertySections_PropertyFragment>;
  /** What each listing section holds. */
  sections: Record<ListingSectionId, ReactNode>;
  /** What each Guest App section holds. */
  guestApp: Record<GuestAppSectionId, ReactNode>;
  /** Header actions of some sections (the copy panels). */
  actions?: Partial<Record<ListingSectionId, ReactNode>>;
  /** Under a section's title. */
  descriptions?: Partial<Record<ListingSectionId | GuestAppSectionId, ReactNode>>;
}

/**
 * The property page's body: the seven listing sections, each a card with its completion mark, then the Guest App
 * sections; with an in-page nav (a sticky column on wide screens, a scrolling strip on phones).
 */
export function PropertySections({
  sections,
  guestApp,
  actions = {},
  descriptions = {},
  ...props
}: PropertySectionsProps) {
  const property = useFragmentData(PropertySections_PropertyFragmentDoc, props.property);
  if (!property) return null;
  const { completeness } = property;
  const done = LISTING_SECTIONS.filter((section) => completeness[section.mark]).length;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: '13rem minmax(0, 1fr)' }}
      gap={{ base: '4', lg: '8' }}
      alignItems="start"
    >
      <SectionNav property={property} done={done} />
      <Stack gap="6">
        {LISTING_SECTIONS.map((section) => (
          <SectionCard
            key={section.id}
            id={section.id}
            title={section.title}
            complete={completeness[section.mark]}
            actions={actions[section.id]}
            description={descriptions[section.id]}
          >
            {sections[section.id]}
          </SectionCard>
        ))}
        <Heading as="h2" size="xl" id="guest-app" pt="4" scrollMarginTop="6">
          Guest App
        </Heading>
        {GUEST_APP_SECTIONS.map((section) => (
          <SectionCard key={section.id} id={section.id} title={section.title} description={descriptions[section.id]}>
            {guestApp[section.id]}
          </SectionCard>
        ))}
      </Stack>
    </Grid>
  );
}

function SectionNav({ property, done }: { property: PropertySections_PropertyFragment; done: number }) {
  const navigate = useNavigate();
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    navigate({ hash: id }, { replace: true, preventScrollReset: true });
  };
  const item = (id: string, title: string, mark?: boolean) => (
    <Box as="li" key={id} flexShrink={0}>
      <Link
        href={`#${id}`}
        onClick={(event) => go(event, id)}
        display="flex"
        alignItems="center"
        gap="2"
        px={{ base: '3', lg: '2' }}
        py="1.5"
        rounded="l2"
        fontSize="sm"
        color="fg.muted"
        textDecoration="none"
        whiteSpace="nowrap"
        bg={{ base: 'bg.panel', lg: 'transparent' }}
        borderWidth={{ base: 'thin', lg: '0' }}
        _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      >
        {mark !== undefined && <CompletionMark complete={mark} size="sm" />}
        {title}
      </Link>
    </Box>
  );
  return (
    <Box
      as="nav"
      aria-label="Sections"
      position={{ base: 'static', lg: 'sticky' }}
      top="6"
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      overflowX={{ base: 'auto', lg: 'visible' }}
    >
      <Text {...NAV_LABEL} mb="2">
        {done} of {LISTING_SECTIONS.length} complete
      </Text>
      <HStack
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        gap="1"
        align="stretch"
        flexDirection={{ base: 'row', lg: 'column' }}
        pb={{ base: '2', lg: '0' }}
      >
        {LISTING_SECTIONS.map((section) => item(section.id, section.title, property.completeness[section.mark]))}
        <Box as="li" {...NAV_LABEL} mt="4" mb="1" aria-hidden>
          Guest App
        </Box>
        {GUEST_APP_SECTIONS.map((section) => item(section.id, section.title))}
      </HStack>
    </Box>
  );
}
