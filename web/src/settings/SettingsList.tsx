import { HStack, Skeleton, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';

/** A settings card's list as its query reads it: skeleton rows, the error with a retry, the empty text, or the rows. */
export function SettingsList<Item>({
  items,
  query,
  loadingLabel,
  skeletons = 2,
  empty,
  label,
  children: row,
}: {
  items: readonly Item[] | undefined;
  /** The list's query: whether it loads, its error, and how to ask again. */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  loadingLabel: string;
  skeletons?: number;
  empty: string;
  label: string;
  children: (item: Item) => ReactNode;
}) {
  if (query.loading && !items)
    return (
      <Stack gap="3" role="status" aria-label={loadingLabel}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} h="12" />
        ))}
      </Stack>
    );
  if (query.error && !items) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (items && items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={label}>
      {items?.map(row)}
    </Stack>
  );
}

/** One row of a SettingsList: what it is at the left, its actions at the right, a rule between rows. */
export function SettingsRow({ align, children }: { align?: StackProps['align']; children: ReactNode }) {
  return (
    <HStack
      as="li"
      justify="space-between"
      align={align}
      gap="4"
      py="3"
      borderTopWidth="thin"
      _first={{ borderTopWidth: '0' }}
    >
      {children}
    </HStack>
  );
}
