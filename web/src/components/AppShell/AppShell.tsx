import { Box, Container, Flex } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import type { FragmentRef } from '../../apollo/fragments';
import type { AppHeader_UserFragment } from '../../__generated__/graphql';
import { MessagingProvider } from '../../messages/panel/MessagingProvider';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { lazyComponent } from '../Lazy/lazyComponent';
import { PageSkeleton } from '../PageSkeleton/PageSkeleton';
import { AppHeader } from './AppHeader';
import { NavMenu } from './NavMenu';

// The drawers' code (and the dialog machinery under them) loads when one is first opened.
const MenuDrawer = lazyComponent(() => import('./MenuDrawer'), 'MenuDrawer');
const MessagingPanel = lazyComponent(() => import('./MessagingPanel'), 'MessagingPanel');

/** True from the first time `open` is true: a drawer is mounted then, and stays mounted to animate its closing. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The signed-in shell (spec §2): header, left menu (a drawer behind the menu button below the `lg` breakpoint),
 * the messaging side panel, and the page, inside an error boundary that clears when the location changes (and a
 * skeleton while the page's code loads).
 */
export function AppShell({ user }: { user: FragmentRef<AppHeader_UserFragment> }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // A notice mail links to `/?conversation={bookingId}`: the panel opens on that conversation.
  const [searchParams] = useSearchParams();
  const linkedConversation = searchParams.get('conversation');
  const [messagesOpen, setMessagesOpen] = useState(linkedConversation !== null);
  const menuMounted = useOpenedOnce(menuOpen);
  const messagesMounted = useOpenedOnce(messagesOpen);
  const { pathname } = useLocation();

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
                <Suspense fallback={<PageSkeleton />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </Container>
          </Box>
        </Flex>

        <Suspense fallback={null}>
          {menuMounted && <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />}
          {messagesMounted && (
            <MessagingPanel
              open={messagesOpen}
              onClose={() => setMessagesOpen(false)}
              openBookingId={linkedConversation}
            />
          )}
        </Suspense>
      </Flex>
    </MessagingProvider>
  );
}
