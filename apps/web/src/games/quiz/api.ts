/** Quiz API: the questions and the account's progress (TanStack query options), and the save. */
import { queryOptions } from '@tanstack/react-query';
import type { QuizProgress } from '@slove/core/quiz';
import type { QuizContent, QuizProgressDto } from '@slove/core/quiz-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import type { QueuedRequest } from '@/lib/offline-queue';
import { questionsStore } from './local';

/** The quiz questions; kept on this device so the quiz opens offline. */
export const questionsQuery = () =>
  queryOptions({
    queryKey: ['quiz', 'questions'],
    queryFn: async ({ signal }) => {
      try {
        const content = await apiFetch<QuizContent>('/api/quiz/questions', { signal, timeoutMs: 10_000 });
        questionsStore.write(content);
        return content;
      } catch (error) {
        const saved = questionsStore.read();
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

/** The account's quiz progress in the shape this device keeps. */
export function fromAccount(dto: QuizProgressDto): QuizProgress {
  const { completedQuestions, totalCorrect, totalAttempts, lastPlayed } = dto;
  return { completedQuestions, totalCorrect, totalAttempts, lastPlayed };
}

/** Save the quiz progress (queued when offline). */
export function saveRequest({
  completedQuestions,
  totalCorrect,
  totalAttempts,
}: QuizProgress): QueuedRequest {
  return {
    path: '/api/quiz/progress',
    method: 'PUT',
    body: { completedQuestions, totalCorrect, totalAttempts },
    dedupeKey: 'quiz',
  };
}
