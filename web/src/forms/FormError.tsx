import { Alert } from '@chakra-ui/react';

/**
 * The form-level error (FORM_ERROR): a failure that concerns no single field. InlineAlert's markup, written out: the
 * log-in screen shows this, and importing InlineAlert would add a chunk of its own to the first load (issue 17's
 * 230 kB budget, checked by web/scripts/first-load-budget.mjs).
 */
export function FormError({ children }: { children?: string }) {
  if (!children) return null;
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
