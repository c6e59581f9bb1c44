/** Synonym games API: fetchers, TanStack query options and the saves (queued when offline). */
import { queryOptions } from '@tanstack/react-query';
import type { QuizContent, QuizProgressDto } from '@slove/core/quiz-api';
import type {
  SynonymDayResponse,
  SynonymOverview,
  SynonymProgressDto,
  SynonymSetDto,
  SynonymSettingsDto,
} from '@slove/core/synonyms-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import { sendOrQueue } from '@/lib/offline-queue';
import { storage } from '@/lib/storage';

const QUESTIONS_KEY = 'slove_quiz_questions';

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

export function saveSetProgress(
  setId: number,
  foundSynonyms: string[],
  hintUsed: boolean,
): Promise<{ progress: SynonymProgressDto } | null> {
  return sendOrQueue({
    path: '/api/synonyms/progress',
    method: 'PUT',
    body: { setId, foundSynonyms, hintUsed },
    dedupeKey: `synonyms:${setId}`,
  });
}

/** "Resetează": the account forgets the set's progress too (queued when offline). */
export function resetSetProgress(setId: number): Promise<{ ok: true } | null> {
  return sendOrQueue({
    path: `/api/synonyms/progress/${setId}`,
    method: 'DELETE',
    dedupeKey: `synonyms:${setId}`,
  });
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

// ------------------------------------------------------------------ quiz

/** The 56 questions; kept on this device so the quiz opens offline. */
export const questionsQuery = () =>
  queryOptions({
    queryKey: ['quiz', 'questions'],
    queryFn: async ({ signal }) => {
      try {
        const content = await apiFetch<QuizContent>('/api/quiz/questions', { signal, timeoutMs: 10_000 });
        storage.setJSON(QUESTIONS_KEY, content);
        return content;
      } catch (error) {
        const saved = storage.getJSON<QuizContent>(QUESTIONS_KEY);
        if (saved) return saved;
        throw error;
      }
    },
    staleTime: 60 * 60_000,
  });

export const quizProgressQuery = (userId: string) =>
  queryOptions({
    queryKey: ['quiz', 'progress', userId],
    queryFn: ({ signal }) =>
      apiFetch<{ progress: QuizProgressDto | null }>('/api/quiz/progress', {
        signal,
        timeoutMs: CLOUD_TIMEOUT_MS,
      }),
    staleTime: 0,
    retry: false,
  });

export function saveQuizProgress(body: {
  completedQuestions: number[];
  totalCorrect: number;
  totalAttempts: number;
}) {
  return sendOrQueue<{ progress: QuizProgressDto }>({
    path: '/api/quiz/progress',
    method: 'PUT',
    body,
    dedupeKey: 'quiz',
  });
}

export function deleteQuizProgress() {
  return apiFetch<{ ok: true }>('/api/quiz/progress', { method: 'DELETE', timeoutMs: CLOUD_TIMEOUT_MS });
}
