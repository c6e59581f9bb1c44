/**
 * Signed-in players' progress and statistics. The server is the authority: found words are
 * re-validated against the set (invalid ones are dropped), the score is recomputed, and
 * what is stored is the UNION of everything ever sent (two devices lose nothing). Each word
 * belongs to the Bucharest day it was first found (one game_progress row per set and day),
 * which gives the daily statistics and streaks.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  assignFirstDays,
  computeStats,
  dayRecords,
  filterValidWords,
  progressSummary,
  scoreWords,
  wordPoints,
  type DailyStats,
} from '@slove/core/classic';
import { dayKey, isDayKey, daysBetween, EPOCH_DAY } from '@slove/core/day';
import type { ClassicProgress, ClassicStatsResponse } from '@slove/core/classic-api';
import type { Db } from '../../db/client.ts';
import * as t from './schema.ts';
import { HttpError } from '../../lib/http.ts';
import { classicStore, type CachedSet } from './store.ts';

export const TEXTS = {
  setNotFound: 'Setul cerut nu există.',
  setNotYet: 'Setul acesta nu este încă disponibil.',
} as const;

/** A set a player may open: it exists and is not a future daily set. */
export async function playableSet(db: Db, setId: number, today = dayKey()): Promise<CachedSet> {
  const set = await classicStore(db).byId(setId);
  if (!set) throw new HttpError(404, TEXTS.setNotFound);
  if (set.date && set.date > today) throw new HttpError(403, TEXTS.setNotYet);
  return set;
}

