/**
 * Crossword geometry and grid filling for the mini crosswords (integrame).
 *
 * A pattern is a list of N rows of N characters: '#' is a blocked cell, '.' a white one.
 * A slot is an across ('horizontal') or down ('vertical') run of 3 or more white cells;
 * runs of exactly 2 white cells are forbidden, runs of 1 are allowed (that cell is then
 * checked by one slot only). Letters are compared exactly, diacritics included: a cell
 * holds one Romanian letter (Ă Â Î Ș Ț are letters of their own), so A and Ă never cross.
 *
 * Filling is a depth-first search with backtracking over slots, most constrained slot
 * first, with forward checking (every open slot crossing the one just filled must keep at
 * least one candidate). Candidate sets are bitsets per (length, position, letter).
 * Randomness comes only from the seeded generator passed in, so output is deterministic.
 */
import type { Direction } from '../src/types.ts';
import { shuffled } from './random.ts';

export type Rng = () => number;

export interface Slot {
  direction: Direction;
  row: number;
  col: number;
  length: number;
  /** Cell indices (row * n + col), in reading direction. */
  cells: number[];
}

export const MIN_ANSWER = 3;

/** Every run of white cells along each direction, as [direction, row, col, length]. */
function runs(pattern: readonly string[]): Slot[] {
  const n = pattern.length;
  const out: Slot[] = [];
  for (const direction of ['horizontal', 'vertical'] as const) {
    for (let a = 0; a < n; a += 1) {
      let start = -1;
      for (let b = 0; b <= n; b += 1) {
        const r = direction === 'horizontal' ? a : b;
        const c = direction === 'horizontal' ? b : a;
        const white = b < n && pattern[r]![c] === '.';
        if (white && start < 0) start = b;
        if (!white && start >= 0) {
          const length = b - start;
          const cells: number[] = [];
          for (let k = start; k < b; k += 1) cells.push(direction === 'horizontal' ? a * n + k : k * n + a);
          out.push({
            direction,
            row: direction === 'horizontal' ? a : start,
            col: direction === 'horizontal' ? start : a,
            length,
            cells,
          });
          start = -1;
        }
      }
    }
  }
  return out;
}

/** The clued slots of a pattern (runs of 3 or more), in clue order: reading order of the start cell, across before down. */
export function slotsOf(pattern: readonly string[]): Slot[] {
  return runs(pattern)
    .filter((s) => s.length >= MIN_ANSWER)
    .sort((x, y) => x.row - y.row || x.col - y.col || (x.direction === 'horizontal' ? -1 : 1));
}

/** Crossword numbering: each start cell gets one number, in reading order. */
export function numberSlots(pattern: readonly string[]): Array<Slot & { number: number }> {
  const slots = slotsOf(pattern);
  const numbers = new Map<number, number>();
  const n = pattern.length;
  for (const s of slots) {
    const key = s.row * n + s.col;
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
  }
  return slots.map((s) => ({ ...s, number: numbers.get(s.row * n + s.col)! }));
}

/** Why a pattern is not a valid mini-crossword pattern, or null when it is. */
export function patternProblem(pattern: readonly string[]): string | null {
  const n = pattern.length;
  if (pattern.some((row) => row.length !== n || /[^#.]/.test(row))) return 'not an N×N grid of # and .';
  const all = runs(pattern);
  if (all.some((s) => s.length === 2)) return 'a run of exactly 2 white cells';
  const slots = all.filter((s) => s.length >= MIN_ANSWER);
  if (slots.length === 0) return 'no slot';
  const covered = new Set(slots.flatMap((s) => s.cells));
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      if (pattern[r]![c] === '.' && !covered.has(r * n + c))
        return `white cell ${r},${c} belongs to no answer`;
    }
  }
  // Slots must form one connected puzzle through their crossings.
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const i = queue.pop()!;
    const cells = new Set(slots[i]!.cells);
    slots.forEach((s, j) => {
      if (!seen.has(j) && s.cells.some((c) => cells.has(c))) {
        seen.add(j);
        queue.push(j);
      }
    });
  }
  if (seen.size !== slots.length) return 'slots are not connected';
  return null;
}

