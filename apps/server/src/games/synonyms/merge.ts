/**
 * Guest advanced-synonym progress → account (POST /api/account/merge, `synonyms`): per set,
 * the union of the found synonyms (words not in the set are dropped), the score recomputed
 * on the server; the higher count of correct answers per day (only the merge's day,
 * see games/shared/guest-days.ts, at most what was found plus the quiz's questions); the guest's daily goal when
 * the account has none. Running it twice changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { daysBetween, isDayKey } from '@slove/core/day';
import { canonicalFound, isComplete, mergeDaily, scoreOf, trimDaily, unionFound } from '@slove/core/synonyms';
import type { SynonymsLocal } from '@slove/core/synonyms-api';
import type { Db } from '../../db/client.ts';
import { easySynonymProgress } from '../shared/schema.ts';
import { synonymProgress, synonymSets, synonymSettings, synonyms } from './schema.ts';
import { claimableDaily, lockPlayer, quizQuestionCount } from '../shared/synonym-daily.ts';
import { guestDays } from '../shared/guest-days.ts';

export async function mergeSynonymsLocal(
  db: Db,
  userId: string,
  data: SynonymsLocal,
  contentDir?: string,
): Promise<void> {
  const now = new Date();
  const window = guestDays(now);
  const { today } = window;
  // the synonyms the guest really found (checked against the sets): no day can count more
  // than these and the quiz's questions
  let guestFound = 0;
  const ids = Object.keys(data.sets)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  if (ids.length) {
    const sets = await db.select().from(synonymSets).where(inArray(synonymSets.id, ids));
    const words = await db
      .select({ set_id: synonyms.set_id, word: synonyms.synonym_word, rarity: synonyms.rarity_score })
      .from(synonyms)
      .where(and(inArray(synonyms.set_id, ids), eq(synonyms.verified, true)));
    for (const set of sets) {
      // a daily set of a day still to come cannot have been played
      if (set.is_daily && set.daily_date && daysBetween(set.daily_date, today) < 0) continue;
      const list = words.filter((w) => w.set_id === set.id);
      const local = data.sets[String(set.id)]!;
      const localFound = canonicalFound(local.foundSynonyms, list);
      guestFound += localFound.length;
      if (localFound.length === 0 && !local.hintUsed) continue;
      await db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const existing = (
          await tx
            .select()
            .from(synonymProgress)
            .where(and(eq(synonymProgress.user_id, userId), eq(synonymProgress.set_id, set.id)))
            .for('update')
        )[0];
        const before = existing ? canonicalFound(existing.found_synonyms, list) : [];
        const merged = unionFound(before, localFound, list);
        const hint = (existing?.hint_used ?? false) || !!local.hintUsed;
        if (existing && merged.length === existing.found_synonyms.length && hint === existing.hint_used)
          return;
        const lp =
          local.lastPlayed && isDayKey(local.lastPlayed) && daysBetween(local.lastPlayed, today) >= 0
            ? local.lastPlayed
            : today;
        const values = {
          found_synonyms: merged,
          total_score: scoreOf(merged, list),
          hint_used: hint,
          completed_at: existing?.completed_at ?? (isComplete(merged.length, list.length) ? now : null),
          last_played: existing?.last_played && existing.last_played > lp ? existing.last_played : lp,
          updated_at: now,
        };
        await tx
          .insert(synonymProgress)
          .values({ user_id: userId, set_id: set.id, ...values })
          .onConflictDoUpdate({ target: [synonymProgress.user_id, synonymProgress.set_id], set: values });
      });
    }
  }
  if (data.dailyCorrect && Object.keys(data.dailyCorrect).length) {
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const existing = (
        await tx
          .select()
          .from(easySynonymProgress)
          .where(eq(easySynonymProgress.user_id, userId))
          .for('update')
      )[0];
      const claimed = claimableDaily(
        data.dailyCorrect ?? {},
        window,
        guestFound + quizQuestionCount(contentDir ?? process.env.CONTENT_DIR),
      );
      const merged = trimDaily(mergeDaily(existing?.daily_correct ?? {}, claimed), today);
      if (existing && JSON.stringify(merged) === JSON.stringify(trimDaily(existing.daily_correct, today)))
        return;
      await tx
        .insert(easySynonymProgress)
        .values({ user_id: userId, daily_correct: merged })
        .onConflictDoUpdate({
          target: easySynonymProgress.user_id,
          set: { daily_correct: merged, updated_at: now },
        });
    });
  }
  if (data.dailyGoal !== undefined) {
    // the account's own goal wins; a guest goal fills an account that never set one
    await db
      .insert(synonymSettings)
      .values({ user_id: userId, daily_goal: data.dailyGoal })
      .onConflictDoNothing();
  }
}
