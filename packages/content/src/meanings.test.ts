/**
 * Slove's own dictionary of meanings (meanings/*.tsv): the format, the editorial rules a
 * test can check (one sentence of at most 120 characters, an example with the word, no
 * vulgar or unfit word, the meaning never gives its own word away) and the coverage of
 * each game's answers, asserted as floors that only go up as batches are written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldDiacritics, lowerRo } from '@slove/core/text';
import { badExamples, formNote, resolveForms } from '../generator/meanings.ts';
import { gateFromJson, type GateJson } from '../generator/gate.ts';
import { contentDataDir, loadClassic, loadSynonymSets, loadWordle } from './load.ts';
import {
  loadMeaningFiles,
  MAX_MEANING_CHARS,
  meaningsByLemma,
  parseMeanings,
  plainExample,
} from './meanings.ts';

const dataDir = contentDataDir();
const gate = gateFromJson(JSON.parse(readFileSync(join(dataDir, 'gate.json'), 'utf8')) as GateJson);
const { entries, errors } = loadMeaningFiles();
const byLemma = meaningsByLemma(entries);
const fold = (s: string) => foldDiacritics(lowerRo(s));
const tokens = (s: string) => (lowerRo(s).match(/\p{L}+/gu) ?? []).map(fold);

/**
 * Share of answers with a meaning of their own (the form is a lemma of the dictionary),
 * per game. Floors: raise them when a batch is added, never lower them.
 */
const COVERAGE_FLOOR = { wordle: 1, synonymBaseWords: 1, classicLemmaForms: 0.13 };

/**
 * Meanings of daily synonym base words that use one of the set's synonyms (they would give
 * an answer away if shown before the round ends). None do; keep it so.
 */
const GIVEAWAY_CEILING = 0;

describe('the meanings files', () => {
  it('are well formed', () => {
    expect(errors).toEqual([]);
    expect(entries.length).toBeGreaterThan(0);
  });

  it('have no duplicate lemma + sense, and senses numbered 1, 2 …', () => {
    const seen = new Map<string, string>();
    const dup: string[] = [];
    for (const m of entries) {
      const key = `${m.lemma}#${m.sense}`;
      if (seen.has(key)) dup.push(`${key} at ${seen.get(key)} and ${m.source}`);
      seen.set(key, m.source);
    }
    expect(dup).toEqual([]);
    const gaps = [...byLemma].filter(([, s]) => s.some((m, i) => m.sense !== i + 1));
    expect(gaps.map(([l]) => l)).toEqual([]);
  });

  it(`give meanings of at most ${MAX_MEANING_CHARS} characters`, () => {
    expect(entries.filter((m) => m.meaning.length > MAX_MEANING_CHARS)).toEqual([]);
  });

  it('use the word (or a form of it) in the example', () => {
    const bad = entries.filter((m) => {
      const form = fold(m.exampleForm);
      return !tokens(plainExample(m)).includes(form) || form[0] !== fold(m.lemma)[0];
    });
    expect(bad.map((m) => `${m.source} ${m.lemma}: ${m.example}`)).toEqual([]);
  });

  it('never give the word itself away in its meaning', () => {
    const bad = entries.filter((m) => tokens(m.meaning).includes(fold(m.lemma)));
    expect(bad.map((m) => `${m.source} ${m.lemma}: ${m.meaning}`)).toEqual([]);
  });

  it("never give a daily synonym set's answers away in its base word's meaning", () => {
    const bad: string[] = [];
    for (const set of loadSynonymSets(dataDir).filter((s) => s.isDaily)) {
      for (const m of byLemma.get(set.baseWord) ?? []) {
        const words = tokens(m.meaning);
        const given = set.synonyms.filter((x) => tokens(x.word).every((t) => words.includes(t)));
        if (given.length > 0) bad.push(`${m.source} ${m.lemma}: ${given.map((x) => x.word).join(', ')}`);
      }
    }
    console.log(`meanings: ${bad.length} base-word meanings use a synonym of their daily set`);
    expect(bad.length).toBeLessThanOrEqual(GIVEAWAY_CEILING);
  });

  it('hold no vulgar word anywhere and no unfit word in a lemma or an example', () => {
    const vulgar = entries.filter((m) => !gate.textIsClean(`${m.lemma} ${m.meaning} ${plainExample(m)}`));
    expect(vulgar.map((m) => m.source)).toEqual([]);
    const unfit = entries.filter((m) =>
      [m.lemma, ...(plainExample(m).match(/\p{L}+/gu) ?? [])].some((w) => gate.isUnfit(lowerRo(w))),
    );
    expect(unfit.map((m) => `${m.source} ${m.lemma}: ${m.example}`)).toEqual([]);
  });

  it('cover a floor of each game (printed)', () => {
    const share = (words: string[]) => {
      const set = new Set(words.map(lowerRo));
      return [...set].filter((w) => byLemma.has(w)).length / Math.max(1, set.size);
    };
    const coverage = {
      wordle: share(loadWordle(dataDir).answers),
      synonymBaseWords: share(
        loadSynonymSets(dataDir)
          .filter((s) => s.isDaily)
          .map((s) => s.baseWord),
      ),
      classicLemmaForms: share(loadClassic(dataDir).flatMap((p) => p.answers.map((a) => a.display))),
    };
    console.log(
      `meanings: ${entries.length} entries, ${entries.filter((m) => m.reader !== '').length} read;`,
      Object.entries(coverage)
        .map(([k, v]) => `${k} ${(100 * v).toFixed(1)}%`)
        .join(', '),
    );
    for (const [k, floor] of Object.entries(COVERAGE_FLOOR)) {
      expect(coverage[k as keyof typeof coverage], k).toBeGreaterThanOrEqual(floor);
    }
  });
});

