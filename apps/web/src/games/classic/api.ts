/** Classic game API: fetchers, TanStack query options and the saves (see apps/server/src/routes/classic.ts). */
import { queryOptions } from '@tanstack/react-query';
import { dayKey } from '@slove/core/day';
import type {
  ClassicArchive,
  ClassicProgress,
  ClassicSet,
  ClassicStatsResponse,
  ClassicSuggestion,
} from '@slove/core/classic-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import { embeddedAt, embeddedToday } from '@/lib/embedded';
import { sendOrQueue, type QueuedRequest } from '@/lib/offline-queue';
import { cachedSet, cachedSetForDate, cacheSet } from './local';

/** A set: by id (archive links, ?set=), or the day's set (id null). Falls back to this device's copy offline. */
export async function fetchSet(id: number | null, signal?: AbortSignal): Promise<ClassicSet> {
  try {
    const set = await apiFetch<ClassicSet>(id === null ? '/api/classic/day' : `/api/classic/sets/${id}`, {
      signal,
      timeoutMs: 10_000,
    });
    cacheSet(set);
    return set;
  } catch (error) {
    const saved = id === null ? cachedSetForDate(dayKey()) : cachedSet(id);
    if (saved) return saved;
    throw error;
  }
}

export const setQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['classic', 'set', id ?? `day:${dayKey()}`],
    queryFn: ({ signal }) => fetchSet(id, signal),
    // the day's set came with the page (lib/embedded.ts): no round trip before play
    initialData: () =>
      id === null ? embeddedToday<ClassicSet>('/api/classic/day', (set) => set.date, cacheSet) : undefined,
    initialDataUpdatedAt: embeddedAt,
    staleTime: 60_000,
  });

export const archiveQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['classic', 'archive', userId ?? 'guest', dayKey()],
    queryFn: ({ signal }) => apiFetch<ClassicArchive>('/api/classic/archive', { signal, timeoutMs: 10_000 }),
    staleTime: 30_000,
  });

/** A set's progress in the account (signed in), loaded once per visit of the set. */
export const progressQuery = (userId: string, setId: number) =>
  queryOptions({
    queryKey: ['classic', 'progress', userId, setId],
    queryFn: ({ signal }) =>
      apiFetch<ClassicProgress>(`/api/classic/progress/${setId}`, { signal, timeoutMs: CLOUD_TIMEOUT_MS }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Save a set's found words (the server re-validates and unites); queued when offline. */
export function saveRequest(setId: number, foundWords: string[]): QueuedRequest {
  return {
    path: `/api/classic/progress/${setId}`,
    method: 'PUT',
    body: { foundWords },
    dedupeKey: `classic:progress:${setId}`,
  };
}

export const statsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['classic', 'stats', userId],
    queryFn: ({ signal }) =>
      apiFetch<ClassicStatsResponse>('/api/classic/stats', { signal, timeoutMs: CLOUD_TIMEOUT_MS }),
    staleTime: 0,
    retry: false,
  });

/** "Save stats": the server recomputes them from the stored progress. */
export function saveStats(): Promise<ClassicStatsResponse | null> {
  return sendOrQueue<ClassicStatsResponse>({
    path: '/api/classic/stats',
    method: 'POST',
    dedupeKey: 'classic:stats',
  });
}

export function fetchRandomSet(exclude: number | null): Promise<{ id: number }> {
  return apiFetch<{ id: number }>(`/api/classic/random${exclude ? `?exclude=${exclude}` : ''}`, {
    timeoutMs: 10_000,
  });
}

export interface AddWordResult {
  word: string;
  display: string;
  isPangram: boolean;
  message: string;
}

export function addWord(setId: number, word: string, isPangram: boolean): Promise<AddWordResult> {
  return apiFetch<AddWordResult>('/api/classic/words', {
    method: 'POST',
    body: { setId, word, isPangram },
    timeoutMs: 10_000,
  });
}

export function suggestWord(setId: number, word: string, isPangram: boolean): Promise<AddWordResult> {
  return apiFetch<AddWordResult>('/api/classic/suggestions', {
    method: 'POST',
    body: { setId, word, isPangram },
    timeoutMs: 10_000,
  });
}

export const suggestionsQuery = () =>
  queryOptions({
    queryKey: ['classic', 'suggestions'],
    queryFn: ({ signal }) =>
      apiFetch<{ suggestions: ClassicSuggestion[] }>('/api/classic/suggestions', {
        signal,
        timeoutMs: 10_000,
      }),
    staleTime: 0,
  });

export function decideSuggestion(id: number, accept: boolean): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/api/classic/suggestions/${id}/${accept ? 'accept' : 'reject'}`, {
    method: 'POST',
    timeoutMs: 10_000,
  });
}
