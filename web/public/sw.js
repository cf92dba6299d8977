// The guest app's service worker (issue 13 point 8). Its scope is the whole origin because the invite link opens the
// app at /invite/…, but it only answers three kinds of requests; every other one (the host portal's pages, its
// GraphQL and REST calls) goes to the network untouched:
// - navigations to /stay/… and /invite/…: network first, the cached guest app page (stay.html) when offline;
// - hashed files under /assets/ and the guest app's files under /stay/: from the cache once fetched (they never
//   change under the same name);
// - the guest app's `Stay` query, which it marks with the x-offline-copy header: network first; the last answer is
//   kept under a hash of the request's authorization and body, so it is only ever given back to the same signed-in
//   guest asking the same question, and only when the network fails.
const VERSION = 'stay-v1';
const SHELL = `${VERSION}-shell`;
const DATA = `${VERSION}-data`;
/** The guest app's own page (web/stay.html), which the gateway serves for /stay/… and /invite/…. */
const INDEX = '/stay.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(INDEX))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !name.startsWith(VERSION)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page sends the assets it loaded before the worker controlled it; the reply says they are cached. */
self.addEventListener('message', (event) => {
  const { type, urls } = event.data ?? {};
  if (type !== 'precache' || !Array.isArray(urls)) return;
  const own = urls.filter((url) => typeof url === 'string' && isAsset(new URL(url, self.location.origin)));
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(own))
      .catch(() => undefined)
      .then(() => event.ports[0]?.postMessage('cached')),
  );
});

const isAsset = (url) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/assets/') ||
    (url.pathname.startsWith('/stay/') && !url.pathname.startsWith('/stay/__cache/')));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/stay/') || url.pathname.startsWith('/invite/'))
      event.respondWith(navigation(request));
  } else if (request.method === 'GET' && isAsset(url)) event.respondWith(asset(request));
  else if (request.method === 'POST' && url.pathname === '/graphql' && request.headers.get('x-offline-copy') === 'stay')
    event.respondWith(stay(request));
});

/** Network first: a good answer that `keep` accepts is stored under `key`; offline, the stored one answers. */
async function networkFirst(request, cache, key, keep) {
  try {
    const response = await fetch(request);
    if (response.ok && (await keep(response))) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function navigation(request) {
  return networkFirst(request, await caches.open(SHELL), INDEX, async () => true);
}

async function asset(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function stay(request) {
  const body = await request.clone().text();
  const key = `/stay/__cache/${await sha256(`${request.headers.get('authorization') ?? ''}\n${body}`)}`;
  return networkFirst(request, await caches.open(DATA), key, async (response) => {
    const answer = await response.clone().json();
    return Boolean(answer?.data?.stay && !answer.errors);
  });
}

async function sha256(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
