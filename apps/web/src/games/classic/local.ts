/**
 * The classic game's data on this device (spec part 1, section 3 "Local data", keys with
 * the `slove_` prefix), written at once for every player:
 *   slove_classic_progress     { [setId]: { [day]: { foundWords, score, timestamp } } } — words
 *                              on the Bucharest day they were first found
 *   slove_classic_daily_stats  { [day]: { score, words, pangrams, gamesPlayed } }
 *   slove_classic_stats        { totalGames, totalScore, streak, longestStreak, totalWords, totalPangrams }
 *   slove_classic_current      { setId, day } — the set being played, resumed the same day
 *   slove_classic_summary      { [setId]: { words, maxWords, finished } } — for the archive marks
 *   slove_classic_sets         { [setId]: set payload } — the last sets played, for offline reloads
 * Statistics are derived from the progress entries with the core rules (computeStats).
 */
import {
  assignFirstDays,
  computeStats,
  scoreWords,
  type ClassicStats,
  type DayProgress,
} from '@slove/core/classic';
import type { FoundDays } from '@slove/core/classic-merge';
import {
  classicLocalSchema,
  classicSetSchema,
  dailyStatsSchema,
  localGeneralStatsSchema,
  LOCAL_KEYS,
  type ClassicLocal,
  type ClassicSet,
  type LocalProgress,
} from '@slove/core/classic-api';
import { dayKey } from '@slove/core/day';
import { foldUpper } from '@slove/core/text';
import { z } from '@slove/core/zod';
import { lenientRecord, localStore } from '@/lib/local-store';
import type { GuestDataSource } from '@/lib/web-game';

export const SUMMARY_KEY = 'slove_classic_summary';
export const SETS_KEY = 'slove_classic_sets';
const MAX_CACHED_SETS = 8;

const progressStore = localStore({
  key: LOCAL_KEYS.progress,
  schema: classicLocalSchema.shape.progress,
  fallback: (): LocalProgress => ({}),
});
const dailyStatsStore = localStore({
  key: LOCAL_KEYS.dailyStats,
  schema: z.record(z.string(), dailyStatsSchema),
  fallback: () => ({}),
});
const statsStore = localStore({
  key: LOCAL_KEYS.stats,
  schema: localGeneralStatsSchema.nullable(),
  fallback: () => null,
});
const currentStore = localStore({
  key: LOCAL_KEYS.current,
  schema: z.object({ setId: z.number(), day: z.string() }).nullable(),
  fallback: () => null,
});
const summarySchema = z.object({ words: z.number(), maxWords: z.number(), finished: z.boolean() });
const summaryStore = localStore({
  key: SUMMARY_KEY,
  schema: lenientRecord(summarySchema),
  fallback: () => ({}),
});
const cachedSetSchema = classicSetSchema.extend({ savedAt: z.number().optional() });
const setsStore = localStore({
  key: SETS_KEY,
  schema: lenientRecord(cachedSetSchema),
  fallback: () => ({}),
});

/** Every classic store of this device (the guest data source clears them). */
export const CLASSIC_STORES = [
  progressStore,
  dailyStatsStore,
  statsStore,
  currentStore,
  summaryStore,
  setsStore,
] as const;

export function readProgress(): LocalProgress {
  return progressStore.read();
}

/** A set's words on this device by the day each was first found (folded). */
export function localDays(setId: number): Record<string, string[]> {
  const days = readProgress()[String(setId)] ?? {};
  return Object.fromEntries(
    Object.entries(days).map(([day, p]) => [day, [...new Set(p.foundWords.map((w) => foldUpper(w)))]]),
  );
}

/** Every word found in a set on this device (any day), folded. */
export function localFound(setId: number): string[] {
  return [...new Set(Object.values(localDays(setId)).flat())];
}

/** Keeps a set's copy (the union with what this device has, each word on its first day). */
export function keepDays(setId: number, days: FoundDays): void {
  recordWords(setId, [], dayKey(), days);
}

/**
 * Record words of a set (united with what is there), each on the first day it was found:
 * new words go to `day` (today). Returns nothing; writes the derived stats too.
 */