describe('the parser and the form resolver', () => {
  const line = (cols: string[]) => cols.join('\t');
  const ok = ['măr', '1', 'substantiv', 'Fruct rotund și dulce.', 'Am cules *mere*.', 'ana', ''];

  it('reports a long meaning, a missing mark, a cedilla and a reader who is the writer', () => {
    const long = `${'A'.repeat(MAX_MEANING_CHARS)}.`;
    const bad = [
      line(ok.map((c, i) => (i === 3 ? long : c))),
      line(ok.map((c, i) => (i === 4 ? 'Am cules mere.' : c))),
      line(ok.map((c, i) => (i === 3 ? 'Fruct ţinut în cămară.' : c))),
      line(ok.map((c, i) => (i === 6 ? 'ana' : c))),
      'măr\t1\tsubstantiv',
    ].join('\n');
    const r = parseMeanings(`# comment\n${line(ok)}\n${bad}\n`, 'x.tsv');
    expect(r.entries[0]).toMatchObject({ lemma: 'măr', exampleForm: 'mere', reader: '' });
    expect(r.errors.map((e) => e.split(':')[1])).toEqual(['3', '4', '5', '6', '7']);
  });

  it('points inflected forms to their lemma, verbs to their infinitive, feminines to the masculine', () => {
    const dict: Record<string, string[]> = {
      mere: ['măr'],
      măr: ['măr'],
      gusta: ['gust'],
      gustăm: ['gust'],
      cântec: ['cântec'],
      rar: ['rar'],
      rare: ['rară'],
      cele: ['că'],
      că: ['că'],
      vii: ['vin'],
    };
    const lex = { lemmasOf: (f: string) => dict[f] ?? [], isValid: (f: string) => f in dict };
    const parsed = parseMeanings(
      [
        line(ok),
        line(['gusta', '1', 'verb', 'A simți ce gust are ceva.', 'Vrei să *guști*?', 'ana', '']),
        line(['rar', '1', 'adjectiv', 'Care nu se găsește des.', 'Un *rar* noroc.', 'ana', '']),
        line(['că', '1', 'conjuncție', 'Leagă două propoziții.', 'Știu *că* vii.', 'ana', '']),
      ].join('\n'),
      'x.tsv',
    );
    const forms = resolveForms(
      ['mere', 'măr', 'gustăm', 'cântec', 'rare', 'cele'],
      lex,
      meaningsByLemma(parsed.entries),
    );
    expect([...forms]).toEqual([
      ['mere', 'măr'],
      ['gustăm', 'gusta'],
      ['rare', 'rar'],
    ]);
    expect(formNote('măr')).toBe('formă a cuvântului *măr*');
    // "guști" is not in this small dictionary: the generator refuses the example
    expect(badExamples(parsed.entries, lex).map((m) => m.lemma)).toEqual(['gusta']);
  });
});
