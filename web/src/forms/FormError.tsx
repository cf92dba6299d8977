import { Alert } from '@chakra-ui/react';

/** The form-level error (FORM_ERROR): a failure that concerns no single field. */
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
