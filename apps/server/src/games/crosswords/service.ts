/**
 * Crosswords on the server: puzzles and clues from the database, answer checks, hints and
 * the players' progress. Answers stay here: a clue's answer leaves the server only in the
 * response that confirms it, and in the progress of the player who solved it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  answerMatches,
  buildGrid,
  clueWord,
  comparePuzzles,
  crosswordScore,
  fillAnswer,
  hintLevel,
  hintMask,
  HINT_LEVEL_TEXT,
  sanitizeGridState,
  sanitizeHelp,
  type ClueInfo,
  type CrosswordGrid,
  type GridState,
} from '@slove/core/crosswords';
import type {
  CrosswordHintResponse,
  CrosswordLetterCheckResponse,
  CrosswordRevealResponse,
  CrosswordProgress,
  CrosswordProgressSave,
  CrosswordPuzzleResponse,
  CrosswordSummary,
  PublicClue,
} from '@slove/core/crosswords-api';
import type { Db } from '../../db/client.ts';
import { crosswordClues, crosswordProgress, crosswordPuzzles } from './schema.ts';
import { HttpError } from '../../lib/http.ts';

export const NOT_FOUND = 'Integrama nu a fost găsită.';
export const CLUE_NOT_FOUND = 'Indiciul nu a fost găsit.';

export interface ServerClue extends ClueInfo {
  puzzleId: number;
  /** Never sent before the clue is solved. */
  answer: string;
}

export interface ServerPuzzle {
  id: number;
  title: string;
  difficulty: number;
  size: string;
  pattern: string[];
  clues: ServerClue[];
}

type ClueRow = typeof crosswordClues.$inferSelect;
type ProgressRow = typeof crosswordProgress.$inferSelect;

/** A clue row as the game uses it (its answer included: server side only). */
export function toClue(r: ClueRow): ServerClue {
  return {
    id: r.id,
    puzzleId: r.puzzle_id,
    number: r.number,
    direction: r.direction === 'vertical' ? 'vertical' : 'horizontal',
    row: r.position_row,
    col: r.position_col,
    length: r.answer_length,
    clue: r.clue_text,
    answer: r.answer,
  };
}

export function publicClue(c: ServerClue): PublicClue {
  return {
    id: c.id,
    number: c.number,
    direction: c.direction,
    row: c.row,
    col: c.col,
    length: c.length,
    clue: c.clue,
  };
}

export async function listPuzzles(db: Db, userId: string | null): Promise<CrosswordSummary[]> {
  const puzzles = await db
    .select({
      id: crosswordPuzzles.id,
      title: crosswordPuzzles.title,
      difficulty: crosswordPuzzles.difficulty,
      size: crosswordPuzzles.size,
    })
    .from(crosswordPuzzles)
    .orderBy(asc(crosswordPuzzles.difficulty), asc(crosswordPuzzles.title), asc(crosswordPuzzles.id));
  const counts = await db
    .select({ puzzleId: crosswordClues.puzzle_id, n: sql<number>`count(*)::int` })
    .from(crosswordClues)
    .groupBy(crosswordClues.puzzle_id);
  const clueCount = new Map(counts.map((c) => [c.puzzleId, Number(c.n)]));
  const done = new Set<number>();
  const started = new Set<number>();
  if (userId) {
    const rows = await db
      .select({
        puzzleId: crosswordProgress.puzzle_id,
        isCompleted: crosswordProgress.is_completed,
        completedAt: crosswordProgress.completed_at,
        completedClues: crosswordProgress.completed_clues,
        answers: crosswordProgress.current_answers,
        hintsUsed: crosswordProgress.hints_used,
      })
      .from(crosswordProgress)
      .where(eq(crosswordProgress.user_id, userId));
    for (const r of rows) {
      if (r.isCompleted || r.completedAt) done.add(r.puzzleId);
      const begun =
        (r.completedClues?.length ?? 0) > 0 ||
        Object.keys(r.answers?.gridState ?? {}).length > 0 ||
        r.hintsUsed > 0;
      if (!r.isCompleted && begun) started.add(r.puzzleId);
    }
  }
  // Titles sorted with Romanian collation (the database's collation may differ).
  return puzzles
    .map((p) => ({
      ...p,
      clueCount: clueCount.get(p.id) ?? 0,
      completed: done.has(p.id),
      started: started.has(p.id),
    }))
    .sort(comparePuzzles);
}

export async function getPuzzle(db: Db, id: number): Promise<ServerPuzzle | null> {
  const [p] = await db.select().from(crosswordPuzzles).where(eq(crosswordPuzzles.id, id));
  if (!p) return null;
  const clues = await db
    .select()
    .from(crosswordClues)
    .where(eq(crosswordClues.puzzle_id, id))
    .orderBy(asc(crosswordClues.number), asc(crosswordClues.direction), asc(crosswordClues.id));
  return {
    id: p.id,
    title: p.title,
    difficulty: p.difficulty,
    size: p.size,
    pattern: p.pattern,
    clues: clues.map(toClue),
  };
}

