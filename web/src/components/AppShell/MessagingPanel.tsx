import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { MessagesPanelContent } from '../../messages/panel/MessagesPanelContent';

/**
 * The messaging side panel (spec §2). Conversations, one conversation, the recipient picker; `openBookingId` opens
 * that conversation (the link of a notice mail).
 */
export function MessagingPanel({
  open,
  onClose,
  openBookingId = null,
}: {
  open: boolean;
  onClose: () => void;
  openBookingId?: string | null;
}) {
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
              <MessagesPanelContent openBookingId={openBookingId} />
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
