import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../Dialog/ConfirmDialog';
import { ActionFailure } from '../ErrorBoundary/ActionError';
import { useFlash } from '../Flash/useFlash';

interface DeleteButtonProps {
  /** The button's and the confirmation's label ('Delete'). */
  label: string;
  /** The question ('Delete this place?'). */
  title: string;
  /** What will be lost, in a sentence. */
  children: ReactNode;
  /** Deletes (and updates the cache); a rejection is shown in the dialog, which stays open. */
  onDelete: () => Promise<unknown>;
  /** Flashed once deleted. */
  deletedMessage: string;
  /** Where to go once deleted (the list the item was in). */
  then: string;
}

/** An editor's Delete: a red outline button, a confirmation, then a flash and back to the list. */
export function DeleteButton({ label, title, children, onDelete, deletedMessage, then }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const navigate = useNavigate();
  const flash = useFlash();

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } catch (failure) {
      setError(failure);
      return;
    } finally {
      setDeleting(false);
    }
    setOpen(false);
    flash.show(deletedMessage);
    void navigate(then);
  };

  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={label}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        loading={deleting}
        error={error ? <ActionFailure error={error} /> : undefined}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
