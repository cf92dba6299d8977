import { Button, EmptyState, VStack, type EmptyStateRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The app's raised panel: the surface of a card, a form or a table that stands on the page's background (a listing's
 * sections, the settings cards, the listings' tiles and table, a service's form, and the empty panel below). Spread
 * on a Chakra box. Kept in this module, which those pages load already: a module of its own would be a chunk of its own.
 */
export const PANEL = { bg: 'bg.panel', borderWidth: 'thin', rounded: 'l3', shadow: 'card' } as const;

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
    <EmptyState.Root {...PANEL} py={py} mt={mt}>
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
