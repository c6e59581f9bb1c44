/**
 * Wordle data on this device (guests and signed-in players alike): the games by day, the
 * days' words (so a started game reloads offline), the allowed-words list and the settings.
 */
import { dayKey } from '@slove/core/day';
import { computeStats, finishedOn, statsOn, type Attempt, type WordleStats } from '@slove/core/wordle';
import { wordleDaySchema, wordleLocalSchema, type WordleDay, type WordleLocal } from '@slove/core/wordle-api';
import { z } from '@slove/core/zod';
import { flag, lenientRecord, localStore } from '@/lib/local-store';
import type { GuestDataSource } from '@/lib/web-game';

export const GAMES_KEY = 'slove_wordle_games';
export const DAYS_KEY = 'slove_wordle_days';
export const ALLOWED_KEY = 'slove_wordle_allowed';
export const SETTINGS_KEY = 'slove_wordle_settings';

export interface LocalGame {
  attempts: Attempt[];
  completedAt?: string | null;
}

export interface WordleSettings {
  highContrast: boolean;
  /** 'Mod dificil': revealed hints must be used (off by default). */
  hardMode: boolean;
}

const gamesStore = localStore({
  key: GAMES_KEY,
  schema: wordleLocalSchema.nullable(),
  fallback: (): WordleLocal | null => null,
});
/** The words of the last days played (a started game reloads offline). */
const daysStore = localStore({
  key: DAYS_KEY,
  schema: lenientRecord(wordleDaySchema),
  fallback: (): Record<string, WordleDay> => ({}),
});
const allowedStore = localStore({
  key: ALLOWED_KEY,
  schema: z.object({ version: z.string(), words: z.string() }).nullable(),
  fallback: () => null,
});
const settingsStore = localStore({
  key: SETTINGS_KEY,
  schema: z.object({ highContrast: flag(), hardMode: flag() }),
  fallback: (): WordleSettings => ({ highContrast: false, hardMode: false }),
});

/** Every Wordle store of this device (the guest data source clears them). */
export const WORDLE_STORES = [gamesStore, daysStore, allowedStore, settingsStore] as const;

function readGames(): Record<string, LocalGame> {
  const stored = gamesStore.read();
  if (!stored) return {};
  const out: Record<string, LocalGame> = {};
  for (const [day, g] of Object.entries(stored.games)) {
    if (g.attempts.every((a) => a.result))
      out[day] = { attempts: g.attempts as Attempt[], completedAt: g.completedAt ?? null };
  }
  return out;
}

export function localGames(): Record<string, LocalGame> {
  return readGames();
}

export function localGame(day: string): LocalGame | null {
  return readGames()[day] ?? null;
}

export function saveLocalGame(day: string, game: LocalGame): void {
  const games = readGames();
  games[day] = game;
  gamesStore.write({ games });
}

/** Stats of the games played on this device, by the shared rules, as of `today`. */
export function localStats(today = dayKey()): WordleStats {
  const finished = Object.entries(readGames())
    .filter(([, g]) => g.completedAt)
    .sort(([, a], [, b]) => Date.parse(a.completedAt!) - Date.parse(b.completedAt!))
    .map(([day, g]) => ({
      day,
      won: g.attempts.some((a) => a.result.every((m) => m === 2)),
      guesses: g.attempts.length,
      finishedOn: finishedOn(g.completedAt!),
    }));
  return statsOn(computeStats(finished), today);
}

/** True when this device holds Wordle games worth merging into an account. */
export function hasLocalWordle(): boolean {
  return Object.values(readGames()).some((g) => g.attempts.length > 0);
}

/** Most recent games sent to the merge (the request body is limited to 64 KB). */
export const EXPORT_MAX_GAMES = 300;

/**
 * The guest games for POST /api/account/merge, or null when there are none. Only the words
 * are sent: the server recomputes the colours against each day's word.
 */
export function exportLocalWordle(): WordleLocal | null {
  const entries = Object.entries(readGames())
    .filter(([, g]) => g.attempts.length > 0)
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .slice(0, EXPORT_MAX_GAMES)
    .map(
      ([day, g]) =>
        [
          day,
          { attempts: g.attempts.map((a) => ({ word: a.word })), completedAt: g.completedAt ?? null },
        ] as const,
    );
  if (entries.length === 0) return null;
  return { games: Object.fromEntries(entries) };
}

// ------------------------------------------------------------------ words of days

export function localDay(day: string): WordleDay | null {
  return daysStore.read()[day] ?? null;
}

export function saveLocalDay(payload: WordleDay): void {
  const days = daysStore.read();
  days[payload.day] = payload;
  // keep the most recent 40 days
  const kept = Object.keys(days).sort().slice(-40);
  daysStore.write(Object.fromEntries(kept.map((k) => [k, days[k]!])));
}

// ------------------------------------------------------------------ allowed words

export function localAllowed(version: string): string | null {
  const v = allowedStore.read();
  return v && v.version === version ? v.words : null;
}

export function saveLocalAllowed(version: string, words: string): void {
  allowedStore.write({ version, words });
}

// ------------------------------------------------------------------ settings

export function readSettings(): WordleSettings {
  return settingsStore.read();
}

export function saveSettings(settings: WordleSettings): void {
  settingsStore.write(settings);
}

export const guestData: GuestDataSource = {
  collect: exportLocalWordle,
  clear: () => WORDLE_STORES.forEach((store) => store.clear()),
};