export function recordWords(
  setId: number,
  words: Iterable<string>,
  day = dayKey(),
  extraDays: FoundDays = {},
): void {
  const all = readProgress();
  const key = String(setId);
  const current = all[key] ?? {};
  const entries = [
    ...Object.entries(current).map(([d, p]) => ({ day: d, foundWords: p.foundWords })),
    ...Object.entries(extraDays).map(([d, w]) => ({ day: d, foundWords: w })),
    { day, foundWords: [...words] },
  ];
  const byDay = assignFirstDays(entries);
  const next: LocalProgress[string] = {};
  let changed = false;
  for (const [d, list] of byDay) {
    const before = current[d];
    const same =
      before &&
      before.foundWords.length === list.length &&
      before.foundWords.every((w, i) => foldUpper(w) === list[i]);
    next[d] = same ? before : { foundWords: list, score: scoreWords(list), timestamp: Date.now() };
    if (!same) changed = true;
  }
  if (!changed && Object.keys(current).length === byDay.size) return;
  all[key] = next;
  progressStore.write(all);
  saveLocalStats();
}

function entries(progress: LocalProgress = readProgress()): DayProgress[] {
  return Object.entries(progress).flatMap(([setId, days]) =>
    Object.entries(days).map(([day, p]) => ({ setId: Number(setId), day, foundWords: p.foundWords })),
  );
}

/** Statistics of this device, from its progress entries. */
export function localStats(today = dayKey()): ClassicStats {
  return computeStats(entries(), today);
}

/** "Save stats": write the daily and general stats keys from the progress entries. */
export function saveLocalStats(today = dayKey()): ClassicStats {
  const s = localStats(today);
  dailyStatsStore.write(s.daily);
  statsStore.write({
    totalGames: s.totalGames,
    totalScore: s.totalScore,
    streak: s.currentStreak,
    longestStreak: s.longestStreak,
    totalWords: s.totalWords,
    totalPangrams: s.totalPangrams,
  });
  return s;
}

export interface CurrentSet {
  setId: number;
  day: string;
}

export function readCurrent(): CurrentSet | null {
  return currentStore.read();
}

export function writeCurrent(setId: number, day = dayKey()): void {
  currentStore.write({ setId, day });
}

export type SetSummary = z.infer<typeof summarySchema>;

export function readSummaries(): Record<string, SetSummary> {
  return summaryStore.read();
}

export function writeSummary(setId: number, summary: SetSummary): void {
  const all = readSummaries();
  const before = all[String(setId)];
  if (before && before.words === summary.words && before.maxWords === summary.maxWords) return;
  all[String(setId)] = summary;
  summaryStore.write(all);
}

/** Keep the last sets played, so that a reload offline still has the game. */
export function cacheSet(set: ClassicSet): void {
  const all = setsStore.read();
  // Strictly increasing, so that the newest set is kept even within one millisecond.
  const latest = Math.max(0, ...Object.values(all).map((s) => s.savedAt ?? 0));
  all[String(set.id)] = { ...set, savedAt: Math.max(Date.now(), latest + 1) };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => (b.savedAt ?? 0) - (a.savedAt ?? 0))
    .slice(0, MAX_CACHED_SETS);
  setsStore.write(Object.fromEntries(kept));
}

const withoutSavedAt = ({ savedAt: _, ...set }: z.infer<typeof cachedSetSchema>): ClassicSet => set;

export function cachedSet(id: number): ClassicSet | null {
  const saved = setsStore.read()[String(id)];
  return saved ? withoutSavedAt(saved) : null;
}

export function cachedSetForDate(date: string): ClassicSet | null {
  const saved = Object.values(setsStore.read()).find((s) => s.date === date);
  return saved ? withoutSavedAt(saved) : null;
}

/** Guest data → account (see app/guest-migration.ts). */
export function hasLocalClassic(): boolean {
  return Object.values(readProgress()).some((days) =>
    Object.values(days).some((d) => d.foundWords.length > 0),
  );
}

export function exportLocalClassic(): ClassicLocal | null {
  if (!hasLocalClassic()) return null;
  const parsed = classicLocalSchema.safeParse({
    progress: readProgress(),
    dailyStats: dailyStatsStore.stored() ?? undefined,
    stats: statsStore.stored() ?? undefined,
  });
  if (parsed.success) return parsed.data;
  return { progress: readProgress() };
}

export const guestData: GuestDataSource = {
  collect: exportLocalClassic,
  clear: () => CLASSIC_STORES.forEach((store) => store.clear()),
};
