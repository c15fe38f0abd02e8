/*
 * Mbolo's service worker (served at /sw.js, scope /). Plain JavaScript, no build step: what is here is what runs.
 * - app shell (offline page and its stylesheet, icons, manifest): cached at install;
 * - public pages (and their Vike .pageContext.json): network first, the last good copy when offline;
 * - hashed files under /assets/: cache first (their name changes with their content);
 * - never stored: /api/*, account, back-office, payment and sign-in pages, and any answer marked
 *   `Cache-Control: no-store` or `private` (every page shown to a signed-in visitor is no-store).
 * Change VERSION when this file's behaviour changes: caches of other versions are deleted on activate.
 */
const VERSION = 'v1';
const SHELL = `mbolo-shell-${VERSION}`;
const PAGES = `mbolo-pages-${VERSION}`;
const ASSETS = `mbolo-assets-${VERSION}`;
const OFFLINE = '/offline';
const SHELL_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];
const MAX_PAGES = 40;
const MAX_ASSETS = 120;
/** Paths never stored, whatever their answer says. */
const NEVER =
  /^\/(api|socket\.io|customer|merchant|admin|dashboard|payment|login|register|notifications|auth|2fa|password|forgot-password|reset-password-verify|verify-email|simulator|dev|uploads|media)(\/|$)/;
const PAGE_CONTEXT = /\/index\.pageContext\.json$/;

/** An anonymous request: whatever is cached must be what every visitor gets. */
const anonymous = (url) => new Request(url, { credentials: 'omit' });

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(SHELL_FILES.map(anonymous));
      const offline = await fetch(anonymous(OFFLINE));
      if (!offline.ok) throw new Error(`offline page answered ${offline.status}`);
      // the offline page's own stylesheets, so that it shows styled without the network (it needs no script)
      const html = await offline.clone().text();
      const files = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
      await caches.open(ASSETS).then((assets) => assets.addAll([...new Set(files)].map(anonymous)));
      await cache.put(OFFLINE, offline);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [SHELL, PAGES, ASSETS];
      for (const name of await caches.keys())
        if (name.startsWith('mbolo-') && !current.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** An answer any visitor may be shown again: a plain success, not personal, not marked no-store or private. */
const storable = (res) =>
  res.ok && res.type === 'basic' && !/no-store|private/i.test(res.headers.get('Cache-Control') ?? '');

async function keep(cacheName, key, res, max) {
  const cache = await caches.open(cacheName);
  await cache.put(key, res);
  const keys = await cache.keys();
  // the oldest go first
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
}

/** Network first; the stored copy, then the offline page (for a page), when the network fails. */
async function networkFirst(event, url, isPage) {
  const key = url.pathname + url.search;
  try {
    const res = await fetch(event.request);
    if (storable(res) && !NEVER.test(url.pathname)) event.waitUntil(keep(PAGES, key, res.clone(), MAX_PAGES));
    return res;
  } catch (err) {
    const cached = NEVER.test(url.pathname) ? undefined : await caches.match(key, { ignoreVary: true });
    if (cached) return cached;
    if (isPage) {
      const offline = await caches.match(OFFLINE, { cacheName: SHELL });
      if (offline) return offline;
    }
    throw err;
  }
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request, { ignoreVary: true });
  if (cached) return cached;
  const res = await fetch(event.request);
  if (storable(res)) event.waitUntil(keep(ASSETS, event.request.url, res.clone(), MAX_ASSETS));
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // the API and the live channel go straight to the network, untouched
  if (/^\/(api|socket\.io)(\/|$)/.test(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(event));
  if (request.mode === 'navigate') return event.respondWith(networkFirst(event, url, true));
  if (PAGE_CONTEXT.test(url.pathname)) return event.respondWith(networkFirst(event, url, false));
  // the manifest and icons stay fresh online; the install-time copy serves offline
  if (SHELL_FILES.includes(url.pathname))
    event.respondWith(
      fetch(request).catch(async (err) => {
        const hit = await caches.match(url.pathname, { cacheName: SHELL });
        if (hit) return hit;
        throw err;
      }),
    );
});
