import { Button, EmptyState, VStack, type EmptyStateRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A page's empty or 'not found' state on a panel: an optional icon, the title and the text, then what to do: `link`
 * (a brand button to a route) or any `action`.
 */
export function EmptyPanel({
  title,
  body,
  titleAs,
  icon,
  link,
  action,
  py = '16',
  mt,
}: {
  title: string;
  body: ReactNode;
  titleAs?: 'h1' | 'h2';
  icon?: { node: ReactNode; color: string };
  link?: { to: string; label: string };
  action?: ReactNode;
  py?: EmptyStateRootProps['py'];
  mt?: EmptyStateRootProps['mt'];
}) {
  return (
    <EmptyState.Root bg="bg.panel" borderWidth="thin" rounded="l3" shadow="card" py={py} mt={mt}>
      <EmptyState.Content>
        {icon && <EmptyState.Indicator color={icon.color}>{icon.node}</EmptyState.Indicator>}
        <VStack textAlign="center">
          <EmptyState.Title as={titleAs}>{title}</EmptyState.Title>
          <EmptyState.Description>{body}</EmptyState.Description>
        </VStack>
        {link && (
          <Button asChild colorPalette="brand">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Button>
        )}
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
