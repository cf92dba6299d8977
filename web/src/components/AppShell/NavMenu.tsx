import { Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { NAV_ITEMS } from './navigation';

/** What the menu's links and sub-links share: muted text that lights up on a muted background on hover. */
const MENU_LINK = {
  rounded: 'l2',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
} as const;

/** The left menu. The current item is highlighted (NavLink marks it with aria-current). */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {NAV_ITEMS.map(({ label, to, icon: ItemIcon, end, children }) => (
        <li key={to}>
          <Link
            asChild
            {...MENU_LINK}
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            py="2"
            fontWeight="medium"
            _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
            _current={{ color: 'brand.fg' }}
            focusRing="outside"
          >
            <NavLink to={to} end={end} onClick={onNavigate} aria-current={children ? 'true' : 'page'}>
              <ItemIcon boxSize="5" />
              {label}
            </NavLink>
          </Link>
          {children && (
            <Stack as="ul" gap="1" listStyleType="none" m="0" mt="1" ps="9">
              {children.map((child) => (
                <li key={child.to}>
                  <Link
                    asChild
                    {...MENU_LINK}
                    display="block"
                    px="3"
                    py="1.5"
                    fontSize="sm"
                    _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'medium' }}
                    focusRing="outside"
                  >
                    <NavLink to={child.to} onClick={onNavigate}>
                      {child.label}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          )}
        </li>
      ))}
    </Stack>
  );
}
