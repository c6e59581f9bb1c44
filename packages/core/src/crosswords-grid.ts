/**
 * Mini crosswords in the browser: what only the web app uses on top of the shared rules
 * (crosswords.ts): the selection and its navigation, typing and deleting letters, what a cell
 * shows (highlighted, completed), and the display of time and difficulty. The server never
 * imports this module.
 */
import {
  cellKey,
  clueCells,
  clueLetters,
  isBlocked,
  normalizeLetter,
  type ClueInfo,
  type Cell,
  type CrosswordGrid,
  type Direction,
  type GridState,
} from './crosswords.ts';

export interface Selection extends Cell {
  direction: Direction;
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

export function isClueFilled(clue: ClueInfo, state: GridState): boolean {
  return clueLetters(clue, state).every((l) => l.length === 1);
}

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

/**
 * A click on a clue selects its first empty cell (its first cell when it is full). With the
 * play state, cells locked by a confirmed clue are skipped: the first empty open cell, else
 * the first open cell, else the first cell.
 */
export function selectClue(clue: ClueInfo, letters: GridState, state?: PlayState): Selection {
  const cells = clueCells(clue);
  const open = state ? cells.filter((c) => !isLocked(state, c.row, c.col)) : cells;
  const empty = open.find((c) => !letters[cellKey(c.row, c.col)]);
  const cell = empty ?? open[0] ?? cells[0]!;
  return { row: cell.row, col: cell.col, direction: clue.direction };
}

/** The first clue still to solve (list order), at its first open cell; null when all are solved. */
export function firstOpenClue(state: PlayState): Selection | null {
  const open = state.grid.clues.filter((c) => !state.completed.has(c.id));
  const clue = open.find((c) => clueCells(c).some((x) => !isLocked(state, x.row, x.col))) ?? open[0];
  return clue ? selectClue(clue, state.letters, state) : null;
}

export function isLocked(state: PlayState, row: number, col: number): boolean {
  return isCellCompleted(state.grid, state.completed, row, col);
}

/**
 * The next cell along the selection's clue, skipping the cells locked by a confirmed clue
 * (given the play state), or the same cell at the clue's end.
 */
function advance(grid: CrosswordGrid, sel: Selection, state?: PlayState): Selection {
  const clue = clueAt(grid, sel);
  if (!clue) return sel;
  const { dr, dc } = step(clue.direction, 1);
  let r = sel.row + dr;
  let c = sel.col + dc;
  while (inClue(clue, r, c)) {
    if (!state || !isLocked(state, r, c)) return { row: r, col: c, direction: clue.direction };
    r += dr;
    c += dc;
  }
  return { ...sel, direction: clue.direction };
}

function retreat(grid: CrosswordGrid, sel: Selection, state?: PlayState): Selection {
  const clue = clueAt(grid, sel);
  const direction = clue?.direction ?? sel.direction;
  const { dr, dc } = step(direction, -1);
  let r = sel.row + dr;
  let c = sel.col + dc;
  while (!isBlocked(grid, r, c) && grid.cellClues[cellKey(r, c)]) {
    if (!state || !isLocked(state, r, c)) return { row: r, col: c, direction };
    r += dr;
    c += dc;
  }
  return { ...sel, direction };
}

export interface EditResult {
  letters: GridState;
  selection: Selection;
}

/**
 * Type a key into the selected cell: an accepted letter fills it and the selection advances
 * along the clue, over the cells locked by a confirmed clue. On a locked cell the letter goes
 * into the clue's next open cell instead (when there is none, nothing changes).
 * A refused key changes nothing (returns null).
 */
export function typeLetter(state: PlayState, sel: Selection, key: string): EditResult | null {
  const letter = normalizeLetter(key);
  if (!letter || isBlocked(state.grid, sel.row, sel.col)) return null;
  let at = sel;
  if (isLocked(state, sel.row, sel.col)) {
    at = advance(state.grid, sel, state);
    if (at.row === sel.row && at.col === sel.col) return { letters: state.letters, selection: sel };
  }
  const letters = { ...state.letters, [cellKey(at.row, at.col)]: letter };
  return { letters, selection: advance(state.grid, at, state) };
}

/** Backspace: clears a filled cell; on an empty cell steps back (left or up) and clears that one. */
export function backspace(state: PlayState, sel: Selection): EditResult {
  const key = cellKey(sel.row, sel.col);
  const letters = { ...state.letters };
  if (letters[key] && !isLocked(state, sel.row, sel.col)) {
    delete letters[key];
    return { letters, selection: sel };
  }
  const back = retreat(state.grid, sel, state);
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
  // Clues to type in: open ones with an open cell (a clue whose cells are all confirmed by
  // its crossings is checked by itself); else any open clue; else any clue.
  const typable = (c: ClueInfo) =>
    !state.completed.has(c.id) && clueCells(c).some((x) => !isLocked(state, x.row, x.col));
  const wanted = list.some(typable)
    ? typable
    : list.some((c) => !state.completed.has(c.id))
      ? (c: ClueInfo) => !state.completed.has(c.id)
      : () => true;
  for (let i = 1; i <= list.length; i++) {
    const idx = (((start + delta * i) % list.length) + list.length) % list.length;
    const clue = list[idx]!;
    if (wanted(clue)) return selectClue(clue, state.letters, state);
  }
  return sel;
}

/**
 * Open clues whose every cell is locked by confirmed crossing clues: their letters are all
 * confirmed, so they are checked without the player typing (typing skips locked cells).
 */
export function cluesFilledByLocks(state: PlayState): ClueInfo[] {
  return state.grid.clues.filter(
    (c) => !state.completed.has(c.id) && clueCells(c).every((x) => isLocked(state, x.row, x.col)),
  );
}

/** Counts of completed clues per direction, for 'Orizontal: d/t' and 'Vertical: d/t'. */
export function directionCounts(grid: CrosswordGrid, completed: ReadonlySet<number>) {
  const count = (d: Direction) => {
    const list = grid.clues.filter((c) => c.direction === d);
    return { done: list.filter((c) => completed.has(c.id)).length, total: list.length };
  };
  return { horizontal: count('horizontal'), vertical: count('vertical') };
}
