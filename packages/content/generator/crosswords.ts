/**
 * Mini crosswords (integrame): 30 puzzles of 5x5 (difficulty 1), 30 of 7x7 (2) and 30 of
 * 9x9 (3), filled by ./crossword-grid.ts.
 *
 * ANSWERS and CLUES come first from the reviewed list ../lists/clues.tsv (ANSWER<TAB>clue):
 * a Romanian reader wrote or checked every clue as an accurate definition of its answer
 * in today's Romanian, and ../lists/crossword-rejected.txt names the answers a casual
 * solver does not know. Grids are built from the reviewed answers only; when they cannot
 * fill a level's puzzles within REVIEWED_TRIES grid attempts, the remaining puzzles of
 * that level also draw on the thesaurus (crosswordVocabulary), and REPORT.md says how many.
 *
 * Every answer is a common word (lex.isCommon) of 3 letters or more, allowed, through the
 * suitability check, kept with its diacritics, upper case ("ȚARĂ"); crossings compare
 * exact letters: Ă, Â, Î, Ș, Ț are letters of their own, as on the grid's keyboard.
 *
 * Thesaurus clues (the fallback) are integrame-style: one synonym (or a short phrase of up
 * to 3 words) that th_ro_RO_v2 gives for the answer, unlabelled (a register label covers
 * its whole run of words: in "(înv.) soț|soție" soție is archaic too).
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
import { foldKey, frequencyRank, sameLexeme } from './lexicon-memo.ts';
import { loadCrosswordReview, type CrosswordReview } from './review-lists.ts';
import { isHeadwordForm, isMainLine, labelledTerms, mergeEntries, type WordCheck } from './synonyms.ts';
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
/** Search nodes per grid attempt with the reviewed answers alone (a smaller vocabulary needs a deeper search). */
const REVIEWED_FILL_BUDGET = 4_000;
/** Answers of the last puzzles of a level are not reused at once. */
const RECENT_PUZZLES = 6;
/** The same, with the reviewed answers alone. */
const REVIEWED_RECENT_PUZZLES = 2;

interface ClueOption {
  text: string;
  rarity: number;
  /** Lower is better: see clueOptions. */
  score: number;
  /** From the reviewed list ../lists/clues.tsv. */
  reviewed: boolean;
}

export interface CrosswordOptions {
  review?: CrosswordReview;
  /** True when a word must never be shown (vulgar or unfit): the suitability gate. */
  unsuitable?: WordCheck;
}

/** Grid attempts per level with the reviewed answers alone, before the thesaurus helps. */
export const REVIEWED_TRIES = 12_000;

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
  shown: WordCheck,
): ClueOption[] {
  const seen = new Map<string, ClueOption>();
  entry.senses.forEach((sense, senseIndex) => {
    const main = isMainLine(
      sense.terms.map((t) => t.text),
      sense.pos === 'verb',
    );
    for (const t of labelledTerms(sense.terms, false)) {
      const rarity = t.labelRarity;
      if (rarity === null || rarity > maxRarity) continue;
      const position = t.position;
      const parts = t.text.split(' ');
      if (parts.length > 3 || t.text.length > 28) continue;
      if (!parts.every((p) => WORD_RE.test(p) && shown(p))) continue;
      if (parts.some((p) => p.length >= 3 && sameLexeme(lex, p, word))) continue;
      if (clueReveals(t.text, word)) continue;
      const head = parts[0] === 'a' && parts.length > 1 ? parts.slice(1).join(' ') : t.text;
      const single = !head.includes(' ');
      // Every word of a clue must be one players know.
      if (!parts.every((p) => p.length < 3 || lex.isCommon(p))) continue;
      const own = entries.get(head);
      const linksBack = !!own?.senses.some((s) => s.terms.some((x) => !x.antonym && x.text === word));
      const ownTerms = new Set(own?.senses.flatMap((s) => s.terms.map((x) => x.text)) ?? []);
      // Words of this sense that the clue's own entry also lists: a shared meaning.
      const overlap = sense.terms.filter((x) => x.text !== t.text && ownTerms.has(x.text)).length;
      if (!linksBack && overlap === 0) continue;
      const generality = ownTerms.size;
      const score =
        (linksBack ? 0 : 6) +
        (main ? 0 : 3) -
        Math.min(overlap, 4) * 1.2 +
        Math.min(senseIndex, 4) * 2 +
        Math.min(position, 10) * 0.3 +
        (single ? 0 : 1.5) +
        (lex.isCommon(head.split(' ')[0]!) ? 0 : 2) +
        (rarity - 1) * 1.5 +
        Math.log2(1 + generality) * 0.6;
      const prev = seen.get(t.text);
      if (!prev || score < prev.score) seen.set(t.text, { text: t.text, rarity, score, reviewed: false });
    }
  });
  return [...seen.values()].sort((a, b) => a.score - b.score || a.text.localeCompare(b.text, 'ro'));
}

