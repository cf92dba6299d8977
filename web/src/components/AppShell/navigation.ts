import type { IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import {
  AnalyticsIcon,
  CalendarIcon,
  ChannelsIcon,
  ExternalLinkIcon,
  HomeIcon,
  ListingsIcon,
  ProfileIcon,
  ServicesIcon,
  SettingsIcon,
} from '../Icons/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Active only on this exact path (Dashboard). */
  end?: boolean;
  children?: { label: string; to: string }[];
}

/** The left menu of spec §2. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: HomeIcon, end: true },
  { label: 'Channels', to: '/channels', icon: ChannelsIcon },
  { label: 'Calendar', to: '/calendar', icon: CalendarIcon },
  { label: 'Listings', to: '/properties', icon: ListingsIcon },
  // The white-label screen of spec §2: the host's direct-booking site.
  { label: 'Booking Site', to: '/white-label', icon: ExternalLinkIcon },
  {
    label: 'Services',
    to: '/services',
    icon: ServicesIcon,
    children: [
      { label: 'Guest Services', to: '/services/guest' },
      { label: 'Host Assist', to: '/services/host-assist' },
    ],
  },
  { label: 'Profile', to: '/profile', icon: ProfileIcon },
  { label: 'Analytics', to: '/analytics', icon: AnalyticsIcon },
  { label: 'Settings', to: '/settings', icon: SettingsIcon },
];
