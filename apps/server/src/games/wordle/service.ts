/**
 * Wordle on the server: the word of a day, progress saves re-checked with the shared rules,
 * and statistics recomputed from the player's finished games.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDays, dayKey, daysBetween, isInArchive, ARCHIVE_DAYS } from '@slove/core/day';
import {
  checkAttempts,
  computeStats,
  finishedOn,
  shareNumber,
  statsOn,
  wordIndexForDay,
  type Attempt,
  type WordleStats,
} from '@slove/core/wordle';
import type { WordleArchive, WordleProgress } from '@slove/core/wordle-api';
import type { Db } from '../../db/client.ts';
import { wordleProgress, wordleStats, wordleWords } from './schema.ts';
import { HttpError } from '../../lib/http.ts';
import type { WordleLists } from './words.ts';

type ProgressRow = typeof wordleProgress.$inferSelect;

/** The word of a day (the schedule wraps around the answer list). */
export async function wordForDay(
  db: Db,
  lists: WordleLists,
  day: string,
): Promise<{ wordId: number; word: string }> {
  const wordId = wordIndexForDay(day, lists.answers.length) + 1;
  const rows = await db
    .select({ id: wordleWords.id, word: wordleWords.word })
    .from(wordleWords)
    .where(eq(wordleWords.id, wordId));
  const row = rows[0];
  if (!row) throw new HttpError(503, 'Cuvântul zilei nu este disponibil încă.');
  return { wordId: row.id, word: row.word };
}

/** A day the player may open: today or one of the 30 days before it. */
export function assertPlayableDay(day: string, today = dayKey()): void {
  if (!isInArchive(day, today)) {
    throw new HttpError(
      404,
      daysBetween(day, today) < 0
        ? 'Ziua aceasta nu a venit încă.'
        : 'Ziua nu mai este în arhivă (ultimele 30 de zile).',
    );
  }
}

export function toProgressDto(row: ProgressRow): WordleProgress {
  return {
    day: row.daily_date,
    wordId: row.word_id,
    attempts: row.attempts.map((a) => ({ word: a.word, result: a.result as (0 | 1 | 2)[] })),
    isCompleted: row.is_completed,
    isWon: row.is_won,
    guessesCount: row.guesses_count,
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
  };
}

export async function getProgress(db: Db, userId: string, day: string): Promise<ProgressRow | null> {
  const rows = await db
    .select()
    .from(wordleProgress)
    .where(and(eq(wordleProgress.user_id, userId), eq(wordleProgress.daily_date, day)));
  return rows[0] ?? null;
}

const samePrefix = (stored: readonly { word: string }[], next: readonly { word: string }[]) =>
  stored.every((a, i) => next[i]?.word === a.word);

/**
 * Save the whole attempt list of a day. The list may only grow (the stored attempts must be
 * its beginning); every attempt is re-checked against the day's word. completed_at is set
 * once, when the game ends, and the stats are recomputed then.
 */
export async function saveProgress(
  db: Db,
  lists: WordleLists,
  userId: string,
  day: string,
  submitted: readonly { word: string; result?: readonly number[] }[],
  now = new Date(),
): Promise<{ progress: ProgressRow; stats: WordleStats }> {
  const { wordId, word } = await wordForDay(db, lists, day);
  const check = checkAttempts(submitted, word, lists.allowed);
  if (!check.ok) throw new HttpError(400, check.message);

  const row = await db.transaction(async (tx) => {
    const existing = (
      await tx
        .select()
        .from(wordleProgress)
        .where(and(eq(wordleProgress.user_id, userId), eq(wordleProgress.daily_date, day)))
        .for('update')
    )[0];
    if (existing) {
      if (!samePrefix(existing.attempts, check.attempts)) {
        throw new HttpError(409, 'Încercările nu se potrivesc cu progresul salvat pentru această zi.');
      }
      if (existing.attempts.length === check.attempts.length) return existing; // nothing new
    }
    const values = {
      attempts: check.attempts as Attempt[],
      is_completed: check.state.completed,
      is_won: check.state.won,
      guesses_count: check.attempts.length,
      completed_at: check.state.completed ? (existing?.completed_at ?? now) : null,
    };
    if (existing) {
      const updated = await tx
        .update(wordleProgress)
        .set(values)
        .where(eq(wordleProgress.id, existing.id))
        .returning();
      return updated[0]!;
    }
    const inserted = await tx
      .insert(wordleProgress)
      .values({ user_id: userId, daily_date: day, word_id: wordId, ...values })
      .onConflictDoNothing()
      .returning();
    if (!inserted[0])
      throw new HttpError(409, 'Progresul a fost salvat între timp de pe alt dispozitiv. Reîncarcă pagina.');
    return inserted[0];
  });

  const stats = row.is_completed ? await recomputeStats(db, userId) : await getStats(db, userId);
  return { progress: row, stats };
}

