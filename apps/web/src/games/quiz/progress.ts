/**
 * How the quiz progress is kept and synced (lib/progress-sync.ts): on this device and in the
 * account at every answer; the account's copy and the server's answers merge in (every
 * question answered right, the higher totals).
 */
import { mergeQuizProgress, type QuizProgress } from '@slove/core/quiz';
import type { QuizProgressDto } from '@slove/core/quiz-api';
import type { ProgressPlan } from '@/lib/progress-sync';
import { fromAccount, saveRequest } from './api';
import { localQuiz, saveLocalQuiz } from './local';

/** Only what is saved counts (the day played is not sent). */
const sameQuiz = (a: QuizProgress, b: QuizProgress) =>
  a.totalCorrect === b.totalCorrect &&
  a.totalAttempts === b.totalAttempts &&
  a.completedQuestions.length === b.completedQuestions.length &&
  a.completedQuestions.every((id, i) => b.completedQuestions[i] === id);

/** The account has every question answered right and totals as high. */
const coversQuiz = (account: QuizProgress, p: QuizProgress) =>
  account.totalCorrect >= p.totalCorrect &&
  account.totalAttempts >= p.totalAttempts &&
  p.completedQuestions.every((id) => account.completedQuestions.includes(id));

export function quizProgress(signedIn: boolean): ProgressPlan<QuizProgress, { progress: QuizProgressDto }> {
  return {
    id: 'quiz',
    start: localQuiz,
    keep: saveLocalQuiz,
    account: signedIn
      ? { request: saveRequest, answer: (res) => (res ? fromAccount(res.progress) : null) }
      : null,
    merge: mergeQuizProgress,
    same: sameQuiz,
    covers: coversQuiz,
    saveDelayMs: 0,
    onSaveError: (error) => console.error('[quiz] save failed', error),
  };
}
