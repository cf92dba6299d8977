import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from '../Logo/Logo';
import { LogoutButton } from '../LogoutButton/LogoutButton';
import { usePageTitle } from '../PageTitle/usePageTitle';

interface CenteredLayoutProps {
  title: string;
  subtitle?: ReactNode;
  pageTitle?: string;
  /** Above the title (a notice). */
  notice?: ReactNode;
  /** Content width as a Chakra size token. */
  width?: string;
  children: ReactNode;
}

/** The signed-in screens before the shell (mode select, app-only page, plan page): logo, Log out, centred content. */
export function CenteredLayout({ title, subtitle, pageTitle, notice, width = '3xl', children }: CenteredLayoutProps) {
  usePageTitle(pageTitle ?? title);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px={{ base: '4', md: '8' }}
        py="4"
        bg="bg.panel"
        borderBottomWidth="thin"
      >
        <Logo />
        <LogoutButton />
      </Flex>
      <Container as="main" maxW={width} py={{ base: '8', md: '14' }} px={{ base: '4', md: '8' }} flex="1">
        <Stack gap={{ base: '6', md: '10' }}>
          {notice}
          <Stack gap="3" textAlign="center" align="center">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {title}
            </Heading>
            {subtitle && (
              <Text color="fg.muted" fontSize="lg" maxW="2xl">
                {subtitle}
              </Text>
            )}
          </Stack>
          <Box>{children}</Box>
        </Stack>
      </Container>
    </Flex>
  );
}