/** Share of white cells that belong to both an across and a down answer. */
export function checkedShare(pattern: readonly string[]): number {
  const n = pattern.length;
  const count = new Map<number, number>();
  for (const s of slotsOf(pattern)) for (const c of s.cells) count.set(c, (count.get(c) ?? 0) + 1);
  let white = 0;
  let checked = 0;
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      if (pattern[r]![c] !== '.') continue;
      white += 1;
      if (count.get(r * n + c) === 2) checked += 1;
    }
  }
  return white ? checked / white : 0;
}

export interface PatternShape {
  n: number;
  minBlack: number;
  maxBlack: number;
  maxRun: number;
  /** Minimum share of white cells crossed by two answers. */
  minChecked: number;
}

/**
 * A random pattern with 180° rotational symmetry: blocked cells are placed at random,
 * then runs of 2 and runs longer than maxRun are repaired by blocking one more cell
 * (with its mirror). Null when the result misses the shape's limits.
 */
export function randomPattern(shape: PatternShape, rng: Rng): string[] | null {
  const { n, minBlack, maxBlack, maxRun, minChecked } = shape;
  const grid = Array.from({ length: n }, () => Array<string>(n).fill('.'));
  const block = (r: number, c: number) => {
    grid[r]![c] = '#';
    grid[n - 1 - r]![n - 1 - c] = '#';
  };
  const blacks = () => grid.reduce((t, row) => t + row.filter((x) => x === '#').length, 0);
  const seedTarget = Math.max(0, minBlack - 2 + Math.floor(rng() * 3));
  let guard = 0;
  while (blacks() < seedTarget && guard < 200) {
    guard += 1;
    block(Math.floor(rng() * n), Math.floor(rng() * n));
  }
  for (let step = 0; step < 4 * n * n; step += 1) {
    const pattern = grid.map((row) => row.join(''));
    const bad = runs(pattern).filter((s) => s.length === 2 || s.length > maxRun);
    if (bad.length === 0) break;
    const s = bad[Math.floor(rng() * bad.length)]!;
    // Block a cell of the run so that no piece of length 2 is left.
    const options: number[] = [];
    for (let k = 0; k < s.length; k += 1) {
      const left = k;
      const right = s.length - 1 - k;
      if (left !== 2 && right !== 2) options.push(k);
    }
    const k = options.length ? options[Math.floor(rng() * options.length)]! : Math.floor(rng() * s.length);
    const cell = s.cells[k]!;
    block(Math.floor(cell / n), cell % n);
  }
  const pattern = grid.map((row) => row.join(''));
  const count = blacks();
  if (count < minBlack || count > maxBlack) return null;
  if (patternProblem(pattern)) return null;
  if (runs(pattern).some((s) => s.length > maxRun)) return null;
  if (checkedShare(pattern) < minChecked) return null;
  return pattern;
}

/** Words of one length, with bitsets per (position, letter). */
interface LengthIndex {
  words: string[];
  /** bits[pos * ALPHABET + letter] is a bitset over `words`. */
  bits: Uint32Array[];
  all: Uint32Array;
}

export class WordIndex {
  readonly alphabet: string[];
  private readonly letterOf = new Map<string, number>();
  private readonly byLength = new Map<number, LengthIndex>();

  /** words: upper case, one letter per character (NFC; Ă Â Î Ș Ț are single characters). */
  constructor(words: readonly string[]) {
    const letters = new Set<string>();
    for (const w of words) for (const ch of w) letters.add(ch);
    this.alphabet = [...letters].sort();
    this.alphabet.forEach((ch, i) => this.letterOf.set(ch, i));
    const groups = new Map<number, string[]>();
    for (const w of new Set(words)) {
      const list = groups.get(w.length) ?? [];
      list.push(w);
      groups.set(w.length, list);
    }
    const A = this.alphabet.length;
    for (const [length, list] of groups) {
      const size = Math.ceil(list.length / 32);
      const bits = Array.from({ length: length * A }, () => new Uint32Array(size));
      const all = new Uint32Array(size);
      list.forEach((w, i) => {
        all[i >>> 5]! |= 1 << (i & 31);
        for (let p = 0; p < length; p += 1)
          bits[p * A + this.letterOf.get(w[p]!)!]![i >>> 5]! |= 1 << (i & 31);
      });
      this.byLength.set(length, { words: list, bits, all });
    }
  }

  count(length: number): number {
    return this.byLength.get(length)?.words.length ?? 0;
  }

