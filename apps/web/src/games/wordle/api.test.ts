// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { validateGuess } from '@slove/core/wordle';
import { allowedWords } from './api';

describe('allowed words', () => {
  it('judges a guess from the list as the API sends it', () => {
    const allowed = allowedWords('CASĂA MASĂA APĂRA');
    expect(allowed('APĂRA')).toBe(true);
    expect(allowed('MASĂA')).toBe(true);
    expect(allowed('PAPĂA')).toBe(false);
    expect(allowed('')).toBe(false);
    expect(validateGuess('apăra', allowed)).toEqual({ ok: true, word: 'APĂRA' });
    expect(validateGuess('papăa', allowed).ok).toBe(false);
  });
});
