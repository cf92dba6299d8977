import { Avatar, Badge, Box, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppHeader_UserFragmentDoc, type AppHeader_UserFragment } from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { LogoutIcon, MenuIcon, MessagesIcon } from '../Icons/icons';
import { Logo } from '../Logo/Logo';
import { LogoutButton } from '../LogoutButton/LogoutButton';
import { SearchBox } from './SearchBox';
import { useMessaging } from '../../messages/panel/useMessaging';

interface AppHeaderProps {
  user: FragmentRef<AppHeader_UserFragment>;
  menuOpen: boolean;
  onOpenMenu: () => void;
  messagesOpen: boolean;
  onToggleMessages: () => void;
}

/** The shell's header (spec §2): logo, search, messaging toggle, the user's name and avatar, Log out. */
export function AppHeader({ menuOpen, onOpenMenu, messagesOpen, onToggleMessages, ...props }: AppHeaderProps) {
  const { totalUnread } = useMessaging();
  const user = useFragmentData(AppHeader_UserFragmentDoc, props.user);
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', md: '4' }}
      h="16"
      px={{ base: '3', md: '6' }}
      bg="bg.panel"
      borderBottomWidth="thin"
      flexShrink={0}
    >
      <IconButton
        aria-label="Open menu"
        aria-expanded={menuOpen}
        variant="ghost"
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </IconButton>
      <Link asChild _hover={{ textDecoration: 'none' }} flexShrink={0} w={{ lg: '56' }}>
        <RouterLink to="/" aria-label="Host Portal, Dashboard">
          <Logo wordmark={false} display={{ base: 'flex', sm: 'none' }} />
          <Logo display={{ base: 'none', sm: 'flex' }} />
        </RouterLink>
      </Link>
      <Box flex="1" maxW="xl" display={{ base: 'none', md: 'block' }}>
        <SearchBox />
      </Box>
      <HStack gap={{ base: '1', md: '3' }} ms="auto">
        <Box position="relative">
          <IconButton
            aria-label="Messages"
            aria-expanded={messagesOpen}
            variant={messagesOpen ? 'subtle' : 'ghost'}
            colorPalette={messagesOpen ? 'brand' : 'gray'}
            onClick={onToggleMessages}
          >
            <MessagesIcon />
          </IconButton>
          {totalUnread > 0 && (
            <Badge
              position="absolute"
              top="-1"
              insetEnd="-1"
              size="xs"
              variant="solid"
              colorPalette="red"
              borderRadius="full"
              pointerEvents="none"
              data-testid="messages-unread"
              aria-label={`${totalUnread} unread messages`}
            >
              {totalUnread}
            </Badge>
          )}
        </Box>
        <HStack gap="2.5" ps={{ base: '1', md: '3' }} borderStartWidth={{ md: 'thin' }}>
          <Text fontWeight="medium" display={{ base: 'none', md: 'block' }} data-testid="user-full-name">
            {user?.fullName}
          </Text>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={user?.fullName} />
            {user?.avatarImage?.squareSmallUrl && <Avatar.Image src={user.avatarImage.squareSmallUrl} alt="" />}
          </Avatar.Root>
        </HStack>
        <LogoutButton aria-label="Log out" gap="1.5">
          <LogoutIcon />
          <Box as="span" display={{ base: 'none', md: 'inline' }}>
            Log out
          </Box>
        </LogoutButton>
      </HStack>
    </Flex>
  );
}
