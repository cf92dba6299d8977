import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Logo } from '../Logo/Logo';
import { NavMenu } from './NavMenu';
import { SearchBox } from './SearchBox';

/** The menu as a drawer, behind the header's menu button below the `lg` breakpoint. */
export function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title asChild>
                <Logo />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body display="flex" flexDirection="column" gap="5">
              <SearchBox onSearch={close} />
              <Box as="nav" aria-label="Main">
                <NavMenu onNavigate={close} />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