/** A word that may be shown in a crossword (answer or clue word): allowed, suitable, through the gate. */
function shownCheck(lex: Lexicon, gate: WordCheck): WordCheck {
  return (w) => lex.isAllowed(w) && !isUnsuitable(lex, w) && !gate(w);
}

/** True when a word may be a crossword answer: common, allowed, suitable, not rejected by the review. */
function answerFits(lex: Lexicon, word: string, shown: WordCheck, review: CrosswordReview): boolean {
  return WORD_RE.test(word) && shown(word) && lex.isCommon(word) && !review.rejected.has(upperRo(word));
}

/** Answer word (upper case) → its thesaurus clue options (the fallback vocabulary). */
export function crosswordVocabulary(
  lex: Lexicon,
  level: CrosswordLevel,
  entries: Map<string, ThesaurusEntry> = mergeEntries(lex.thesaurus),
  options: CrosswordOptions = {},
): Map<string, ClueOption[]> {
  const review: CrosswordReview = options.review ?? { clues: new Map(), rejected: new Set() };
  const shown = shownCheck(lex, options.unsuitable ?? (() => false));
  const out = new Map<string, ClueOption[]>();
  for (const entry of entries.values()) {
    const w = entry.headword;
    const len = [...w].length;
    if (len < 3 || len > level.shape.n || !answerFits(lex, w, shown, review)) continue;
    if (!isHeadwordForm(lex, entries, w)) continue; // "buza" (the lip) is no verb "a buza" to players
    if (frequencyRank(lex, w) > level.maxAnswerRank) continue;
    const clues = clueOptions(lex, entries, entry, w, level.maxClueRarity, shown);
    if (clues.length) out.set(upperRo(w), clues);
  }
  return out;
}

/**
 * Answer word (upper case) → its reviewed clues (../lists/clues.tsv), for the answers of a
 * level's lengths. A reviewed clue is still checked: every word through the suitability
 * check, and it never reveals its answer.
 */
export function reviewedVocabulary(
  lex: Lexicon,
  level: CrosswordLevel,
  options: CrosswordOptions = {},
): { vocab: Map<string, ClueOption[]>; refused: string[] } {
  const review: CrosswordReview = options.review ?? { clues: new Map(), rejected: new Set() };
  const shown = shownCheck(lex, options.unsuitable ?? (() => false));
  const vocab = new Map<string, ClueOption[]>();
  const refused: string[] = [];
  for (const [answer, clues] of review.clues) {
    const word = answer.toLocaleLowerCase('ro-RO');
    const len = [...word].length;
    if (len < 3 || len > level.shape.n) continue;
    if (!answerFits(lex, word, shown, review)) {
      refused.push(answer);
      continue;
    }
    // Every word of the clue through the gate (vulgar or unfit: refused), and no word of the answer's stem.
    const ok = clues.filter(
      (c) =>
        !clueReveals(c, word) &&
        lex.gate.textIsClean(c) &&
        clueWords(c).every((p) => !lex.gate.isUnsuitable(p) && !isUnsuitable(lex, p)),
    );
    if (ok.length === 0) {
      refused.push(answer);
      continue;
    }
    vocab.set(
      answer,
      ok.map((text, i) => ({ text, rarity: 1, score: i, reviewed: true })),
    );
  }
  return { vocab, refused };
}

