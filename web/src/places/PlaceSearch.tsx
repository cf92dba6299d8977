import { Box, Button, Field, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, PLACE_SEARCH_DEBOUNCE_MS, type LocalGuideCategory } from '@portal/schema';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { usePlaceSuggestionsQuery, type PlaceSuggestionsQuery } from '../__generated__/graphql';
import { isNetworkError } from '../apollo/errors';
import { ActionError } from '../components/ErrorBoundary/ActionError';
import { PinIcon, SearchIcon } from '../components/Icons/icons';
import { reportError } from '../errors/report';
import { formatDistance } from './distance';
import { useDebouncedValue } from './useDebouncedValue';

export type PlaceSuggestion = PlaceSuggestionsQuery['placeSuggestions'][number];

/** Metres around the listing that the search prefers (spec §9). */
export const PLACE_SEARCH_RADIUS_M = 10_000;

/** Fewer characters than this do not search. */
export const MIN_SEARCH_LENGTH = 3;

export interface PlaceSearchProps {
  label: string;
  helperText: string;
  placeholder: string;
  /** `address` (the address editor) or `establishment` (the local guide). */
  types: 'address' | 'establishment';
  /** Searches around this point (10 km) and shows each suggestion's distance from it. */
  near?: { latitude: number; longitude: number } | null;
  /** A hotspot category: with `near`, its places around the point are listed before anything is typed. */
  category?: LocalGuideCategory | null;
  onChoose: (suggestion: PlaceSuggestion) => void;
  /** The place being loaded after a choice. */
  choosing?: string | null;
  /** Below the results ('Manually enter details'). */
  children?: ReactNode;
}

/**
 * Place search (spec §4, §7): suggestions for what the host types, asked for 500 ms after the last keystroke
 * (PLACE_SEARCH_DEBOUNCE_MS), nearest first with their distance when searching around a listing; 'No results
 * found' when there are none (spec §8). With a hotspot category and a listing, the category's places around it are
 * listed before anything is typed ("cafés near here").
 */
export function PlaceSearch({
  label,
  helperText,
  placeholder,
  types,
  near,
  category,
  onChoose,
  choosing,
  children,
}: PlaceSearchProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const nearby = !!(category && near);
  const searching = debounced.length >= MIN_SEARCH_LENGTH || (nearby && debounced.length === 0);
  const { data, previousData, loading, error } = usePlaceSuggestionsQuery({
    variables: {
      input: debounced,
      types,
      ...(near ? { near: { ...near, radius: PLACE_SEARCH_RADIUS_M } } : {}),
      ...(nearby ? { category } : {}),
    },
    skip: !searching,
  });
  const resultsId = useId();
  const suggestions = (data ?? previousData)?.placeSuggestions;

  useEffect(() => {
    // Zero results are not a failure; any other failed lookup goes to error reporting (spec §8).
    if (error && !isNetworkError(error)) reportError(error);
  }, [error]);

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <InputGroup
          w="full"
          startElement={<SearchIcon boxSize="4" color="fg.subtle" />}
          endElement={loading ? <Spinner size="sm" color="brand.solid" aria-label="Searching" /> : undefined}
        >
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            aria-controls={resultsId}
          />
        </InputGroup>
        <Field.HelperText>{helperText}</Field.HelperText>
      </Field.Root>
      <Box id={resultsId} aria-live="polite">
        {searching && error ? (
          <ActionError error={error} />
        ) : searching && suggestions && suggestions.length === 0 && !loading ? (
          <Text color="fg.muted" px="1">
            {MESSAGES.noResults}
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
                <SuggestionButton
                  suggestion={suggestion}
                  loading={choosing === suggestion.placeId}
                  disabled={!!choosing}
                  onClick={() => onChoose(suggestion)}
                />
              </li>
            ))}
          </Stack>
        ) : null}
      </Box>
      {children}
    </Stack>
  );
}

function SuggestionButton({
  suggestion,
  loading,
  disabled,
  onClick,
}: {
  suggestion: PlaceSuggestion;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const distance = suggestion.distanceMeters == null ? null : formatDistance(suggestion.distanceMeters);
  return (
    <Button
      variant="ghost"
      w="full"
      h="auto"
      py="2.5"
      px="3"
      justifyContent="flex-start"
      textAlign="start"
      rounded="0"
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      <HStack gap="3" align="flex-start" w="full" minW="0">
        <PinIcon boxSize="4" color="brand.fg" mt="0.5" flexShrink={0} />
        <Stack gap="0" minW="0" flex="1">
          <Text fontWeight="medium" truncate>
            {suggestion.mainText}
          </Text>
          {suggestion.secondaryText && (
            <Text fontSize="sm" color="fg.muted" fontWeight="normal" truncate>
              {suggestion.secondaryText}
            </Text>
          )}
        </Stack>
        {distance && (
          <Text fontSize="sm" color="fg.muted" fontWeight="normal" flexShrink={0} aria-label={`${distance} away`}>
            {distance}
          </Text>
        )}
      </HStack>
    </Button>
  );
}
