import { Button } from '@chakra-ui/react';

interface RemoveItemButtonProps {
  /** What the button removes, for screen readers ('Delete photo 3'). */
  label: string;
  onClick: () => void;
  /** The visible word: 'Delete' unless the list says 'Remove'. */
  children?: string;
}

/** The small red button of a list item that opens its RemovalDialog. */
export function RemoveItemButton({ label, onClick, children = 'Delete' }: RemoveItemButtonProps) {
  return (
    <Button size="xs" variant="ghost" colorPalette="red" onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}
