/**
 * Mini crosswords (integrame): the grid geometry and rules shared by the web and the server
 * (what only the browser needs, selection and typing, is in crosswords-grid.ts).
 * Pure functions, no I/O. Cells are addressed by 0-based row and column; the grid state is a
 * map 'row-col' → letter (the spec's `current_answers.gridState`).
 *
 * Typing rules ("accents stripped for typing"):
 * - A cell holds one upper-case letter: A–Z or one of the Romanian letters Ă Â Î Ș Ț.
 * - Cedilla ş ţ become comma-below Ș Ț. Other accented Latin letters lose their accent
 *   (é → E, á → A, ü → U); anything else (digits, punctuation, Cyrillic…) is refused.
 * - A player without a Romanian keyboard types the base letter (T for Ț, A for Ă or Â):
 *   answers are compared with diacritics folded (`foldUpper`), so "TARA" solves "ȚARĂ".
 *   Once the server confirms a clue, the cells show the answer's real letters.
 *
 * Hint levels (the level of a hint is hintsUsed mod 3 + 1, counted per puzzle):
 * - 1: the first letter;
 * - 2: the first and the last letters;
 * - 3: every other letter (1st, 3rd, 5th…) plus the last one.
 * A hint never reveals the whole answer: at least one letter always stays hidden.
 */
import { foldUpper, toCommaBelow, upperRo } from './text.ts';

export type Direction = 'horizontal' | 'vertical';

/** A clue as the browser sees it: no answer. */
export interface ClueInfo {
  id: number;
  number: number;
  direction: Direction;
  row: number;
  col: number;
  length: number;
  clue: string;
}

export interface Cell {
  row: number;
  col: number;
}

export type GridState = Record<string, string>;

export interface CrosswordGrid {
  rows: number;
  cols: number;
  /** blocked[r][c] is true for a '#' cell. */
  blocked: boolean[][];
  /** The clue number printed in a cell, by 'row-col'. */
  numbers: Record<string, number>;
  /** The clues sorted: horizontal by number, then vertical by number. */
  clues: ClueInfo[];
  /** The clues crossing each white cell, by 'row-col'. */
  cellClues: Record<string, Partial<Record<Direction, ClueInfo>>>;
}

export const POINTS_PER_CLUE = 10;
export const POINTS_PER_HINT = 2;
export const HINT_LEVELS = 3;
export const DEFAULT_SIZE = 5;

export const cellKey = (row: number, col: number): string => `${row}-${col}`;

export function parseCellKey(key: string): Cell | null {
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(key);
  return m ? { row: Number(m[1]), col: Number(m[2]) } : null;
}

/** 'NxM' → rows and columns; anything unreadable is the default 5x5. */
export function parseSize(size: string | null | undefined): { rows: number; cols: number } {
  const m = /^\s*(\d{1,2})\s*[xX×]\s*(\d{1,2})\s*$/.exec(size ?? '');
  if (!m) return { rows: DEFAULT_SIZE, cols: DEFAULT_SIZE };
  const rows = Number(m[1]);
  const cols = Number(m[2]);
  if (rows < 1 || cols < 1) return { rows: DEFAULT_SIZE, cols: DEFAULT_SIZE };
  return { rows, cols };
}

/** The cells of a clue, from its start along its direction for its length. */
export function clueCells(clue: Pick<ClueInfo, 'row' | 'col' | 'direction' | 'length'>): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < clue.length; i++) {
    out.push(
      clue.direction === 'horizontal'
        ? { row: clue.row, col: clue.col + i }
        : { row: clue.row + i, col: clue.col },
    );
  }
  return out;
}

export function compareClues(a: ClueInfo, b: ClueInfo): number {
  if (a.direction !== b.direction) return a.direction === 'horizontal' ? -1 : 1;
  return a.number - b.number || a.id - b.id;
}

/** Build the grid from the pattern rows ('#' blocked, anything else white) and the clues. */
export function buildGrid(pattern: string[], clues: ClueInfo[]): CrosswordGrid {
  const rows = pattern.length;
  const cols = pattern.reduce((m, r) => Math.max(m, r.length), 0);
  const blocked = pattern.map((r) => Array.from({ length: cols }, (_, c) => (r[c] ?? '#') === '#'));
  const sorted = [...clues].sort(compareClues);
  const numbers: Record<string, number> = {};
  const cellClues: CrosswordGrid['cellClues'] = {};
  for (const clue of sorted) {
    numbers[cellKey(clue.row, clue.col)] ??= clue.number;
    for (const cell of clueCells(clue)) {
      if (cell.row >= rows || cell.col >= cols || blocked[cell.row]![cell.col]) continue;
      (cellClues[cellKey(cell.row, cell.col)] ??= {})[clue.direction] = clue;
    }
  }
  return { rows, cols, blocked, numbers, clues: sorted, cellClues };
}

