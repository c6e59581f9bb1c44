/** The synonym quiz in the tests of every game (games/registry.test.ts). */
import { dayKey } from '@slove/core/day';
import { quizLocalSchema } from '@slove/core/quiz-api';
import { progressCase, type LocalFirstCase } from '@/lib/local-first-case';
import { localQuiz, saveLocalQuiz } from './local';
import { quizProgress } from './progress';

const today = dayKey();

export const localFirstCase: LocalFirstCase = {
  guest: {
    play: () =>
      saveLocalQuiz({ completedQuestions: [1], totalCorrect: 1, totalAttempts: 2, lastPlayed: today }),
    schema: quizLocalSchema,
  },
  progress: progressCase({
    plan: quizProgress,
    play: (p) => ({
      ...p,
      completedQuestions: [...p.completedQuestions, 1],
      totalCorrect: p.totalCorrect + 1,
      totalAttempts: p.totalAttempts + 1,
    }),
    accountCopy: { completedQuestions: [2], totalCorrect: 1, totalAttempts: 1, lastPlayed: null },
    shows: (p) => p.completedQuestions.map(String),
    local: () => localQuiz().completedQuestions.map(String),
    played: '1',
    fromAccount: '2',
    path: '/api/quiz/progress',
    answer: {
      progress: {
        completedQuestions: [1, 2],
        totalCorrect: 2,
        totalAttempts: 2,
        lastPlayed: today,
        dailyCorrect: {},
      },
    },
  }),
};
