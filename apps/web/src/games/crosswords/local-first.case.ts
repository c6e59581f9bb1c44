/** Mini crosswords in the tests of every game (games/registry.test.ts). */
import { crosswordsLocalSchema } from '@slove/core/crosswords-api';
import { progressCase, type LocalFirstCase } from '@/lib/local-first-case';
import { loadLocalPuzzle, saveLocalPuzzle } from './local';
import { crosswordProgress, NOT_STARTED, type CrosswordPlay } from './progress';

const start: CrosswordPlay = NOT_STARTED;
const letters = (g: Record<string, string>) => Object.values(g);

export const localFirstCase: LocalFirstCase = {
  guest: {
    play: () =>
      saveLocalPuzzle(3, {
        gridState: { '0-0': 'A' },
        completedClues: [],
        hintsUsed: 0,
        timeSpentSeconds: 4,
        isCompleted: false,
        completedAt: null,
      }),
    schema: crosswordsLocalSchema,
  },
  progress: progressCase({
    plan: (signedIn) =>
      crosswordProgress({ puzzleId: 3, clues: 4, initial: start, signedIn, onCompleteSaved: () => {} }),
    play: (p) => ({ ...p, gridState: { ...p.gridState, '0-0': 'A' } }),
    // a player's grid comes with the puzzle: the server's copy never replaces the grid typed
    accountCopy: { ...start, gridState: { '0-1': 'B' } },
    shows: (p) => letters(p.gridState),
    // guests keep it on this device; players only in the account
    local: (signedIn) => (signedIn ? null : letters(loadLocalPuzzle(3)?.gridState ?? {})),
    played: 'A',
    fromAccount: null,
    path: '/api/crosswords/3/progress',
    answer: { progress: null },
  }),
};
