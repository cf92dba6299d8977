import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormActionsProps {
  submitting?: boolean;
  /** The submit button's text. */
  children: ReactNode;
  loadingText?: string;
  /** Shows a Cancel button before the submit one, disabled while the form submits. */
  onCancel?: () => void;
}

/** A form's footer: Cancel (when the form can be left) and the submit button, at the right. */
export function FormActions({ submitting, children, loadingText = 'Saving…', onCancel }: FormActionsProps) {
  return (
    <HStack justify="flex-end" gap="3">
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      )}
      <Button type="submit" colorPalette="brand" loading={submitting} loadingText={loadingText}>
        {children}
      </Button>
    </HStack>
  );
}
