/**
 * The advanced synonym game on the server: the day's sets (from the seeded tables), progress
 * saves re-checked with the shared rules (words not in the set are dropped, the score is
 * recomputed), the progress page's figures, and the settings (daily goal, reminders).
 */
import { and, asc, eq, inArray, or, lte, sql } from 'drizzle-orm';
import { addDays, dayKey, daysBetween, dayNumber, isInArchive, msUntilMidnight } from '@slove/core/day';
import {
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  DEFAULT_DAILY_GOAL,
  canonicalFound,
  categoryFor,
  computeStreaks,
  isComplete,
  scoreOf,
  unionFound,
  type ProgressCategory,
} from '@slove/core/synonyms';
import type {
  CategoryRow,
  SynonymOverview,
  SynonymProgressDto,
  SynonymSetDto,
  SynonymSettingsDto,
} from '@slove/core/synonyms-api';
import type { Db, Tx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { synonymProgress, synonymSets, synonymSettings, synonyms } from './schema.ts';
import { HttpError } from '../../lib/http.ts';
import { addDailyCorrect, dailyCorrectOf, lockPlayer } from '../shared/synonym-daily.ts';

/** Pool (non-daily) sets offered each day after the daily set, for "next word". */
export const POOL_PER_DAY = 4;

type SetRow = typeof synonymSets.$inferSelect;
type ProgressRow = typeof synonymProgress.$inferSelect;
type DbOrTx = Db | Tx;

/** A day a player may open: today or one of the 30 days before it. */
export function assertSynonymDay(day: string, today = dayKey()): void {
  if (!isInArchive(day, today)) {
    throw new HttpError(
      404,
      daysBetween(day, today) < 0
        ? 'Nu poți alege o zi din viitor.'
        : 'Ziua nu mai este în arhivă (ultimele 30 de zile).',
    );
  }
}

async function synonymsOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { word: string; rarity: number; gloss: string | null }[]>();
  const rows = await db
    .select({
      set_id: synonyms.set_id,
      word: synonyms.synonym_word,
      rarity: synonyms.rarity_score,
      gloss: synonyms.gloss,
    })
    .from(synonyms)
    .where(and(inArray(synonyms.set_id, ids), eq(synonyms.verified, true)))
    .orderBy(asc(synonyms.rarity_score), asc(synonyms.synonym_word));
  const out = new Map<number, { word: string; rarity: number; gloss: string | null }[]>();
  for (const r of rows) {
    const list = out.get(r.set_id) ?? [];
    list.push({ word: r.word, rarity: r.rarity, gloss: r.gloss });
    out.set(r.set_id, list);
  }
  return out;
}

function toSetDto(
  row: SetRow,
  words: { word: string; rarity: number; gloss: string | null }[],
): SynonymSetDto {
  const hint = (row.hint ?? null) as SynonymSetDto['hint'] | null;
  return {
    id: row.id,
    baseWord: row.base_word,
    difficulty: row.difficulty_level,
    category: row.category,
    isDaily: row.is_daily,
    dailyDate: row.daily_date,
    gloss: row.gloss,
    hint: hint ?? {
      partOfSpeech: row.category,
      synonymCount: words.length,
      commonStart: words[0]?.word.slice(0, 1) ?? '',
      text: `Cuvântul este un ${row.category} și are ${words.length} sinonime de găsit.`,
    },
    synonyms: words,
  };
}

/**
 * The sets of a day, ordered like the spec (is_daily desc, then difficulty asc): the day's
 * daily set, then a few pool sets chosen by the day number (they change every day).
 */
