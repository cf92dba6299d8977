import { Alert, Button, Code, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { CopyIcon } from '../components/Icons/icons';
import { TOKENS } from './copy';

/** The secret of the token just created, shown once with a copy button; without the clipboard it is selected. */
export function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const text = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      if (text.current) window.getSelection()?.selectAllChildren(text.current);
    }
  }

  return (
    <Alert.Root status="success" variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{TOKENS.newTokenTitle}</Alert.Title>
        <Alert.Description>{TOKENS.newTokenHelp}</Alert.Description>
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
            data-testid="new-token-secret"
          >
            {secret}
          </Code>
          <Button colorPalette="brand" onClick={() => void copy()} aria-live="polite" flexShrink={0}>
            <CopyIcon /> {copied ? TOKENS.copied : TOKENS.copy}
          </Button>
          <Button variant="outline" onClick={onDone} flexShrink={0}>
            {TOKENS.done}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
