/**
 * Which days guest data may claim when it is merged into an account (POST /api/account/merge).
 * The server dates a signed-in player's play itself, when it arrives; guest data is the one
 * place where the client says when something happened, so it is believed only where it could
 * have happened:
 * - within the archive window (today and the ARCHIVE_DAYS before it), never in the future;
 * - not after the day the account was created: from then on the player's plays are the
 *   account's own, saved and dated by the server (a signed-in player who sends "guest" data for
 *   later days cannot pick the days of a streak).
 * What a guest really earned before signing up is kept on its days; anything else a game keeps
 * (words, finished games) is dated today, the day it reached the server.
 */
import { eq } from 'drizzle-orm';
import { addDays, ARCHIVE_DAYS, dayKey, isDayKey } from '@slove/core/day';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

export interface GuestDays {
  today: string;
  /** The earliest day guest data may claim. */
  from: string;
  /** The latest day guest data may claim: the account's creation day (today at the latest). */
  until: string;
}

export async function guestDays(db: Db, userId: string, now = new Date()): Promise<GuestDays> {
  const today = dayKey(now);
  const [row] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId));
  const created = row ? dayKey(row.createdAt) : today;
  return { today, from: addDays(today, -ARCHIVE_DAYS), until: created < today ? created : today };
}

/** A day guest data may claim as the day something happened. */
export function isClaimable(day: string, w: GuestDays): boolean {
  return isDayKey(day) && day >= w.from && day <= w.until;
}
