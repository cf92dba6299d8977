import { createIcon } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Line icons (24 × 24, drawn with the current text colour). */
function lineIcon(displayName: string, shapes: ReactNode) {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    path: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {shapes}
      </g>
    ),
  });
}

export const HomeIcon = lineIcon(
  'HomeIcon',
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9v11h5v-6h4v6h5V9" />
  </>,
);
export const ChannelsIcon = lineIcon(
  'ChannelsIcon',
  <>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </>,
);
export const CalendarIcon = lineIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const ListingsIcon = lineIcon(
  'ListingsIcon',
  <>
    <path d="M4 21V7l6-3v17" />
    <path d="M10 9h10v12" />
    <path d="M3 21h18M7 10v.01M7 14v.01M14 13h2M14 17h2" />
  </>,
);
export const ServicesIcon = lineIcon(
  'ServicesIcon',
  <>
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
    <path d="m5.6 5.6 2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const ProfileIcon = lineIcon(
  'ProfileIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const AnalyticsIcon = lineIcon(
  'AnalyticsIcon',
  <>
    <path d="M4 20V4M4 20h16" />
    <path d="m7 15 4-4 3 3 5-6" />
  </>,
);
export const SettingsIcon = lineIcon(
  'SettingsIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);
export const MessagesIcon = lineIcon(
  'MessagesIcon',
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />,
);
export const SearchIcon = lineIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const MenuIcon = lineIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const LogoutIcon = lineIcon(
  'LogoutIcon',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </>,
);
export const CheckIcon = lineIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const AppleIcon = lineIcon(
  'AppleIcon',
  <>
    <path d="M16.5 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.9-.8-3.1-.8a4.6 4.6 0 0 0-3.9 2.4c-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 2.9 2.4s1.6-.8 3-.8 1.8.8 3 .7 2-1.1 2.8-2.3a9.6 9.6 0 0 0 1.3-2.6 4 4 0 0 1-2.3-4z" />
    <path d="M14.3 5.4A4 4 0 0 0 15.2 2.5a4.2 4.2 0 0 0-2.7 1.4 3.9 3.9 0 0 0-1 2.8 3.4 3.4 0 0 0 2.8-1.3z" />
  </>,
);
export const AndroidIcon = lineIcon(
  'AndroidIcon',
  <>
    <path d="M5 16V11a7 7 0 0 1 14 0v5z" />
    <path d="M7 5 5.5 3M17 5l1.5-2M9 9v.01M15 9v.01M8 16v4M16 16v4" />
  </>,
);
export const AlertIcon = lineIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);
export const OfflineIcon = lineIcon(
  'OfflineIcon',
  <>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.7M9.5 5.2A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 4-2.2M15 10.4a10 10 0 0 1 4 2.1M8.5 16a5 5 0 0 1 7 0" />
    <path d="M12 20h.01M3 3l18 18" />
  </>,
);
export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const ExternalLinkIcon = lineIcon(
  'ExternalLinkIcon',
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
);
export const TableIcon = lineIcon(
  'TableIcon',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="M3.5 9.5h17M3.5 14.5h17M9.5 9.5v10" />
  </>,
);
export const TilesIcon = lineIcon(
  'TilesIcon',
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);
export const TrashIcon = lineIcon(
  'TrashIcon',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
);
export const ChevronRightIcon = lineIcon('ChevronRightIcon', <path d="m9 6 6 6-6 6" />);
export const PinIcon = lineIcon(
  'PinIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const CopyIcon = lineIcon(
  'CopyIcon',
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);
