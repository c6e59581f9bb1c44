/**
 * The day's data that came with the page: the server embeds the API's answers a game page
 * needs first (a JSON script, apps/server/src/lib/web.ts), so that the game plays without
 * waiting for a round trip. The queries they stand for start from them (initialData, dated
 * by when the server read them, so that an older copy is refreshed in the background). A
 * day's puzzle serves while it is today's, even from a page the service worker kept; other
 * answers only while fresh (a query created again long after reads the API instead).
 */
import { dayKey } from '@slove/core/day';
import { renderedWithData } from './hydration';
import { whenIdle } from './idle';

export const EMBEDDED_MAX_AGE_MS = 10 * 60 * 1000;

let embedded: { at: number; data: Map<string, unknown> } | null = null;

function read(): { at: number; data: Map<string, unknown> } {
  if (embedded) return embedded;
  embedded = { at: 0, data: new Map() };
  const el = typeof document === 'undefined' ? null : document.getElementById('slove-data');
  if (!el?.textContent) return embedded;
  try {
    const parsed = JSON.parse(el.textContent) as { at?: unknown; data?: unknown };
    if (typeof parsed.at === 'number' && parsed.data && typeof parsed.data === 'object')
      embedded = { at: parsed.at, data: new Map(Object.entries(parsed.data)) };
  } catch {
    /* not ours: ignored */
  }
  return embedded;
}

/**
 * Runs `render` as if the page had come with `data` (read by the server at `at`): the
 * server's render of a page with its data (entry-server.tsx, renderPage) reads it as the
 * browser will read the same data embedded in that page, and so renders what the browser
 * hydrates. Synchronous: nothing else reads the data meanwhile.
 */
export function withEmbedded<T>(at: number, data: Record<string, unknown>, render: () => T): T {
  const before = embedded;
  embedded = { at, data: new Map(Object.entries(data)) };
  try {
    return render();
  } finally {
    embedded = before;
  }
}

/** The API's answer to GET `path` that came with the page, while fresh; else undefined. */
export function embeddedAnswer<T>(path: string, now = Date.now()): T | undefined {
  const { at, data } = read();
  // a page the server rendered from these answers hydrates with them, whatever their age
  // (a copy kept by the browser): else it would not be the page it hydrates
  return Math.abs(now - at) < EMBEDDED_MAX_AGE_MS || renderedWithData()
    ? (data.get(path) as T | undefined)
    : undefined;
}

/** When the server read the answers that came with the page (for initialDataUpdatedAt). */
export const embeddedAt = (): number | undefined => read().at || undefined;

/**
 * Today's puzzle that came with the page (its day read by `dayOf`), kept on this device as
 * one read from the API would be (`keep`, once the main thread is idle: it reads and writes
 * the device's store, which was a third of the game's first render on a slow phone);
 * undefined when absent, stale or of another day.
 */
export function embeddedToday<T>(
  path: string,
  dayOf: (body: T) => string,
  keep: (body: T) => void,
): T | undefined {
  const body = read().data.get(path) as T | undefined;
  if (!body || dayOf(body) !== dayKey()) return undefined;
  whenIdle(() => keep(body));
  return body;
}

/**
 * A value of the data that came with the page, for a page rendered at build time with it: the
 * build (no document) renders a slot, `\uE000path#key\uE001`, which the server fills with the
 * same value from the data it embeds (fillSlots, apps/server/src/lib/web.ts), so that the
 * browser hydrates the HTML it was sent. `key` is a dotted path (a string's index reads a
 * letter); a value that did not come with the page is ''.
 */
export function embeddedSlot(path: string, key: string): string {
  if (typeof document === 'undefined') return `\uE000${path}#${key}\uE001`;
  let value: unknown = read().data.get(path);
  for (const k of key.split('.')) value = value == null ? undefined : (value as Record<string, unknown>)[k];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
