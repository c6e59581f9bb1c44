import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayFromNumber } from '@slove/core/day';
import { matchKey } from '@slove/core/text';
import { DATA_DIR } from '../generator/sources.ts';
import { labelVerdict, rarityOf } from '../generator/synonyms-rarity.ts';
import { isUnsuitable } from '../generator/synonyms-unsuitable.ts';
import {
  buildSynonymSets,
  countSynonyms,
  mergeEntries,
  sameLexeme,
  serializeSynonyms,
  SYNONYMS_FILE,
  SYNONYM_RULES,
  verbSynonymWord,
} from '../generator/synonyms.ts';
import type { ThesaurusEntry } from '../generator/thesaurus.ts';
import { loadLexicon, WORD_RE, type Lexicon } from '../generator/words.ts';
import { loadSynonymSets } from './load.ts';
import type { SynonymSet } from './types.ts';

let lex: Lexicon;
let sets: SynonymSet[];
let entries: Map<string, ThesaurusEntry>;

const words = (text: string) =>
  text
    .toLocaleLowerCase('ro-RO')
    .split(/[^a-zăâîșț]+/u)
    .filter(Boolean);

beforeAll(async () => {
  lex = await loadLexicon();
  sets = loadSynonymSets();
  entries = mergeEntries(lex.thesaurus);
}, 180_000);

describe('rarity from register labels', () => {
  it('maps the labels as issue 4 says: none 1; pop./fam. 2; rar/livr./fig. 3; regional 4; înv. and archaic loanwords 5', () => {
    expect(rarityOf([])).toEqual({ rarity: 1 });
    for (const l of ['pop.', 'fam.', 'pop. și fam.']) expect(labelVerdict(l)).toEqual({ rarity: 2 });
    for (const l of ['rar', 'livr.', 'fig.', 'astăzi rar', 'fam. fig.', 'franțuzism', 'MED.'])
      expect(labelVerdict(l)).toEqual({ rarity: 3 });
    for (const l of [
      'reg.',
      'Transilv.',
      'prin Mold.',
      'Ban. și Olt.',
      'prin vestul Transilv.',
      'Maram.',
      'Bucov.',
      'local',
    ]) {
      expect(labelVerdict(l)).toEqual({ rarity: 4 });
    }
    for (const l of [
      'înv.',
      'înv. și reg.',
      'înv. și pop.',
      'grecism înv.',
      'turcism înv.',
      'ieșit din uz',
      'înv., în Transilv.',
    ]) {
      expect(labelVerdict(l)).toEqual({ rarity: 5 });
    }
    for (const l of ['arg.', 'depr.', 'peior.', 'fam. și peior.', 'țig.'])
      expect('excluded' in labelVerdict(l)).toBe(true);
    // Grammar notes and usage examples are not register labels.
    for (const l of ['concr.', 'art.', 'mai ales la', 'temporal'])
      expect(labelVerdict(l)).toEqual({ rarity: 1 });
    expect(rarityOf(['pop.', 'reg.'])).toEqual({ rarity: 4 });
  });

  it('reads verb synonyms written with their particle as single words', () => {
    expect(verbSynonymWord('a umbla')).toBe('umbla');
    expect(verbSynonymWord('a (se) hrăni')).toBe('hrăni');
    expect(verbSynonymWord('a se duce')).toBe('a se duce');
    expect(verbSynonymWord('a o duce')).toBe('a o duce');
  });

  it('writes Romanian counts with "de" from 20 on', () => {
    expect(countSynonyms(4)).toBe('4 sinonime');
    expect(countSynonyms(19)).toBe('19 sinonime');
    expect(countSynonyms(20)).toBe('20 de sinonime');
  });
});