/** A player's rows for one set (one per day), as a prepared statement: the hot read of every save. */
const progressRowsStatements = new WeakMap<Db, ReturnType<typeof prepareProgressRows>>();
function prepareProgressRows(db: Db) {
  return db
    .select({ day: t.gameProgress.last_played, found: t.gameProgress.found_words })
    .from(t.gameProgress)
    .where(
      and(
        eq(t.gameProgress.user_id, sql.placeholder('userId')),
        eq(t.gameProgress.set_id, sql.placeholder('setId')),
      ),
    )
    .prepare('classic_progress_rows');
}
function progressRows(db: Db, userId: string, setId: number) {
  let statement = progressRowsStatements.get(db);
  if (!statement) {
    statement = prepareProgressRows(db);
    progressRowsStatements.set(db, statement);
  }
  return statement.execute({ userId, setId });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialise writers of one player's set (two devices saving at once). */
async function lockPlayerSet(tx: Tx, userId: string, setId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`classic:${userId}:${setId}`}))`);
}

/**
 * Unite entries (day → words, already validated) with what is stored for the player's set,
 * each word on the first day it was found; write only the rows that changed.
 */
async function uniteDays(
  tx: Tx,
  userId: string,
  setId: number,
  incoming: { day: string; foundWords: string[] }[],
) {
  await lockPlayerSet(tx, userId, setId);
  const stored = await tx
    .select({ day: t.gameProgress.last_played, found: t.gameProgress.found_words })
    .from(t.gameProgress)
    .where(and(eq(t.gameProgress.user_id, userId), eq(t.gameProgress.set_id, setId)));
  const before = new Map(stored.map((r) => [r.day, [...r.found].sort().join(',')]));
  const after = assignFirstDays([...stored.map((r) => ({ day: r.day, foundWords: r.found })), ...incoming]);
  for (const [day, words] of after) {
    if (before.get(day) === words.join(',')) continue;
    await tx
      .insert(t.gameProgress)
      .values({
        user_id: userId,
        set_id: setId,
        found_words: words,
        score: scoreWords(words),
        last_played: day,
      })
      .onConflictDoUpdate({
        target: [t.gameProgress.user_id, t.gameProgress.set_id, t.gameProgress.last_played],
        set: { found_words: words, score: scoreWords(words), updated_at: new Date() },
      });
  }
  // A day whose words all moved to an earlier day holds nothing any more.
  const emptied = [...before.keys()].filter((d) => !after.has(d));
  if (emptied.length > 0) {
    await tx
      .delete(t.gameProgress)
      .where(
        and(
          eq(t.gameProgress.user_id, userId),
          eq(t.gameProgress.set_id, setId),
          inArray(t.gameProgress.last_played, emptied),
        ),
      );
  }
  return after;
}

function progressBody(
  setId: number,
  set: CachedSet,
  days: Map<string, string[]>,
  dropped: string[],
  today: string,
): ClassicProgress {
  const all = [...days.values()].flat().sort();
  const summary = progressSummary(all, set.index);
  return { setId, foundWords: all, score: summary.score, days: Object.fromEntries(days), dropped, today };
}

export async function readProgress(
  db: Db,
  userId: string,
  setId: number,
  today = dayKey(),
): Promise<ClassicProgress> {
  const set = await playableSet(db, setId, today);
  const rows = await progressRows(db, userId, setId);
  const days = assignFirstDays(rows.map((r) => ({ day: r.day, foundWords: r.found })));
  return progressBody(setId, set, days, [], today);
}

/**
 * Save found words of a set for today: re-validated, united with what is stored. The hot
 * path is one read and, only when something is new, one atomic upsert that unites the
 * arrays in SQL (two devices saving at once lose nothing, without a lock). The score stays
 * core's rule (wordPoints): each new word's points are computed here and sent along, and the
 * upsert adds those of the words the row did not hold yet.
 */
export async function saveProgress(
  db: Db,
  userId: string,
  setId: number,
  foundWords: string[],
  today = dayKey(),
): Promise<ClassicProgress> {
  const set = await playableSet(db, setId, today);
  const { valid, dropped } = filterValidWords(foundWords, set.index);
  const rows = await progressRows(db, userId, setId);
  const known = new Set(rows.flatMap((r) => r.found));
  const fresh = valid.filter((w) => !known.has(w)).sort();
  let todayWords = rows.find((r) => r.day === today)?.found ?? [];
  if (fresh.length > 0) {
    const stored = sql.raw('"game_progress"."found_words"');
    const both = sql`unnest(${stored} || excluded."found_words")`;
    const united = sql`(SELECT array_agg(DISTINCT w ORDER BY w) FROM ${both} w)`;
    const points = JSON.stringify(Object.fromEntries(fresh.map((w) => [w, wordPoints(w)])));
    const added = sql`(SELECT coalesce(sum(p.value::int), 0)::int FROM jsonb_each_text(${points}::jsonb) p
      WHERE NOT (p.key = ANY(${stored})))`;
    const [row] = await db
      .insert(t.gameProgress)
      .values({
        user_id: userId,
        set_id: setId,
        found_words: fresh,
        score: scoreWords(fresh),
        last_played: today,
      })
      .onConflictDoUpdate({
        target: [t.gameProgress.user_id, t.gameProgress.set_id, t.gameProgress.last_played],
        set: {
          found_words: united,
          score: sql`${t.gameProgress.score} + ${added}`,
          updated_at: new Date(),
        },
      })
      .returning({ found: t.gameProgress.found_words });
    todayWords = row?.found ?? todayWords;
  }
  const days = assignFirstDays([
    ...rows.filter((r) => r.day !== today).map((r) => ({ day: r.day, foundWords: r.found })),
    { day: today, foundWords: todayWords },
  ]);
  return progressBody(setId, set, days, dropped, today);
}

/**
 * Merge entries from several days (guest data), each re-validated. A day counts as claimed
 * only when `claimable` allows it (see games/shared/guest-days.ts) and the set existed on it
 * (a daily set is not played before its day); the words of any other day up to today are
 * kept, dated today. Days in the future are refused.
 */
export async function mergeDays(
  db: Db,
  userId: string,
  setId: number,
  entries: { day: string; foundWords: string[] }[],
  today = dayKey(),
  claimable: (day: string) => boolean = (day) => day <= today,
) {
  const set = await classicStore(db).byId(setId);
  if (!set || (set.date && set.date > today)) return;
  const dated = (day: string) => (claimable(day) && (!set.date || day >= set.date) ? day : today);
  const clean = entries
    .filter((e) => isDayKey(e.day) && e.day <= today && e.day >= EPOCH_DAY)
    .map((e) => ({ day: dated(e.day), foundWords: filterValidWords(e.foundWords, set.index).valid }))
    .filter((e) => e.foundWords.length > 0);
  if (clean.length === 0) return;
  await db.transaction((tx) => uniteDays(tx, userId, setId, clean));
}

const EMPTY_DAY: DailyStats = { score: 0, words: 0, pangrams: 0, gamesPlayed: 0 };

/** Statistics recomputed from the player's progress rows, and stored in game_stats. */
export async function recomputeStats(
  db: Db,
  userId: string,
  today = dayKey(),
): Promise<ClassicStatsResponse> {
  const rows = await db
    .select({
      setId: t.gameProgress.set_id,
      day: t.gameProgress.last_played,
      found: t.gameProgress.found_words,
    })
    .from(t.gameProgress)
    .where(eq(t.gameProgress.user_id, userId));
  const stats = computeStats(
    rows
      .filter((r) => daysBetween(r.day, today) >= 0)
      .map((r) => ({ setId: r.setId, day: r.day, foundWords: r.found })),
    today,
  );
  const values = {
    total_score: stats.totalScore,
    total_words_found: stats.totalWords,
    total_pangrams: stats.totalPangrams,
    sets_completed: stats.totalGames,
    current_streak: stats.currentStreak,
    longest_streak: stats.longestStreak,
    last_played_date: stats.lastPlayedDate,
  };
  await db
    .insert(t.gameStats)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: t.gameStats.user_id, set: { ...values, updated_at: new Date() } });
  return {
    totalScore: stats.totalScore,
    totalWordsFound: stats.totalWords,
    totalPangrams: stats.totalPangrams,
    setsCompleted: stats.totalGames,
    currentStreak: stats.currentStreak,
    longestStreak: stats.longestStreak,
    lastPlayedDate: stats.lastPlayedDate,
    ...dayRecords(stats.daily),
    today,
    todayStats: stats.daily[today] ?? EMPTY_DAY,
  };
}

/** For the archive: answers found per set (union over days) for the given sets. */
export async function foundBySet(
  db: Db,
  userId: string,
  sets: CachedSet[],
): Promise<Map<number, { found: number; finished: boolean }>> {
  const out = new Map<number, { found: number; finished: boolean }>();
  if (sets.length === 0) return out;
  const rows = await db
    .select({ setId: t.gameProgress.set_id, found: t.gameProgress.found_words })
    .from(t.gameProgress)
    .where(
      and(
        eq(t.gameProgress.user_id, userId),
        inArray(
          t.gameProgress.set_id,
          sets.map((s) => s.id),
        ),
      ),
    );
  const bySet = new Map<number, string[]>();
  for (const r of rows) bySet.set(r.setId, [...(bySet.get(r.setId) ?? []), ...r.found]);
  for (const s of sets) {
    const summary = progressSummary(bySet.get(s.id) ?? [], s.index);
    out.set(s.id, { found: summary.words, finished: summary.finished });
  }
  return out;
}
