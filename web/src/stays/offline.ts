/**
 * The guest app's offline side: its manifest, the last stay opened, and the mark of the one GraphQL answer the
 * service worker (web/public/sw.js, registered by ./worker.ts) may keep.
 */
/** The Apollo context of the `Stay` query: the header by which the worker knows the one answer it may keep. */
export const OFFLINE_COPY = { headers: { 'x-offline-copy': 'stay' } };
const MANIFEST = '/stay/manifest.webmanifest';
const LAST_STAY = 'lastStay';

/** The stay last opened on this device, where the installed app starts. */
export const lastStay = () => window.localStorage.getItem(LAST_STAY);
export const rememberStay = (bookingId: string) => window.localStorage.setItem(LAST_STAY, bookingId);

/** Adds the guest app's manifest link (and theme colour) to the page while the stay page is open. */
export function linkManifest(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST;
  const theme = document.createElement('meta');
  theme.name = 'theme-color';
  theme.content = '#1e7973';
  const touchIcon = document.createElement('link');
  touchIcon.rel = 'apple-touch-icon';
  touchIcon.href = '/stay/icons/apple-touch-icon.png';
  document.head.append(link, theme, touchIcon);
  return () => {
    link.remove();
    theme.remove();
    touchIcon.remove();
  };
}
