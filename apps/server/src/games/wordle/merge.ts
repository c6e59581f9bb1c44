/**
 * Guest Wordle games → account. Each day's attempts are re-checked against that day's word
 * (the longest valid beginning is kept); a local game replaces the stored one only when it
 * extends it. Stats are then recomputed on the server. Running it twice changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { dayKey, daysBetween, isDayKey, isInArchive } from '@slove/core/day';
import { checkAttempts, type Attempt } from '@slove/core/wordle';
import type { WordleLocal } from '@slove/core/wordle-api';
import type { Db } from '../../db/client.ts';
import { wordleProgress } from './schema.ts';
import { guestDays, isClaimable, type GuestDays } from '../shared/guest-days.ts';
import { recomputeStats, wordForDay } from './service.ts';
import { wordleLists, type WordleLists } from './words.ts';

/** The longest beginning of the attempts that passes the re-check. */
function validPrefix(attempts: WordleLocal['games'][string]['attempts'], word: string, lists: WordleLists) {
  for (let n = attempts.length; n > 0; n--) {
    const check = checkAttempts(attempts.slice(0, n), word, lists.allowed);
    if (check.ok) return check;
  }
  return null;
}

/**
 * A trustworthy completion instant: within the puzzle's day or later, not in the future, and
 * on the day the guest may claim (the merge's day, see games/shared/guest-days.ts).
 * Otherwise the game finished when it reached the server: an archive game, which counts in the
 * statistics but never extends the streak.
 */
function completionInstant(day: string, claimed: string | null | undefined, now: Date, w: GuestDays): Date {
  if (claimed) {
    const at = new Date(claimed);
    if (
      !Number.isNaN(at.getTime()) &&
      at <= now &&
      daysBetween(day, dayKey(at)) >= 0 &&
      isClaimable(dayKey(at), w)
    )
      return at;
  }
  return now;
}

export async function mergeWordleLocal(
  db: Db,
  userId: string,
  data: WordleLocal,
  contentDir?: string,
): Promise<void> {
  const lists = wordleLists(contentDir ?? process.env.CONTENT_DIR);
  const now = new Date();
  const window = guestDays(now);
  let changed = false;
  // only the days one can play: today and the archive
  const days = Object.keys(data.games)
    .filter((d) => isDayKey(d) && isInArchive(d, window.today))
    .sort();
  for (const day of days) {
    const game = data.games[day]!;
    if (game.attempts.length === 0) continue;
    const { wordId, word } = await wordForDay(db, lists, day);
    const check = validPrefix(game.attempts, word, lists);
    if (!check) continue;
    const existing = (
      await db
        .select()
        .from(wordleProgress)
        .where(and(eq(wordleProgress.user_id, userId), eq(wordleProgress.daily_date, day)))
    )[0];
    if (existing) {
      const extends_ = existing.attempts.every((a, i) => check.attempts[i]?.word === a.word);
      if (!extends_ || existing.attempts.length >= check.attempts.length || existing.is_completed) continue;
    }
    const values = {
      attempts: check.attempts as Attempt[],
      is_completed: check.state.completed,
      is_won: check.state.won,
      guesses_count: check.attempts.length,
      completed_at: check.state.completed ? completionInstant(day, game.completedAt, now, window) : null,
    };
    if (existing) await db.update(wordleProgress).set(values).where(eq(wordleProgress.id, existing.id));
    else
      await db
        .insert(wordleProgress)
        .values({ user_id: userId, daily_date: day, word_id: wordId, ...values })
        .onConflictDoNothing();
    changed = true;
  }
  if (changed) await recomputeStats(db, userId);
}
