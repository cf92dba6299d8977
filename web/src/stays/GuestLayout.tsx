import { Box, Button, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from '../components/Logo/Logo';
import { usePageTitle } from '../components/PageTitle/usePageTitle';
import { useSession } from '../state/useSession';
import { useLogOut } from '../users/useLogOut';
import { STAY } from './copy';

/** The guest app's light, phone-first frame: a slim bar and one narrow column, outside the host shell. */
export function GuestLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const { signedIn } = useSession();
  const { logOut, pending } = useLogOut();
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Flex as="header" align="center" justify="space-between" px="4" py="3" bg="bg.panel" borderBottomWidth="1px">
        <Logo markSize="7" />
        {signedIn && (
          <Button size="sm" variant="ghost" onClick={() => void logOut()} loading={pending}>
            {STAY.logOut}
          </Button>
        )}
      </Flex>
      <Container as="main" maxW="lg" px="4" py="5">
        {children}
      </Container>
    </Box>
  );
}
