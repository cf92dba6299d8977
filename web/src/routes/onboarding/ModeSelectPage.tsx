import { Button, Card, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AppMode } from '@portal/schema';
import type { ReactNode } from 'react';
import { ActionError } from '../../components/ErrorBoundary/ActionError';
import { CenteredLayout } from '../../components/CenteredLayout/CenteredLayout';
import { ListingsIcon, ProfileIcon } from '../../components/Icons/icons';
import { COPY } from '../../copy';
import { useChooseMode } from '../../users/useChooseMode';

/** The two modes, host first and primary. */
const MODES = [
  {
    mode: 'host',
    heading: 'Host',
    description: COPY.modeHost,
    icon: <ListingsIcon />,
    action: 'Continue as Host',
    primary: true,
  },
  { mode: 'guest', heading: 'Guest', description: COPY.modeGuest, icon: <ProfileIcon />, action: 'Continue as Guest' },
] as const;

/** Gate 1 (spec §2): the signed-in user has not chosen guest or host mode yet. */
export function ModeSelectPage() {
  const { chooseMode, pending, error } = useChooseMode();
  return (
    <CenteredLayout title={COPY.modeTitle} subtitle={COPY.modeSubtitle} pageTitle="Welcome">
      <Stack gap="6">
        <ActionError error={error} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {MODES.map((choice) => (
            <ModeCard key={choice.mode} {...choice} pending={pending} onChoose={chooseMode} />
          ))}
        </SimpleGrid>
      </Stack>
    </CenteredLayout>
  );
}

interface ModeCardProps {
  mode: AppMode;
  heading: string;
  description: string;
  icon: ReactNode;
  action: string;
  primary?: boolean;
  pending: AppMode | null;
  onChoose: (mode: AppMode) => void;
}

function ModeCard({ mode, heading, description, icon, action, primary, pending, onChoose }: ModeCardProps) {
  return (
    <Card.Root variant="outline" shadow="card" rounded="l3">
      <Card.Body gap="4">
        <Icon boxSize="10" p="2" rounded="lg" bg="brand.subtle" color="brand.fg">
          {icon}
        </Icon>
        <Card.Title as="h2" fontSize="xl">
          {heading}
        </Card.Title>
        <Text color="fg.muted">{description}</Text>
      </Card.Body>
      <Card.Footer>
        <Button
          w="full"
          colorPalette="brand"
          variant={primary ? 'solid' : 'outline'}
          loading={pending === mode}
          disabled={pending !== null && pending !== mode}
          onClick={() => onChoose(mode)}
        >
          {action}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
