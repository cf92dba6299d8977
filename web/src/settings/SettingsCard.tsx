import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PANEL } from '../components/EmptyPanel/EmptyPanel';

/** A section of /settings, reachable by its hash (`id`); `action` (an 'Add' button, say) stands right of the title. */
export function SettingsCard({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  /** A string is muted text; anything else (text with a link, say) is shown as given. */
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} {...PANEL} p={{ base: '5', md: '6' }}>
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap" mb="4">
        <Stack gap="1" maxW="2xl">
          <Heading as="h2" size="lg" id={`${id}-title`}>
            {title}
          </Heading>
          {typeof description === 'string' ? <Text color="fg.muted">{description}</Text> : description}
        </Stack>
        {action}
      </HStack>
      {children}
    </Box>
  );
}

/** A card's action with, while it cannot be used, the reason (`note`, `noteId` for aria-describedby) under it. */
export function SettingsCardAction({
  note,
  noteId,
  children,
}: {
  note?: string | false;
  noteId?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1" align="flex-end">
      {children}
      {note && (
        <Text id={noteId} textStyle="sm" color="fg.muted">
          {note}
        </Text>
      )}
    </Stack>
  );
}
