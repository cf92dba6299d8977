/**
 * Registering the guest app's service worker (web/public/sw.js), loaded on demand once the stay is shown so the
 * stay's first screen does not carry it.
 */
const WORKER = '/sw.js';

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
  const controlled = new Promise((resolve) =>
    serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
  );
  serviceWorker
    .register(WORKER)
    .then(async () => {
      const { active } = await serviceWorker.ready;
      if (!serviceWorker.controller) await controlled;
      if (active) await precache(active);
      onControlled();
    })
    .catch((error: unknown) => console.warn('The offline copy of the stay is not available', error));
}
