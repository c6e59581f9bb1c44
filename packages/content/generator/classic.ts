/**
 * Classic letter puzzles (spec part 1, ../../shared/DECISIONS.md, issue 3).
 *
 * - Letters: 7 distinct folded letters (ă â → A, î → I, ș → S, ț → T), one the centre.
 * - Answers: the common forms (words.ts) of 4+ letters that use only the letters and
 *   contain the centre, merged by folded spelling and displayed in the form a reader
 *   expects (displayChooser: the most frequent, DANSA not DÂNSA). 20–80 per puzzle, at least one pangram.
 * - Bonus words: every other allowed form under the same letter rules.
 * - Schedule: one puzzle per Bucharest day from 2025-01-01 (id n ↔ day number n-1); no
 *   (letters, centre) pair twice; the same 7 letters never within 60 days.
 * - Difficulty: see DIFFICULTY below.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dayFromNumber } from '@slove/core/day';
import { foldUpper, upperRo } from '@slove/core/text';
import type { ClassicDifficulty } from '../src/types.ts';
import { seededRandom, shuffled } from './random.ts';
import { classicAnswerRule } from './answers.ts';
import { listItems, LISTS_DIR } from './gate.ts';
import type { Lexicon } from './words.ts';

export const CLASSIC_RULES = {
  puzzles: 1100,
  minLength: 4,
  minAnswers: 20,
  maxAnswers: 80,
  /** Puzzles with this many answers are preferred; the others fill in when needed. */
  preferredAnswers: [25, 65] as const,
  /** The same 7 letters never come back within this many days. */
  minDaysBetweenSameLetters: 60,
  /** Payload goal: answers + bonus display lists, JSON, gzip. */
  maxPayloadGzipBytes: 8 * 1024,
  seed: 'slove-classic-1',
} as const;

/**
 * Difficulty from answer count and rarity. An answer is "familiar" when one of its entries
 * ranks at most familiarRank. rarity = share of answers that are not familiar.
 *   score = rarity + answers / 200
 * The puzzles are ordered by score: the easiest easyShare are "Ușor", the next mediumShare
 * "Mediu", the rest "Avansat" (cut-offs in REPORT.md). A puzzle without a familiar pangram
 * is never "Ușor" (it becomes "Mediu").
 */
export const DIFFICULTY = {
  familiarRank: 3000,
  answersDivisor: 200,
  easyShare: 0.3,
  mediumShare: 0.36,
} as const;

export interface ClassicWord {
  /** folded upper case */
  word: string;
  /** upper case with diacritics */
  display: string;
}

export interface GeneratedClassic {
  id: number;
  date: string;
  letters: string;
  center: string;
  difficulty: ClassicDifficulty;
  answers: ClassicWord[];
  bonus: ClassicWord[];
  /** for the report */
  rarity: number;
  score: number;
  familiarPangram: boolean;
}

interface KeyInfo {
  key: string;
  mask: number;
  display: string;
  common: boolean;
  familiar: boolean;
}

const A = 65;
function maskOf(key: string): number {
  let m = 0;
  for (const ch of key) m |= 1 << (ch.charCodeAt(0) - A);
  return m;
}
function popcount(m: number): number {
  let c = 0;
  while (m) {
    m &= m - 1;
    c++;
  }
  return c;
}
function lettersOf(mask: number): string {
  let s = '';
  for (let b = 0; b < 26; b++) if (mask & (1 << b)) s += String.fromCharCode(A + b);
  return s;
}

const byWord = (a: { word: string }, b: { word: string }) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/** The payload the game needs for one puzzle: answers and bonus words, display forms. */
export function classicPayloadBytes(answers: readonly ClassicWord[], bonus: readonly ClassicWord[]): number {
  const json = JSON.stringify({ answers: answers.map((a) => a.display), bonus: bonus.map((b) => b.display) });
  return gzipSync(json, { level: 9 }).length;
}

export const DISPLAY_FORMS_PATH = join(LISTS_DIR, 'display-forms.txt');

/** The reviewed display exceptions (lists/display-forms.txt). */
export function displayExceptions(): string[] {
  return listItems(readFileSync(DISPLAY_FORMS_PATH, 'utf8'));
}

