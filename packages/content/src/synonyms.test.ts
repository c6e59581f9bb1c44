import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayFromNumber } from '@slove/core/day';
import { matchKey } from '@slove/core/text';
import { DATA_DIR } from '../generator/sources.ts';
import { labelVerdict, rarityOf } from '../generator/synonyms-rarity.ts';
import { isUnsuitable } from '../generator/synonyms-unsuitable.ts';
import { frequencyRank } from '../generator/lexicon-memo.ts';
import { loadSynonymOverlay, parseSynonymOverlay, type SynonymOverlay } from '../generator/review-lists.ts';
import {
  buildSynonymSets,
  countSynonyms,
  defaultSynonymOptions,
  frequencyRarity,
  labelledTerms,
  mergeEntries,
  sameLexeme,
  senseGroups,
  serializeSynonyms,
  synonymRarity,
  SYNONYMS_FILE,
  SYNONYM_RULES,
  verbSynonymWord,
} from '../generator/synonyms.ts';
import type { ThesaurusEntry, ThesaurusTerm } from '../generator/thesaurus.ts';
import { loadLexicon, WORD_RE, type Lexicon } from '../generator/words.ts';
import { loadSynonymSets } from './load.ts';
import type { SynonymSet } from './types.ts';

let lex: Lexicon;
let sets: SynonymSet[];
let entries: Map<string, ThesaurusEntry>;
let overlay: SynonymOverlay;

const words = (text: string) =>
  text
    .toLocaleLowerCase('ro-RO')
    .split(/[^a-zăâîșț]+/u)
    .filter(Boolean);

beforeAll(async () => {
  lex = await loadLexicon();
  sets = loadSynonymSets();
  entries = mergeEntries(lex.thesaurus);
  overlay = loadSynonymOverlay();
}, 180_000);

const term = (text: string, labels: string[] = []): ThesaurusTerm => ({ text, labels, antonym: false });

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

  it('lets a register label cover its whole run of words, up to the next label', () => {
    const terms = labelledTerms(
      [term('aliat'), term('soț', ['înv.']), term('soție'), term('tovarăș', ['pop.']), term('prieten')],
      false,
    );
    expect(terms.map((t) => [t.word, t.labels.join()])).toEqual([
      ['aliat', ''],
      ['soț', 'înv.'],
      ['soție', 'înv.'], // issue 15: "soție" is archaic here too
      ['tovarăș', 'pop.'],
      ['prieten', 'pop.'],
    ]);
    expect(terms.map((t) => t.labelRarity)).toEqual([1, 5, 5, 2, 2]);
    const verbs = labelledTerms([term('a căra'), term('a ademeni', ['înv.']), term('a (se) hrăni')], true);
    expect(verbs.map((t) => t.word)).toEqual(['căra', 'ademeni', 'hrăni']);
    expect(verbs.map((t) => t.labelRarity)).toEqual([1, 5, 5]);
  });

  it('takes rarity from the synonym’s own frequency, so a common word never scores as rare', () => {
    // archaic or regional in this entry: not today's synonym; slang: excluded
    expect(synonymRarity(1, 5)).toBeNull();
    expect(synonymRarity(1, 4)).toBeNull();
    expect(synonymRarity(3, null)).toBeNull();
    // a label never changes the word's own value (issue 38: one value per word)
    expect(synonymRarity(1, 1)).toBe(1);
    expect(synonymRarity(1, 3)).toBe(1);
    expect(synonymRarity(3, 1)).toBe(3);
    expect(synonymRarity(2, 3)).toBe(2);
    // everyday words the 50k list does not rank as such are 3, not 4–5 (issue 38)
    for (const w of ['certifica', 'demara', 'motivare', 'sumedenie', 'binecrescut'])
      expect(frequencyRarity(lex, w), w).toBeLessThanOrEqual(3);
    for (const w of ['lipsă', 'potecă', 'soldat', 'casă', 'drum']) {
      expect(frequencyRarity(lex, w), w).toBeLessThanOrEqual(2);
      expect(synonymRarity(frequencyRarity(lex, w), 1), w).toBeLessThanOrEqual(2);
    }
    expect(frequencyRarity(lex, 'ziditură')).toBe(5);
  });

  it('cuts a flattened sense line into sense groups by thesaurus links', () => {
    const links = new Set(['căra|duce', 'duce|transporta', 'amăgi|păcăli', 'momi|păcăli']);
    const linked = (a: string, b: string) => links.has(`${a}|${b}`) || links.has(`${b}|${a}`);
    expect(senseGroups(['căra', 'duce', 'transporta', 'păcăli', 'amăgi', 'momi'], linked)).toEqual([
      0, 0, 0, 1, 1, 1,
    ]);
    expect(senseGroups([], linked)).toEqual([]);
  });

  it('reads the reviewed lists: rejected synonyms, whole sets dropped, added synonyms', () => {
    const o = parseSynonymOverlay(
      [
        ['purta', 'păcăli', 'wrong'],
        ['Copil', 'bastard', 'vulgar'],
        ['trebui', '*', 'no everyday synonyms'],
      ],
      [['militar', 'soldat'], ['militar', 'soldat'], ['absurd', 'ridicol'], ['x']],
    );
    expect([...o.rejected.get('purta')!]).toEqual(['păcăli']);
    expect([...o.rejected.get('copil')!]).toEqual(['bastard']);
    expect(o.rejected.get('trebui')!.has('*')).toBe(true);
    expect(o.added.get('militar')).toEqual(['soldat']);
    expect(o.added.get('absurd')).toEqual(['ridicol']);
    expect(o.added.has('x')).toBe(false);
  });

  it('writes Romanian counts with "de" from 20 on', () => {
    expect(countSynonyms(4)).toBe('4 sinonime');
    expect(countSynonyms(19)).toBe('19 sinonime');
    expect(countSynonyms(20)).toBe('20 de sinonime');
  });
});

