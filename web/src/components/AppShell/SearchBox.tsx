import { Box, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../Icons/icons';

/** How long typing pauses before the results page follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

const searchPath = (query: string) => `/search/${encodeURIComponent(query)}`;

/**
 * Global search (spec §2 header): Enter opens /search/{query}; on the results page, the results follow the typing
 * (debounced, replacing the history entry so Back leaves the search).
 */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const onResults = pathname.startsWith('/search/');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    const q = value.trim();
    if (!onResults || !q) return;
    timer.current = setTimeout(() => navigate(searchPath(q), { replace: true }), SEARCH_DEBOUNCE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const q = query.trim();
    if (!q) return;
    navigate(searchPath(q));
    onSearch?.();
  };
  return (
    <Box as="form" role="search" w="full" onSubmit={submit}>
      <InputGroup startElement={<SearchIcon boxSize="4" color="fg.subtle" />}>
        <Input
          type="search"
          aria-label="Search"
          placeholder="Search listings, services, bookings, messages"
          value={query}
          onChange={(e) => change(e.target.value)}
          bg="bg.muted"
          borderColor="transparent"
          _focus={{ bg: 'bg.panel' }}
        />
      </InputGroup>
    </Box>
  );
}
