import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EntryFormFooterProps {
  submitting?: boolean;
  /** The entry's other actions (Delete, on the edit screen), at the left. */
  actions?: ReactNode;
  /** The submit button's text. */
  children: ReactNode;
}

/** The footer of an entry's form (a guide entry, a service, a message template): its actions, then Save at the right. */
export function EntryFormFooter({ submitting, actions, children }: EntryFormFooterProps) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <div>{actions}</div>
      <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving…">
        {children}
      </Button>
    </HStack>
  );
}
