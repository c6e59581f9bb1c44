/**
 * Mini crosswords (integrame): the grid geometry and rules shared by the web and the server.
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

export interface Selection extends Cell {
  direction: Direction;
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

/** The clue a selection points at: its direction's clue, else the cell's other clue. */
export function clueAt(grid: CrosswordGrid, sel: Selection | null): ClueInfo | null {
  if (!sel) return null;
  const entry = grid.cellClues[cellKey(sel.row, sel.col)];
  if (!entry) return null;
  return entry[sel.direction] ?? entry.horizontal ?? entry.vertical ?? null;
}

export function inClue(clue: ClueInfo | null, row: number, col: number): boolean {
  if (!clue) return false;
  if (clue.direction === 'horizontal')
    return row === clue.row && col >= clue.col && col < clue.col + clue.length;
  return col === clue.col && row >= clue.row && row < clue.row + clue.length;
}

/** A cell is highlighted when selected or within the selected clue's span. */
export function isHighlighted(grid: CrosswordGrid, sel: Selection | null, row: number, col: number): boolean {
  if (!sel) return false;
  if (sel.row === row && sel.col === col) return true;
  return inClue(clueAt(grid, sel), row, col);
}

/** A cell is completed when it belongs to a completed clue. */
export function isCellCompleted(
  grid: CrosswordGrid,
  completed: ReadonlySet<number>,
  row: number,
  col: number,
): boolean {
  const entry = grid.cellClues[cellKey(row, col)];
  if (!entry) return false;
  return (
    (!!entry.horizontal && completed.has(entry.horizontal.id)) ||
    (!!entry.vertical && completed.has(entry.vertical.id))
  );
}

/** The letters currently in a clue's cells ('' for an empty cell). */
export function clueLetters(clue: ClueInfo, state: GridState): string[] {
  return clueCells(clue).map((c) => state[cellKey(c.row, c.col)] ?? '');
}

