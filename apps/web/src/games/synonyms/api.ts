/** Advanced synonym game API: fetchers, TanStack query options and the saves (queued when offline). */
import { queryOptions } from '@tanstack/react-query';
import type {
  SynonymDayResponse,
  SynonymOverview,
  SynonymProgressDto,
  SynonymSetDto,
  SynonymSettingsDto,
} from '@slove/core/synonyms-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import type { QueuedRequest } from '@/lib/offline-queue';

/** The sets of a day (null = today). */
export const daySetsQuery = (date: string | null) =>
  queryOptions({
    queryKey: ['synonyms', 'sets', date ?? 'today'],
    queryFn: ({ signal }) =>
      apiFetch<SynonymDayResponse>(date ? `/api/synonyms/sets?date=${date}` : '/api/synonyms/sets', {
        signal,
        timeoutMs: 10_000,
      }),
    staleTime: 60_000,
  });

/** A specific set (`/sinonime?set=N`). */
export const setQuery = (id: number) =>
  queryOptions({
    queryKey: ['synonyms', 'set', id],
    queryFn: ({ signal }) =>
      apiFetch<{ set: SynonymSetDto }>(`/api/synonyms/sets/${id}`, { signal, timeoutMs: 10_000 }).then(
        (r) => r.set,
      ),
    staleTime: 5 * 60_000,
  });

export const cloudProgressQuery = (userId: string, ids: number[]) =>
  queryOptions({
    queryKey: ['synonyms', 'progress', userId, ids.join(',')],
    queryFn: ({ signal }) =>
      apiFetch<{ progress: SynonymProgressDto[] }>(`/api/synonyms/progress?ids=${ids.join(',')}`, {
        signal,
        timeoutMs: CLOUD_TIMEOUT_MS,
      }),
    enabled: ids.length > 0,
    staleTime: 0,
    retry: false,
  });

/** Save a set's progress (the server re-checks the words and recomputes the score). */
export function saveRequest(setId: number, foundSynonyms: string[], hintUsed: boolean): QueuedRequest {
  return {
    path: '/api/synonyms/progress',
    method: 'PUT',
    body: { setId, foundSynonyms, hintUsed },
    dedupeKey: `synonyms:${setId}`,
  };
}

/** "Resetează": the account forgets the set's progress too. */
export function resetRequest(setId: number): QueuedRequest {
  return { path: `/api/synonyms/progress/${setId}`, method: 'DELETE', dedupeKey: `synonyms:${setId}` };
}

export const overviewQuery = (userId: string) =>
  queryOptions({
    queryKey: ['synonyms', 'overview', userId],
    queryFn: ({ signal }) =>
      apiFetch<SynonymOverview>('/api/synonyms/overview', { signal, timeoutMs: 10_000 }),
    staleTime: 0,
    retry: 1,
  });

export const settingsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['synonyms', 'settings', userId],
    queryFn: ({ signal }) =>
      apiFetch<SynonymSettingsDto>('/api/synonyms/settings', { signal, timeoutMs: CLOUD_TIMEOUT_MS }),
    staleTime: 0,
    retry: false,
  });

export function saveCloudSettings(patch: {
  dailyGoal?: number;
  morningNotifications?: boolean;
  eveningNotifications?: boolean;
}) {
  return apiFetch<SynonymSettingsDto>('/api/synonyms/settings', {
    method: 'PUT',
    body: patch,
    timeoutMs: CLOUD_TIMEOUT_MS,
  });
}
