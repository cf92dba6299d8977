import { Button, Stack, Text } from '@chakra-ui/react';
import { isValidElement, type ReactNode } from 'react';
import { Dialog, type DialogProps } from './Dialog';

interface ConfirmDialogProps extends Pick<DialogProps, 'title' | 'open' | 'onClose' | 'trigger' | 'onOpen'> {
  /** What is about to happen: a sentence (shown muted), or the caller's own content. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** 'Cancel' unless the question asks for another answer ('Keep it'). */
  cancelLabel?: string;
  /** Red for what cannot be undone; orange for what can. */
  colorPalette?: 'red' | 'orange' | 'brand';
  /** The confirmed action is under way: the dialog waits for it. */
  loading?: boolean;
  /** Why the action failed (the server's refusal), shown in the dialog. */
  error?: ReactNode;
}

/** An action's 'are you sure?' (delete a photo, archive a listing, cancel a booking …), as an alertdialog. */
export function ConfirmDialog({
  children,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  colorPalette = 'red',
  loading,
  error,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      alert
      footer={
        <>
          <Button variant="outline" onClick={dialog.onClose} disabled={loading} type="button">
            {cancelLabel}
          </Button>
          <Button colorPalette={colorPalette} onClick={onConfirm} loading={loading} type="button">
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {isValidElement(children) ? children : <Text color="fg.muted">{children}</Text>}
        {error}
      </Stack>
    </Dialog>
  );
}
