/**
 * Mini crosswords (integrame): 30 puzzles of 5x5 (difficulty 1), 30 of 7x7 (2) and 30 of
 * 9x9 (3), filled by ./crossword-grid.ts and clued from the thesaurus th_ro_RO_v2.
 *
 * ANSWERS are common words (lex.isCommon) of 3 letters or more that are thesaurus
 * headwords in their headword form (a dictionary entry, or a verb's infinitive), not on
 * the unsuitable list, and with at least one usable clue. They keep their diacritics,
 * upper case ("ȚARĂ"), and crossings compare exact letters: Ă, Â, Î, Ș, Ț are letters of
 * their own, as on the grid's keyboard.
 *
 * CLUES are integrame-style: one synonym (or a short phrase of up to 3 words) that the
 * thesaurus gives for the answer, with rarity ≤ 2 for 5x5 and 7x7 and ≤ 3 for 9x9.
 * A clue is rejected when
 *   - any of its words is not allowed (blocked) or unsuitable, or is a form of the answer;
 *   - its folded text contains the folded answer or the answer's stem (first 4 letters;
 *     the whole answer when shorter);
 *   - within a puzzle, it is (a form of) another answer or contains one as a word, or
 *     repeats another clue.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { upperRo } from '@slove/core/text';
import type { CrosswordClue, CrosswordPuzzle } from '../src/types.ts';
import {
  WordIndex,
  fillGrid,
  numberSlots,
  randomPattern,
  slotsOf,
  type PatternShape,
} from './crossword-grid.ts';
import { seededRandom } from './random.ts';
import { DATA_DIR } from './sources.ts';
import { foldKey, frequencyRank, isHeadwordForm, isMainLine, mergeEntries, sameLexeme } from './synonyms.ts';
import { rarityOf } from './synonyms-rarity.ts';
import { isUnsuitable } from './synonyms-unsuitable.ts';
import type { ThesaurusEntry } from './thesaurus.ts';
import { WORD_RE, type Lexicon } from './words.ts';

export interface CrosswordLevel {
  difficulty: 1 | 2 | 3;
  count: number;
  shape: PatternShape;
  /** Highest rarity of a clue synonym. */
  maxClueRarity: number;
  /** Answers must have a frequency rank at most this (Infinity: any common word). */
  maxAnswerRank: number;
  titleAdjective: string;
}

export const CROSSWORD_LEVELS: readonly CrosswordLevel[] = [
  {
    difficulty: 1,
    count: 30,
    shape: { n: 5, minBlack: 2, maxBlack: 6, maxRun: 5, minChecked: 0.75 },
    maxClueRarity: 2,
    maxAnswerRank: 10_000,
    titleAdjective: 'ușoară',
  },
  {
    difficulty: 2,
    count: 30,
    shape: { n: 7, minBlack: 6, maxBlack: 14, maxRun: 7, minChecked: 0.65 },
    maxClueRarity: 2,
    maxAnswerRank: 10_000,
    titleAdjective: 'medie',
  },
  {
    difficulty: 3,
    count: 30,
    shape: { n: 9, minBlack: 14, maxBlack: 24, maxRun: 7, minChecked: 0.6 },
    maxClueRarity: 3,
    maxAnswerRank: 10_000,
    titleAdjective: 'grea',
  },
];

export const CROSSWORD_SEED = 'slove-crosswords-v1';
/** Search nodes per grid attempt. */
const FILL_BUDGET = 600;
/** Answers of the last puzzles of a level are not reused at once. */
const RECENT_PUZZLES = 6;

interface ClueOption {
  text: string;
  rarity: number;
  /** Lower is better: see clueOptions. */
  score: number;
}

/** The stem a clue must not reveal: the folded answer's first 4 letters (the whole answer when shorter). */
export function answerStem(answer: string): string {
  return foldKey(answer).slice(0, 4);
}

/** True when a clue text reveals the answer: its folded text contains the answer or the answer's stem. */
export function clueReveals(clue: string, answer: string): boolean {
  const key = foldKey(clue);
  return key.includes(foldKey(answer)) || key.includes(answerStem(answer));
}