describe('synonym sets (whole output)', () => {
  it('has at least 1,100 daily sets and a non-daily pool of at least 200, ids 1..n', () => {
    const daily = sets.filter((s) => s.isDaily);
    const pool = sets.filter((s) => !s.isDaily);
    expect(daily.length).toBeGreaterThanOrEqual(1100);
    expect(pool.length).toBeGreaterThanOrEqual(200);
    expect(sets.map((s) => s.id)).toEqual(sets.map((_, i) => i + 1));
  }, 120_000);

  it('schedules one daily set per Bucharest day from 2025-01-01, set n on day number n-1, without repeats', () => {
    const dates = new Set<string>();
    for (const s of sets) {
      if (s.isDaily) {
        expect(s.dailyDate).toBe(dayFromNumber(s.id - 1));
        dates.add(s.dailyDate!);
      } else {
        expect(s.dailyDate).toBeNull();
      }
    }
    expect(dates.size).toBe(sets.filter((s) => s.isDaily).length);
    expect(new Set(sets.map((s) => s.baseWord)).size).toBe(sets.length);
  }, 120_000);

  it('gives every set a category, a difficulty 1–5 and 4–25 distinct synonyms sorted by rarity then alphabet', () => {
    for (const s of sets) {
      expect(['substantiv', 'adjectiv', 'verb', 'adverb']).toContain(s.category);
      expect([1, 2, 3, 4, 5]).toContain(s.difficulty);
      expect(s.synonyms.length).toBeGreaterThanOrEqual(4);
      expect(s.synonyms.length).toBeLessThanOrEqual(25);
      expect(new Set(s.synonyms.map((w) => matchKey(w.word))).size).toBe(s.synonyms.length);
      const sorted = [...s.synonyms].sort(
        (a, b) => a.rarity - b.rarity || a.word.localeCompare(b.word, 'ro'),
      );
      expect(s.synonyms.map((w) => w.word)).toEqual(sorted.map((w) => w.word));
      for (const w of s.synonyms) expect([1, 2, 3, 4, 5]).toContain(w.rarity);
    }
  }, 120_000);

  it('uses only verified single-word synonyms from the base word’s thesaurus entry, never the base word or its inflections', () => {
    for (const s of sets) {
      expect(WORD_RE.test(s.baseWord)).toBe(true);
      expect(lex.isCommon(s.baseWord)).toBe(true);
      const listed = new Set(
        entries
          .get(s.baseWord)!
          .senses.flatMap((x) =>
            x.terms.filter((t) => !t.antonym).flatMap((t) => [t.text, verbSynonymWord(t.text)]),
          ),
      );
      for (const w of s.synonyms) {
        expect(WORD_RE.test(w.word), w.word).toBe(true); // one word, no label text, no parentheses
        expect(listed.has(w.word), `${s.baseWord}: ${w.word}`).toBe(true);
        expect(lex.isAllowed(w.word)).toBe(true);
        expect(sameLexeme(lex, s.baseWord, w.word), `${s.baseWord}: ${w.word}`).toBe(false);
        expect(lex.formsOf(s.baseWord)).not.toContain(w.word);
      }
    }
  }, 120_000);

  it('never shows a blocked or unsuitable word: base words, synonyms, glosses, hints', () => {
    for (const s of sets) {
      const texts = [
        s.baseWord,
        s.gloss ?? '',
        s.hint.text,
        s.hint.commonStart,
        ...s.synonyms.flatMap((w) => [w.word, w.gloss ?? '']),
      ];
      for (const text of texts) {
        for (const w of words(text)) {
          expect(lex.isBlocked(w), `${s.baseWord}: ${w}`).toBe(false);
          expect(isUnsuitable(lex, w), `${s.baseWord}: ${w}`).toBe(false);
        }
      }
    }
  }, 120_000);

  it('gives glosses (or null) built from thesaurus words, and a hint for every base word', () => {
    let glossed = 0;
    for (const s of sets) {
      if (s.gloss !== null) expect(s.gloss.length).toBeGreaterThan(0);
      for (const w of s.synonyms) {
        if (w.gloss === null) continue;
        glossed += 1;
        for (const part of w.gloss.split(', ')) {
          expect(
            part.split(' ').every((p) => lex.isAllowed(p)),
            `${w.word}: ${part}`,
          ).toBe(true);
          expect(matchKey(part)).not.toBe(matchKey(w.word));
        }
      }
      expect(s.hint.partOfSpeech).toBe(s.category);
      expect(s.hint.synonymCount).toBe(s.synonyms.length);
      const minRarity = Math.min(...s.synonyms.map((w) => w.rarity));
      expect(s.synonyms.some((w) => w.rarity === minRarity && w.word.startsWith(s.hint.commonStart))).toBe(
        true,
      );
      expect(s.hint.text).toContain(countSynonyms(s.synonyms.length));
      expect(s.hint.text).toContain(`„${s.hint.commonStart}…”`);
    }
    expect(glossed / sets.reduce((t, s) => t + s.synonyms.length, 0)).toBeGreaterThan(0.9);
  }, 120_000);

  it('mostly holds everyday synonyms, and every rarity level occurs', () => {
    const all = sets.flatMap((s) => s.synonyms);
    for (const r of [1, 2, 3, 4, 5]) expect(all.some((w) => w.rarity === r)).toBe(true);
    expect(all.filter((w) => w.rarity === 1).length / all.length).toBeGreaterThan(0.6);
    for (const s of sets)
      expect(s.synonyms.filter((w) => w.rarity <= 2).length).toBeGreaterThanOrEqual(
        SYNONYM_RULES.MIN_EVERYDAY,
      );
  }, 120_000);

  it('is deterministic and matches data/synonyms.json', () => {
    const built = buildSynonymSets(lex).sets;
    expect(serializeSynonyms(built)).toBe(readFileSync(join(DATA_DIR, SYNONYMS_FILE), 'utf8'));
  }, 120_000);
});
