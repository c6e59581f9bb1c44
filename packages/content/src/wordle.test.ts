/** Invariants of data/wordle.json over the whole output, checked against the lexicon. */
import { beforeAll, describe, expect, it } from 'vitest';
import { lowerRo, upperRo } from '@slove/core/text';
import { loadLexicon, type Lexicon } from '../generator/words.ts';
import { loadWordle } from './load.ts';
import type { WordleContent } from './types.ts';

let lex: Lexicon;
let wordle: WordleContent;

beforeAll(async () => {
  lex = await loadLexicon();
  wordle = loadWordle();
}, 120_000);

describe('wordle words (whole output)', () => {
  it('has at least 730 answers without repeats, for two years of daily play', () => {
    expect(wordle.answers.length).toBeGreaterThanOrEqual(730);
    expect(new Set(wordle.answers).size).toBe(wordle.answers.length);
  });

  it('counts diacritics as letters: every word has exactly 5 letters of the Romanian keyboard', () => {
    for (const w of [...wordle.answers, ...wordle.allowed]) {
      expect(w).toMatch(/^[A-ZĂÂÎȘȚ]{5}$/);
      expect([...w].length).toBe(5);
    }
    const allowed = new Set(wordle.allowed);
    expect(allowed.has('MASĂ')).toBe(false); // 4 letters
  });

  it('allows every filtered 5-letter form (well over 10,000), sorted, and nothing else', () => {
    expect(wordle.allowed.length).toBeGreaterThan(10_000);
    expect(wordle.allowed).toEqual([...wordle.allowed].sort());
    expect(new Set(wordle.allowed).size).toBe(wordle.allowed.length);
    const expected = lex.formsOfLength(5).map(upperRo).sort();
    expect(wordle.allowed).toEqual(expected);
  });

  it('takes answers among the allowed guesses, common, not blocked', () => {
    const allowed = new Set(wordle.allowed);
    for (const a of wordle.answers) {
      expect(allowed.has(a), a).toBe(true);
      expect(lex.isCommon(lowerRo(a)), a).toBe(true);
      expect(lex.isBlocked(lowerRo(a)), a).toBe(false);
    }
    for (const w of wordle.allowed) expect(lex.isBlocked(lowerRo(w)), w).toBe(false);
  });
});
