import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { violationsOf } from '../../apollo/errors';
import { ActionError } from '../../components/ErrorBoundary/ActionError';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirmed action is under way. */
  loading?: boolean;
  /** Why the action failed (the server's refusal), shown in the dialog. */
  error?: ReactNode;
}

/** A destructive action's confirmation (delete a photo, an iCal link, a seasonal rate). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">{children}</Text>
                {error}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} type="button">
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={loading} type="button">
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Why an action failed: the server's own words for a refusal (BAD_USER_INPUT), otherwise the generic texts. */
export function ActionFailure({ error }: { error: unknown }) {
  if (!error) return null;
  const violations = violationsOf(error);
  if (violations.length === 0) return <ActionError error={error} />;
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{violations.map((violation) => violation.message).join(' ')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
