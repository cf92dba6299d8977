import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { currencySymbol, SITE_MESSAGES } from '@portal/schema';
import { useParams } from 'react-router-dom';
import { usePublicSiteQuery } from '../../__generated__/graphql';
import { QueryStates } from '../../layout/QueryStates';
import { ListingCard } from '../../sites/ListingCard';
import { SiteError } from '../../sites/SiteError';
import { SiteLayout } from '../../sites/SiteLayout';

/** `/sites/{slug}`: a host's public booking site, their open listings as cards. No token needed. */
export function SitePage() {
  const { slug = '' } = useParams();
  const query = usePublicSiteQuery({ variables: { slug } });
  const site = query.data?.publicSite;
  return (
    <SiteLayout
      hostName={site?.host.name ?? null}
      slug={slug}
      title={site ? `${site.host.name}: book direct` : 'Book direct'}
    >
      <QueryStates
        data={site}
        query={query}
        skeleton={
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" role="status" aria-label="Loading listings">
            <Skeleton h="72" rounded="l3" />
            <Skeleton h="72" rounded="l3" />
          </SimpleGrid>
        }
        errorView={(error, onRetry) => <SiteError error={error} onRetry={onRetry} />}
      >
        {(site) => (
          <Stack gap="6">
            <Heading as="h1" size="2xl">
              Places to stay
            </Heading>
            {site.listings.length === 0 ? (
              <Text color="fg.muted">{SITE_MESSAGES.noListings}</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
                {site.listings.map((listing) => (
                  <ListingCard
                    key={listing.id}
                    listing={listing}
                    slug={slug}
                    currencySymbol={currencySymbol(site.host.currency)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        )}
      </QueryStates>
    </SiteLayout>
  );
}
