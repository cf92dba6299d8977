import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CompletionMark } from './CompletionMark';
import { PANEL } from '../../components/EmptyPanel/EmptyPanel';

interface SectionCardProps {
  /** The element id: the page's hash (`#pricing`) and the section nav point at it. */
  id: string;
  title: string;
  /** The completion mark; absent for sections without one (the Guest App ones). */
  complete?: boolean;
  description?: ReactNode;
  /** Buttons at the end of the header (Copy from another listing). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the property page: a card with its heading, completion mark and content. */
export function SectionCard({ id, title, complete, description, actions, children }: SectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} {...PANEL} scrollMarginTop="6">
      <HStack
        justify="space-between"
        align="center"
        gap="3"
        wrap="wrap"
        px={{ base: '4', md: '6' }}
        py="4"
        borderBottomWidth="thin"
      >
        <HStack gap="3" minW="0">
          {complete !== undefined && <CompletionMark complete={complete} />}
          <Stack gap="0.5" minW="0">
            <Heading as="h2" size="lg" id={headingId}>
              {title}
            </Heading>
            {description && (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            )}
          </Stack>
        </HStack>
        {actions}
      </HStack>
      <Box px={{ base: '4', md: '6' }} py="5">
        {children}
      </Box>
    </Box>
  );
}