/**
 * Clue options of one answer word (lower case), best first. A clue must list the answer
 * back in its own thesaurus entry or share another word of the sense with it. The score
 * prefers a two-way synonym, a clue sharing more words of the sense (one meaning, not a
 * chance homonym: "mai" → "ficat"), an early sense of the answer's entry (the thesaurus puts the main meaning first), a
 * one-word clue, a common word, and a specific word over a very general one ("a fi",
 * "om": their own entries list hundreds of words).
 */
function clueOptions(
  lex: Lexicon,
  entries: Map<string, ThesaurusEntry>,
  entry: ThesaurusEntry,
  word: string,
  maxRarity: number,
): ClueOption[] {
  const seen = new Map<string, ClueOption>();
  entry.senses.forEach((sense, senseIndex) => {
    const main = isMainLine(
      sense.terms.map((t) => t.text),
      sense.pos === 'verb',
    );
    let carried: string[] = [];
    sense.terms.forEach((t, position) => {
      if (t.antonym) return;
      let labels = t.labels;
      if (labels.length) carried = labels;
      else if (carried.length && WORD_RE.test(t.text) && !lex.isCommon(t.text)) labels = carried;
      else carried = [];
      const v = rarityOf(labels);
      if ('excluded' in v || v.rarity > maxRarity) return;
      const parts = t.text.split(' ');
      if (parts.length > 3 || t.text.length > 28) return;
      if (!parts.every((p) => WORD_RE.test(p) && lex.isAllowed(p) && !isUnsuitable(lex, p))) return;
      if (parts.some((p) => p.length >= 3 && sameLexeme(lex, p, word))) return;
      if (clueReveals(t.text, word)) return;
      const head = parts[0] === 'a' && parts.length > 1 ? parts.slice(1).join(' ') : t.text;
      const single = !head.includes(' ');
      // Every word of a clue must be one players know.
      if (!parts.every((p) => p.length < 3 || lex.isCommon(p))) return;
      const own = entries.get(head);
      const linksBack = !!own?.senses.some((s) => s.terms.some((x) => !x.antonym && x.text === word));
      const ownTerms = new Set(own?.senses.flatMap((s) => s.terms.map((x) => x.text)) ?? []);
      // Words of this sense that the clue's own entry also lists: a shared meaning.
      const overlap = sense.terms.filter((x) => x.text !== t.text && ownTerms.has(x.text)).length;
      if (!linksBack && overlap === 0) return;
      const generality = ownTerms.size;
      const score =
        (linksBack ? 0 : 6) +
        (main ? 0 : 3) -
        Math.min(overlap, 4) * 1.2 +
        Math.min(senseIndex, 4) * 2 +
        Math.min(position, 10) * 0.3 +
        (single ? 0 : 1.5) +
        (lex.isCommon(head.split(' ')[0]!) ? 0 : 2) +
        (v.rarity - 1) * 1.5 +
        Math.log2(1 + generality) * 0.6;
      const prev = seen.get(t.text);
      if (!prev || score < prev.score) seen.set(t.text, { text: t.text, rarity: v.rarity, score });
    });
  });
  return [...seen.values()].sort((a, b) => a.score - b.score || a.text.localeCompare(b.text, 'ro'));
}

/** Answer word (upper case) → its clue options. */
export function crosswordVocabulary(
  lex: Lexicon,
  level: CrosswordLevel,
  entries: Map<string, ThesaurusEntry> = mergeEntries(lex.thesaurus),
): Map<string, ClueOption[]> {
  const out = new Map<string, ClueOption[]>();
  for (const entry of entries.values()) {
    const w = entry.headword;
    const len = [...w].length;
    if (len < 3 || len > level.shape.n || !WORD_RE.test(w)) continue;
    if (!lex.isAllowed(w) || !lex.isCommon(w) || isUnsuitable(lex, w)) continue;
    if (!isHeadwordForm(lex, entries, w)) continue; // "buza" (the lip) is no verb "a buza" to players
    if (frequencyRank(lex, w) > level.maxAnswerRank) continue;
    const options = clueOptions(lex, entries, entry, w, level.maxClueRarity);
    if (options.length) out.set(upperRo(w), options);
  }
  return out;
}

function capitalise(s: string): string {
  return s.charAt(0).toLocaleUpperCase('ro-RO') + s.slice(1);
}

