import { Button, Center, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { AlertIcon, OfflineIcon } from '../Icons/icons';

export interface ErrorViewProps {
  /** 'network': the servers could not be reached; 'generic': anything else (spec §8). */
  kind: 'generic' | 'network';
  /** Offered as 'Try again' when the failed work can be retried. */
  onRetry?: () => void;
  /** Offered as a Logout link when someone is signed in. */
  onLogout?: () => void;
  /** Error details were captured: adds the hint to refresh or sign in again. */
  hasInfo?: boolean;
  /** Fill the viewport (outside the shell) rather than the content area. */
  fullPage?: boolean;
}

/** The error screens of spec §8: the generic error and 'Could not connect'. */
export function ErrorView({ kind, onRetry, onLogout, hasInfo, fullPage }: ErrorViewProps) {
  const network = kind === 'network';
  const StatusIcon = network ? OfflineIcon : AlertIcon;
  return (
    <Center minH={fullPage ? '100dvh' : '60vh'} px="6" py="12" bg={fullPage ? 'bg.canvas' : undefined}>
      <Stack role="alert" align="center" textAlign="center" gap="4" maxW="md">
        <Center boxSize="14" rounded="full" bg={network ? 'orange.subtle' : 'red.subtle'}>
          <StatusIcon boxSize="7" color={network ? 'orange.fg' : 'red.fg'} />
        </Center>
        {network ? (
          <>
            <Heading as="h1" size="xl">
              {MESSAGES.couldNotConnectTitle}
            </Heading>
            <Text color="fg.muted">{MESSAGES.couldNotConnect}</Text>
          </>
        ) : (
          <Text fontSize="lg" fontWeight="medium">
            {MESSAGES.genericError}
          </Text>
        )}
        {hasInfo && (
          <Text color="fg.muted" fontSize="sm">
            {MESSAGES.errorInfoHint}
          </Text>
        )}
        {(onRetry || onLogout) && (
          <HStack gap="4" pt="2">
            {onRetry && (
              <Button colorPalette="brand" onClick={onRetry}>
                Try again
              </Button>
            )}
            {onLogout && (
              <Link
                href="/"
                color="fg.muted"
                fontWeight="medium"
                onClick={(event) => {
                  event.preventDefault();
                  onLogout();
                }}
              >
                Logout
              </Link>
            )}
          </HStack>
        )}
      </Stack>
    </Center>
  );
}
