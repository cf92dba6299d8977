import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { MessagesPanelContent } from '../../messages/panel/MessagesPanelContent';

/** The messaging side panel (spec §2). Conversations, one conversation, the recipient picker. */
export function MessagingPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Messages">
            <Drawer.Header borderBottomWidth="thin">
              <Drawer.Title>Messages</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <MessagesPanelContent />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close messages" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
