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
import {
  classicLocalSchema,
  classicSetSchema,
  LOCAL_KEYS,
  type ClassicLocal,
  type ClassicSet,
  type LocalProgress,
} from '@slove/core/classic-api';
import { dayKey } from '@slove/core/day';
import { foldUpper } from '@slove/core/text';
import { storage } from '@/lib/storage';

export const SUMMARY_KEY = 'slove_classic_summary';
export const SETS_KEY = 'slove_classic_sets';
const MAX_CACHED_SETS = 8;

export function readProgress(): LocalProgress {
  const parsed = classicLocalSchema.shape.progress.safeParse(storage.getJSON(LOCAL_KEYS.progress));
  return parsed.success ? parsed.data : {};
}

/** Every word found in a set on this device (any day), folded. */
export function localFound(setId: number): string[] {
  const days = readProgress()[String(setId)] ?? {};
  return [...new Set(Object.values(days).flatMap((d) => d.foundWords.map((w) => foldUpper(w))))];
}

/**
 * Record words of a set (united with what is there), each on the first day it was found:
 * new words go to `day` (today). Returns nothing; writes the derived stats too.
 */
export function recordWords(
  setId: number,
  words: Iterable<string>,
  day = dayKey(),
  extraDays: Record<string, string[]> = {},
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
  storage.setJSON(LOCAL_KEYS.progress, all);
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
  storage.setJSON(LOCAL_KEYS.dailyStats, s.daily);
  storage.setJSON(LOCAL_KEYS.stats, {
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
  const c = storage.getJSON<CurrentSet>(LOCAL_KEYS.current);
  return c && typeof c.setId === 'number' && typeof c.day === 'string' ? c : null;
}

export function writeCurrent(setId: number, day = dayKey()): void {
  storage.setJSON(LOCAL_KEYS.current, { setId, day });
}

export interface SetSummary {
  words: number;
  maxWords: number;
  finished: boolean;
}

export function readSummaries(): Record<string, SetSummary> {
  return storage.getJSON<Record<string, SetSummary>>(SUMMARY_KEY) ?? {};
}

export function writeSummary(setId: number, summary: SetSummary): void {
  const all = readSummaries();
  const before = all[String(setId)];
  if (before && before.words === summary.words && before.maxWords === summary.maxWords) return;
  all[String(setId)] = summary;
  storage.setJSON(SUMMARY_KEY, all);
}

/** Keep the last sets played, so that a reload offline still has the game. */
export function cacheSet(set: ClassicSet): void {
  const all = storage.getJSON<Record<string, ClassicSet & { savedAt?: number }>>(SETS_KEY) ?? {};
  // Strictly increasing, so that the newest set is kept even within one millisecond.
  const latest = Math.max(0, ...Object.values(all).map((s) => s.savedAt ?? 0));
  all[String(set.id)] = { ...set, savedAt: Math.max(Date.now(), latest + 1) };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => (b.savedAt ?? 0) - (a.savedAt ?? 0))
    .slice(0, MAX_CACHED_SETS);
  storage.setJSON(SETS_KEY, Object.fromEntries(kept));
}

export function cachedSet(id: number): ClassicSet | null {
  const all = storage.getJSON<Record<string, unknown>>(SETS_KEY) ?? {};
  const parsed = classicSetSchema.safeParse(all[String(id)]);
  return parsed.success ? parsed.data : null;
}

export function cachedSetForDate(date: string): ClassicSet | null {
  const all = storage.getJSON<Record<string, unknown>>(SETS_KEY) ?? {};
  for (const v of Object.values(all)) {
    const parsed = classicSetSchema.safeParse(v);
    if (parsed.success && parsed.data.date === date) return parsed.data;
  }
  return null;
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
    dailyStats: storage.getJSON(LOCAL_KEYS.dailyStats) ?? undefined,
    stats: storage.getJSON(LOCAL_KEYS.stats) ?? undefined,
  });
  if (parsed.success) return parsed.data;
  return { progress: readProgress() };
}
