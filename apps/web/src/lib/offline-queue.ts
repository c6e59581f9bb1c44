/**
 * Progress saves made offline. enqueue() keeps a request in storage (`slove_offline_queue`);
 * flushQueue() sends them in order when the connection returns (on the online event, at
 * start, and when a signed-in session is read). A request the server refuses (4xx) is
 * dropped with a warning; network errors and 5xx keep it for the next attempt.
 */
import { ApiError, apiFetch, CLOUD_TIMEOUT_MS } from './api';
import { storage } from './storage';

export const QUEUE_KEY = 'slove_offline_queue';
const MAX_ITEMS = 200;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface QueuedRequest {
  path: string;
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Requests with the same key replace each other (only the last save of a set matters). */
  dedupeKey?: string;
}

interface StoredRequest extends QueuedRequest {
  id: string;
  queuedAt: number;
  attempts: number;
}

function read(): StoredRequest[] {
  const list = storage.getJSON<StoredRequest[]>(QUEUE_KEY);
  return Array.isArray(list) ? list : [];
}

function write(list: StoredRequest[]): void {
  if (list.length === 0) storage.remove(QUEUE_KEY);
  else storage.setJSON(QUEUE_KEY, list);
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function enqueue(request: QueuedRequest): void {
  let list = read();
  if (request.dedupeKey) list = list.filter((r) => r.dedupeKey !== request.dedupeKey);
  list.push({ ...request, id: newId(), queuedAt: Date.now(), attempts: 0 });
  write(list.slice(-MAX_ITEMS));
}

export function pendingCount(): number {
  return read().length;
}

/** The send in flight per dedupe key: sends of the same thing go one after another. */
const inFlight = new Map<string, Promise<unknown>>();

/** Resolves once the send in flight with this dedupe key (if any) has ended, however it ended. */
export async function settled(dedupeKey: string): Promise<void> {
  await inFlight.get(dedupeKey)?.catch(() => undefined);
}

/**
 * Sends the request now; if the network fails, queues it and resolves null.
 * Server refusals (ApiError with a status) are thrown as usual. Requests with the same dedupe
 * key are sent in order, each after the one before has ended (an older save cannot land
 * after a newer one).
 */
export function sendOrQueue<T>(request: QueuedRequest): Promise<T | null> {
  const key = request.dedupeKey;
  if (key === undefined) return send<T>(request);
  const previous = inFlight.get(key);
  const sending = previous ? previous.catch(() => undefined).then(() => send<T>(request)) : send<T>(request);
  inFlight.set(key, sending);
  const forget = () => {
    if (inFlight.get(key) === sending) inFlight.delete(key);
  };
  sending.then(forget, forget);
  return sending;
}

async function send<T>(request: QueuedRequest): Promise<T | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    enqueue(request);
    return null;
  }
  try {
    return await apiFetch<T>(request.path, {
      method: request.method ?? 'POST',
      body: request.body,
      timeoutMs: CLOUD_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
      enqueue(request);
      return null;
    }
    throw error;
  }
}

let flushing: Promise<number> | null = null;

/** Sends every queued request; resolves with the number sent successfully. */
export function flushQueue(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const item of read()) {
        if (Date.now() - item.queuedAt > MAX_AGE_MS) {
          write(read().filter((r) => r.id !== item.id));
          continue;
        }
        try {
          await apiFetch(item.path, { method: item.method ?? 'POST', body: item.body, timeoutMs: 10_000 });
          sent++;
          write(read().filter((r) => r.id !== item.id));
        } catch (error) {
          if (error instanceof ApiError && error.isRefusal) {
            console.warn('Slove: queued save refused by the server, dropped', item.path, error.message);
            write(read().filter((r) => r.id !== item.id));
            continue;
          }
          write(read().map((r) => (r.id === item.id ? { ...r, attempts: r.attempts + 1 } : r)));
          break; // still offline or the server is unwell: try again later
        }
      }
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}

let started = false;
/** Flush at start and whenever the connection returns. */
export function startOfflineQueue(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushQueue());
  if (navigator.onLine !== false && read().length > 0) void flushQueue();
}