/** Picks a clue per answer respecting the puzzle rules; null when some answer has none. */
function chooseClues(
  lex: Lexicon,
  answers: string[],
  vocab: Map<string, ClueOption[]>,
  rnd: () => number,
  difficulty: number,
): string[] | null {
  const lowerAnswers = answers.map((a) => a.toLocaleLowerCase('ro-RO'));
  const used = new Set<string>();
  const out: string[] = [];
  for (const answer of lowerAnswers) {
    const options = vocab.get(answer.toLocaleUpperCase('ro-RO')) ?? [];
    const fine = options.filter((o) => {
      const key = foldKey(o.text);
      if (used.has(key)) return false;
      return lowerAnswers.every((other) => {
        if (other === answer) return true;
        if (key === foldKey(other)) return false;
        return !o.text.split(' ').some((p) => sameLexeme(lex, p, other));
      });
    });
    if (!fine.length) return null;
    // Easy puzzles take the most common clue; harder ones pick among the first few.
    const top = fine.slice(0, difficulty === 1 ? 1 : difficulty === 2 ? 2 : 4);
    const pick = top[Math.floor(rnd() * top.length)]!;
    used.add(foldKey(pick.text));
    out.push(capitalise(pick.text));
  }
  return out;
}

export interface CrosswordBuild {
  puzzles: CrosswordPuzzle[];
  stats: { vocabulary: Record<number, number>; attempts: Record<number, number>; ms: number };
}

export function buildCrosswords(lex: Lexicon): CrosswordBuild {
  const started = Date.now();
  const puzzles: CrosswordPuzzle[] = [];
  const vocabulary: Record<number, number> = {};
  const attempts: Record<number, number> = {};
  let clueId = 0;
  const entries = mergeEntries(lex.thesaurus);
  for (const level of CROSSWORD_LEVELS) {
    const rnd = seededRandom(`${CROSSWORD_SEED}-${level.shape.n}`);
    const vocab = crosswordVocabulary(lex, level, entries);
    vocabulary[level.shape.n] = vocab.size;
    // Frequent words first, so that the shuffle inside the search still favours them a little.
    const words = [...vocab.keys()].sort();
    const index = new WordIndex(words);
    const recent: string[][] = [];
    let made = 0;
    let tries = 0;
    while (made < level.count) {
      tries += 1;
      if (tries > 20_000)
        throw new Error(`crosswords ${level.shape.n}x${level.shape.n}: only ${made} filled`);
      const pattern = randomPattern(level.shape, rnd);
      if (!pattern) continue;
      const avoid = new Set(recent.flat());
      const answers = fillGrid(pattern, index, { rng: rnd, budget: FILL_BUDGET, avoid });
      if (!answers) continue;
      const clues = chooseClues(lex, answers, vocab, rnd, level.difficulty);
      if (!clues) continue;
      const numbered = numberSlots(pattern);
      const order = slotsOf(pattern); // same order as answers
      made += 1;
      const id = puzzles.length + 1;
      const clueRecords: CrosswordClue[] = numbered.map((s, i) => {
        clueId += 1;
        const o = order[i]!;
        if (o.row !== s.row || o.col !== s.col || o.direction !== s.direction)
          throw new Error('slot order mismatch');
        return {
          id: clueId,
          number: s.number,
          direction: s.direction,
          row: s.row,
          col: s.col,
          length: s.length,
          clue: clues[i]!,
          answer: answers[i]!,
        };
      });
      puzzles.push({
        id,
        title: `Integrama ${level.titleAdjective} nr. ${String(made).padStart(2, '0')}`,
        difficulty: level.difficulty,
        size: `${level.shape.n}x${level.shape.n}`,
        pattern,
        clues: clueRecords,
      });
      recent.push(answers);
      if (recent.length > RECENT_PUZZLES) recent.shift();
    }
    attempts[level.shape.n] = tries;
  }
  return { puzzles, stats: { vocabulary, attempts, ms: Date.now() - started } };
}

