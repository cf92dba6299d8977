import { Center } from '@chakra-ui/react';
import { CheckIcon } from '../../components/Icons/icons';

/** A section's completion mark: a filled check when complete, an empty ring while something is missing. */
export function CompletionMark({ complete, size = 'md' }: { complete: boolean; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? '4' : '6';
  return (
    <Center
      role="img"
      aria-label={complete ? 'Complete' : 'Incomplete'}
      title={complete ? 'Complete' : 'Incomplete'}
      boxSize={box}
      flexShrink={0}
      rounded="full"
      bg={complete ? 'green.solid' : 'transparent'}
      color="green.contrast"
      borderWidth={complete ? '0' : 'thick'}
      borderStyle="dashed"
      borderColor="border.emphasized"
    >
      {complete && <CheckIcon boxSize={size === 'sm' ? '3' : '4'} strokeWidth="3" />}
    </Center>
  );
}
