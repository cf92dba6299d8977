import { Box, Input, InputGroup } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../Icons/icons';
import { lazyComponent } from '../Lazy/lazyComponent';

const SearchSuggestions = lazyComponent(() => import('../../search/SearchSuggestions'), 'SearchSuggestions');

/** How long typing pauses before the dropdown (or, on the results page, the results) follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

const searchPath = (query: string) => `/search/${encodeURIComponent(query)}`;

/**
 * Global search (spec §2 header): typing shows the top hits in a dropdown (debounced), Enter opens /search/{query};
 * on the results page, the results follow the typing instead (replacing the history entry so Back leaves the search).
 */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const onResults = pathname.startsWith('/search/');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Following a hit (or any navigation) closes the dropdown.
  useEffect(() => setOpen(false), [pathname]);

  const change = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    const q = value.trim();
    if (!q) {
      setSettled('');
      return;
    }
    timer.current = setTimeout(() => {
      if (onResults) navigate(searchPath(q), { replace: true });
      else {
        setSettled(q);
        setOpen(true);
      }
    }, SEARCH_DEBOUNCE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const q = query.trim();
    if (!q) return;
    setOpen(false);
    navigate(searchPath(q));
    onSearch?.();
  };
  const showing = open && !onResults && settled !== '';
  return (
    <Box
      as="form"
      role="search"
      w="full"
      position="relative"
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <InputGroup startElement={<SearchIcon boxSize="4" color="fg.subtle" />}>
        <Input
          type="search"
          aria-label="Search"
          aria-controls={showing ? 'search-suggestions' : undefined}
          placeholder="Search listings, services, bookings, messages"
          value={query}
          onChange={(e) => change(e.target.value)}
          onFocus={() => settled && setOpen(true)}
          bg="bg.muted"
          borderColor="transparent"
          _focus={{ bg: 'bg.panel' }}
        />
      </InputGroup>
      {showing && (
        <Box
          id="search-suggestions"
          role="region"
          aria-label="Top hits"
          position="absolute"
          top="full"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="thin"
          borderColor="border"
          rounded="l2"
          shadow="lg"
          maxH="70vh"
          overflowY="auto"
        >
          <Suspense fallback={null}>
            <SearchSuggestions query={settled} resultsPath={searchPath(settled)} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
