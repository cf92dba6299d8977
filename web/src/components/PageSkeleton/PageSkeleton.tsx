import { Skeleton, Stack } from '@chakra-ui/react';

/** Shown in the shell while a page's code loads: the shape of a page header and its first card. */
export function PageSkeleton() {
  return (
    <Stack gap="6" role="status" aria-label="Loading page">
      <Skeleton h="9" w={{ base: 'full', md: 'sm' }} />
      <Skeleton h="48" rounded="l3" />
    </Stack>
  );
}