/** The lower-case words of a clue. */
function clueWords(text: string): string[] {
  return text
    .toLocaleLowerCase('ro-RO')
    .split(/[^a-zăâîșț]+/u)
    .filter(Boolean);
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
): ClueOption[] | null {
  const lowerAnswers = answers.map((a) => a.toLocaleLowerCase('ro-RO'));
  const used = new Set<string>();
  const out: ClueOption[] = [];
  for (const answer of lowerAnswers) {
    const options = vocab.get(answer.toLocaleUpperCase('ro-RO')) ?? [];
    const fine = options.filter((o) => {
      const key = foldKey(o.text);
      if (used.has(key)) return false;
      return lowerAnswers.every((other) => {
        if (other === answer) return true;
        if (key === foldKey(other)) return false;
        return !clueWords(o.text).some((p) => p.length >= 3 && sameLexeme(lex, p, other));
      });
    });
    if (!fine.length) return null;
    // Reviewed clues first. Easy puzzles take the best clue; harder ones pick among the first few.
    const pool = fine[0]!.reviewed ? fine.filter((o) => o.reviewed) : fine;
    const top = pool.slice(0, difficulty === 1 ? 1 : difficulty === 2 ? 2 : 4);
    const pick = top[Math.floor(rnd() * top.length)]!;
    used.add(foldKey(pick.text));
    out.push({ ...pick, text: capitalise(pick.text) });
  }
  return out;
}

export interface CrosswordBuild {
  puzzles: CrosswordPuzzle[];
  stats: {
    vocabulary: Record<number, number>;
    reviewedVocabulary: Record<number, number>;
    /** Puzzles of the level whose grid also drew on thesaurus answers and clues. */
    fallbackPuzzles: Record<number, number>;
    /** Reviewed answers left out (rejected, not common, unsuitable, or every clue refused). */
    refusedReviewed: string[];
    /** Clues taken from the reviewed list. */
    reviewedClues: number;
    attempts: Record<number, number>;
    ms: number;
  };
}

/** The options `npm run content` uses: the reviewed lists of ../lists. */
export function defaultCrosswordOptions(): CrosswordOptions {
  return { review: loadCrosswordReview() };
}

