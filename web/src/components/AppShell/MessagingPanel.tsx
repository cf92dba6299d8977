import { CloseButton, Drawer, EmptyState, Portal } from '@chakra-ui/react';
import { COPY } from '../../copy';
import { MessagesIcon } from '../Icons/icons';

/** The messaging side panel (spec §2). Conversations arrive with the messaging feature. */
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
              <EmptyState.Root size="sm">
                <EmptyState.Content>
                  <EmptyState.Indicator color="brand.fg">
                    <MessagesIcon />
                  </EmptyState.Indicator>
                  <EmptyState.Description textAlign="center">{COPY.messagingPending}</EmptyState.Description>
                </EmptyState.Content>
              </EmptyState.Root>
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