  /** The candidate bitset for a slot whose known letters are given ('' = open). */
  candidates(letters: readonly string[]): { index: LengthIndex; set: Uint32Array } | null {
    const index = this.byLength.get(letters.length);
    if (!index) return null;
    const set = index.all.slice();
    const A = this.alphabet.length;
    letters.forEach((ch, p) => {
      if (!ch) return;
      const li = this.letterOf.get(ch);
      if (li === undefined) {
        set.fill(0);
        return;
      }
      const b = index.bits[p * A + li]!;
      for (let k = 0; k < set.length; k += 1) set[k]! &= b[k]!;
    });
    return { index, set };
  }
}

function popcount(set: Uint32Array): number {
  let total = 0;
  for (let k = 0; k < set.length; k += 1) {
    let v = set[k]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

function members(set: Uint32Array): number[] {
  const out: number[] = [];
  for (let k = 0; k < set.length; k += 1) {
    let v = set[k]!;
    while (v) {
      const low = v & -v;
      out.push(k * 32 + (31 - Math.clz32(low)));
      v ^= low;
    }
  }
  return out;
}

export interface FillOptions {
  rng: Rng;
  /** Maximum number of search nodes before giving up. */
  budget: number;
  /** Candidates tried per slot (after shuffling), to keep the search broad. */
  breadth?: number;
  /** Words that must not be used (already used elsewhere, e.g. by recent puzzles). */
  avoid?: ReadonlySet<string>;
}

/** Fills the pattern's slots with distinct words; returns the answer per slot (slotsOf order), or null. */
export function fillGrid(pattern: readonly string[], words: WordIndex, opts: FillOptions): string[] | null {
  const n = pattern.length;
  const slots = slotsOf(pattern);
  const grid: string[] = Array<string>(n * n).fill('');
  const cellCount = new Int32Array(n * n); // how many placed slots hold this cell's letter
  const answer: Array<string | null> = slots.map(() => null);
  const used = new Set<string>();
  const crossing = slots.map((s) => {
    const cells = new Set(s.cells);
    return slots
      .map((_, j) => j)
      .filter((j) => j !== slots.indexOf(s) && slots[j]!.cells.some((c) => cells.has(c)));
  });
  const breadth = opts.breadth ?? 40;
  let nodes = 0;

  const lettersOf = (s: Slot) => s.cells.map((c) => grid[c]!);
  const viable = (j: number): boolean => {
    const c = words.candidates(lettersOf(slots[j]!));
    if (!c) return false;
    const count = popcount(c.set);
    if (count === 0) return false;
    if (count > 8) return true; // some of them are surely unused
    for (const i of members(c.set)) {
      const w = c.index.words[i]!;
      if (!used.has(w) && !opts.avoid?.has(w)) return true;
    }
    return false;
  };

  const place = (i: number, w: string) => {
    slots[i]!.cells.forEach((c, p) => {
      grid[c] = w[p]!;
      cellCount[c]! += 1;
    });
    answer[i] = w;
    used.add(w);
  };
  const unplace = (i: number) => {
    const w = answer[i]!;
    slots[i]!.cells.forEach((c) => {
      cellCount[c]! -= 1;
      if (cellCount[c] === 0) grid[c] = '';
    });
    answer[i] = null;
    used.delete(w);
  };

  const search = (): boolean => {
    nodes += 1;
    if (nodes > opts.budget) return false;
    // The open slot with the fewest candidates.
    let best = -1;
    let bestSet: { index: LengthIndex; set: Uint32Array } | null = null;
    let bestCount = Infinity;
    for (let i = 0; i < slots.length; i += 1) {
      if (answer[i] !== null) continue;
      const c = words.candidates(lettersOf(slots[i]!));
      const count = c ? popcount(c.set) : 0;
      if (count === 0) return false;
      if (count < bestCount) {
        best = i;
        bestSet = c;
        bestCount = count;
      }
    }
    if (best < 0) return true;
    const ids = shuffled(members(bestSet!.set), opts.rng).slice(0, breadth);
    for (const id of ids) {
      const w = bestSet!.index.words[id]!;
      if (used.has(w) || opts.avoid?.has(w)) continue;
      place(best, w);
      if (crossing[best]!.every((j) => answer[j] !== null || viable(j)) && search()) return true;
      unplace(best);
      if (nodes > opts.budget) return false;
    }
    return false;
  };

  if (!search()) return null;
  // Slots fully determined by crossings were still chosen as words above; check distinctness.
  const result = answer as string[];
  if (new Set(result).size !== result.length) return null;
  return result;
}