describe('synonym sets (whole output)', () => {
  it('has 1,100 daily sets and a non-daily pool of at most 200, ids 1..n', () => {
    const daily = sets.filter((s) => s.isDaily);
    const pool = sets.filter((s) => !s.isDaily);
    expect(daily.length).toBe(SYNONYM_RULES.DAILY_SETS);
    expect(pool.length).toBeLessThanOrEqual(SYNONYM_RULES.POOL_SETS);
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

  it('uses only verified single-word synonyms from the base word’s thesaurus entry or the reviewed additions, never the base word or its inflections', () => {
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
        const added = overlay.added.get(s.baseWord)?.includes(w.word) ?? false;
        expect(listed.has(w.word) || added, `${s.baseWord}: ${w.word}`).toBe(true);
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

  it('mostly holds everyday synonyms; a set with only 2 everyday ones is a rare second choice', () => {
    const all = sets.flatMap((s) => s.synonyms);
    for (const r of [1, 2, 3, 4]) expect(all.some((w) => w.rarity === r)).toBe(true);
    expect(all.filter((w) => w.rarity <= 2).length / all.length).toBeGreaterThan(0.6);
    const everyday = (s: SynonymSet) => s.synonyms.filter((w) => w.rarity <= 2).length;
    for (const s of sets)
      expect(everyday(s), s.baseWord).toBeGreaterThanOrEqual(SYNONYM_RULES.MIN_EVERYDAY_SECOND_CHOICE);
    const second = sets.filter((s) => everyday(s) < SYNONYM_RULES.MIN_EVERYDAY).length;
    expect(second / sets.length).toBeLessThan(0.15);
  }, 120_000);

  it('applies the reviewed lists: no rejected synonym, no dropped set, the added synonyms of a set present', () => {
    const byBase = new Map(sets.map((s) => [s.baseWord, s]));
    let added = 0;
    for (const [base, rejected] of overlay.rejected) {
      const set = byBase.get(base);
      if (!set) continue;
      expect(rejected.has('*'), base).toBe(false);
      for (const w of set.synonyms) expect(rejected.has(w.word), `${base}: ${w.word}`).toBe(false);
    }
    for (const [base, words] of overlay.added) {
      const set = byBase.get(base);
      if (!set) continue;
      for (const w of words) if (set.synonyms.some((x) => x.word === w)) added += 1;
    }
    expect(added).toBeGreaterThan(0);
  }, 120_000);

  it('serves the reviewed sets first: most daily sets are what the reviewers read, less their rejections, plus their additions', () => {
    const daily = sets.filter((s) => s.isDaily);
    let reviewed = 0;
    for (const s of daily) {
      const read = overlay.read?.get(s.baseWord);
      if (!read) continue;
      reviewed += 1;
      const allowed = new Set([...read.words, ...(overlay.added.get(s.baseWord) ?? [])]);
      for (const w of s.synonyms) expect(allowed.has(w.word), `${s.baseWord}: ${w.word}`).toBe(true);
    }
    expect(reviewed / daily.length).toBeGreaterThan(0.85);
  }, 120_000);

  it('never scores a frequent word as rare', () => {
    for (const s of sets)
      for (const w of s.synonyms)
        if (frequencyRank(lex, w.word) <= SYNONYM_RULES.RARITY_BANDS[0])
          expect(w.rarity, `${s.baseWord}: ${w.word}`).toBeLessThanOrEqual(2);
  }, 120_000);

  it('gives one word one rarity in every set, from its own frequency (349 words had two before)', () => {
    const seen = new Map<string, number>();
    for (const s of sets)
      for (const w of s.synonyms) {
        expect(seen.get(w.word) ?? w.rarity, w.word).toBe(w.rarity);
        seen.set(w.word, w.rarity);
        expect(w.rarity, w.word).toBe(frequencyRarity(lex, w.word));
      }
  }, 120_000);

  it('glosses without repeats: no entry twice ("ridica, a ridica"), never the glossed word', () => {
    const bare = (p: string) => verbSynonymWord(p);
    for (const s of sets)
      for (const w of s.synonyms) {
        if (!w.gloss) continue;
        const parts = w.gloss.split(', ').map(bare);
        for (const [i, a] of parts.entries()) {
          expect(sameLexeme(lex, a, w.word), `${w.word}: ${w.gloss}`).toBe(false);
          for (const b of parts.slice(i + 1))
            expect(sameLexeme(lex, a, b), `${w.word}: ${w.gloss}`).toBe(false);
        }
      }
  }, 120_000);

  it("keeps the glosses of issue 38 on the set's meaning, and aduce's main sense", () => {
    const glosses = (word: string) => sets.flatMap((s) => s.synonyms.filter((w) => w.word === word));
    const noise: Record<string, string[]> = {
      pardon: ['fund'],
      masă: ['fund'],
      rost: ['ușor'],
      neclar: ['murdar', 'surd'],
      prefăcut: ['gătit', 'pregătit'],
    };
    for (const [word, bad] of Object.entries(noise))
      for (const w of glosses(word))
        for (const b of bad) expect(w.gloss?.split(', ') ?? [], word).not.toContain(b);
    const aduce = sets.find((s) => s.baseWord === 'aduce');
    if (aduce)
      expect(aduce.synonyms.map((w) => w.word)).toEqual(expect.arrayContaining(['transporta', 'căra']));
  }, 120_000);

  it('is deterministic and matches data/synonyms.json', () => {
    const built = buildSynonymSets(lex, defaultSynonymOptions()).sets;
    expect(serializeSynonyms(built)).toBe(readFileSync(join(DATA_DIR, SYNONYMS_FILE), 'utf8'));
  }, 120_000);
});
