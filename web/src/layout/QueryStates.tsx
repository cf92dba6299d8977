import type { ReactNode } from 'react';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';

interface QueryStatesProps<Data> {
  /** What the query has read (kept while it reads again). */
  data: Data | null | undefined;
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** Shown until the first answer. */
  skeleton: ReactNode;
  /** The failed first read, with a retry: the app's error view unless the page has its own. */
  errorView?: (error: unknown, onRetry: () => void) => ReactNode;
  children: (data: Data) => ReactNode;
}

/** A page's body as its query reads it: the skeleton, the error with a retry, then the page with its data. */
export function QueryStates<Data>({
  data,
  query,
  skeleton,
  errorView = (error, onRetry) => <QueryErrorView error={error} onRetry={onRetry} />,
  children,
}: QueryStatesProps<Data>) {
  if (query.loading && !data) return skeleton;
  if (query.error && !data) return errorView(query.error, () => void query.refetch());
  return data ? children(data) : null;
}
