import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the signed-in user's data loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="100dvh" bg="bg.canvas" role="status" aria-label={label}>
      <Spinner size="lg" color="brand.solid" borderWidth="heavy" />
    </Center>
  );
}