export async function setsForDay(db: Db, day: string): Promise<SynonymSetDto[]> {
  const daily = await db
    .select()
    .from(synonymSets)
    .where(and(eq(synonymSets.is_daily, true), eq(synonymSets.daily_date, day)));
  const poolIds = (
    await db
      .select({ id: synonymSets.id })
      .from(synonymSets)
      .where(eq(synonymSets.is_daily, false))
      .orderBy(asc(synonymSets.id))
  ).map((r) => r.id);
  const chosen: number[] = [];
  if (poolIds.length > 0) {
    const start = (((dayNumber(day) * POOL_PER_DAY) % poolIds.length) + poolIds.length) % poolIds.length;
    for (let k = 0; k < Math.min(POOL_PER_DAY, poolIds.length); k++)
      chosen.push(poolIds[(start + k) % poolIds.length]!);
  }
  const pool = chosen.length
    ? await db.select().from(synonymSets).where(inArray(synonymSets.id, chosen))
    : [];
  const rows = [...daily, ...pool].sort(
    (a, b) =>
      Number(b.is_daily) - Number(a.is_daily) || a.difficulty_level - b.difficulty_level || a.id - b.id,
  );
  const words = await synonymsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSetDto(r, words.get(r.id) ?? [])).filter((s) => s.synonyms.length > 0);
}

export async function setById(db: Db, id: number, today = dayKey()): Promise<SynonymSetDto> {
  const row = (await db.select().from(synonymSets).where(eq(synonymSets.id, id)))[0];
  // a future daily set stays hidden until its day
  if (!row || (row.is_daily && row.daily_date && daysBetween(row.daily_date, today) < 0))
    throw new HttpError(404, 'Setul de sinonime nu există.');
  const words = await synonymsOf(db, [id]);
  return toSetDto(row, words.get(id) ?? []);
}

export function toProgressDto(row: ProgressRow): SynonymProgressDto {
  return {
    setId: row.set_id,
    foundSynonyms: row.found_synonyms,
    totalScore: row.total_score,
    hintUsed: row.hint_used,
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    lastPlayed: row.last_played,
  };
}

export async function getProgress(db: Db, userId: string, ids: number[]): Promise<SynonymProgressDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(synonymProgress)
    .where(and(eq(synonymProgress.user_id, userId), inArray(synonymProgress.set_id, ids)));
  return rows.map(toProgressDto);
}

/**
 * Save a set's found synonyms: re-checked against the set, united with what is stored, the
 * score recomputed. New synonyms count as today's correct answers (daily goal, streaks).
 */
export async function saveProgress(
  db: Db,
  userId: string,
  setId: number,
  found: readonly string[],
  hintUsed: boolean,
  now = new Date(),
): Promise<SynonymProgressDto> {
  const today = dayKey(now);
  const set = await setById(db, setId, today);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const existing = (
      await tx
        .select()
        .from(synonymProgress)
        .where(and(eq(synonymProgress.user_id, userId), eq(synonymProgress.set_id, setId)))
        .for('update')
    )[0];
    const before = existing ? canonicalFound(existing.found_synonyms, set.synonyms) : [];
    const merged = unionFound(before, found, set.synonyms);
    const added = merged.length - before.length;
    const values = {
      found_synonyms: merged,
      total_score: scoreOf(merged, set.synonyms),
      hint_used: (existing?.hint_used ?? false) || hintUsed,
      completed_at: existing?.completed_at ?? (isComplete(merged.length, set.synonyms.length) ? now : null),
      last_played: added > 0 || !existing?.last_played ? today : existing.last_played,
      updated_at: now,
    };
    const row = (
      await tx
        .insert(synonymProgress)
        .values({ user_id: userId, set_id: setId, ...values })
        .onConflictDoUpdate({ target: [synonymProgress.user_id, synonymProgress.set_id], set: values })
        .returning()
    )[0]!;
    await addDailyCorrect(tx, userId, today, added);
    return toProgressDto(row);
  });
}

/**
 * Reset a set for the player ("Resetează"): its found synonyms, score and hint are deleted.
 * The correct answers already counted for past days stay (daily goal and streak history).
 */
export async function resetProgress(db: Db, userId: string, setId: number): Promise<void> {
  await setById(db, setId);
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await tx
      .delete(synonymProgress)
      .where(and(eq(synonymProgress.user_id, userId), eq(synonymProgress.set_id, setId)));
  });
}

