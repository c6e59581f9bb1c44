/** Invariants of data/wordle.json over the whole output, checked against the lexicon. */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { foldDiacritics, lowerRo, upperRo } from '@slove/core/text';
import { listItems } from '../generator/gate.ts';
import { WORDLE_ANSWERS_PATH, WORDLE_GUESSES_ADDED_PATH } from '../generator/wordle.ts';
import { loadLexicon, type Lexicon } from '../generator/words.ts';
import { loadWordle } from './load.ts';
import type { WordleContent } from './types.ts';

let lex: Lexicon;
let wordle: WordleContent;

beforeAll(async () => {
  lex = await loadLexicon();
  wordle = loadWordle();
}, 600_000);

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

  it('allows every allowed 5-letter form and the reviewed added guesses, sorted, and nothing else', () => {
    expect(wordle.allowed.length).toBeGreaterThan(10_000);
    expect(wordle.allowed).toEqual([...wordle.allowed].sort());
    expect(new Set(wordle.allowed).size).toBe(wordle.allowed.length);
    const added = listItems(readFileSync(WORDLE_GUESSES_ADDED_PATH, 'utf8')).filter(
      (w) => [...w].length === 5,
    );
    expect(added.length).toBeGreaterThan(50);
    const expected = [...new Set([...lex.formsOfLength(5), ...added].map(upperRo))].sort();
    expect(wordle.allowed).toEqual(expected);
    for (const w of [
      'GEACĂ',
      'DRONĂ',
      'KEBAB',
      'SUSHI',
      'SPRAY',
      'CHIPS',
      'RUGBY',
      'TONER',
      'SATIN',
      'UDIRE',
      'CIRIP',
    ])
      expect(wordle.allowed, w).toContain(w);
  });

  it('takes answers from the reviewed list, dictionary forms through the gate, never two differing only by diacritics', () => {
    const reviewed = new Set(listItems(readFileSync(WORDLE_ANSWERS_PATH, 'utf8')).map(upperRo));
    const allowed = new Set(wordle.allowed);
    const folded = new Set<string>();
    for (const a of wordle.answers) {
      const w = lowerRo(a);
      expect(reviewed.has(a), a).toBe(true);
      expect(allowed.has(a), a).toBe(true);
      expect(lex.isValid(w), a).toBe(true);
      expect(lex.gate.isUnsuitable(w), a).toBe(false);
      expect(folded.has(foldDiacritics(a)), a).toBe(false);
      folded.add(foldDiacritics(a));
    }
    for (const w of [
      'UCIDE',
      'OMORÎ',
      'CRIMĂ',
      'VOMIT',
      'AMANT',
      'JEGOS',
      'NAIBA',
      'INTRU',
      'UMPLU',
      'PUTUT',
    ])
      expect(wordle.answers, w).not.toContain(w);
    for (const w of wordle.allowed) expect(lex.gate.isVulgar(lowerRo(w)), w).toBe(false);
    for (const w of ['PULII', 'PENIS', 'VAGIN']) expect(wordle.allowed, w).not.toContain(w);
  });
});
