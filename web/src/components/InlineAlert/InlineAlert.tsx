import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface InlineAlertProps {
  status?: 'error' | 'warning';
  title?: string;
  children: ReactNode;
}

/** A failure shown in place (announced to screen readers): an error by default, or a warning to wait. */
export function InlineAlert({ status = 'error', title, children }: InlineAlertProps) {
  return (
    <Alert.Root status={status} variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
