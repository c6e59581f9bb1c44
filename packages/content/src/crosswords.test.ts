import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchKey, RO_LETTER_RE } from '@slove/core/text';
import { WordIndex, fillGrid, numberSlots, patternProblem, slotsOf } from '../generator/crossword-grid.ts';
import {
  buildCrosswords,
  clueReveals,
  CROSSWORD_LEVELS,
  CROSSWORDS_FILE,
  defaultCrosswordOptions,
  reviewedVocabulary,
  serializeCrosswords,
  solutionGrid,
} from '../generator/crosswords.ts';
import {
  loadCrosswordReview,
  parseCrosswordReview,
  type CrosswordReview,
} from '../generator/review-lists.ts';
import { seededRandom } from '../generator/random.ts';
import { DATA_DIR } from '../generator/sources.ts';
import { mergeEntries, sameLexeme } from '../generator/synonyms.ts';
import { isUnsuitable } from '../generator/synonyms-unsuitable.ts';
import type { ThesaurusEntry } from '../generator/thesaurus.ts';
import { loadLexicon, type Lexicon } from '../generator/words.ts';
import { loadCrosswords } from './load.ts';
import type { CrosswordPuzzle } from './types.ts';

/** Every run of white cells, independent of generator/crossword-grid.ts. */
function whiteRuns(pattern: string[]) {
  const n = pattern.length;
  const out: Array<{ direction: 'horizontal' | 'vertical'; row: number; col: number; length: number }> = [];
  for (let a = 0; a < n; a += 1) {
    for (const direction of ['horizontal', 'vertical'] as const) {
      let start = -1;
      for (let b = 0; b <= n; b += 1) {
        const white = b < n && (direction === 'horizontal' ? pattern[a]![b] : pattern[b]![a]) === '.';
        if (white && start < 0) start = b;
        if (!white && start >= 0) {
          out.push(
            direction === 'horizontal'
              ? { direction, row: a, col: start, length: b - start }
              : { direction, row: start, col: a, length: b - start },
          );
          start = -1;
        }
      }
    }
  }
  return out;
}

describe('crossword grid geometry', () => {
  it('finds slots, refuses runs of 2 and uncovered or disconnected cells, numbers in reading order', () => {
    const p = ['#....', '.....', '.....', '.....', '....#'];
    expect(patternProblem(p)).toBeNull();
    expect(slotsOf(p)).toHaveLength(10);
    const numbered = numberSlots(p);
    expect(numbered.filter((s) => s.number === 1).map((s) => s.direction)).toEqual([
      'horizontal',
      'vertical',
    ]);
    expect(numbered.map((s) => s.number)).toEqual([...numbered.map((s) => s.number)].sort((a, b) => a - b));
    expect(patternProblem(['..#..', '.....', '.....', '.....', '.....'])).toMatch(/2 white cells/);
    expect(patternProblem(['...#.', '...#.', '...#.', '#####', '.#...'])).not.toBeNull();
  });

  it('fills a small grid with distinct words whose crossings agree, exact diacritics included', () => {
    // The only fills: rows CAP ARE ROI with columns CAR ARO PEI, or the transpose.
    const words = ['CAP', 'ARE', 'ROI', 'CAR', 'ARO', 'PEI'];
    const pattern = ['...', '...', '...'];
    const result = fillGrid(pattern, new WordIndex(words), { rng: seededRandom('t'), budget: 10_000 });
    expect(result).not.toBeNull();
    const slots = slotsOf(pattern);
    const grid = new Map<number, string>();
    slots.forEach((s, i) =>
      s.cells.forEach((c, k) => {
        const ch = result![i]![k]!;
        expect(grid.get(c) ?? ch).toBe(ch);
        grid.set(c, ch);
      }),
    );
    expect(new Set(result).size).toBe(result!.length);
    expect([...result!].sort()).toEqual([...words].sort());
    // A grid no word list can fill is reported as null, not as a wrong fill.
    expect(
      fillGrid(['...', '...', '...'], new WordIndex(['ABC']), { rng: seededRandom('t'), budget: 1000 }),
    ).toBeNull();
    // A and Ă are different letters at a crossing.
    const diacritic = fillGrid(['#.#', '...', '#.#'], new WordIndex(['MAR', 'MĂR']), {
      rng: seededRandom('t'),
      budget: 100,
    });
    expect(diacritic).toBeNull();
  });

  it('reads the reviewed clues (answer in upper case, several clues each) and the rejected answers', () => {
    const r = parseCrosswordReview(
      [['ABIA', 'Cu greu'], ['abia', 'Tocmai  (acum)'], ['ȚARĂ', 'Stat'], ['X']],
      [['CERCAT', 'formă învechită'], ['ucis']],
    );
    expect(r.clues.get('ABIA')).toEqual(['Cu greu', 'Tocmai (acum)']);
    expect(r.clues.get('ȚARĂ')).toEqual(['Stat']);
    expect(r.clues.has('X')).toBe(false);
    expect([...r.rejected]).toEqual(['CERCAT', 'UCIS']);
  });

  it('spots clues that reveal the answer or its stem', () => {
    expect(clueReveals('Casă mare', 'CASĂ')).toBe(true);
    expect(clueReveals('Frumusețe', 'FRUMOS')).toBe(true); // stem "frum"
    expect(clueReveals('Arătos', 'FRUMOS')).toBe(false);
  });
});

