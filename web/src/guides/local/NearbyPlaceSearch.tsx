import { Box, Button, Field, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { PLACE_SEARCH_DEBOUNCE_MS } from '@portal/schema';
import { useEffect, useId, useState } from 'react';
import { useNearbyPlaceSuggestionsQuery, type NearbyPlaceSuggestionsQuery } from '../../__generated__/graphql';
import { isNetworkError } from '../../apollo/errors';
import { ActionError } from '../../components/ErrorBoundary/ActionError';
import { PinIcon, SearchIcon } from '../../components/Icons/icons';
import { reportError } from '../../errors/report';
import { MIN_SEARCH_LENGTH } from '../../properties/address/PlaceSearch';
import { useDebouncedValue } from '../../properties/address/useDebouncedValue';
import { LOCAL_GUIDE } from './copy';

export type NearbySuggestion = NearbyPlaceSuggestionsQuery['placeSuggestions'][number];

/** Metres around the listing that the search prefers (spec §9). */
export const PLACE_SEARCH_RADIUS_M = 10_000;

interface NearbyPlaceSearchProps {
  near: { latitude: number; longitude: number } | null;
  onChoose: (suggestion: NearbySuggestion) => void;
  choosing: string | null;
  onManual: () => void;
}

/**
 * The local guide form's search mode (spec §4): places around the listing, asked for 500 ms after the last
 * keystroke; 'No results found' on none; 'Manually enter details' switches to the form.
 */
export function NearbyPlaceSearch({ near, onChoose, choosing, onManual }: NearbyPlaceSearchProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const searching = debounced.length >= MIN_SEARCH_LENGTH;
  const { data, previousData, loading, error } = useNearbyPlaceSuggestionsQuery({
    variables: { input: debounced, near: near && { ...near, radius: PLACE_SEARCH_RADIUS_M } },
    skip: !searching,
  });
  const resultsId = useId();
  const suggestions = (data ?? previousData)?.placeSuggestions;
  useEffect(() => {
    if (error && !isNetworkError(error)) reportError(error);
  }, [error]);

  return (
    <Stack gap="3" maxW="2xl">
      <Field.Root>
        <Field.Label>{LOCAL_GUIDE.searchLabel}</Field.Label>
        <InputGroup
          w="full"
          startElement={<SearchIcon boxSize="4" color="fg.subtle" />}
          endElement={loading ? <Spinner size="sm" color="brand.solid" aria-label="Searching" /> : undefined}
        >
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. Borough Market"
            autoComplete="off"
            aria-controls={resultsId}
          />
        </InputGroup>
        <Field.HelperText>Places within 10 km of the listing come first.</Field.HelperText>
      </Field.Root>
      <Box id={resultsId} aria-live="polite">
        {searching && error ? (
          <ActionError error={error} />
        ) : searching && suggestions && suggestions.length === 0 && !loading ? (
          <Text color="fg.muted" px="1">
            {LOCAL_GUIDE.noResults}
          </Text>
        ) : searching && suggestions && suggestions.length > 0 ? (
          <Stack
            as="ul"
            aria-label="Suggestions"
            listStyleType="none"
            m="0"
            p="0"
            gap="0"
            borderWidth="thin"
            rounded="l2"
            overflow="hidden"
            bg="bg.panel"
          >
            {suggestions.map((suggestion) => (
              <li key={suggestion.placeId}>
                <Button
                  variant="ghost"
                  w="full"
                  h="auto"
                  py="2.5"
                  px="3"
                  justifyContent="flex-start"
                  textAlign="start"
                  rounded="0"
                  loading={choosing === suggestion.placeId}
                  disabled={!!choosing}
                  onClick={() => onChoose(suggestion)}
                >
                  <HStack gap="3" align="flex-start" w="full" minW="0">
                    <PinIcon boxSize="4" color="brand.fg" mt="0.5" flexShrink={0} />
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium" truncate>
                        {suggestion.mainText}
                      </Text>
                      {suggestion.secondaryText && (
                        <Text fontSize="sm" color="fg.muted" fontWeight="normal" truncate>
                          {suggestion.secondaryText}
                        </Text>
                      )}
                    </Stack>
                  </HStack>
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
      </Box>
      <HStack>
        <Button variant="outline" size="sm" onClick={onManual}>
          {LOCAL_GUIDE.manual}
        </Button>
      </HStack>
    </Stack>
  );
}
