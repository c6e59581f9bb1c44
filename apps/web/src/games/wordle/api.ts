/** Wordle API: fetchers, TanStack query options and the progress save. */
import { queryOptions } from '@tanstack/react-query';
import { dayKey } from '@slove/core/day';
import type { WordleStats } from '@slove/core/wordle';
import type { WordleAllowed, WordleArchive, WordleDay, WordleProgress } from '@slove/core/wordle-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import { embeddedAt, embeddedToday } from '@/lib/embedded';
import type { QueuedRequest } from '@/lib/offline-queue';
import { localAllowed, localDay, saveLocalAllowed, saveLocalDay } from './local';

/** The word of a day (null = today). Falls back to the copy kept on this device when offline. */
export async function fetchDay(day: string | null, signal?: AbortSignal): Promise<WordleDay> {
  try {
    const payload = await apiFetch<WordleDay>(day ? `/api/wordle/days/${day}` : '/api/wordle/today', {
      signal,
      timeoutMs: 10_000,
    });
    saveLocalDay(payload);
    return payload;
  } catch (error) {
    const saved = localDay(day ?? dayKey());
    if (saved) return saved;
    throw error;
  }
}

export const dayQuery = (day: string | null) =>
  queryOptions({
    queryKey: ['wordle', 'day', day ?? 'today'],
    queryFn: ({ signal }) => fetchDay(day, signal),
    // today's word came with the page (lib/embedded.ts): no round trip before play
    initialData: () =>
      day === null ? embeddedToday<WordleDay>('/api/wordle/today', (p) => p.today, saveLocalDay) : undefined,
    initialDataUpdatedAt: embeddedAt,
    staleTime: 60_000,
  });

/**
 * Whether a word is an allowed guess, from the list as the API sends it (words separated by
 * spaces): the set is built on the first guess judged, not as the list arrives at the game's
 * start (tens of ms on a slow phone, in the task that starts the game).
 */
export function allowedWords(list: string): (word: string) => boolean {
  let set: ReadonlySet<string> | null = null;
  return (word) => (set ??= new Set(list.split(' '))).has(word);
}

/** The allowed guesses (kept on this device per content version, so guesses validate offline). */
export const allowedQuery = (version: string) =>
  queryOptions({
    queryKey: ['wordle', 'allowed', version],
    queryFn: async ({ signal }) => {
      let words = localAllowed(version);
      if (!words) {
        const res = await apiFetch<WordleAllowed>(`/api/wordle/allowed?v=${encodeURIComponent(version)}`, {
          signal,
          timeoutMs: 20_000,
        });
        words = res.words;
        saveLocalAllowed(res.version, res.words);
      }
      return allowedWords(words);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const progressQuery = (userId: string, day: string) =>
  queryOptions({
    queryKey: ['wordle', 'progress', userId, day],
    queryFn: ({ signal }) =>
      apiFetch<{ progress: WordleProgress | null }>(`/api/wordle/progress?day=${day}`, {
        signal,
        timeoutMs: CLOUD_TIMEOUT_MS,
      }),
    staleTime: 0,
    retry: false,
  });

export const statsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['wordle', 'stats', userId],
    queryFn: ({ signal }) =>
      apiFetch<WordleStats>('/api/wordle/stats', { signal, timeoutMs: CLOUD_TIMEOUT_MS }),
    staleTime: 0,
    retry: false,
  });

export const archiveQuery = (userId: string) =>
  queryOptions({
    queryKey: ['wordle', 'archive', userId],
    queryFn: ({ signal }) =>
      apiFetch<WordleArchive>('/api/wordle/archive', { signal, timeoutMs: CLOUD_TIMEOUT_MS }),
    staleTime: 0,
    retry: false,
  });

/** Save the attempts of a day for the signed-in player (queued when offline). */
export function saveRequest(day: string, attempts: { word: string; result: number[] }[]): QueuedRequest {
  return { path: '/api/wordle/progress', method: 'PUT', body: { day, attempts }, dedupeKey: `wordle:${day}` };
}
