import { Button, Code, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { CopyIcon, ExternalLinkIcon } from '../components/Icons/icons';

/** The site's shareable address with Copy and Open; without clipboard access the address is selected to copy. */
export function SiteAddress({ address }: { address: string }) {
  const text = useRef<HTMLElement>(null);
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
      if (text.current) window.getSelection()?.selectAllChildren(text.current);
    }
  }

  return (
    <Stack gap="2" role="group" aria-labelledby="site-address-label">
      <Text id="site-address-label" fontWeight="medium">
        Your site’s address
      </Text>
      <HStack gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Code
          ref={text}
          flex={{ base: '1 1 100%', sm: '1' }}
          minW="0"
          px="3"
          py="2"
          fontSize="sm"
          bg="bg.panel"
          borderWidth="thin"
          rounded="l2"
          wordBreak="break-all"
          data-testid="site-address"
        >
          {address}
        </Code>
        <Button colorPalette="brand" onClick={() => void copy()} aria-live="polite" flexShrink={0}>
          <CopyIcon /> {copied ? 'Copied' : 'Copy address'}
        </Button>
        <Button asChild variant="outline" flexShrink={0}>
          <Link href={address} target="_blank" rel="noopener">
            <ExternalLinkIcon /> Open
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}
