/**
 * Guest data → account (POST /api/account/merge calls this with the validated `classic`
 * part): every set/day entry is re-validated against the set and united with what the
 * account holds (each word on the first day it was found; words of an earlier day than the
 * merge's are dated today, see games/shared/guest-days.ts), then the statistics are
 * recomputed on the server. Running it twice changes nothing.
 */
import type { ClassicLocal } from '@slove/core/classic-api';
import type { Db } from '../../db/client.ts';
import { guestDays, isClaimable } from '../shared/guest-days.ts';
import { mergeDays, recomputeStats } from './progress.ts';

export async function mergeClassicLocal(
  db: Db,
  userId: string,
  data: ClassicLocal,
  now = new Date(),
): Promise<void> {
  const window = guestDays(now);
  const { today } = window;
  for (const [setKey, days] of Object.entries(data.progress ?? {})) {
    const setId = Number(setKey);
    if (!Number.isSafeInteger(setId) || setId <= 0) continue;
    const entries = Object.entries(days).map(([day, p]) => ({ day, foundWords: p.foundWords }));
    await mergeDays(db, userId, setId, entries, today, (day) => isClaimable(day, window));
  }
  await recomputeStats(db, userId, today);
}
