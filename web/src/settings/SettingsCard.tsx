import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A section of /settings, reachable by its hash (`id`). */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      bg="bg.panel"
      borderWidth="thin"
      rounded="l3"
      shadow="card"
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="1" mb="4">
        <Heading as="h2" size="lg" id={`${id}-title`}>
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {children}
    </Box>
  );
}
