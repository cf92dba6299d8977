import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';

/** A settings card's list as its query reads it: skeleton rows, the error with a retry, the empty text, or the rows. */
export function SettingsList<Item>({
  items,
  loading,
  error,
  onRetry,
  loadingLabel,
  skeletons = 2,
  empty,
  label,
  children: row,
}: {
  items: readonly Item[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  loadingLabel: string;
  skeletons?: number;
  empty: string;
  label: string;
  children: (item: Item) => ReactNode;
}) {
  if (loading && !items)
    return (
      <Stack gap="3" role="status" aria-label={loadingLabel}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} h="12" />
        ))}
      </Stack>
    );
  if (error && !items) return <QueryErrorView error={error} onRetry={onRetry} />;
  if (items && items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={label}>
      {items?.map(row)}
    </Stack>
  );
}