export function buildCrosswords(lex: Lexicon, options: CrosswordOptions = {}): CrosswordBuild {
  const started = Date.now();
  const puzzles: CrosswordPuzzle[] = [];
  const stats: CrosswordBuild['stats'] = {
    vocabulary: {},
    reviewedVocabulary: {},
    fallbackPuzzles: {},
    refusedReviewed: [],
    reviewedClues: 0,
    attempts: {},
    ms: 0,
  };
  let clueId = 0;
  const entries = mergeEntries(lex.thesaurus);
  const refused = new Set<string>();
  for (const level of CROSSWORD_LEVELS) {
    const n = level.shape.n;
    const rnd = seededRandom(`${CROSSWORD_SEED}-${n}`);
    const reviewed = reviewedVocabulary(lex, level, options);
    reviewed.refused.forEach((a) => refused.add(a));
    stats.reviewedVocabulary[n] = reviewed.vocab.size;
    let vocab = reviewed.vocab;
    let index = new WordIndex([...vocab.keys()].sort());
    let fallback = vocab.size === 0;
    const widen = () => {
      // The reviewed answers cannot fill the level: the thesaurus vocabulary joins them
      // (reviewed clues stay first for the reviewed answers).
      const thesaurus = crosswordVocabulary(lex, level, entries, options);
      vocab = new Map([...thesaurus, ...reviewed.vocab]);
      index = new WordIndex([...vocab.keys()].sort());
      fallback = true;
    };
    if (fallback) widen();
    stats.fallbackPuzzles[n] = 0;
    const recent: string[][] = [];
    let made = 0;
    let tries = 0;
    while (made < level.count) {
      tries += 1;
      if (!fallback && tries > REVIEWED_TRIES) widen();
      if (tries > REVIEWED_TRIES + 20_000) throw new Error(`crosswords ${n}x${n}: only ${made} filled`);
      const pattern = randomPattern(level.shape, rnd);
      if (!pattern) continue;
      const avoid = new Set(recent.slice(fallback ? -RECENT_PUZZLES : -REVIEWED_RECENT_PUZZLES).flat());
      const budget = fallback ? FILL_BUDGET : REVIEWED_FILL_BUDGET;
      const answers = fillGrid(pattern, index, { rng: rnd, budget, avoid });
      if (!answers) continue;
      const clues = chooseClues(lex, answers, vocab, rnd, level.difficulty);
      if (!clues) continue;
      const numbered = numberSlots(pattern);
      const order = slotsOf(pattern); // same order as answers
      made += 1;
      stats.reviewedClues += clues.filter((c) => c.reviewed).length;
      if (fallback && answers.some((a) => !reviewed.vocab.has(a))) stats.fallbackPuzzles[n] += 1;
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
          clue: clues[i]!.text,
          answer: answers[i]!,
        };
      });
      puzzles.push({
        id,
        title: `Integrama ${level.titleAdjective} nr. ${String(made).padStart(2, '0')}`,
        difficulty: level.difficulty,
        size: `${n}x${n}`,
        pattern,
        clues: clueRecords,
      });
      recent.push(answers);
      if (recent.length > RECENT_PUZZLES) recent.shift();
    }
    stats.vocabulary[n] = vocab.size;
    stats.attempts[n] = tries;
  }
  stats.refusedReviewed = [...refused].sort();
  stats.ms = Date.now() - started;
  return { puzzles, stats };
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
export function generateCrosswords(
  lex: Lexicon,
  outDir: string = DATA_DIR,
  options: CrosswordOptions = defaultCrosswordOptions(),
): CrosswordBuild {
  const build = buildCrosswords(lex, options);
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
      `- ${level.shape.n}x${level.shape.n} (difficulty ${level.difficulty}): ${ps.length} puzzles, ${clues.length} clues (${(clues.length / ps.length).toFixed(1)} per puzzle), answers of ${Math.min(...lengths)}–${Math.max(...lengths)} letters, ${(blocked / ps.length).toFixed(1)} blocked cells per puzzle, ${new Set(clues.map((c) => c.answer)).size} distinct answers; reviewed answers ${stats.reviewedVocabulary[level.shape.n]}, vocabulary ${stats.vocabulary[level.shape.n]} words; ${stats.attempts[level.shape.n]} grid attempts; ${stats.fallbackPuzzles[level.shape.n]} puzzles with thesaurus answers or clues (the reviewed list alone could not fill them).`,
    );
  }
  const all = puzzles.flatMap((p) => p.clues);
  const reviewedClues = stats.reviewedClues;
  lines.push(
    `- Clues from the reviewed list \`lists/clues.tsv\`: ${reviewedClues} of ${all.length} (${((100 * reviewedClues) / all.length).toFixed(1)}%); reviewed answers left out (rejected, not common, unsuitable, or a clue that reveals the answer): ${stats.refusedReviewed.length}${stats.refusedReviewed.length ? ` (${stats.refusedReviewed.slice(0, 30).join(', ')}${stats.refusedReviewed.length > 30 ? ' …' : ''})` : ''}.`,
  );
  lines.push(`- Generation time: ${(stats.ms / 1000).toFixed(1)} s.`, '');
  // The clues issue 15 quotes as wrong: APĂ = "Scuipătură", ALIAT = "Soție", CAL = "Scaun", BEA = "Suge".
  lines.push('### Clues of the answers issue 15 names', '');
  for (const answer of ['APĂ', 'ALIAT', 'CAL', 'BEA']) {
    const used = [...new Set(all.filter((c) => c.answer === answer).map((c) => c.clue))];
    lines.push(`- ${answer}: ${used.length ? used.map((c) => `„${c}”`).join(', ') : 'not an answer'}`);
  }
  lines.push('');
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
