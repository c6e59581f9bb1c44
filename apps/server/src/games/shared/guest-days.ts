/**
 * Which days guest data may claim when it is merged into an account (POST /api/account/merge).
 * The server dates a signed-in player's play itself, when it arrives; guest data is the one
 * place where the client says when something happened, and nothing but the device's clock
 * stands behind it. One rule for every game (docs/decisions/0009-guest-history-on-merge.md):
 * guest data may claim the day of the merge only (today, Bucharest), the one day a device
 * that signs in now has certainly been able to play for the account.
 * - Earlier days stay the device's own record (its local statistics) but never raise the
 *   account's streaks: what a game keeps from them (words, finished games, solved puzzles)
 *   is dated today, or counts as an archive game, and per-day counts for them are dropped.
 * - So one merge gives a brand-new account a streak of at most 1 in every game, and an old
 *   account at most the day it is merged on, as if it had been played signed in.
 */
import { dayKey, isDayKey } from '@slove/core/day';

export interface GuestDays {
  /** The merge's day, the only day guest data may claim. */
  today: string;
}

export function guestDays(now = new Date()): GuestDays {
  return { today: dayKey(now) };
}

/** A day guest data may claim as the day something happened. */
export function isClaimable(day: string, w: GuestDays): boolean {
  return isDayKey(day) && day === w.today;
}
