/**
 * "Integrama zilei" on the server: the day's puzzle and the archive (core/crosswords-daily.ts
 * picks them from the content), and a signed-in player's results, streak and best time.
 * A result is recorded only when the player's progress proves the puzzle solved. Like Wordle
 * and NYT's Mini, only a puzzle solved on its own day (Bucharest clock) makes the streak: an
 * archive solve is recorded (the ✓, the solved count, the best time) with on_day false.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  archiveDays,
  dailyNumber,
  dailyPuzzleId,
  dailyStats,
  type DailyEntry,
  type DailyResponse,
  type DailyStats,
} from '@slove/core/crosswords-daily';
import { sanitizeGridState } from '@slove/core/crosswords';
import { dayKey } from '@slove/core/day';
import type { CrosswordDailyLocal } from '@slove/core/crosswords-api';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http.ts';
import { guestDays, isClaimable } from '../shared/guest-days.ts';
import { crosswordDailyResults, crosswordProgress, crosswordPuzzles } from './schema.ts';
import { getPuzzles, gridOf, verifiedClues } from './service.ts';

export const NO_DAILY = 'Nu există încă integrame pentru Integrama zilei.';
export const DAY_OUT = 'Ziua nu este în arhiva Integramei zilei (ultimele 30 de zile).';
export const NOT_SOLVED = 'Integrama zilei nu este rezolvată încă.';

type Summary = { id: number; title: string; size: string; difficulty: number };

async function candidates(db: Db): Promise<Summary[]> {
  return db
    .select({
      id: crosswordPuzzles.id,
      title: crosswordPuzzles.title,
      size: crosswordPuzzles.size,
      difficulty: crosswordPuzzles.difficulty,
    })
    .from(crosswordPuzzles);
}

async function resultsOf(
  db: Db,
  userId: string,
): Promise<Record<string, { seconds: number; helps: number; onDay: boolean }>> {
  const rows = await db
    .select({
      day: crosswordDailyResults.day,
      seconds: crosswordDailyResults.seconds,
      helps: crosswordDailyResults.helps,
      onDay: crosswordDailyResults.on_day,
    })
    .from(crosswordDailyResults)
    .where(eq(crosswordDailyResults.user_id, userId));
  return Object.fromEntries(rows.map((r) => [r.day, { seconds: r.seconds, helps: r.helps, onDay: r.onDay }]));
}

export async function dailyView(db: Db, userId: string | null, today = dayKey()): Promise<DailyResponse> {
  const puzzles = await candidates(db);
  const byId = new Map(puzzles.map((p) => [p.id, p]));
  const results = userId ? await resultsOf(db, userId) : {};
  const entry = (day: string): DailyEntry | null => {
    const id = dailyPuzzleId(day, puzzles);
    const p = id === null ? undefined : byId.get(id);
    if (!p) return null;
    const r = results[day];
    return {
      day,
      number: dailyNumber(day),
      puzzleId: p.id,
      title: p.title,
      size: p.size,
      difficulty: p.difficulty,
      result: userId ? (r ? { seconds: r.seconds, helps: r.helps } : null) : null,
    };
  };
  const archive = archiveDays(today)
    .map(entry)
    .filter((e): e is DailyEntry => e !== null);
  if (archive.length === 0) throw new HttpError(404, NO_DAILY);
  return { today: archive[0]!, archive, stats: userId ? dailyStats(results, today) : null };
}

type Progress = typeof crosswordProgress.$inferSelect;

/**
 * The progress's last completion (dated by the server, or a merged guest's claim) fell on `day`
 * and is not in the future.
 */
const completedOn = (progress: Progress, day: string, now = new Date()) =>
  progress.completed_at !== null && progress.completed_at <= now && dayKey(progress.completed_at) === day;

/**
 * Record the day's result when the player's progress proves its puzzle solved (its time and
 * helps come from the progress, never from the client); `onDay` decides from that progress
 * whether it was solved on its day. At a merge, `solved` gives a guest's result when its kept
 * grid spells the answers: asked only when the progress no longer shows the solve (started
 * over before signing in). Idempotent: the first result stays, except that a later
 * proof of an on-day solve marks it so. False when not solved.
 */
