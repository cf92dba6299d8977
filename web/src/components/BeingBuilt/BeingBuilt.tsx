import { Box, HStack, Text } from '@chakra-ui/react';
import { AlertIcon } from '../Icons/icons';

/** A plain, honest panel for a screen whose feature has not shipped yet: says what the page will hold. */
export function BeingBuilt({ children }: { children: string }) {
  return (
    <Box
      role="note"
      bg="bg.panel"
      borderWidth="thin"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="l3"
      p={{ base: '5', md: '6' }}
    >
      <HStack align="flex-start" gap="3">
        <AlertIcon color="brand.fg" boxSize="5" mt="0.5" flexShrink={0} />
        <Text color="fg.muted" maxW="prose">
          {children}
        </Text>
      </HStack>
    </Box>
  );
}