export async function getSettings(db: Db, userId: string, today = dayKey()): Promise<SynonymSettingsDto> {
  const row = (await db.select().from(synonymSettings).where(eq(synonymSettings.user_id, userId)))[0];
  const streaks = computeStreaks(await dailyCorrectOf(db, userId), today);
  return {
    dailyGoal: row?.daily_goal ?? DEFAULT_DAILY_GOAL,
    morningNotifications: row?.morning_notifications ?? false,
    eveningNotifications: row?.evening_notifications ?? false,
    currentStreak: streaks.current,
    bestStreak: streaks.best,
  };
}

export async function saveSettings(
  db: Db,
  userId: string,
  patch: { dailyGoal?: number; morningNotifications?: boolean; eveningNotifications?: boolean },
): Promise<SynonymSettingsDto> {
  const set: Partial<typeof synonymSettings.$inferInsert> = { updated_at: new Date() };
  if (patch.dailyGoal !== undefined) set.daily_goal = patch.dailyGoal;
  if (patch.morningNotifications !== undefined) set.morning_notifications = patch.morningNotifications;
  if (patch.eveningNotifications !== undefined) set.evening_notifications = patch.eveningNotifications;
  await db
    .insert(synonymSettings)
    .values({ user_id: userId, ...set })
    .onConflictDoUpdate({ target: synonymSettings.user_id, set });
  // the account's switches apply to every device of the player
  const flags: Partial<typeof pushSubscriptions.$inferInsert> = {};
  if (patch.morningNotifications !== undefined) flags.morning = patch.morningNotifications;
  if (patch.eveningNotifications !== undefined) flags.evening = patch.eveningNotifications;
  if (Object.keys(flags).length)
    await db.update(pushSubscriptions).set(flags).where(eq(pushSubscriptions.user_id, userId));
  return getSettings(db, userId);
}

const UNSEEN_WORDS_SHOWN = 60;

/** The progress page: goal ring, real streaks, the six category rows. */
export async function overview(db: Db, userId: string, now = new Date()): Promise<SynonymOverview> {
  const today = dayKey(now);
  const sets = await db
    .select({ id: synonymSets.id, word: synonymSets.base_word, gloss: synonymSets.gloss })
    .from(synonymSets)
    .where(or(eq(synonymSets.is_daily, false), lte(synonymSets.daily_date, today)))
    .orderBy(asc(synonymSets.id));
  const counts = new Map(
    (
      await db
        .select({ set_id: synonyms.set_id, n: sql<number>`count(*)::int` })
        .from(synonyms)
        .where(eq(synonyms.verified, true))
        .groupBy(synonyms.set_id)
    ).map((r) => [r.set_id, Number(r.n)]),
  );
  const progress = new Map(
    (
      await db
        .select({ set_id: synonymProgress.set_id, found: synonymProgress.found_synonyms })
        .from(synonymProgress)
        .where(eq(synonymProgress.user_id, userId))
    ).map((r) => [r.set_id, r.found.length]),
  );
  const rows = new Map<ProgressCategory, CategoryRow>(
    CATEGORY_KEYS.map((key) => [key, { key, label: CATEGORY_LABELS[key], count: 0, words: [] }]),
  );
  // played words first (most recent sets last in id order is fine), unseen afterwards
  for (const s of sets) {
    const total = counts.get(s.id) ?? 0;
    if (total === 0) continue;
    const found = Math.min(progress.get(s.id) ?? 0, total);
    const key = categoryFor(found, total);
    const row = rows.get(key)!;
    row.count++;
    if (key !== 'unseen' || row.words.length < UNSEEN_WORDS_SHOWN)
      row.words.push({ setId: s.id, word: s.word, gloss: s.gloss, found, total });
  }
  const [settings, daily] = await Promise.all([getSettings(db, userId, today), dailyCorrectOf(db, userId)]);
  return {
    today,
    todayCorrect: daily[today] ?? 0,
    dailyGoal: settings.dailyGoal,
    currentStreak: settings.currentStreak,
    bestStreak: settings.bestStreak,
    msUntilMidnight: msUntilMidnight(now),
    categories: CATEGORY_KEYS.map((k) => rows.get(k)!),
    totalWords: [...rows.values()].reduce((a, r) => a + r.count, 0),
  };
}

/** Yesterday's key (for tests and the scheduler). */
export const yesterday = (today: string) => addDays(today, -1);
