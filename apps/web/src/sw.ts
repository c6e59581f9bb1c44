/// <reference lib="webworker" />
/**
 * The service worker (/sw.js, scope /), built by vite-plugin-pwa (injectManifest).
 * - The app shell and every page's code are precached: every page opens offline.
 * - Page navigations: stale-while-revalidate (a returning player never waits for the
 *   network: the page kept from the last visit opens at once and the server's current page
 *   replaces it in the cache for the next one), else the network, else the precached app
 *   shell. The home page and the games' pages are kept from the install on, with the day's
 *   data they embed (lib/embedded.ts: used while it is today's, refreshed in the background).
 *   The kept pages belong to this build (their cache is named after it): a new build starts
 *   with none, so that no page asks for another build's code.
 * - GET /api game endpoints (puzzles of the day, archive days, progress): network first
 *   with a cache fallback (after 4 s on a slow connection), so a game and each archive day
 *   opened once open offline; what was never opened fails at once offline, and the game
 *   shows its error with "Încearcă din nou" (components/load-error.tsx).
 * - Nothing private is ever cached: account and auth calls are not even looked up, and an
 *   answer the server marks private or no-store (made for a signed-in player: progress,
 *   stats, a list with their marks) is not kept. On a shared device the next player finds
 *   none of the last one's answers (the app also clears the cache when a session ends:
 *   lib/private-data.ts).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { GAMES } from '@slove/core/games';

declare const self: ServiceWorkerGlobalScope;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
const MANIFEST = self.__WB_MANIFEST;
precacheAndRoute(MANIFEST);

/** A short digest of this build's precache list: names the cache of its pages. */
function buildId(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

const API_CACHE = 'slove-api';
/** API paths never cached (private or changing state). */
const NEVER_CACHE = /^\/api\/(auth|account|admin|health|push)(\/|$)/;
const PAGES_PREFIX = 'slove-pages';
const PAGE_CACHE = `${PAGES_PREFIX}-${buildId(JSON.stringify(MANIFEST))}`;
/** The pages kept from the install on: home and every game's first page. */
const WARM_PAGES = ['/', ...GAMES.map((game) => game.path)];

/** An answer that must not be kept on the device (the server's cache-control). */
function isPrivateAnswer(response: Response): boolean {
  return /\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '');
}

/** The API's answers a page embeds (server: lib/web.ts embedData; read by lib/embedded.ts). */
const EMBEDDED_DATA = /<script type="application\/json" id="slove-data">([^<]*)<\/script>/;

/**
 * The API's answers that came with a page go to the API cache, as if the app had read them
 * when the server did (`at`): a game opened once by its page (which plays from them without
 * asking the API) then opens offline by a link inside the app too, and after the embedded
 * copy is too old for the page to use. A newer answer already kept (a signed-in player's own)
 * stays.
 */
async function keepEmbeddedAnswers(page: Response): Promise<void> {
  if (!page.ok || !page.headers.get('content-type')?.startsWith('text/html')) return;
  const m = EMBEDDED_DATA.exec(await page.text());
  if (!m) return;
  let parsed: { at?: unknown; data?: unknown };
  try {
    parsed = JSON.parse(m[1]!) as typeof parsed;
  } catch {
    return;
  }
  const { at, data } = parsed;
  if (typeof at !== 'number' || !data || typeof data !== 'object') return;
  const cache = await caches.open(API_CACHE);
  await Promise.all(
    Object.entries(data).map(async ([path, body]) => {
      if (!path.startsWith('/api/') || NEVER_CACHE.test(path)) return;
      const url = new URL(path, self.location.origin).href;
      const kept = await cache.match(url);
      // (a Date header counts whole seconds: an answer of the same second as the page stays)
      if (kept && !(Date.parse(kept.headers.get('date') ?? '') < Math.floor(at / 1000) * 1000)) return;
      await cache.put(
        url,
        new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json; charset=utf-8', date: new Date(at).toUTCString() },
        }),
      );
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGE_CACHE).then((cache) =>
      Promise.all(
        WARM_PAGES.map(async (path) => {
          try {
            const res = await fetch(path, { credentials: 'same-origin' });
            if (res.ok) await Promise.all([keepEmbeddedAnswers(res.clone()), cache.put(path, res)]);
          } catch {
            /* kept at its first visit instead */
          }
        }),
      ),
    ),
  );
});

/** Drops the answers kept before private ones were refused (an earlier release kept them). */
async function dropPrivateAnswers(): Promise<void> {
  if (!(await caches.has(API_CACHE))) return;
  const cache = await caches.open(API_CACHE);
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (kept && isPrivateAnswer(kept)) await cache.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(dropPrivateAnswers());
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => (n === PAGES_PREFIX || n.startsWith(`${PAGES_PREFIX}-`)) && n !== PAGE_CACHE)
            .map((n) => caches.delete(n)),
        ),
      ),
  );
});

const appShell = createHandlerBoundToURL('/index.html');
/** Pages the server renders from their query (the games' pageRender on the server). */
const QUERY_RENDERED = new Set(['/integrame']);

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  async (options) => {
    try {
      return await new StaleWhileRevalidate({
        cacheName: PAGE_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200, 404] }),
          new ExpirationPlugin({ maxEntries: 60 }),
          { cacheDidUpdate: ({ newResponse }) => keepEmbeddedAnswers(newResponse.clone()) },
        ],
      }).handle(options);
    } catch {
      // offline, a page never kept with these parameters (an archive day opened in the
      // app): the same page kept without them, else the app shell; the app renders it.
      // A page the server renders from its query (a crossword's ?id=) is another page with
      // other parameters: hydrating it would fail (React #418), so the app shell it is.
      const kept = QUERY_RENDERED.has(options.url.pathname)
        ? undefined
        : await caches.match(options.request, { cacheName: PAGE_CACHE, ignoreSearch: true });
      return kept ?? appShell(options);
    }
  },
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !NEVER_CACHE.test(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    // a slow connection: what this device keeps answers after 4 s (a game opens within 5 s)
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // never kept, and nothing kept answers for it (a cached copy of another player's)
      { cacheWillUpdate: async ({ response }) => (isPrivateAnswer(response) ? null : response) },
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 40 * 24 * 60 * 60 }),
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return appShell({ request } as never);
  return Response.error();
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  // Sent when a session ends or changes: nothing of the previous player may stay.
  if (data?.type === 'CLEAR_API_CACHE') event.waitUntil(caches.delete(API_CACHE));
});

// Reminders (Web Push): the server sends { title, body, url, tag }, encrypted for this device.
self.addEventListener('push', (event) => {
  let data: { title?: string; body?: string; url?: string; tag?: string } = {};
  try {
    data = (event.data?.json() ?? {}) as typeof data;
  } catch {
    data = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'Slove', {
      body: data.body ?? '',
      tag: data.tag ?? 'slove',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: data.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin)
    .href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const w of windows) {
        if (new URL(w.url).origin === self.location.origin) {
          await w.focus();
          if ('navigate' in w) await (w as WindowClient).navigate(url);
          return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
