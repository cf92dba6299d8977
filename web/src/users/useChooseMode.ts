import type { AppMode } from '@portal/schema';
import { useState } from 'react';
import { useUpdateAppModeMutation } from '../__generated__/graphql';
import { isNetworkError, isUnauthenticated } from '../apollo/errors';
import { reportError } from '../errors/report';
import { useSession } from '../state/useSession';

/**
 * Chooses guest or host mode: sent to the user record (onboardModeSelection, which updates `me` in the cache and
 * so moves the gates) and stored in the persisted options.
 */
export function useChooseMode() {
  const [update] = useUpdateAppModeMutation();
  const { setMode } = useSession();
  const [pending, setPending] = useState<AppMode | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function chooseMode(mode: AppMode) {
    setPending(mode);
    setError(null);
    try {
      await update({ variables: { mode } });
      setMode(mode);
    } catch (e) {
      if (!isNetworkError(e) && !isUnauthenticated(e)) reportError(e);
      setError(e);
    } finally {
      setPending(null);
    }
  }

  return { chooseMode, pending, error };
}
