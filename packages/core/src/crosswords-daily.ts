/**
 * "Integrama zilei": one crossword a day by the Bucharest clock (day.ts), drawn from the
 * content so that each size appears through the week: the smallest grids on weekdays
 * (Monday to Friday), the next size up at the weekend. Within a size the puzzles follow one
 * another by id, so a size's pool is used up before a puzzle comes back.
 */
import { addDays, dayNumber, isDayKey } from './day.ts';
import { parseSize } from './crosswords.ts';
import { z } from './zod.ts';

/** How many past days the archive offers (today included). */
export const DAILY_ARCHIVE_DAYS = 30;

export interface DailyCandidate {
  id: number;
  size: string;
}

const area = (size: string) => {
  const { rows, cols } = parseSize(size);
  return rows * cols;
};

/** 0 = Monday … 6 = Sunday, for a day key. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The number of the daily puzzle of a day: #1 is 2025-01-01. */
export function dailyNumber(day: string): number {
  return dayNumber(day) + 1;
}

/** The puzzle of a day, or null when there is no content. */
export function dailyPuzzleId(day: string, puzzles: readonly DailyCandidate[]): number | null {
  if (!isDayKey(day) || puzzles.length === 0) return null;
  const sizes = [...new Set(puzzles.map((p) => p.size))].sort(
    (a, b) => area(a) - area(b) || a.localeCompare(b),
  );
  const weekend = weekdayIndex(day) >= 5;
  const size = weekend ? (sizes[1] ?? sizes[0]!) : sizes[0]!;
  const pool = puzzles.filter((p) => p.size === size).sort((a, b) => a.id - b.id);
  // Whole weeks since the Monday before the epoch, then the day's place among its kind.
  const week = Math.floor((dayNumber(day) + 2) / 7);
  const place = weekend ? weekdayIndex(day) - 5 : weekdayIndex(day);
  const ordinal = week * (weekend ? 2 : 5) + place;
  return pool[((ordinal % pool.length) + pool.length) % pool.length]!.id;
}

/** The archive's days, newest first: today and the 29 days before. */
export function archiveDays(today: string): string[] {
  return Array.from({ length: DAILY_ARCHIVE_DAYS }, (_, i) => addDays(today, -i));
}

/**
 * The current streak: consecutive days whose puzzle was solved on its own day (the days given),
 * up to today, or up to yesterday while today's puzzle is still open (a streak ends only once
 * a whole day has passed unsolved).
 */
export function dailyStreak(onDayDays: Iterable<string>, today: string): number {
  const solved = new Set(onDayDays);
  let day = solved.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (solved.has(day)) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}

export const dailyEntrySchema = z.object({
  day: z.string(),
  number: z.number().int(),
  puzzleId: z.number().int(),
  title: z.string(),
  size: z.string(),
  difficulty: z.number().int(),
  /** The signed-in player's result (null for a guest: this device keeps its own). */
  result: z.object({ seconds: z.number().int(), helps: z.number().int() }).nullable(),
});
export type DailyEntry = z.infer<typeof dailyEntrySchema>;

export const dailyStatsSchema = z.object({
  streak: z.number().int(),
  bestSeconds: z.number().int().nullable(),
  solved: z.number().int(),
});
export type DailyStats = z.infer<typeof dailyStatsSchema>;

/** GET /api/crosswords/daily: today's puzzle, the archive (newest first, today included), the stats. */
export const dailyResponseSchema = z.object({
  today: dailyEntrySchema,
  archive: z.array(dailyEntrySchema),
  stats: dailyStatsSchema.nullable(),
});
export type DailyResponse = z.infer<typeof dailyResponseSchema>;

/**
 * A day's result for the stats: its time, and whether its puzzle was solved on that day
 * (Bucharest clock). Missing means no: a result nobody could date is an archive solve.
 */
export interface DailyResultLike {
  seconds: number;
  onDay?: boolean;
}

/**
 * Streak, best time and count from results by day. Like Wordle and NYT's Mini, only a puzzle
 * solved on its own day makes or extends the streak; an archive solve (a past day, solved
 * later) counts in the solved days and the best time but leaves the streak alone.
 */
export function dailyStats(results: Record<string, DailyResultLike>, today: string): DailyStats {
  const entries = Object.entries(results);
  const times = entries.map(([, r]) => r.seconds);
  return {
    streak: dailyStreak(
      entries.filter(([, r]) => r.onDay === true).map(([day]) => day),
      today,
    ),
    bestSeconds: times.length ? Math.min(...times) : null,
    solved: entries.length,
  };
}