/** Recompute and store the stats from every finished game, in the order they finished. */
export async function recomputeStats(db: Db, userId: string): Promise<WordleStats> {
  const rows = await db
    .select({
      day: wordleProgress.daily_date,
      won: wordleProgress.is_won,
      guesses: wordleProgress.guesses_count,
      completedAt: wordleProgress.completed_at,
    })
    .from(wordleProgress)
    .where(and(eq(wordleProgress.user_id, userId), eq(wordleProgress.is_completed, true)))
    .orderBy(asc(wordleProgress.completed_at), asc(wordleProgress.id));
  const stats = computeStats(
    rows.map((r) => ({
      day: r.day,
      won: r.won,
      guesses: r.guesses,
      finishedOn: r.completedAt ? finishedOn(r.completedAt) : r.day,
    })),
  );
  const values = {
    games_played: stats.gamesPlayed,
    games_won: stats.gamesWon,
    current_streak: stats.currentStreak,
    max_streak: stats.maxStreak,
    guess_distribution: stats.guessDistribution,
    last_played_date: stats.lastPlayedDate,
  };
  await db
    .insert(wordleStats)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: wordleStats.user_id, set: values });
  return statsOn(stats, dayKey());
}

/** The stored stats as of `today` (a streak that ended before yesterday shows 0). */
export async function getStats(db: Db, userId: string, today = dayKey()): Promise<WordleStats> {
  const row = (await db.select().from(wordleStats).where(eq(wordleStats.user_id, userId)))[0];
  if (!row) return computeStats([]);
  return statsOn(
    {
      gamesPlayed: row.games_played,
      gamesWon: row.games_won,
      currentStreak: row.current_streak,
      maxStreak: row.max_streak,
      guessDistribution: { ...computeStats([]).guessDistribution, ...row.guess_distribution },
      lastPlayedDate: row.last_played_date,
    },
    today,
  );
}

/** Today and the 30 days before it, newest first, with the player's result of each. */
export async function archive(db: Db, userId: string | null, today = dayKey()): Promise<WordleArchive> {
  const from = addDays(today, -ARCHIVE_DAYS);
  const rows = userId
    ? await db
        .select()
        .from(wordleProgress)
        .where(
          and(
            eq(wordleProgress.user_id, userId),
            gte(wordleProgress.daily_date, from),
            lte(wordleProgress.daily_date, today),
          ),
        )
    : [];
  const byDay = new Map(rows.map((r) => [r.daily_date, r]));
  const days: WordleArchive['days'] = [];
  for (let i = 0; i <= ARCHIVE_DAYS; i++) {
    const day = addDays(today, -i);
    const r = byDay.get(day);
    days.push({
      day,
      number: shareNumber(day),
      status:
        !r || r.attempts.length === 0 ? 'new' : r.is_completed ? (r.is_won ? 'won' : 'lost') : 'playing',
      guesses: r?.guesses_count ?? 0,
    });
  }
  return { today, days };
}
