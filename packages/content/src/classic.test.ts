/**
 * Invariants of data/classic.json over the WHOLE output (every puzzle, every word), checked
 * against the lexicon independently of the generator's own bookkeeping.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dayFromNumber, daysBetween } from '@slove/core/day';
import { foldUpper, lowerRo } from '@slove/core/text';
import { classicPayloadBytes, CLASSIC_RULES, displayExceptions } from '../generator/classic.ts';
import {
  classicAnswerRule,
  everydayWords,
  marginalKind,
  rejectedWords,
  type AnswerRule,
} from '../generator/answers.ts';
import { loadLexicon, type Lexicon } from '../generator/words.ts';
import { loadClassic } from './load.ts';
import type { ClassicPuzzle } from './types.ts';

let lex: Lexicon;
let puzzles: ClassicPuzzle[];
/** Folded key → allowed forms (4+ letters, at most 7 distinct folded letters). */
let formsByKey: Map<string, string[]>;
/** Letter mask → folded keys. */
let keysByMask: Map<number, string[]>;
let commonKeys: Set<string>;
let rule: AnswerRule;

const maskOf = (key: string) => {
  let m = 0;
  for (const ch of key) m |= 1 << (ch.charCodeAt(0) - 65);
  return m;
};

beforeAll(async () => {
  lex = await loadLexicon();
  rule = classicAnswerRule(lex);
  puzzles = loadClassic();
  formsByKey = new Map();
  keysByMask = new Map();
  commonKeys = new Set();
  for (const f of lex.allowed) {
    if (f.length < 4) continue;
    const key = foldUpper(f);
    if (new Set(key).size > 7) continue;
    const list = formsByKey.get(key);
    if (list) list.push(f);
    else {
      formsByKey.set(key, [f]);
      const m = maskOf(key);
      const keys = keysByMask.get(m);
      if (keys) keys.push(key);
      else keysByMask.set(m, [key]);
    }
    if (rule.isAnswer(f)) commonKeys.add(key);
  }
}, 600_000);

