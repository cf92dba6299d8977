import { Badge, Box, Button, Card, Heading, HStack, Image, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon } from '../components/Icons/icons';

/** A guide type's section of the overview: its heading with the count, then its tiles and the 'Add New' tile. */
export function GuideSection({
  id,
  title,
  count,
  add,
  children,
}: {
  id: string;
  title: string;
  count: number;
  /** The 'Add New' tile: where it goes, its text, its height and whether it comes before the entries. */
  add: { href: string; text: string; minH: string; first?: boolean };
  children: ReactNode;
}) {
  const addTile = (
    <Button
      asChild
      variant="outline"
      borderStyle="dashed"
      h="auto"
      minH={add.minH}
      flexDirection="column"
      gap="1"
      color="fg.muted"
    >
      <RouterLink to={add.href} aria-label={`${add.text}: ${title}`}>
        <PlusIcon />
        {add.text}
      </RouterLink>
    </Button>
  );
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}{' '}
        {count > 0 && (
          <Badge variant="subtle" ms="1">
            {count}
          </Badge>
        )}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {add.first && addTile}
        {children}
        {!add.first && addTile}
      </SimpleGrid>
    </Stack>
  );
}

/** An entry's tile: a link to its editor, its picture (if any) beside its text. */
export function GuideTile({
  to,
  label,
  picture,
  children,
}: {
  to: string;
  label: string;
  picture: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <Card.Root asChild variant="outline" size="sm" overflow="hidden" _hover={{ borderColor: 'brand.solid' }}>
      <RouterLink to={to} aria-label={label}>
        <HStack align="stretch" gap="0" h="full">
          {picture && (
            <Box w="24" flexShrink={0} bg="bg.muted">
              <Image src={picture} alt="" w="full" h="full" objectFit="cover" />
            </Box>
          )}
          <Card.Body gap="1" minW="0">
            {children}
          </Card.Body>
        </HStack>
      </RouterLink>
    </Card.Root>
  );
}
