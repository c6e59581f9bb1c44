/**
 * What the two synonym games (the advanced game and the quiz) share on the server: each
 * player's correct answers per Bucharest day (easy_synonym_progress.daily_correct, the daily
 * goal and the streaks of both games) and the lock that serialises a player's writes to
 * their rows.
 */
import { eq, sql } from 'drizzle-orm';
import type { DailyCorrect } from '@slove/core/synonyms';
import { lockKey, type Db, type Tx } from '../../db/client.ts';
import { easySynonymProgress } from './schema.ts';

type DbOrTx = Db | Tx;

/**
 * Serialise one player's writes to the synonym games' rows (progress per set and the shared
 * easy_synonym_progress row): without it, two first saves at once would both insert, and the
 * second would overwrite the first's words and count them twice for the day.
 */
export const lockPlayer = (tx: Tx, userId: string) => lockKey(tx, `synonyms:${userId}`);

/** Add correct answers to a Bucharest day of the player (atomic). */
export async function addDailyCorrect(db: DbOrTx, userId: string, day: string, n: number): Promise<void> {
  if (n <= 0) return;
  await db.execute(sql`
    INSERT INTO easy_synonym_progress (user_id, daily_correct)
    VALUES (${userId}, jsonb_build_object(${day}::text, ${n}::int))
    ON CONFLICT (user_id) DO UPDATE SET
      daily_correct = easy_synonym_progress.daily_correct
        || jsonb_build_object(${day}::text, COALESCE((easy_synonym_progress.daily_correct ->> ${day}::text)::int, 0) + ${n}::int),
      updated_at = now()`);
}

export async function dailyCorrectOf(db: Db, userId: string): Promise<DailyCorrect> {
  const row = (
    await db
      .select({ d: easySynonymProgress.daily_correct })
      .from(easySynonymProgress)
      .where(eq(easySynonymProgress.user_id, userId))
  )[0];
  return row?.d ?? {};
}
