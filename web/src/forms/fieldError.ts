import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field: its validation error once touched (every field is touched on submit), or
 * the server's error for it until the field is edited again.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string') return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}
