/** Crosswords API: fetchers, TanStack query options and progress saves. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CrosswordCheckResponse,
  CrosswordHintResponse,
  CrosswordLetterCheckResponse,
  CrosswordRevealResponse,
  CrosswordListResponse,
  CrosswordProgressResponse,
  CrosswordProgressSave,
  CrosswordPuzzleResponse,
} from '@slove/core/crosswords-api';
import type { DailyResponse, DailyStats } from '@slove/core/crosswords-daily';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import { embeddedAnswer } from '@/lib/embedded';
import { settled, type QueuedRequest } from '@/lib/offline-queue';

export const listQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['crosswords', 'list', userId ?? 'guest'],
    queryFn: ({ signal }) =>
      apiFetch<CrosswordListResponse>('/api/crosswords', { signal, timeoutMs: 10_000 }),
    // a guest's list came with the page (lib/embedded.ts)
    initialData: () =>
      userId === null ? embeddedAnswer<CrosswordListResponse>('/api/crosswords') : undefined,
    // when the session arrives, the list shown (a guest's, with the page) stays until the
    // account's comes: its marks then appear, the cards do not give way to a spinner
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const dailyQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['crosswords', 'daily', userId ?? 'guest'],
    queryFn: ({ signal }) => apiFetch<DailyResponse>('/api/crosswords/daily', { signal, timeoutMs: 10_000 }),
    // a guest's card came with the page (lib/embedded.ts): the picker does not move when it arrives
    initialData: () => (userId === null ? embeddedAnswer<DailyResponse>('/api/crosswords/daily') : undefined),
    // (as the list's: the card shown stays until the account's comes)
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Record a signed-in player's solved daily puzzle (after the completed progress was saved). */
export function recordDailyResult(day: string): Promise<DailyStats> {
  return apiFetch<DailyStats>(`/api/crosswords/daily/${day}/result`, {
    method: 'POST',
    body: {},
    timeoutMs: 10_000,
  });
}

export const puzzleQuery = (id: number, userId: string | null) =>
  queryOptions({
    queryKey: ['crosswords', 'puzzle', id, userId ?? 'guest'],
    queryFn: ({ signal }) =>
      apiFetch<CrosswordPuzzleResponse>(`/api/crosswords/${id}`, { signal, timeoutMs: 10_000 }),
    // a guest's puzzle came with the page (lib/embedded.ts): no round trip before play
    initialData: () =>
      userId === null ? embeddedAnswer<CrosswordPuzzleResponse>(`/api/crosswords/${id}`) : undefined,
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

export function checkLetter(
  clueId: number,
  index: number,
  letter: string,
): Promise<CrosswordLetterCheckResponse> {
  return apiFetch<CrosswordLetterCheckResponse>('/api/crosswords/check-letter', {
    method: 'POST',
    body: { clueId, index, letter },
    timeoutMs: 10_000,
  });
}

/** Reveal one letter (index) or, without an index, the whole word. */
export function reveal(clueId: number, index?: number): Promise<CrosswordRevealResponse> {
  return apiFetch<CrosswordRevealResponse>('/api/crosswords/reveal', {
    method: 'POST',
    body: index === undefined ? { clueId } : { clueId, index },
    timeoutMs: 10_000,
  });
}

/** Save a signed-in player's progress (sent at once, or queued when offline). */
export function saveRequest(puzzleId: number, progress: CrosswordProgressSave): QueuedRequest {
  const { gridState, completedClues, hintsUsed, timeSpentSeconds, hints, marks } = progress;
  return {
    path: `/api/crosswords/${puzzleId}/progress`,
    method: 'PUT',
    body: { gridState, completedClues, hintsUsed, timeSpentSeconds, hints, marks },
    dedupeKey: `crosswords:${puzzleId}`,
  };
}

/**
 * Start a signed-in player's puzzle over (the completed mark stays), after the save in
 * flight, so that an older save cannot undo the reset.
 */
export async function resetCloudProgress(puzzleId: number): Promise<CrosswordProgressResponse> {
  await settled(`crosswords:${puzzleId}`);
  return apiFetch<CrosswordProgressResponse>(`/api/crosswords/${puzzleId}/progress`, {
    method: 'DELETE',
    timeoutMs: CLOUD_TIMEOUT_MS,
  });
}
