import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { COPY } from '../../copy';
import { CheckList } from '../CheckList/CheckList';
import { Logo } from '../Logo/Logo';
import { usePageTitle } from '../PageTitle/usePageTitle';

const HIGHLIGHTS = [
  'One calendar for Airbnb, Booking.com, HomeAway and TripAdvisor',
  'Guest app with home and local guides',
  'Sell services to your guests',
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** The document title (defaults to `title`). */
  pageTitle?: string;
  children: ReactNode;
  /** Under the form: links to the other auth screen. */
  footer?: ReactNode;
}

/** Split screen for the signed-out screens: the brand panel on wide screens, the form on the right. */
export function AuthLayout({ title, subtitle, pageTitle, children, footer }: AuthLayoutProps) {
  usePageTitle(pageTitle ?? title);
  return (
    <Flex minH="100dvh" bg="bg.panel">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        justify="space-between"
        flex="1"
        maxW="xl"
        p="12"
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.900"
        color="white"
      >
        <Logo inverted />
        <Stack gap="6">
          <Heading as="p" size="3xl" lineHeight="short" letterSpacing="tight">
            {COPY.tagline}
          </Heading>
          <CheckList items={HIGHLIGHTS} checkColor="accent.warm" color="brand.100" fontSize="lg" gap="3" />
        </Stack>
        <Text fontSize="sm" color="brand.200">
          Made for short-term rental hosts.
        </Text>
      </Flex>

      <Flex flex="1" align="center" justify="center" px={{ base: '5', md: '10' }} py={{ base: '10', md: '16' }}>
        <Stack as="main" w="full" maxW="md" gap="8">
          <Box display={{ base: 'block', lg: 'none' }}>
            <Logo />
          </Box>
          <Stack gap="2">
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
          {footer && (
            <Text color="fg.muted" fontSize="sm">
              {footer}
            </Text>
          )}
        </Stack>
      </Flex>
    </Flex>
  );
}
