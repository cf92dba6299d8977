import { lineIcon } from './lineIcon';

/* The mobile apps page. */
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
