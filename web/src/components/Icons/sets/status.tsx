import { lineIcon } from './lineIcon';

/* Error and offline screens (the first screen can show them). */
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
