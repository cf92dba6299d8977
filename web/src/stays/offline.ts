/**
 * The guest app's service worker (web/public/stay/sw.js) and manifest. The worker is registered from the stay page
 * only, with the scope /stay/, so the host portal is never under its control.
 */
const WORKER = '/stay/sw.js';
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

/** The hashed files this page loaded before the worker controlled it (the shell and the stay's lazy chunks). */
const loadedAssets = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));

function precache(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: 'precache', urls: loadedAssets() }, [channel.port2]);
  });
}

/**
 * Registers the worker; once it controls the page, hands it what the page already loaded and calls `onControlled`
 * (the stay page refetches its query then, so the answer goes through the worker and is kept for offline use).
 */
export function registerStayWorker(onControlled: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return;
  serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const { controller } = serviceWorker;
      if (controller) void precache(controller).then(onControlled);
    },
    { once: true },
  );
  serviceWorker.register(WORKER, { scope: '/stay/' }).catch((error: unknown) => {
    console.warn('The offline copy of the stay is not available', error);
  });
}