describe('mini crosswords (whole output)', () => {
  let lex: Lexicon;
  let puzzles: CrosswordPuzzle[];
  let entries: Map<string, ThesaurusEntry>;
  let review: CrosswordReview;
  const reviewedClue = (answer: string, clue: string) =>
    (review.clues.get(answer) ?? []).some((c) => matchKey(c) === matchKey(clue));

  beforeAll(async () => {
    lex = await loadLexicon();
    puzzles = loadCrosswords();
    entries = mergeEntries(lex.thesaurus);
    review = loadCrosswordReview();
  }, 180_000);

  it('has 30 puzzles each of 5x5 (1), 7x7 (2) and 9x9 (3) with Romanian titles', () => {
    expect(puzzles.map((p) => p.id)).toEqual(puzzles.map((_, i) => i + 1));
    for (const [size, difficulty] of [
      ['5x5', 1],
      ['7x7', 2],
      ['9x9', 3],
    ] as const) {
      const ps = puzzles.filter((p) => p.size === size);
      expect(ps.length).toBeGreaterThanOrEqual(30);
      for (const p of ps) expect(p.difficulty).toBe(difficulty);
    }
    expect(new Set(puzzles.map((p) => p.title)).size).toBe(puzzles.length);
    for (const p of puzzles) expect(p.title).toMatch(/^Integrama (ușoară|medie|grea) nr\. \d\d$/);
  }, 120_000);

  it('has blocked cells, no run of exactly 2, a clue for every run of 3 or more and nothing else', () => {
    for (const p of puzzles) {
      const n = Number(p.size.split('x')[0]);
      expect(p.pattern).toHaveLength(n);
      for (const row of p.pattern) expect(row).toMatch(new RegExp(`^[#.]{${n}}$`)); // no letters for the client
      expect(p.pattern.join('')).toContain('#');
      const runs = whiteRuns(p.pattern);
      expect(runs.filter((r) => r.length === 2)).toEqual([]);
      const key = (r: { direction: string; row: number; col: number; length: number }) =>
        `${r.direction}@${r.row},${r.col}/${r.length}`;
      expect(p.clues.map(key).sort()).toEqual(
        runs
          .filter((r) => r.length >= 3)
          .map(key)
          .sort(),
      );
      // Every white cell belongs to an answer.
      const covered = new Set<string>();
      for (const c of p.clues) {
        for (let k = 0; k < c.length; k += 1)
          covered.add(c.direction === 'horizontal' ? `${c.row},${c.col + k}` : `${c.row + k},${c.col}`);
      }
      p.pattern.forEach((row, r) =>
        [...row].forEach((ch, c) => ch === '.' && expect(covered.has(`${r},${c}`)).toBe(true)),
      );
    }
  }, 120_000);

  it('numbers clues in reading order, one number per start cell, listed by number', () => {
    for (const p of puzzles) {
      const starts = [...new Set(p.clues.map((c) => c.row * 100 + c.col))].sort((a, b) => a - b);
      for (const c of p.clues) expect(c.number).toBe(starts.indexOf(c.row * 100 + c.col) + 1);
      expect(p.clues.map((c) => c.number)).toEqual([...p.clues.map((c) => c.number)].sort((a, b) => a - b));
    }
    const ids = puzzles.flatMap((p) => p.clues.map((c) => c.id));
    expect(ids).toEqual(ids.map((_, i) => i + 1));
  }, 120_000);

  it('has answers whose crossings agree, exact letters with diacritics', () => {
    for (const p of puzzles) {
      const grid = solutionGrid(p); // throws on a crossing mismatch
      for (const row of grid) for (const ch of row) expect(ch === '#' || RO_LETTER_RE.test(ch)).toBe(true);
      for (const c of p.clues) expect([...c.answer]).toHaveLength(c.length);
    }
  }, 120_000);

  it('uses common, allowed words of 3+ letters, distinct within a puzzle', () => {
    for (const p of puzzles) {
      expect(new Set(p.clues.map((c) => c.answer)).size).toBe(p.clues.length);
      for (const c of p.clues) {
        const w = c.answer.toLocaleLowerCase('ro-RO');
        expect(c.length).toBeGreaterThanOrEqual(3);
        expect(lex.isCommon(w), w).toBe(true);
        expect(isUnsuitable(lex, w), w).toBe(false);
      }
    }
  }, 120_000);

  it('takes answers and clues from the reviewed list first, never a rejected answer', () => {
    const clues = puzzles.flatMap((p) => p.clues);
    const reviewed = clues.filter((c) => reviewedClue(c.answer, c.clue));
    expect(reviewed.length / clues.length).toBeGreaterThan(0.9);
    for (const c of clues) {
      expect(review.rejected.has(c.answer), c.answer).toBe(false);
      // an answer with a reviewed clue always gets a reviewed clue
      if (review.clues.has(c.answer))
        expect(reviewedClue(c.answer, c.clue), `${c.answer}: ${c.clue}`).toBe(true);
    }
  }, 120_000);

  it('refuses a reviewed clue that reveals its answer, and a rejected answer', () => {
    const level = CROSSWORD_LEVELS[0]!;
    const { vocab, refused } = reviewedVocabulary(lex, level, {
      review: parseCrosswordReview(
        [
          ['CASĂ', 'Casă mare'],
          ['MASĂ', 'Mobilă cu patru picioare'],
          ['CORP', 'Trup'],
        ],
        [['CORP']],
      ),
    });
    expect([...vocab.keys()]).toEqual(['MASĂ']);
    expect(refused.sort()).toEqual(['CASĂ', 'CORP']);
  });

  it('clues come from the reviewed list or the thesaurus, never reveal their answer or stem, never give another answer, never repeat', () => {
    for (const p of puzzles) {
      const answers = p.clues.map((c) => c.answer.toLocaleLowerCase('ro-RO'));
      expect(new Set(p.clues.map((c) => matchKey(c.clue))).size).toBe(p.clues.length);
      for (const c of p.clues) {
        const answer = c.answer.toLocaleLowerCase('ro-RO');
        const text = c.clue.toLocaleLowerCase('ro-RO');
        const listed =
          reviewedClue(c.answer, c.clue) ||
          !!entries.get(answer)?.senses.some((s) => s.terms.some((t) => !t.antonym && t.text === text));
        expect(listed, `${c.clue} = ${c.answer}`).toBe(true);
        expect(matchKey(c.clue)).not.toContain(matchKey(c.answer));
        expect(matchKey(c.clue)).not.toContain(matchKey(c.answer).slice(0, 4));
        for (const other of answers) {
          expect(matchKey(c.clue)).not.toBe(matchKey(other));
          for (const w of text.split(/[^a-zăâîșț]+/u).filter((x) => x.length >= 3))
            if (other !== answer) expect(sameLexeme(lex, w, other), `${c.clue} / ${other}`).toBe(false);
        }
      }
    }
  }, 120_000);

  it('never shows a blocked or unsuitable word in a clue (the suitability gate)', () => {
    for (const p of puzzles) {
      for (const c of p.clues) {
        for (const w of c.clue
          .toLocaleLowerCase('ro-RO')
          .split(/[^a-zăâîșț]+/u)
          .filter(Boolean)) {
          expect(lex.isBlocked(w), c.clue).toBe(false);
          expect(isUnsuitable(lex, w), c.clue).toBe(false);
          expect(lex.gate.isUnsuitable(w), c.clue).toBe(false);
        }
        expect(lex.gate.textIsClean(c.clue), c.clue).toBe(true);
      }
    }
  }, 120_000);

  it('is deterministic and matches data/crosswords.json', () => {
    const built = buildCrosswords(lex, defaultCrosswordOptions()).puzzles;
    expect(serializeCrosswords(built)).toBe(readFileSync(join(DATA_DIR, CROSSWORDS_FILE), 'utf8'));
  }, 180_000);
});
