/**
 * A guest's crosswords into an account (POST /api/account/merge → crosswords).
 * Per puzzle: completed clues are re-validated against the answers (a clue counts only if
 * the guest's grid spells it), united with the account's; hints and time take the higher
 * value (at least the helps the server counted for this browser as a guest, guest-helps.ts);
 * the score is recomputed; the completion date is kept; the help still shown (hints,
 * marks) is united, the account's first. Then the guest's solved days of "Integrama zilei"
 * count where the merged progress proves their puzzle solved, or where the day's grid kept on
 * the device does (the puzzle started over since), on their day only where its completion date
 * bears the claim out (daily.ts). Idempotent.
 */
import { and, eq } from 'drizzle-orm';
import { crosswordScore, sanitizeGridState, sanitizeHelp, type GridState } from '@slove/core/crosswords';
import type { CrosswordsLocal } from '@slove/core/crosswords-api';
import type { Db } from '../../db/client.ts';
import { mergeDailyResults } from './daily.ts';
import type { GuestHelps } from './guest-helps.ts';
import { crosswordProgress } from './schema.ts';
import { getPuzzles, gridOf, verifiedClues, withSolvedLetters } from './service.ts';

export async function mergeCrosswordsLocal(
  db: Db,
  userId: string,
  data: CrosswordsLocal,
  counted: GuestHelps = new Map(),
): Promise<void> {
  const entries = Object.entries(data.puzzles ?? {}).map(([id, p]) => [Number(id), p] as const);
  const puzzles = await getPuzzles(
    db,
    entries.map(([id]) => id),
  );
  for (const [puzzleId, local] of entries) {
    const puzzle = puzzles.get(puzzleId);
    if (!puzzle) continue; // not (or no longer) in the content: dropped
    const grid = gridOf(puzzle);
    const localGrid = sanitizeGridState(grid, local.gridState);
    const localDone = verifiedClues(puzzle, localGrid, local.completedClues);

    const [existing] = await db
      .select()
      .from(crosswordProgress)
      .where(and(eq(crosswordProgress.user_id, userId), eq(crosswordProgress.puzzle_id, puzzleId)));
    const accountGrid = existing ? sanitizeGridState(grid, existing.current_answers?.gridState ?? {}) : {};
    const accountDone = existing ? verifiedClues(puzzle, accountGrid, existing.completed_clues ?? []) : [];

    // Letters: the account's, then the guest's where the account has none; the real letters of every completed clue win.
    const merged: GridState = { ...localGrid, ...accountGrid };
    const done = [...new Set([...accountDone, ...localDone])].sort((a, b) => a - b);
    const gridState = withSolvedLetters(puzzle, merged, done);
    const completed = verifiedClues(puzzle, gridState, done);
    // the helps the server gave this browser as a guest count too (guest-helps.ts)
    const hintsUsed = Math.max(
      existing?.hints_used ?? 0,
      local.hintsUsed,
      counted.get(String(puzzleId)) ?? 0,
    );
    const timeSpent = Math.max(existing?.time_spent_seconds ?? 0, local.timeSpentSeconds);
    const isCompleted = puzzle.clues.length > 0 && completed.length === puzzle.clues.length;
    const accountHelp = sanitizeHelp(grid, new Set(completed), existing?.current_answers);
    const localHelp = sanitizeHelp(grid, new Set(completed), local);
    const help = {
      hints: { ...localHelp.hints, ...accountHelp.hints },
      marks: { ...localHelp.marks, ...accountHelp.marks },
    };
    const localAt =
      local.completedAt && !Number.isNaN(Date.parse(local.completedAt)) ? new Date(local.completedAt) : null;
    const completedAt =
      existing?.completed_at ??
      (localAt && localAt.getTime() <= Date.now() ? localAt : isCompleted ? new Date() : null);
    const values = {
      completed_clues: completed,
      current_answers: { gridState, ...help },
      is_completed: isCompleted,
      score: crosswordScore(completed.length, hintsUsed),
      time_spent_seconds: timeSpent,
      hints_used: hintsUsed,
      last_played: existing?.last_played ?? new Date(),
      completed_at: completedAt,
    };
    await db
      .insert(crosswordProgress)
      .values({ user_id: userId, puzzle_id: puzzleId, ...values })
      .onConflictDoUpdate({ target: [crosswordProgress.user_id, crosswordProgress.puzzle_id], set: values });
  }
  await mergeDailyResults(db, userId, data.daily ?? {});
}