/**
 * The form shown for a folded spelling (issue 38): the one a reader expects when typing it
 * without diacritics. In order: an answer form (FATO is not FAȚO); not an unfit variant;
 * a form of lists/display-forms.txt (the reviewed exceptions); the most frequent form the
 * frequency list spells exactly (DANSA, not DÂNSA; LĂSA, not the simple perfect LĂSĂ;
 * PIZZA, not PIZZĂ); a rank the form only borrows from a spelling without diacritics; a
 * base form (an entry or a thesaurus headword) before an inflection; then the most
 * diacritics (subtitles drop them but never add them: ȚEAPĂ, not TEAPĂ), the best entry rank.
 */
export function displayChooser(
  lex: Lexicon,
  isAnswer: (form: string) => boolean,
  lemmaRank: (form: string) => number,
): (forms: readonly string[]) => string {
  const listed = new Set(displayExceptions());
  const inf = Number.POSITIVE_INFINITY;
  const diacritics = (f: string) => (f.match(/[ăâîșț]/g) ?? []).length;
  const keys = (f: string): number[] => [
    isAnswer(f) ? 0 : 1,
    lex.gate.isUnfit(f) ? 1 : 0,
    listed.has(f) ? 0 : 1,
    lex.listedExactly(f) ? (lex.rank(f) ?? inf) : inf,
    lex.rank(f) ?? inf,
    lex.lemmasOf(f).includes(f) || lex.isHeadword(f) ? 0 : 1,
    -diacritics(f),
    lemmaRank(f),
  ];
  const order = (a: string, b: string) => {
    const ka = keys(a);
    const kb = keys(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a < b ? -1 : a > b ? 1 : 0;
  };
  return (forms) => (forms.length === 1 ? forms[0]! : forms.slice().sort(order)[0]!);
}

/** Groups the allowed forms of 4+ letters by folded spelling. */
function buildKeys(lex: Lexicon): Map<number, KeyInfo[]> {
  const rule = classicAnswerRule(lex);
  const groups = new Map<string, string[]>();
  for (const f of lex.allowed) {
    if (f.length < CLASSIC_RULES.minLength) continue; // a–z ă â î ș ț are one code unit each
    const key = foldUpper(f);
    const g = groups.get(key);
    if (g) g.push(f);
    else groups.set(key, [f]);
  }
  const byMask = new Map<number, KeyInfo[]>();
  const inf = Number.POSITIVE_INFINITY;
  const lemmaRank = (f: string) => Math.min(inf, ...lex.lemmasOf(f).map((l) => lex.lemmaRank(l) ?? inf));
  const display = displayChooser(lex, rule.isAnswer, lemmaRank);
  for (const [key, forms] of groups) {
    const mask = maskOf(key);
    if (popcount(mask) > 7) continue;
    const answerForms = forms.filter((f) => rule.isAnswer(f));
    const common = answerForms.length > 0;
    const familiar = answerForms.some((f) => lemmaRank(f) <= DIFFICULTY.familiarRank);
    const info: KeyInfo = { key, mask, display: upperRo(display(forms)), common, familiar };
    const list = byMask.get(mask);
    if (list) list.push(info);
    else byMask.set(mask, [info]);
  }
  return byMask;
}

interface Candidate {
  set: number;
  centerBit: number;
  answers: KeyInfo[];
  bonus: KeyInfo[];
  preferred: boolean;
}

/** Difficulty by score cut-offs ([easy, medium]: a score below easy is "Ușor"). */
export function difficultyOf(
  score: number,
  cutoffs: readonly [number, number],
  familiarPangram = true,
): ClassicDifficulty {
  if (score < cutoffs[0]) return familiarPangram ? 'Ușor' : 'Mediu';
  if (score < cutoffs[1]) return 'Mediu';
  return 'Avansat';
}

/** The score cut-offs that give DIFFICULTY's shares over these scores. */
export function difficultyCutoffs(scores: readonly number[]): [number, number] {
  const sorted = [...scores].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return [at(DIFFICULTY.easyShare), at(DIFFICULTY.easyShare + DIFFICULTY.mediumShare)];
}

export function generateClassic(lex: Lexicon): GeneratedClassic[] {
  const byMask = buildKeys(lex);
  const sets = new Set<number>();
  for (const [mask, infos] of byMask) {
    if (popcount(mask) === 7 && infos.some((i) => i.common)) sets.add(mask);
  }
  const candidates: Candidate[] = [];
  for (const set of [...sets].sort((a, b) => a - b)) {
    const subs: number[] = [];
    for (let s = set; s; s = (s - 1) & set) subs.push(s);
    for (let b = 0; b < 26; b++) {
      const bit = 1 << b;
      if (!(set & bit)) continue;
      let n = 0;
      for (const s of subs) if (s & bit) for (const i of byMask.get(s) ?? []) if (i.common) n++;
      if (n < CLASSIC_RULES.minAnswers || n > CLASSIC_RULES.maxAnswers) continue;
      const answers: KeyInfo[] = [];
      const bonus: KeyInfo[] = [];
      for (const s of subs) {
        if (!(s & bit)) continue;
        for (const i of byMask.get(s) ?? []) (i.common ? answers : bonus).push(i);
      }
      answers.sort((x, y) => (x.key < y.key ? -1 : 1));
      bonus.sort((x, y) => (x.key < y.key ? -1 : 1));
      const [lo, hi] = CLASSIC_RULES.preferredAnswers;
      candidates.push({ set, centerBit: b, answers, bonus, preferred: n >= lo && n <= hi });
    }
  }

  const rnd = seededRandom(CLASSIC_RULES.seed);
  const order = [
    ...shuffled(
      candidates.filter((c) => c.preferred),
      rnd,
    ),
    ...shuffled(
      candidates.filter((c) => !c.preferred),
      rnd,
    ),
  ];
  const payloadOk = new Map<Candidate, boolean>();
  const fits = (c: Candidate) => {
    let ok = payloadOk.get(c);
    if (ok === undefined) {
      ok =
        classicPayloadBytes(c.answers.map(toWord), c.bonus.map(toWord)) <= CLASSIC_RULES.maxPayloadGzipBytes;
      payloadOk.set(c, ok);
    }
    return ok;
  };
  const used = new Set<Candidate>();
  const lastDay = new Map<number, number>();
  const useCount = new Map<number, number>();
  const out: GeneratedClassic[] = [];
  for (let day = 0; day < CLASSIC_RULES.puzzles; day++) {
    let pick: Candidate | undefined;
    for (let level = 0; !pick; level++) {
      if (level > 7) throw new Error(`classic: no puzzle fits day ${day}`);
      for (const c of order) {
        if (used.has(c) || (useCount.get(c.set) ?? 0) !== level) continue;
        const last = lastDay.get(c.set);
        if (last !== undefined && day - last <= CLASSIC_RULES.minDaysBetweenSameLetters) continue;
        if (!fits(c)) continue;
        pick = c;
        break;
      }
    }
    used.add(pick);
    lastDay.set(pick.set, day);
    useCount.set(pick.set, (useCount.get(pick.set) ?? 0) + 1);
    const center = String.fromCharCode(A + pick.centerBit);
    const rarity = pick.answers.filter((a) => !a.familiar).length / pick.answers.length;
    out.push({
      id: day + 1,
      date: dayFromNumber(day),
      letters: center + lettersOf(pick.set).replace(center, ''),
      center,
      difficulty: 'Avansat',
      familiarPangram: pick.answers.some((a) => a.familiar && new Set(a.key).size === 7),
      answers: pick.answers.map(toWord).sort(byWord),
      bonus: pick.bonus.map(toWord).sort(byWord),
      rarity,
      score: rarity + pick.answers.length / DIFFICULTY.answersDivisor,
    });
  }
  const cutoffs = difficultyCutoffs(out.map((p) => p.score));
  for (const p of out) p.difficulty = difficultyOf(p.score, cutoffs, p.familiarPangram);
  return out;
}

function toWord(i: KeyInfo): ClassicWord {
  return { word: i.key, display: i.display };
}

/** classic.json: one puzzle per line; words as display forms (the folded key is derived). */
export function serializeClassic(puzzles: readonly GeneratedClassic[]): string {
  const lines = puzzles.map((p) =>
    JSON.stringify({
      id: p.id,
      date: p.date,
      letters: p.letters,
      center: p.center,
      difficulty: p.difficulty,
      answers: p.answers.map((a) => a.display),
      bonus: p.bonus.map((b) => b.display),
    }),
  );
  return `{"format":1,"puzzles":[\n${lines.join(',\n')}\n]}\n`;
}
