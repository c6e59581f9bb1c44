/**
 * What the two synonym games share (the advanced game in games/synonyms, the quiz in
 * games/quiz), kept here so that neither game imports the other:
 * - `slove_synonyms_daily`: correct answers per Bucharest day, both games (the daily goal
 *   and the streaks count both);
 * - `slove_quiz_progress`: the quiz's progress, which the synonym settings page resets
 *   (on this device and in the account) besides the quiz itself.
 */
import { dayKey } from '@slove/core/day';
import { emptyQuizProgress, type QuizProgress } from '@slove/core/quiz';
import { addCorrect, trimDaily, type DailyCorrect } from '@slove/core/synonyms';
import { z } from '@slove/core/zod';
import { apiFetch, CLOUD_TIMEOUT_MS } from './api';
import { lenientArray, lenientRecord, localStore } from './local-store';

export const DAILY_KEY = 'slove_synonyms_daily';
export const QUIZ_KEY = 'slove_quiz_progress';

export const dailyStore = localStore({
  key: DAILY_KEY,
  schema: lenientRecord(z.number()),
  fallback: (): DailyCorrect => ({}),
});

/** Correct answers per day on this device (the recent days only). */
export function localDaily(): DailyCorrect {
  return trimDaily(dailyStore.read(), dayKey());
}

/** Count correct answers for today (both games). */
export function recordCorrect(n = 1, today = dayKey()): void {
  dailyStore.write(addCorrect(localDaily(), today, n));
}

/** The quiz's progress: damaged fields read as their empty value, a damaged record as none. */
export const quizStore = localStore({
  key: QUIZ_KEY,
  schema: z.object({
    completedQuestions: lenientArray(z.number().int()),
    totalCorrect: z.number().catch(0),
    totalAttempts: z.number().catch(0),
    lastPlayed: z.string().nullable().catch(null),
  }),
  fallback: emptyQuizProgress,
}) satisfies { read(): QuizProgress };

/** The account forgets the quiz progress (signed in). */
export function deleteQuizProgress() {
  return apiFetch<{ ok: true }>('/api/quiz/progress', { method: 'DELETE', timeoutMs: CLOUD_TIMEOUT_MS });
}