describe('classic puzzles (whole output)', () => {
  it('has at least 1,100 puzzles with ids 1..n, one per Bucharest day from 2025-01-01', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(1100);
    puzzles.forEach((p, i) => {
      expect(p.id).toBe(i + 1);
      expect(p.date).toBe(dayFromNumber(i));
    });
  });

  it('has 7 distinct folded letters, centre first', () => {
    for (const p of puzzles) {
      expect(p.letters).toMatch(/^[A-Z]{7}$/);
      expect(new Set(p.letters).size).toBe(7);
      expect(p.center).toBe(p.letters[0]);
      expect(['Ușor', 'Mediu', 'Avansat']).toContain(p.difficulty);
    }
  });

  it('has 20–80 answers, each of 4+ letters, only the letters, with the centre; at least one pangram', () => {
    const bad: string[] = [];
    for (const p of puzzles) {
      const n = p.answers.length;
      if (n < CLASSIC_RULES.minAnswers || n > CLASSIC_RULES.maxAnswers) bad.push(`${p.id}: ${n} answers`);
      for (const a of [...p.answers, ...p.bonus]) {
        if (a.word !== foldUpper(a.display)) bad.push(`${p.id} ${a.display}: folded ${a.word}`);
        if (a.word.length < 4) bad.push(`${p.id} ${a.word}: under 4 letters`);
        if (!a.word.includes(p.center)) bad.push(`${p.id} ${a.word}: no centre ${p.center}`);
        if ([...a.word].some((ch) => !p.letters.includes(ch)))
          bad.push(`${p.id} ${a.word}: letter outside ${p.letters}`);
        if (a.isPangram !== (new Set(a.word).size === 7))
          bad.push(`${p.id} ${a.word}: pangram flag ${a.isPangram}`);
      }
      if (!p.answers.some((a) => a.isPangram)) bad.push(`${p.id}: no pangram among the answers`);
    }
    expect(bad).toEqual([]);
  }, 60_000);

  it('lists answers and bonus words sorted, without duplicates, disjoint', () => {
    const bad: string[] = [];
    for (const p of puzzles) {
      const a = p.answers.map((x) => x.word);
      const b = p.bonus.map((x) => x.word);
      if (a.join() !== [...a].sort().join()) bad.push(`${p.id}: answers not sorted`);
      if (b.join() !== [...b].sort().join()) bad.push(`${p.id}: bonus words not sorted`);
      if (new Set(a).size !== a.length) bad.push(`${p.id}: duplicate answer`);
      if (new Set(b).size !== b.length) bad.push(`${p.id}: duplicate bonus word`);
      const as = new Set(a);
      for (const w of b) if (as.has(w)) bad.push(`${p.id} ${w}: answer and bonus word`);
    }
    expect(bad).toEqual([]);
  }, 60_000);

  it('answers are exactly the keys of answer forms (answers.ts), bonus words exactly the other allowed keys', () => {
    const bad: string[] = [];
    for (const p of puzzles) {
      const set = maskOf(p.letters);
      const centre = maskOf(p.center);
      const expectedAnswers: string[] = [];
      const expectedBonus: string[] = [];
      for (let s = set; s; s = (s - 1) & set) {
        if (!(s & centre)) continue;
        for (const k of keysByMask.get(s) ?? [])
          (commonKeys.has(k) ? expectedAnswers : expectedBonus).push(k);
      }
      if (p.answers.map((x) => x.word).join() !== expectedAnswers.sort().join())
        bad.push(`${p.id}: answers differ from the keys of answer forms`);
      if (p.bonus.map((x) => x.word).join() !== expectedBonus.sort().join())
        bad.push(`${p.id}: bonus words differ from the other allowed keys`);
    }
    expect(bad).toEqual([]);
  }, 60_000);

  it('displays every word in an allowed form: an answer form, never an unfit one, the most frequent spelling', () => {
    const inf = Number.POSITIVE_INFINITY;
    const exact = (f: string) => (lex.listedExactly(f) ? (lex.rank(f) ?? inf) : inf);
    const listed = new Set(displayExceptions());
    const bad: string[] = [];
    for (const p of puzzles) {
      for (const a of [...p.answers, ...p.bonus]) {
        const display = lowerRo(a.display);
        if (!lex.isAllowed(display)) bad.push(`${p.id} ${a.display}: not an allowed form`);
        const all = formsByKey.get(a.word)!;
        const answerForms = all.filter((f) => rule.isAnswer(f));
        const variants = answerForms.length ? answerForms : all;
        if (answerForms.length && !rule.isAnswer(display))
          bad.push(`${p.id} ${a.display}: not an answer form`);
        const fit = variants.filter((f) => !lex.gate.isUnfit(f));
        if (fit.length && lex.gate.isUnfit(display)) bad.push(`${p.id} ${a.display}: an unfit variant`);
        const pool = fit.length ? fit : variants;
        if (pool.some((f) => listed.has(f))) {
          if (!listed.has(display)) bad.push(`${p.id} ${a.display}: lists/display-forms.txt says otherwise`);
          continue;
        }
        const best = Math.min(...pool.map(exact));
        if (best < inf && exact(display) !== best)
          bad.push(`${p.id} ${a.display}: a more frequent spelling exists`);
      }
    }
    expect(bad).toEqual([]);
  }, 120_000);

  it('shows the common form of what a player types without diacritics (issue 38)', () => {
    const expected: Record<string, string> = {
      DANSA: 'DANSA',
      BATE: 'BATE',
      LASA: 'LĂSA',
      TANC: 'TANC',
      PLUS: 'PLUS',
      ASTA: 'ASTA',
      PIZZA: 'PIZZA',
      CURAT: 'CURAT',
      SALVA: 'SALVA',
      PLECA: 'PLECA',
      TARA: 'ȚARĂ',
    };
    const shown = new Map<string, Set<string>>();
    for (const p of puzzles)
      for (const a of [...p.answers, ...p.bonus])
        if (a.word in expected)
          (shown.get(a.word) ?? shown.set(a.word, new Set()).get(a.word)!).add(a.display);
    // the schedule holds most of them (a word no puzzle holds is not shown anywhere)
    expect(Object.keys(expected).filter((w) => shown.has(w)).length).toBeGreaterThanOrEqual(8);
    for (const [word, display] of Object.entries(expected))
      if (shown.has(word)) expect([...shown.get(word)!], word).toEqual([display]);
  });

  it('counts the everyday words of the issue as answers wherever they fit (issue 38)', () => {
    const words =
      'FANFARA LIRIC GEANA RADIO RIGLA FULAR PENAR TURN MARO FOTO ADIO SODA BUBA BRAU ODAIE MIMICA ICRE MIERLE TUFA CLANTA FRAC'.split(
        ' ',
      );
    const bonus = new Set<string>();
    let fits = 0;
    for (const p of puzzles) {
      for (const a of p.answers) if (words.includes(a.word)) fits++;
      for (const b of p.bonus) if (words.includes(b.word)) bonus.add(b.display);
    }
    expect([...bonus]).toEqual([]);
    expect(fits).toBeGreaterThan(50);
  });

  it('counts everyday words as answers, never a rejected word or a marginal inflection', () => {
    const everyday = new Set(everydayWords());
    const rejected = rejectedWords();
    const bad: string[] = [];
    let everydayFits = 0;
    for (const p of puzzles) {
      for (const a of p.bonus) {
        if (formsByKey.get(a.word)!.some((f) => everyday.has(f) && !lex.gate.isUnsuitable(f)))
          bad.push(`${p.id} ${a.display}: everyday word as a bonus word`);
      }
      for (const a of p.answers) {
        const forms = formsByKey.get(a.word)!.filter((f) => rule.isAnswer(f));
        if (forms.some((f) => everyday.has(f))) everydayFits++;
        if (forms.every((f) => rejected.has(f))) bad.push(`${p.id} ${a.display}: rejected by the reviewers`);
        if (
          forms.every(
            (f) => !everyday.has(f) && marginalKind(lex, f) !== null && (lex.rank(f) ?? Infinity) > 1500,
          )
        )
          bad.push(`${p.id} ${a.display}: marginal inflection`);
      }
    }
    expect(everydayFits).toBeGreaterThan(1000);
    for (const w of ['fato', 'găsii', 'zisei', 'multei', 'plinei', 'domnule'])
      expect(rule.isAnswer(w), w).toBe(false);
    for (const w of ['cățel', 'căței', 'cetate', 'fruct', 'săgeată', 'cămilă', 'cireșe'])
      expect(rule.isAnswer(w), w).toBe(true);
    expect(bad).toEqual([]);
  }, 120_000);

  it('rates no puzzle "Ușor" without a pangram of a frequent word', () => {
    for (const p of puzzles.filter((x) => x.difficulty === 'Ușor')) {
      const familiar = p.answers.some(
        (a) =>
          a.isPangram &&
          formsByKey
            .get(a.word)!
            .some(
              (f) => rule.isAnswer(f) && lex.lemmasOf(f).some((l) => (lex.lemmaRank(l) ?? Infinity) <= 3000),
            ),
      );
      expect(familiar, `puzzle ${p.id}`).toBe(true);
    }
  }, 120_000);

  it('shows no blocked word', () => {
    const bad: string[] = [];
    for (const p of puzzles) {
      for (const a of [...p.answers, ...p.bonus])
        if (lex.isBlocked(lowerRo(a.display))) bad.push(`${p.id} ${a.display}`);
    }
    expect(bad).toEqual([]);
  }, 60_000);

  it('never repeats a (letters, centre) pair, nor the same letters within 60 days', () => {
    const pairs = new Set<string>();
    const lastDate = new Map<string, string>();
    for (const p of puzzles) {
      const letters = [...p.letters].sort().join('');
      const pair = `${letters}/${p.center}`;
      expect(pairs.has(pair)).toBe(false);
      pairs.add(pair);
      const last = lastDate.get(letters);
      if (last) expect(daysBetween(last, p.date)).toBeGreaterThan(CLASSIC_RULES.minDaysBetweenSameLetters);
      lastDate.set(letters, p.date);
    }
  });

  it('keeps each puzzle payload (answers + bonus) within 8 KB gzip', () => {
    for (const p of puzzles) {
      expect(classicPayloadBytes(p.answers, p.bonus), `puzzle ${p.id}`).toBeLessThanOrEqual(8 * 1024);
    }
  });
});
