/** The classic game in the tests of every game (games/registry.test.ts). */
import { classicLocalSchema } from '@slove/core/classic-api';
import { addFoundWord, foundWordsOf } from '@slove/core/classic-merge';
import { dayKey } from '@slove/core/day';
import { progressCase, type LocalFirstCase } from '@/lib/local-first-case';
import { localFound, recordWords } from './local';
import { classicProgress } from './progress';

const today = dayKey();

export const localFirstCase: LocalFirstCase = {
  guest: { play: () => recordWords(7, ['ARTA'], today), schema: classicLocalSchema },
  progress: progressCase({
    plan: (signedIn) => classicProgress(7, signedIn),
    play: (days) => addFoundWord(days, today, 'ARTA'),
    accountCopy: { '2026-11-19': ['TARA'] },
    shows: foundWordsOf,
    local: () => localFound(7),
    played: 'ARTA',
    fromAccount: 'TARA',
    path: '/api/classic/progress/7',
    answer: {
      setId: 7,
      foundWords: ['ARTA', 'TARA'],
      score: 8,
      days: { '2026-11-19': ['TARA'], [today]: ['ARTA'] },
      dropped: [],
      today,
    },
  }),
};
