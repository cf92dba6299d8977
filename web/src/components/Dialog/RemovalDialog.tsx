import type { ReactNode } from 'react';
import { ActionFailure } from '../ErrorBoundary/ActionError';
import { ConfirmDialog } from './ConfirmDialog';

interface RemovalDialogProps<Item> {
  /** What is about to be removed: the dialog is open while there is one. */
  item: Item | null;
  title: string;
  confirmLabel: string;
  /** The removal is under way. */
  loading: boolean;
  /** Why the last removal failed (the server's refusal or the generic texts). */
  error: unknown;
  onClose: () => void;
  onConfirm: (item: Item) => unknown;
  /** What the removal means for this item. */
  children: (item: Item) => ReactNode;
}

/** The 'are you sure?' of removing one item of a list (a photo, an iCal link, a seasonal rate). */
export function RemovalDialog<Item>({ item, error, onConfirm, children, ...dialog }: RemovalDialogProps<Item>) {
  return (
    <ConfirmDialog
      {...dialog}
      open={item !== null}
      error={<ActionFailure error={error} />}
      onConfirm={() => {
        if (item !== null) void onConfirm(item);
      }}
    >
      {item !== null && children(item)}
    </ConfirmDialog>
  );
}
