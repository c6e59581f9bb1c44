/** Crosswords API: fetchers, TanStack query options and progress saves. */
import { queryOptions } from '@tanstack/react-query';
import type {
  CrosswordCheckResponse,
  CrosswordHintResponse,
  CrosswordListResponse,
  CrosswordProgressResponse,
  CrosswordProgressSave,
  CrosswordPuzzleResponse,
} from '@slove/core/crosswords-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import { sendOrQueue } from '@/lib/offline-queue';

export const listQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['crosswords', 'list', userId ?? 'guest'],
    queryFn: ({ signal }) =>
      apiFetch<CrosswordListResponse>('/api/crosswords', { signal, timeoutMs: 10_000 }),
    staleTime: 0,
  });

export const puzzleQuery = (id: number, userId: string | null) =>
  queryOptions({
    queryKey: ['crosswords', 'puzzle', id, userId ?? 'guest'],
    queryFn: ({ signal }) =>
      apiFetch<CrosswordPuzzleResponse>(`/api/crosswords/${id}`, { signal, timeoutMs: 10_000 }),
    // Loaded once per visit: a refetch while playing would not replace the grid being played.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  });

export function checkAnswer(clueId: number, answer: string): Promise<CrosswordCheckResponse> {
  return apiFetch<CrosswordCheckResponse>('/api/crosswords/check', {
    method: 'POST',
    body: { clueId, answer },
    timeoutMs: 10_000,
  });
}

export function fetchHint(clueId: number, hintLevel: number): Promise<CrosswordHintResponse> {
  return apiFetch<CrosswordHintResponse>('/api/crosswords/hint', {
    method: 'POST',
    body: { clueId, hintLevel },
    timeoutMs: 10_000,
  });
}

/** The save in flight per puzzle: starting over waits for it, so an older save cannot undo the reset. */
const inFlight = new Map<number, Promise<unknown>>();

/** Save a signed-in player's progress (queued when offline). */
export function saveCloudProgress(
  puzzleId: number,
  body: CrosswordProgressSave,
): Promise<CrosswordProgressResponse | null> {
  const previous = inFlight.get(puzzleId) ?? Promise.resolve();
  const request = previous
    .catch(() => undefined)
    .then(() =>
      sendOrQueue<CrosswordProgressResponse>({
        path: `/api/crosswords/${puzzleId}/progress`,
        method: 'PUT',
        body,
        dedupeKey: `crosswords:${puzzleId}`,
      }),
    );
  inFlight.set(puzzleId, request);
  void request
    .finally(() => inFlight.get(puzzleId) === request && inFlight.delete(puzzleId))
    .catch(() => undefined);
  return request;
}

/** Start a signed-in player's puzzle over (the completed mark stays). */
export async function resetCloudProgress(puzzleId: number): Promise<CrosswordProgressResponse> {
  await inFlight.get(puzzleId)?.catch(() => undefined);
  return apiFetch<CrosswordProgressResponse>(`/api/crosswords/${puzzleId}/progress`, {
    method: 'DELETE',
    timeoutMs: CLOUD_TIMEOUT_MS,
  });
}
