import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../PageTitle/usePageTitle';

interface PageHeaderProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
}

interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  /** The space between the title and its line. */
  gap: '1' | '2';
}

/** A screen's h1 and the muted line under it. */
export function PageHeading({ title, description, gap }: PageHeadingProps) {
  return (
    <Stack gap={gap}>
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
  );
}

/** The title of a screen inside the shell; also sets the document title. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <HStack justify="space-between" align="flex-start" gap="4" mb="6" wrap="wrap">
      <PageHeading title={title} description={description} gap="1" />
      {actions}
    </HStack>
  );
}