export function isClueFilled(clue: ClueInfo, state: GridState): boolean {
  return clueLetters(clue, state).every((l) => l.length === 1);
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

/** Seconds as 'Xm Ys'. */
export function formatTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}m ${s % 60}s`;
}

export type DifficultyTone = 'green' | 'yellow' | 'red';

/** Difficulty badge: 1 Ușor green, 2 Mediu yellow, 3 Greu red, anything else Ușor. */
export function difficultyBadge(difficulty: number | null | undefined): {
  label: 'Ușor' | 'Mediu' | 'Greu';
  tone: DifficultyTone;
} {
  if (difficulty === 2) return { label: 'Mediu', tone: 'yellow' };
  if (difficulty === 3) return { label: 'Greu', tone: 'red' };
  return { label: 'Ușor', tone: 'green' };
}

/** Order of the picker: difficulty, then title (Romanian collation). */
export function comparePuzzles(
  a: { difficulty: number; title: string; id: number },
  b: { difficulty: number; title: string; id: number },
): number {
  return a.difficulty - b.difficulty || a.title.localeCompare(b.title, 'ro') || a.id - b.id;
}

// ---------------------------------------------------------------- selection and navigation

export interface PlayState {
  grid: CrosswordGrid;
  letters: GridState;
  /** Ids of the clues the server confirmed: their cells are locked. */
  completed: ReadonlySet<number>;
}

function step(direction: Direction, sign: 1 | -1): { dr: number; dc: number } {
  return direction === 'horizontal' ? { dr: 0, dc: sign } : { dr: sign, dc: 0 };
}

/** The first white cell reading order, selected in the direction of a clue it holds. */
export function initialSelection(grid: CrosswordGrid): Selection | null {
  const first = grid.clues[0];
  if (!first) return null;
  return { row: first.row, col: first.col, direction: first.direction };
}

/** Keep the direction if the cell has a clue that way, else take the cell's other clue. */
function directionFor(grid: CrosswordGrid, row: number, col: number, preferred: Direction): Direction {
  const entry = grid.cellClues[cellKey(row, col)];
  if (entry?.[preferred]) return preferred;
  if (entry?.horizontal) return 'horizontal';
  if (entry?.vertical) return 'vertical';
  return preferred;
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * Arrow keys move to the next white cell that way (jumping over blocked cells), and the
 * direction follows the arrow's axis when the target cell has a clue along it.
 */
export function moveArrow(grid: CrosswordGrid, sel: Selection, key: ArrowKey): Selection {
  const axis: Direction = key === 'ArrowLeft' || key === 'ArrowRight' ? 'horizontal' : 'vertical';
  const sign: 1 | -1 = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
  const { dr, dc } = step(axis, sign);
  let r = sel.row + dr;
  let c = sel.col + dc;
  while (r >= 0 && c >= 0 && r < grid.rows && c < grid.cols) {
    if (!isBlocked(grid, r, c) && grid.cellClues[cellKey(r, c)]) {
      return { row: r, col: c, direction: directionFor(grid, r, c, axis) };
    }
    r += dr;
    c += dc;
  }
  return { ...sel, direction: directionFor(grid, sel.row, sel.col, axis) };
}

/** A click on a cell: the selected cell switches direction, another cell is selected. */
export function clickCell(
  grid: CrosswordGrid,
  sel: Selection | null,
  row: number,
  col: number,
): Selection | null {
  if (isBlocked(grid, row, col) || !grid.cellClues[cellKey(row, col)]) return sel;
  if (sel && sel.row === row && sel.col === col) {
    const other: Direction = sel.direction === 'horizontal' ? 'vertical' : 'horizontal';
    return { row, col, direction: directionFor(grid, row, col, other) };
  }
  return { row, col, direction: directionFor(grid, row, col, sel?.direction ?? 'horizontal') };
}

/** A click on a clue selects its first empty cell (its first cell when it is full). */
export function selectClue(clue: ClueInfo, letters: GridState): Selection {
  const cells = clueCells(clue);
  const empty = cells.find((c) => !letters[cellKey(c.row, c.col)]);
  const cell = empty ?? cells[0]!;
  return { row: cell.row, col: cell.col, direction: clue.direction };
}

export function isLocked(state: PlayState, row: number, col: number): boolean {
  return isCellCompleted(state.grid, state.completed, row, col);
}

/** The next cell along the selection's clue, or the same cell at its end. */
function advance(grid: CrosswordGrid, sel: Selection): Selection {
  const clue = clueAt(grid, sel);
  if (!clue) return sel;
  const { dr, dc } = step(clue.direction, 1);
  const r = sel.row + dr;
  const c = sel.col + dc;
  if (!inClue(clue, r, c)) return { ...sel, direction: clue.direction };
  return { row: r, col: c, direction: clue.direction };
}

function retreat(grid: CrosswordGrid, sel: Selection): Selection {
  const clue = clueAt(grid, sel);
  const direction = clue?.direction ?? sel.direction;
  const { dr, dc } = step(direction, -1);
  const r = sel.row + dr;
  const c = sel.col + dc;
  if (isBlocked(grid, r, c) || !grid.cellClues[cellKey(r, c)]) return { ...sel, direction };
  return { row: r, col: c, direction };
}

export interface EditResult {
  letters: GridState;
  selection: Selection;
}

/**
 * Type a key into the selected cell: an accepted letter fills it (a locked cell of a
 * completed clue keeps its letter) and the selection advances along the clue.
 * A refused key changes nothing (returns null).
 */
export function typeLetter(state: PlayState, sel: Selection, key: string): EditResult | null {
  const letter = normalizeLetter(key);
  if (!letter || isBlocked(state.grid, sel.row, sel.col)) return null;
  const letters = { ...state.letters };
  if (!isLocked(state, sel.row, sel.col)) letters[cellKey(sel.row, sel.col)] = letter;
  return { letters, selection: advance(state.grid, sel) };
}

/** Backspace: clears a filled cell; on an empty cell steps back (left or up) and clears that one. */
export function backspace(state: PlayState, sel: Selection): EditResult {
  const key = cellKey(sel.row, sel.col);
  const letters = { ...state.letters };
  if (letters[key] && !isLocked(state, sel.row, sel.col)) {
    delete letters[key];
    return { letters, selection: sel };
  }
  const back = retreat(state.grid, sel);
  const backKey = cellKey(back.row, back.col);
  if (
    (back.row !== sel.row || back.col !== sel.col) &&
    letters[backKey] &&
    !isLocked(state, back.row, back.col)
  ) {
    delete letters[backKey];
  }
  return { letters, selection: back };
}

/** Delete clears the selected cell (unless locked) and stays. */
export function deleteLetter(state: PlayState, sel: Selection): EditResult {
  const letters = { ...state.letters };
  if (!isLocked(state, sel.row, sel.col)) delete letters[cellKey(sel.row, sel.col)];
  return { letters, selection: sel };
}

/**
 * Tab / Shift+Tab: the next / previous clue in list order (horizontal, then vertical),
 * skipping completed clues while some remain; selects that clue's first empty cell.
 */
export function nextClue(state: PlayState, sel: Selection | null, delta: 1 | -1): Selection | null {
  const list = state.grid.clues;
  if (list.length === 0) return sel;
  const current = clueAt(state.grid, sel);
  const start = current ? list.findIndex((c) => c.id === current.id) : delta === 1 ? -1 : 0;
  const open = list.some((c) => !state.completed.has(c.id));
  for (let i = 1; i <= list.length; i++) {
    const idx = (((start + delta * i) % list.length) + list.length) % list.length;
    const clue = list[idx]!;
    if (!open || !state.completed.has(clue.id)) return selectClue(clue, state.letters);
  }
  return sel;
}

/** Counts of completed clues per direction, for 'Orizontal: d/t' and 'Vertical: d/t'. */
export function directionCounts(grid: CrosswordGrid, completed: ReadonlySet<number>) {
  const count = (d: Direction) => {
    const list = grid.clues.filter((c) => c.direction === d);
    return { done: list.filter((c) => completed.has(c.id)).length, total: list.length };
  };
  return { horizontal: count('horizontal'), vertical: count('vertical') };
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