export function isBlocked(grid: CrosswordGrid, row: number, col: number): boolean {
  if (row < 0 || col < 0 || row >= grid.rows || col >= grid.cols) return true;
  return grid.blocked[row]![col]!;
}

/** The letters currently in a clue's cells ('' for an empty cell). */
export function clueLetters(clue: ClueInfo, state: GridState): string[] {
  return clueCells(clue).map((c) => state[cellKey(c.row, c.col)] ?? '');
}

/** The word typed in a clue's cells. */
export function clueWord(clue: ClueInfo, state: GridState): string {
  return clueLetters(clue, state).join('');
}

/** Normalise a typed key to a cell letter, or null when it is not accepted. */
export function normalizeLetter(key: string): string | null {
  if (typeof key !== 'string') return null;
  const nfc = toCommaBelow(key);
  if ([...nfc].length !== 1) return null;
  const up = upperRo(nfc);
  if (/^[A-ZĂÂÎȘȚ]$/.test(up)) return up;
  // Accents that are not Romanian are stripped: É → E, Ü → U.
  const stripped = up.normalize('NFD').replace(/\p{M}+/gu, '');
  return /^[A-Z]$/.test(stripped) ? stripped : null;
}

/** Does a typed word solve an answer? Diacritics folded, case ignored. */
export function answerMatches(typed: string, answer: string): boolean {
  const a = foldUpper(answer);
  const t = foldUpper(typed);
  return t.length === a.length && t === a;
}

// ---------------------------------------------------------------- scoring, hints, display

export function crosswordScore(completedClues: number, hintsUsed: number): number {
  return Math.max(0, completedClues * POINTS_PER_CLUE - hintsUsed * POINTS_PER_HINT);
}

/** The level of the next hint: hints used mod 3, plus 1. */
export function hintLevel(hintsUsed: number): 1 | 2 | 3 {
  return ((((Math.trunc(hintsUsed) % HINT_LEVELS) + HINT_LEVELS) % HINT_LEVELS) + 1) as 1 | 2 | 3;
}

/** The positions of an answer revealed by a hint level (never all of them). */
export function hintPositions(length: number, level: number): number[] {
  const set = new Set<number>();
  if (length <= 0) return [];
  set.add(0);
  if (level >= 2) set.add(length - 1);
  if (level >= 3) for (let i = 0; i < length; i += 2) set.add(i);
  const out = [...set].sort((a, b) => a - b);
  // At least one letter always stays hidden: drop the last revealed position if needed.
  while (out.length >= length) out.pop();
  return out;
}

/** The masked answer of a hint: revealed letters and '_' for the hidden ones, e.g. 'Ș _ _ _ Ă'. */
export function hintMask(answer: string, level: number): string {
  const letters = [...answer];
  const shown = new Set(hintPositions(letters.length, level));
  return letters.map((l, i) => (shown.has(i) ? l : '_')).join(' ');
}

export const HINT_LEVEL_TEXT: Record<1 | 2 | 3, string> = {
  1: 'prima literă',
  2: 'prima și ultima literă',
  3: 'o literă din două și ultima literă',
};

/** Order of the picker: difficulty, then title (Romanian collation). */
export function comparePuzzles(
  a: { difficulty: number; title: string; id: number },
  b: { difficulty: number; title: string; id: number },
): number {
  return a.difficulty - b.difficulty || a.title.localeCompare(b.title, 'ro') || a.id - b.id;
}

/** Write a confirmed answer into the grid (its real letters, with diacritics). */
export function fillAnswer(letters: GridState, clue: ClueInfo, answer: string): GridState {
  const out = { ...letters };
  const chars = [...answer];
  clueCells(clue).forEach((c, i) => {
    if (chars[i]) out[cellKey(c.row, c.col)] = chars[i]!;
  });
  return out;
}

