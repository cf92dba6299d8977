import { Button, Field, HStack, Input, Link } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { CopyIcon, ExternalLinkIcon } from '../components/Icons/icons';

/** The site's shareable address with Copy and Open; without clipboard access the address is selected to copy. */
export function SiteAddress({ address }: { address: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      input.current?.select();
    }
  }

  return (
    <Field.Root>
      <Field.Label>Your site’s address</Field.Label>
      <HStack gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }} w="full">
        <Input
          ref={input}
          value={address}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          fontFamily="mono"
          fontSize="sm"
        />
        <Button colorPalette="brand" onClick={() => void copy()} aria-live="polite" flexShrink={0}>
          <CopyIcon /> {copied ? 'Copied' : 'Copy address'}
        </Button>
        <Button asChild variant="outline" flexShrink={0}>
          <Link href={address} target="_blank" rel="noopener">
            <ExternalLinkIcon /> Open
          </Link>
        </Button>
      </HStack>
    </Field.Root>
  );
}