export async function getClue(db: Db, clueId: number): Promise<ServerClue | null> {
  const [r] = await db.select().from(crosswordClues).where(eq(crosswordClues.id, clueId));
  return r ? toClue(r) : null;
}

export function gridOf(puzzle: ServerPuzzle): CrosswordGrid {
  return buildGrid(puzzle.pattern, puzzle.clues);
}

/** The completed clues a grid state proves: claimed clues whose cells spell the answer. */
export function verifiedClues(
  puzzle: ServerPuzzle,
  gridState: GridState,
  claimed: Iterable<number>,
): number[] {
  const want = new Set(claimed);
  return puzzle.clues
    .filter((c) => want.has(c.id) && answerMatches(clueWord(c, gridState), c.answer))
    .map((c) => c.id)
    .sort((a, b) => a - b);
}

/** Write the real letters (with diacritics) of completed clues into a grid state. */
export function withSolvedLetters(
  puzzle: ServerPuzzle,
  gridState: GridState,
  completed: number[],
): GridState {
  const done = new Set(completed);
  let out = gridState;
  for (const c of puzzle.clues) if (done.has(c.id)) out = fillAnswer(out, c, c.answer);
  return out;
}

export function progressView(puzzle: ServerPuzzle, row: ProgressRow): CrosswordProgress {
  const grid = gridOf(puzzle);
  const gridState = sanitizeGridState(grid, row.current_answers?.gridState ?? {});
  const completed = verifiedClues(puzzle, gridState, row.completed_clues ?? []);
  const done = new Set(completed);
  const solved: Record<string, string> = {};
  for (const c of puzzle.clues) if (done.has(c.id)) solved[String(c.id)] = c.answer;
  return {
    puzzleId: puzzle.id,
    gridState: withSolvedLetters(puzzle, gridState, completed),
    completedClues: completed,
    hintsUsed: row.hints_used,
    score: crosswordScore(completed.length, row.hints_used),
    timeSpentSeconds: row.time_spent_seconds,
    isCompleted: puzzle.clues.length > 0 && completed.length === puzzle.clues.length,
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    solved,
    ...sanitizeHelp(grid, done, row.current_answers),
  };
}

export async function progressRow(db: Db, userId: string, puzzleId: number): Promise<ProgressRow | null> {
  const [row] = await db
    .select()
    .from(crosswordProgress)
    .where(and(eq(crosswordProgress.user_id, userId), eq(crosswordProgress.puzzle_id, puzzleId)));
  return row ?? null;
}

export async function puzzlePayload(
  db: Db,
  puzzle: ServerPuzzle,
  userId: string | null,
): Promise<CrosswordPuzzleResponse> {
  const row = userId ? await progressRow(db, userId, puzzle.id) : null;
  return {
    puzzle: {
      id: puzzle.id,
      title: puzzle.title,
      difficulty: puzzle.difficulty,
      size: puzzle.size,
      pattern: puzzle.pattern,
      clues: puzzle.clues.map(publicClue),
    },
    progress: row ? progressView(puzzle, row) : null,
  };
}

/** Check a clue's answer: true only when the typed word folds to the answer. */
export async function checkAnswer(
  db: Db,
  clueId: number,
  typed: string,
): Promise<{ correct: boolean; answer?: string }> {
  const clue = await getClue(db, clueId);
  if (!clue) throw new HttpError(404, CLUE_NOT_FOUND);
  if (answerMatches(typed, clue.answer)) return { correct: true, answer: clue.answer };
  return { correct: false };
}

export function hintText(answer: string, level: 1 | 2 | 3): { mask: string; hint: string } {
  const mask = hintMask(answer, level);
  const what = HINT_LEVEL_TEXT[level];
  return { mask, hint: `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${mask}` };
}

/**
 * A hint for a clue. For a signed-in player the level comes from the hints counted on the
 * server (and the count rises by one); for a guest from the level the client sends.
 */
export async function giveHint(
  db: Db,
  clueId: number,
  requestedLevel: 1 | 2 | 3,
  userId: string | null,
): Promise<CrosswordHintResponse> {
  const clue = await getClue(db, clueId);
  if (!clue) throw new HttpError(404, CLUE_NOT_FOUND);
  if (!userId) return { level: requestedLevel, ...hintText(clue.answer, requestedLevel) };
  const hintsUsed = await countHint(db, userId, clue.puzzleId);
  const level = hintLevel(hintsUsed - 1);
  return { level, ...hintText(clue.answer, level), hintsUsed };
}

/** One more hint for a signed-in player's puzzle (a hint or a reveal); returns the new count. */
async function countHint(db: Db, userId: string, puzzleId: number): Promise<number> {
  const [row] = await db
    .insert(crosswordProgress)
    .values({ user_id: userId, puzzle_id: puzzleId, hints_used: 1, last_played: new Date() })
    .onConflictDoUpdate({
      target: [crosswordProgress.user_id, crosswordProgress.puzzle_id],
      set: { hints_used: sql`${crosswordProgress.hints_used} + 1`, last_played: new Date() },
    })
    .returning({ hintsUsed: crosswordProgress.hints_used });
  return row?.hintsUsed ?? 1;
}

