import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { ActionError } from '../../components/ErrorBoundary/ActionError';
import { CenteredLayout } from '../../components/CenteredLayout/CenteredLayout';
import { AndroidIcon, AppleIcon } from '../../components/Icons/icons';
import { COPY } from '../../copy';
import { useChooseMode } from '../../users/useChooseMode';

export const IOS_APP_URL = import.meta.env.VITE_IOS_APP_URL || 'https://www.apple.com/app-store/';
export const ANDROID_APP_URL = import.meta.env.VITE_ANDROID_APP_URL || 'https://play.google.com/store/apps';

/** Gate 2 (spec §2): guest mode. The portal is for hosts; guests are pointed to the mobile apps. */
export function AppOnlyPage() {
  const { chooseMode, pending, error } = useChooseMode();
  return (
    <CenteredLayout title={COPY.guestTitle} subtitle={COPY.guestBody} pageTitle="Get the app" width="2xl">
      <Stack gap="6">
        <ActionError error={error} />
        <Card.Root variant="outline" shadow="card" rounded="l3">
          <Card.Body gap="4">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild size="lg" flex="1" variant="solid" colorPalette="gray">
                <a href={IOS_APP_URL} target="_blank" rel="noreferrer">
                  <AppleIcon /> Download on the App Store
                </a>
              </Button>
              <Button asChild size="lg" flex="1" variant="solid" colorPalette="gray">
                <a href={ANDROID_APP_URL} target="_blank" rel="noreferrer">
                  <AndroidIcon /> Get it on Google Play
                </a>
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
        <HStack justify="center" gap="2" wrap="wrap">
          <Text color="fg.muted">Own or manage a rental?</Text>
          <Button
            variant="outline"
            colorPalette="brand"
            loading={pending === 'host'}
            onClick={() => chooseMode('host')}
          >
            Switch to host mode
          </Button>
        </HStack>
      </Stack>
    </CenteredLayout>
  );
}
