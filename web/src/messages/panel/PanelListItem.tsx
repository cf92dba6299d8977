import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PanelListItemProps {
  onClick: () => void;
  justifyContent: ButtonProps['justifyContent'];
  'aria-label'?: string;
  children: ReactNode;
}

/** One row of the messages panel's lists (recipients, conversations): a full-width ghost button that opens it. */
export function PanelListItem({ children, ...button }: PanelListItemProps) {
  return (
    <li>
      <Button variant="ghost" w="full" h="auto" py="2" {...button}>
        {children}
      </Button>
    </li>
  );
}