export const POSITION_OUT = 'Poziția nu există în acest cuvânt.';

/** "Verifică" on one letter: right or not; the real letter only when it is right. */
export async function checkLetter(
  db: Db,
  clueId: number,
  index: number,
  typed: string,
): Promise<CrosswordLetterCheckResponse> {
  const clue = await getClue(db, clueId);
  if (!clue) throw new HttpError(404, CLUE_NOT_FOUND);
  const letters = [...clue.answer];
  if (index >= letters.length) throw new HttpError(400, POSITION_OUT);
  const real = letters[index]!;
  return answerMatches(typed, real) ? { correct: true, letter: real } : { correct: false };
}

/** "Dezvăluie": one letter (index) or the whole word; counted as a hint. */
export async function reveal(
  db: Db,
  clueId: number,
  index: number | undefined,
  userId: string | null,
): Promise<CrosswordRevealResponse> {
  const clue = await getClue(db, clueId);
  if (!clue) throw new HttpError(404, CLUE_NOT_FOUND);
  const letters = [...clue.answer];
  if (index !== undefined && index >= letters.length) throw new HttpError(400, POSITION_OUT);
  const hintsUsed = userId ? await countHint(db, userId, clue.puzzleId) : undefined;
  if (index !== undefined) return { letters: [{ index, letter: letters[index]! }], hintsUsed };
  return { letters: letters.map((letter, i) => ({ index: i, letter })), answer: clue.answer, hintsUsed };
}

/**
 * Save a signed-in player's progress. Re-validated: the grid is sanitised, a clue counts as
 * completed only if its cells spell its answer, hints never go down (the hint endpoint
 * counts them), the score is recomputed here.
 */
export async function saveProgress(
  db: Db,
  userId: string,
  puzzle: ServerPuzzle,
  body: CrosswordProgressSave,
): Promise<CrosswordProgress> {
  const grid = gridOf(puzzle);
  const existing = await progressRow(db, userId, puzzle.id);
  const gridState = sanitizeGridState(grid, body.gridState);
  const completed = verifiedClues(puzzle, gridState, body.completedClues);
  const hintsUsed = Math.max(existing?.hints_used ?? 0, body.hintsUsed);
  const isCompleted = puzzle.clues.length > 0 && completed.length === puzzle.clues.length;
  const now = new Date();
  const completedAt = isCompleted
    ? existing?.is_completed && existing.completed_at
      ? existing.completed_at
      : now
    : (existing?.completed_at ?? null);
  const values = {
    completed_clues: completed,
    current_answers: {
      gridState: withSolvedLetters(puzzle, gridState, completed),
      ...sanitizeHelp(grid, new Set(completed), body),
    },
    is_completed: isCompleted,
    score: crosswordScore(completed.length, hintsUsed),
    time_spent_seconds: body.timeSpentSeconds,
    hints_used: hintsUsed,
    last_played: now,
    completed_at: completedAt,
  };
  const [row] = await db
    .insert(crosswordProgress)
    .values({ user_id: userId, puzzle_id: puzzle.id, ...values })
    .onConflictDoUpdate({ target: [crosswordProgress.user_id, crosswordProgress.puzzle_id], set: values })
    .returning();
  return progressView(puzzle, row!);
}

/** Start a puzzle over: an empty grid, no hints, no time; the date it was completed stays (the picker keeps its mark). */
export async function resetProgress(
  db: Db,
  userId: string,
  puzzle: ServerPuzzle,
): Promise<CrosswordProgress | null> {
  const [row] = await db
    .update(crosswordProgress)
    .set({
      completed_clues: [],
      current_answers: { gridState: {} },
      is_completed: false,
      score: 0,
      time_spent_seconds: 0,
      hints_used: 0,
      last_played: new Date(),
    })
    .where(and(eq(crosswordProgress.user_id, userId), eq(crosswordProgress.puzzle_id, puzzle.id)))
    .returning();
  return row ? progressView(puzzle, row) : null;
}

/** Puzzles by id with their clues (for the merge). */
export async function getPuzzles(db: Db, ids: number[]): Promise<Map<number, ServerPuzzle>> {
  const out = new Map<number, ServerPuzzle>();
  if (ids.length === 0) return out;
  const puzzles = await db.select().from(crosswordPuzzles).where(inArray(crosswordPuzzles.id, ids));
  const clues = await db.select().from(crosswordClues).where(inArray(crosswordClues.puzzle_id, ids));
  for (const p of puzzles)
    out.set(p.id, {
      id: p.id,
      title: p.title,
      difficulty: p.difficulty,
      size: p.size,
      pattern: p.pattern,
      clues: [],
    });
  for (const c of clues) out.get(c.puzzle_id)?.clues.push(toClue(c));
  return out;
}
