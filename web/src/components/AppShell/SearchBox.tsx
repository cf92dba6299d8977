import { Box, Input, InputGroup } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../Icons/icons';

/** Global search (spec §2 header): submitting goes to /search/{query}. */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`/search/${encodeURIComponent(q)}`);
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
          onChange={(e) => setQuery(e.target.value)}
          bg="bg.muted"
          borderColor="transparent"
          _focus={{ bg: 'bg.panel' }}
        />
      </InputGroup>
    </Box>
  );
}
