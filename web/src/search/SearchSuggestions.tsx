import { Box, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useSearchQuery } from '../__generated__/graphql';
import { COLUMN_TITLES, hitLink, type SearchKind } from './SearchColumn';

/** Hits shown per column in the header's dropdown; the results page shows them all. */
export const SUGGESTIONS_PER_KIND = 3;

const KINDS: SearchKind[] = ['properties', 'services', 'bookings', 'messages'];

/**
 * The header box's dropdown of top hits while typing (the results page's own query, so opening it is instant).
 * Loaded with its first use: the first screen does not carry it.
 */
export function SearchSuggestions({ query, resultsPath }: { query: string; resultsPath: string }) {
  const { data, previousData, loading } = useSearchQuery({ variables: { query } });
  const shown = data ?? previousData;
  const groups = shown
    ? KINDS.map((kind) => ({ kind, hits: shown.search[kind].slice(0, SUGGESTIONS_PER_KIND) })).filter(
        (group) => group.hits.length > 0,
      )
    : [];
  return (
    <Stack gap="3" p="3" aria-busy={loading} aria-live="polite">
      {!shown ? (
        <Spinner size="sm" color="fg.muted" />
      ) : groups.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {MESSAGES.noSearchResults}
        </Text>
      ) : (
        groups.map(({ kind, hits }) => (
          <Box key={kind} as="section" aria-label={COLUMN_TITLES[kind]}>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {COLUMN_TITLES[kind]}
            </Text>
            <Stack as="ul" gap="1" m="0" mt="1" p="0" listStyleType="none">
              {hits.map((hit) => (
                <li key={hit.id}>
                  <Link asChild display="block" truncate fontSize="sm">
                    <RouterLink to={hitLink(kind, hit)}>
                      {hit.title ?? hit.propertyName}
                      {kind === 'messages' && hit.description && (
                        <Text as="span" color="fg.muted">{` · ${hit.description}`}</Text>
                      )}
                    </RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ))
      )}
      <Link asChild fontSize="sm" fontWeight="medium" colorPalette="brand">
        <RouterLink to={resultsPath}>{`See all results for “${query}”`}</RouterLink>
      </Link>
    </Stack>
  );
}
