import { Box, CloseButton, Container, Drawer, Flex, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { AppHeader_UserFragment } from '../../__generated__/graphql';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { Logo } from '../Logo/Logo';
import { AppHeader } from './AppHeader';
import { MessagingPanel } from './MessagingPanel';
import { MessagingProvider } from '../../messages/panel/MessagingProvider';
import { NavMenu } from './NavMenu';
import { SearchBox } from './SearchBox';

/**
 * The signed-in shell (spec §2): header, left menu (a drawer behind the menu button below the `lg` breakpoint),
 * the messaging side panel, and the page, inside an error boundary that clears when the location changes.
 */
export function AppShell({ user }: { user: AppHeader_UserFragment }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  return (
    <MessagingProvider>
      <Flex direction="column" h="100dvh" bg="bg.canvas">
        <AppHeader
          user={user}
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          messagesOpen={messagesOpen}
          onToggleMessages={() => setMessagesOpen((open) => !open)}
        />
        <Flex flex="1" minH="0">
          <Box
            as="nav"
            aria-label="Main"
            display={{ base: 'none', lg: 'block' }}
            w="64"
            flexShrink={0}
            overflowY="auto"
            bg="bg.panel"
            borderEndWidth="thin"
            px="3"
            py="5"
          >
            <NavMenu />
          </Box>
          <Box as="main" flex="1" minW="0" overflowY="auto">
            <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
              <ErrorBoundary resetKeys={[pathname]}>
                <Outlet />
              </ErrorBoundary>
            </Container>
          </Box>
        </Flex>

        <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start" size="xs">
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
                  <SearchBox onSearch={closeMenu} />
                  <Box as="nav" aria-label="Main">
                    <NavMenu onNavigate={closeMenu} />
                  </Box>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close menu" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>

        <MessagingPanel open={messagesOpen} onClose={() => setMessagesOpen(false)} />
      </Flex>
    </MessagingProvider>
  );
}
