/**
 * The quiz on this device: its progress (`slove_quiz_progress`, kept in lib/synonym-games.ts
 * because the synonym settings page resets it too) and the questions, kept so that the quiz
 * opens offline (`slove_quiz_questions`).
 */
import { quizContentSchema, type QuizContent, type QuizLocal } from '@slove/core/quiz-api';
import type { QuizProgress } from '@slove/core/quiz';
import { localStore } from '@/lib/local-store';
import { quizStore } from '@/lib/synonym-games';
import type { GuestDataSource } from '@/lib/web-game';

export const QUESTIONS_KEY = 'slove_quiz_questions';

export const questionsStore = localStore({
  key: QUESTIONS_KEY,
  schema: quizContentSchema.nullable(),
  fallback: (): QuizContent | null => null,
});

export function localQuiz(): QuizProgress {
  return quizStore.read();
}

export function saveLocalQuiz(progress: QuizProgress): void {
  quizStore.write(progress);
}

/** 'Joacă din nou' and the settings page's reset: the quiz starts from nothing on this device. */
export function resetLocalQuiz(): void {
  quizStore.clear();
}

// ------------------------------------------------------------------ guest → account

export function hasLocalQuiz(): boolean {
  return localQuiz().totalAttempts > 0;
}

export function exportLocalQuiz(): QuizLocal {
  const q = localQuiz();
  return {
    completedQuestions: q.completedQuestions.slice(0, 200),
    totalCorrect: q.totalCorrect,
    totalAttempts: q.totalAttempts,
    lastPlayed: q.lastPlayed,
  };
}

export const guestData: GuestDataSource = {
  collect: () => (hasLocalQuiz() ? exportLocalQuiz() : null),
  clear: () => {
    resetLocalQuiz();
    questionsStore.clear();
  },
};
