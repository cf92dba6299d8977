import { Button, Code, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CopyIcon } from '../Icons/icons';
import { useCopyText } from './useCopyText';

/** A value to copy (an address, a secret) in a code box with its Copy button; `children` are more buttons. */
export function CopyableCode({
  value,
  copyLabel,
  testId,
  children,
}: {
  value: string;
  copyLabel: string;
  testId: string;
  children?: ReactNode;
}) {
  const { ref, copied, copy } = useCopyText<HTMLElement>(value);
  return (
    <HStack gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <Code
        ref={ref}
        flex={{ base: '1 1 100%', sm: '1' }}
        minW="0"
        px="3"
        py="2"
        fontSize="sm"
        bg="bg.panel"
        borderWidth="thin"
        rounded="l2"
        wordBreak="break-all"
        data-testid={testId}
      >
        {value}
      </Code>
      <Button colorPalette="brand" onClick={() => void copy()} aria-live="polite" flexShrink={0}>
        <CopyIcon /> {copied ? 'Copied' : copyLabel}
      </Button>
      {children}
    </HStack>
  );
}
