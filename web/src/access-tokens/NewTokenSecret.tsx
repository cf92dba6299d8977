import { Alert, Button, Stack } from '@chakra-ui/react';
import { CopyableCode } from '../components/CopyText/CopyableCode';
import { TOKENS } from './copy';

/** The secret of the token just created, shown once with a copy button; without the clipboard it is selected. */
export function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert.Root status="success" variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{TOKENS.newTokenTitle}</Alert.Title>
        <Alert.Description>{TOKENS.newTokenHelp}</Alert.Description>
        <CopyableCode value={secret} copyLabel={TOKENS.copy} testId="new-token-secret">
          <Button variant="outline" onClick={onDone} flexShrink={0}>
            {TOKENS.done}
          </Button>
        </CopyableCode>
      </Stack>
    </Alert.Root>
  );
}