/** Keep only valid cells of a grid state: white cells inside the grid, one accepted letter each. */
export function sanitizeGridState(grid: CrosswordGrid, state: Record<string, unknown>): GridState {
  const out: GridState = {};
  for (const [key, value] of Object.entries(state)) {
    const cell = parseCellKey(key);
    if (!cell || typeof value !== 'string' || isBlocked(grid, cell.row, cell.col)) continue;
    const letter = normalizeLetter(value);
    if (letter) out[cellKey(cell.row, cell.col)] = letter;
  }
  return out;
}

// ---------------------------------------------------------------- the solver's help

/** What the server said about a cell's letter: right or wrong ("Verifică"), or given ("Dezvăluie"). */
export interface CellMark {
  kind: 'right' | 'wrong' | 'revealed';
  /** The letter judged: the mark shows while the cell still holds it. */
  letter: string;
}

/**
 * The help a solver was given and still sees, kept with the progress so that it survives a
 * reload: the hint masks by clue id ('Ș _ _ _ Ă') and the marks by cell, until the word is solved.
 */
export interface SolverHelp {
  hints: Record<string, string>;
  marks: Record<string, CellMark>;
}

/** Two hint masks of one clue as one: every letter either of them shows. */
export function combineMasks(before: string | undefined, next: string): string {
  if (!before) return next;
  const a = before.split(' ');
  const b = next.split(' ');
  if (a.length !== b.length) return next;
  return b.map((t, i) => (t === '_' ? a[i]! : t)).join(' ');
}

const MARK_KINDS = new Set<CellMark['kind']>(['right', 'wrong', 'revealed']);

/**
 * The help still worth showing, in its shape: hints of the grid's unsolved clues (one token a
 * letter, '_' or a letter), marks of its open cells. Never judged against the answers (what is
 * kept must not tell whether a letter is right).
 */
export function sanitizeHelp(
  grid: CrosswordGrid,
  completed: ReadonlySet<number>,
  help: { hints?: Record<string, unknown>; marks?: Record<string, unknown> } | null | undefined,
): SolverHelp {
  const out: SolverHelp = { hints: {}, marks: {} };
  for (const [id, mask] of Object.entries(help?.hints ?? {})) {
    const clue = grid.clues.find((c) => String(c.id) === id);
    if (!clue || completed.has(clue.id) || typeof mask !== 'string') continue;
    const tokens = mask.split(' ');
    if (tokens.length === clue.length && tokens.every((t) => t === '_' || normalizeLetter(t) === t))
      out.hints[id] = mask;
  }
  for (const [key, mark] of Object.entries(help?.marks ?? {})) {
    const entry = grid.cellClues[key];
    const m = mark as Partial<CellMark> | null;
    if (!entry || !m || typeof m !== 'object' || !MARK_KINDS.has(m.kind!)) continue;
    if (
      (entry.horizontal && completed.has(entry.horizontal.id)) ||
      (entry.vertical && completed.has(entry.vertical.id))
    )
      continue;
    const letter = typeof m.letter === 'string' ? normalizeLetter(m.letter) : null;
    if (letter) out.marks[key] = { kind: m.kind!, letter };
  }
  return out;
}

// ---------------------------------------------------------------- sharing

/** Seconds as 'm:ss' (1:12), the time of a share text. */
export function clockTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** 'fără ajutor', '1 ajutor', '2 ajutoare', '20 de ajutoare' (Romanian plural with „de” from 20). */
export function helpsText(helps: number): string {
  const n = Math.max(0, Math.trunc(helps));
  if (n === 0) return 'fără ajutor';
  if (n === 1) return '1 ajutor';
  const r = n % 100;
  return r === 0 || r >= 20 ? `${n} de ajutoare` : `${n} ajutoare`;
}

/**
 * A result to share, spoiling nothing: 'Integrama zilei #N · 1:12 · fără ajutor' for the daily
 * puzzle, 'Integrama „Titlu” · 1:12 · 2 ajutoare' for another one; then, on its own line, the
 * address that opens it (the daily page, or that puzzle).
 */
export function crosswordShareText(
  puzzle: { daily: number } | { title: string; id: number },
  seconds: number,
  helps: number,
  site: string,
): string {
  const name = 'daily' in puzzle ? `Integrama zilei #${puzzle.daily}` : `Integrama „${puzzle.title}”`;
  const address = `${site}/integrame${'daily' in puzzle ? '' : `?id=${puzzle.id}`}`;
  return `${name} · ${clockTime(seconds)} · ${helpsText(helps)}\n${address}`;
}
