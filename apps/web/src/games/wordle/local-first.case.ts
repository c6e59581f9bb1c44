/** Wordle in the tests of every game (games/registry.test.ts). */
import { scoreAttempts } from '@slove/core/wordle';
import { wordleLocalSchema } from '@slove/core/wordle-api';
import { progressCase, type LocalFirstCase } from '@/lib/local-first-case';
import { localGame, saveLocalGame } from './local';
import { wordleProgress } from './progress';

const day = { day: '2026-11-20', word: 'MAMEI' };

export const localFirstCase: LocalFirstCase = {
  guest: {
    play: () => saveLocalGame(day.day, { attempts: scoreAttempts(['CARTE'], day.word), completedAt: null }),
    schema: wordleLocalSchema,
  },
  progress: progressCase({
    plan: (signedIn) => wordleProgress(day, signedIn, () => {}),
    play: (g) => ({ ...g, attempts: scoreAttempts([...g.attempts.map((a) => a.word), 'CARTE'], day.word) }),
    // another device went further on the same guesses: its game is shown
    accountCopy: {
      attempts: scoreAttempts(['CARTE', 'MAMEI'], day.word),
      completedAt: '2026-11-20T09:00:00Z',
    },
    shows: (g) => g.attempts.map((a) => a.word),
    local: () => (localGame(day.day)?.attempts ?? []).map((a) => a.word),
    played: 'CARTE',
    fromAccount: 'MAMEI',
    path: '/api/wordle/progress',
    answer: null,
  }),
};
