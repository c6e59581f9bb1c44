import { describe, expect, it } from 'vitest';
import { mergeWordleGame, sameGuesses, startsWithGuesses } from './wordle-merge.ts';

const game = (words: string[], completedAt: string | null = null) => ({
  attempts: words.map((word) => ({ word })),
  completedAt,
});

describe('wordle game merge', () => {
  it("takes the account's game when it went further on the same guesses, or differs", () => {
    const mine = game(['CARTE']);
    const further = game(['CARTE', 'MAMEI'], '2026-11-20T10:00:00.000Z');
    expect(mergeWordleGame(mine, further)).toBe(further);
    const other = game(['ROMAN']);
    expect(mergeWordleGame(mine, other)).toBe(other);
  });

  it("keeps this device's game when it is further along, the same, or the account has none", () => {
    const mine = game(['CARTE', 'MAMEI']);
    expect(mergeWordleGame(mine, game(['CARTE']))).toBe(mine);
    expect(mergeWordleGame(mine, game(['CARTE', 'MAMEI']))).toBe(mine);
    expect(mergeWordleGame(mine, game([]))).toBe(mine);
  });

  it('compares guesses in order', () => {
    expect(startsWithGuesses(game(['A']).attempts, game(['A', 'B']).attempts)).toBe(true);
    expect(startsWithGuesses(game(['A', 'B']).attempts, game(['A']).attempts)).toBe(false);
    expect(sameGuesses(game(['A', 'B']).attempts, game(['A', 'B']).attempts)).toBe(true);
    expect(sameGuesses(game(['B', 'A']).attempts, game(['A', 'B']).attempts)).toBe(false);
  });
});