async function insertResult(
  db: Db,
  userId: string,
  day: string,
  puzzleId: number,
  onDay: (progress: Progress) => boolean,
  solved?: () => Promise<{ seconds: number; helps: number } | undefined>,
): Promise<boolean> {
  const [progress] = await db
    .select()
    .from(crosswordProgress)
    .where(and(eq(crosswordProgress.user_id, userId), eq(crosswordProgress.puzzle_id, puzzleId)));
  const result = progress?.is_completed
    ? { seconds: progress.time_spent_seconds, helps: progress.hints_used }
    : await solved?.();
  if (!result) return false;
  await db
    .insert(crosswordDailyResults)
    .values({
      user_id: userId,
      day,
      puzzle_id: puzzleId,
      seconds: result.seconds,
      helps: result.helps,
      on_day: !!progress && onDay(progress),
    })
    .onConflictDoUpdate({
      target: [crosswordDailyResults.user_id, crosswordDailyResults.day],
      set: { on_day: sql`${crosswordDailyResults.on_day} or excluded.on_day` },
    });
  return true;
}

/**
 * Record a signed-in player's solved daily puzzle (its time and helps from the progress);
 * idempotent. On its day by the server's clock alone: recorded today, for today, and the
 * progress completed today (a puzzle solved on an earlier day, e.g. from the list before it
 * became the puzzle of the day, is not solved on its day). Any other archive day: a result
 * without the streak.
 */
export async function recordDaily(
  db: Db,
  userId: string,
  day: string,
  today = dayKey(),
): Promise<DailyStats> {
  if (!archiveDays(today).includes(day)) throw new HttpError(400, DAY_OUT);
  const puzzleId = dailyPuzzleId(day, await candidates(db));
  if (puzzleId === null) throw new HttpError(404, NO_DAILY);
  const onDay = (progress: Progress) => day === today && completedOn(progress, day);
  if (!(await insertResult(db, userId, day, puzzleId, onDay))) throw new HttpError(400, NOT_SOLVED);
  return dailyStats(await resultsOf(db, userId), today);
}

/** The letters spell every answer of the puzzle. */
async function solvesPuzzle(db: Db, puzzleId: number, letters: Record<string, string>): Promise<boolean> {
  const puzzle = (await getPuzzles(db, [puzzleId])).get(puzzleId);
  if (!puzzle || puzzle.clues.length === 0) return false;
  const grid = sanitizeGridState(gridOf(puzzle), letters);
  const all = puzzle.clues.map((c) => c.id);
  return verifiedClues(puzzle, grid, all).length === all.length;
}

/**
 * A guest's solved days of "Integrama zilei" into the account (after its puzzles were merged):
 * each day of the archive window counts once the account's progress proves that day's puzzle
 * solved, exactly as if the player had recorded it signed in; other days are dropped. The
 * time and helps are the progress's, not the guest's claim, except for a puzzle started over
 * since: then the day's grid kept on the device must spell every answer, and the time and
 * helps kept with it count. Idempotent.
 *
 * On its day: the device's `onDay` flag is only a claim. It is believed as far as the server
 * can check it, as Wordle's merge believes a guest's completion instant: the merged progress's
 * completion (the account's own, server-dated, or the guest's completedAt, which the puzzle
 * merge accepts only when it is not in the future) must fall on that very Bucharest day, and
 * the day must be the one the guest may claim (games/shared/guest-days.ts: the merge's day, so
 * that nobody builds a streak out of "guest" days).
 * Anything else is an archive solve: solved and best time, no streak. We do not believe the
 * flag alone, because nothing but the device's clock stands behind it.
 */
export async function mergeDailyResults(
  db: Db,
  userId: string,
  daily: CrosswordDailyLocal,
  now = new Date(),
): Promise<void> {
  const claimable = guestDays(now);
  const window = new Set(archiveDays(claimable.today));
  const wanted = Object.keys(daily).filter((d) => window.has(d));
  if (wanted.length === 0) return;
  const puzzles = await candidates(db);
  for (const day of wanted) {
    const puzzleId = dailyPuzzleId(day, puzzles);
    if (puzzleId === null) continue;
    const entry = daily[day]!;
    const claimsOnDay = entry.onDay === true && isClaimable(day, claimable);
    await insertResult(
      db,
      userId,
      day,
      puzzleId,
      // (a progress started over keeps its completion date: the claim is checked against it)
      (progress) => claimsOnDay && completedOn(progress, day, now),
      async () =>
        entry.letters && (await solvesPuzzle(db, puzzleId, entry.letters))
          ? { seconds: entry.seconds, helps: entry.helps }
          : undefined,
    );
  }
}
