/** A small puzzle for the play view's unit tests (4×4, four clues). */
import type { CrosswordPuzzleResponse } from '@slove/core/crosswords-api';

export const TEST_PUZZLE: CrosswordPuzzleResponse = {
  puzzle: {
    id: 7,
    title: 'Test',
    difficulty: 1,
    size: '4×4',
    pattern: ['....', '.#.#', '....', '.###'],
    clues: [
      { id: 11, number: 1, direction: 'horizontal', row: 0, col: 0, length: 4, clue: 'Patrie' },
      { id: 12, number: 1, direction: 'vertical', row: 0, col: 0, length: 4, clue: 'Stat' },
      { id: 13, number: 2, direction: 'vertical', row: 0, col: 2, length: 3, clue: 'Crustaceu' },
      { id: 14, number: 3, direction: 'horizontal', row: 2, col: 0, length: 4, clue: 'Pietre' },
    ],
  },
  progress: null,
};