/** The solution grid of a puzzle (letters; '#' blocked), from its answers. */
export function solutionGrid(p: CrosswordPuzzle): string[][] {
  const grid: string[][] = p.pattern.map((row) => [...row].map((c) => (c === '#' ? '#' : '')));
  for (const c of p.clues) {
    [...c.answer].forEach((ch, k) => {
      const r = c.direction === 'horizontal' ? c.row : c.row + k;
      const col = c.direction === 'horizontal' ? c.col + k : c.col;
      const cur = grid[r]?.[col];
      if (cur === undefined || cur === '#')
        throw new Error(`puzzle ${p.id}: answer ${c.answer} leaves the white cells`);
      if (cur && cur !== ch) throw new Error(`puzzle ${p.id}: crossing mismatch at ${r},${col}`);
      grid[r]![col] = ch;
    });
  }
  return grid;
}

export const CROSSWORDS_FILE = 'crosswords.json';

/** One puzzle per line: compact, deterministic and readable in diffs. */
export function serializeCrosswords(puzzles: readonly CrosswordPuzzle[]): string {
  return `[\n${puzzles.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;
}

/** Builds the crosswords and writes data/crosswords.json (answers included: the server keeps them). */
export function generateCrosswords(lex: Lexicon, outDir: string = DATA_DIR): CrosswordBuild {
  const build = buildCrosswords(lex);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, CROSSWORDS_FILE), serializeCrosswords(build.puzzles));
  return build;
}

/** A puzzle drawn as a text grid with its solution, then its clues. */
export function drawCrossword(p: CrosswordPuzzle): string {
  const grid = solutionGrid(p);
  const n = grid.length;
  const lines = ['```'];
  lines.push(`    ${Array.from({ length: n }, (_, c) => String(c).padStart(3)).join('')}`);
  grid.forEach((row, r) => {
    lines.push(`${String(r).padStart(3)} ${row.map((ch) => (ch === '#' ? '  █' : `  ${ch}`)).join('')}`);
  });
  lines.push('```', '');
  for (const dir of ['horizontal', 'vertical'] as const) {
    lines.push(
      `*${dir === 'horizontal' ? 'Orizontal' : 'Vertical'}:* ` +
        p.clues
          .filter((c) => c.direction === dir)
          .map((c) => `${c.number}. ${c.clue} (${c.length}) — ${c.answer}`)
          .join('; '),
    );
    lines.push('');
  }
  return lines.join('\n');
}

/** The REPORT.md section of the crosswords. */
export function crosswordsReport(build: CrosswordBuild): string {
  const { puzzles, stats } = build;
  const lines: string[] = ['## Mini crosswords (integrame)', ''];
  for (const level of CROSSWORD_LEVELS) {
    const ps = puzzles.filter((p) => p.difficulty === level.difficulty);
    const clues = ps.flatMap((p) => p.clues);
    const blocked = ps.reduce((t, p) => t + p.pattern.join('').split('#').length - 1, 0);
    const lengths = clues.map((c) => c.length);
    lines.push(
      `- ${level.shape.n}x${level.shape.n} (difficulty ${level.difficulty}): ${ps.length} puzzles, ${clues.length} clues (${(clues.length / ps.length).toFixed(1)} per puzzle), answers of ${Math.min(...lengths)}–${Math.max(...lengths)} letters, ${(blocked / ps.length).toFixed(1)} blocked cells per puzzle, ${new Set(clues.map((c) => c.answer)).size} distinct answers; vocabulary ${stats.vocabulary[level.shape.n]} words; ${stats.attempts[level.shape.n]} grid attempts.`,
    );
  }
  lines.push(`- Generation time: ${(stats.ms / 1000).toFixed(1)} s.`, '');
  lines.push('### 3 random crosswords', '');
  const rnd = seededRandom('slove-crosswords-report');
  const sample = CROSSWORD_LEVELS.map((level) => {
    const ps = puzzles.filter((p) => p.difficulty === level.difficulty);
    return ps[Math.floor(rnd() * ps.length)]!;
  });
  for (const p of sample) {
    lines.push(`#### ${p.id}. ${p.title} (${p.size})`, '', drawCrossword(p));
  }
  return lines.join('\n');
}

/** The `npm run content` step (generator/main.ts): writes data/crosswords.json, returns its REPORT.md section. */
export const crosswordsStep = {
  name: 'crosswords',
  run({ lex, dataDir }: { lex: Lexicon; dataDir: string }): string {
    return crosswordsReport(generateCrosswords(lex, dataDir));
  },
};
