import { Box, chakra, Skeleton, Stack } from '@chakra-ui/react';
import { useMyBookingSiteQuery } from '../../__generated__/graphql';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryStates } from '../../layout/QueryStates';
import { SiteAddress } from '../../sites/SiteAddress';
import { useSession } from '../../state/useSession';

// Here rather than in copy.ts, which every first load fetches.
const TITLE = 'Booking Site';
const DESCRIPTION =
  'Your own direct-booking site: guests see your open listings, choose dates, see the price and request to book. Share its address anywhere.';

/**
 * `/white-label` (spec §2, §7): the host's direct-booking site in a frame, from GET {server}/ru/generate-white-label
 * with the bearer token, and its public address to share (no sign-in needed to open it).
 */
export function WhiteLabelPage() {
  const { user } = useSession();
  const query = useMyBookingSiteQuery();
  const frameSrc = `/api/ru/generate-white-label?bearer=${encodeURIComponent(user?.jwt ?? '')}`;
  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <QueryStates
        data={query.data?.myBookingSite}
        query={query}
        skeleton={<Skeleton h="20" rounded="l3" role="status" aria-label="Loading your site" />}
      >
        {(site) => (
          <Stack gap="6">
            <SiteAddress address={`${window.location.origin}${site.path}`} />
            <Box borderWidth="thin" rounded="l3" overflow="hidden" bg="bg.panel">
              <chakra.iframe src={frameSrc} title="Your booking site" w="full" h="75vh" display="block" />
            </Box>
          </Stack>
        )}
      </QueryStates>
    </>
  );
}
