/**
 * "Integrama zilei" on the server: the day's puzzle and the archive (core/crosswords-daily.ts
 * picks them from the content), and a signed-in player's results, streak and best time.
 * A result is recorded only when the player's progress proves the puzzle solved.
 */
import { and, eq } from 'drizzle-orm';
import {
  archiveDays,
  dailyNumber,
  dailyPuzzleId,
  dailyStats,
  type DailyEntry,
  type DailyResponse,
  type DailyStats,
} from '@slove/core/crosswords-daily';
import { dayKey } from '@slove/core/day';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http.ts';
import { crosswordDailyResults, crosswordProgress, crosswordPuzzles } from './schema.ts';

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
): Promise<Record<string, { seconds: number; helps: number }>> {
  const rows = await db
    .select({
      day: crosswordDailyResults.day,
      seconds: crosswordDailyResults.seconds,
      helps: crosswordDailyResults.helps,
    })
    .from(crosswordDailyResults)
    .where(eq(crosswordDailyResults.user_id, userId));
  return Object.fromEntries(rows.map((r) => [r.day, { seconds: r.seconds, helps: r.helps }]));
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

/**
 * Record the day's result when the player's progress proves its puzzle solved (its time and
 * helps come from the progress, never from the client); idempotent. False when not solved.
 */
async function insertResult(db: Db, userId: string, day: string, puzzleId: number): Promise<boolean> {
  const [progress] = await db
    .select()
    .from(crosswordProgress)
    .where(and(eq(crosswordProgress.user_id, userId), eq(crosswordProgress.puzzle_id, puzzleId)));
  if (!progress?.is_completed) return false;
  await db
    .insert(crosswordDailyResults)
    .values({
      user_id: userId,
      day,
      puzzle_id: puzzleId,
      seconds: progress.time_spent_seconds,
      helps: progress.hints_used,
    })
    .onConflictDoNothing();
  return true;
}

/** Record a signed-in player's solved daily puzzle (its time and helps from the progress); idempotent. */
export async function recordDaily(
  db: Db,
  userId: string,
  day: string,
  today = dayKey(),
): Promise<DailyStats> {
  if (!archiveDays(today).includes(day)) throw new HttpError(400, DAY_OUT);
  const puzzleId = dailyPuzzleId(day, await candidates(db));
  if (puzzleId === null) throw new HttpError(404, NO_DAILY);
  if (!(await insertResult(db, userId, day, puzzleId))) throw new HttpError(400, NOT_SOLVED);
  return dailyStats(await resultsOf(db, userId), today);
}

/**
 * A guest's solved days of "Integrama zilei" into the account (after its puzzles were merged):
 * each day of the archive window counts once the account's progress proves that day's puzzle
 * solved, exactly as if the player had recorded it signed in; other days are dropped. The
 * time and helps are the progress's, not the guest's claim. Idempotent.
 */
export async function mergeDailyResults(
  db: Db,
  userId: string,
  days: Iterable<string>,
  today = dayKey(),
): Promise<void> {
  const window = new Set(archiveDays(today));
  const wanted = [...new Set(days)].filter((d) => window.has(d));
  if (wanted.length === 0) return;
  const puzzles = await candidates(db);
  for (const day of wanted) {
    const puzzleId = dailyPuzzleId(day, puzzles);
    if (puzzleId !== null) await insertResult(db, userId, day, puzzleId);
  }
}
