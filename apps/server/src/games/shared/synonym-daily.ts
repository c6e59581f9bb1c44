/**
 * What the two synonym games (the advanced game and the quiz) share on the server: each
 * player's correct answers per Bucharest day (easy_synonym_progress.daily_correct, the daily
 * goal and the streaks of both games) and the lock that serialises a player's writes to
 * their rows.
 */
import { eq, sql } from 'drizzle-orm';
import { loadQuiz } from '@slove/content/load';
import type { DailyCorrect } from '@slove/core/synonyms';
import { lockKey, type Db, type Tx } from '../../db/client.ts';
import { easySynonymProgress } from './schema.ts';
import { isClaimable, type GuestDays } from './guest-days.ts';

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

const quizSizes = new Map<string, number>();

/** The number of quiz questions: the most correct answers the quiz can give a day. */
export function quizQuestionCount(contentDir?: string): number {
  const key = contentDir ?? '';
  let n = quizSizes.get(key);
  if (n === undefined) {
    n = (contentDir ? loadQuiz(contentDir) : loadQuiz()).reduce((sum, s) => sum + s.questions.length, 0);
    quizSizes.set(key, n);
  }
  return n;
}

/**
 * Guest counts per day, kept only where they could be true: the day the guest may claim
 * (games/shared/guest-days.ts: the merge's day), each at most `cap` (what the content allows a day).
 */
export function claimableDaily(claimed: DailyCorrect, w: GuestDays, cap: number): DailyCorrect {
  const out: DailyCorrect = {};
  for (const [day, n] of Object.entries(claimed)) {
    if (!isClaimable(day, w)) continue;
    const count = Math.min(Math.floor(n), cap);
    if (count > 0) out[day] = count;
  }
  return out;
}
