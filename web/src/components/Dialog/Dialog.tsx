import { Dialog as ChakraDialog, CloseButton, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface DialogProps {
  title: ReactNode;
  open: boolean;
  /** Escape, the backdrop, the close button: the dialog asks to close. */
  onClose: () => void;
  /** The button that opens the dialog (it gets the dialog's ARIA state), and what it calls. */
  trigger?: ReactElement;
  onOpen?: () => void;
  /** An alertdialog: a confirmation or a refusal the user must answer. */
  alert?: boolean;
  size?: 'sm' | 'md';
  /** The actions; without them the body (a form with its own buttons) is padded at the bottom. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The portal's one modal dialog: centred, a title, a body, an optional footer and the close button. */
export function Dialog({ title, open, onClose, trigger, onOpen, alert, size, footer, children }: DialogProps) {
  return (
    <ChakraDialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? onOpen?.() : onClose())}
      role={alert ? 'alertdialog' : 'dialog'}
      placement="center"
      scrollBehavior="inside"
      size={size}
    >
      {trigger && <ChakraDialog.Trigger asChild>{trigger}</ChakraDialog.Trigger>}
      <Portal>
        <ChakraDialog.Backdrop />
        <ChakraDialog.Positioner>
          <ChakraDialog.Content>
            <ChakraDialog.Header>
              <ChakraDialog.Title>{title}</ChakraDialog.Title>
            </ChakraDialog.Header>
            <ChakraDialog.Body pb={footer ? undefined : '6'}>{children}</ChakraDialog.Body>
            {footer && <ChakraDialog.Footer>{footer}</ChakraDialog.Footer>}
            <ChakraDialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </ChakraDialog.CloseTrigger>
          </ChakraDialog.Content>
        </ChakraDialog.Positioner>
      </Portal>
    </ChakraDialog.Root>
  );
}
