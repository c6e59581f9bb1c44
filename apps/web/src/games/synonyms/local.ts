/**
 * The advanced synonym game on this device (browser local storage or the native shell's preferences,
 * through the one storage adapter). Everyone's progress is kept here at once; a signed-in
 * player's is also saved to the account, which re-checks it.
 *
 * Keys:
 * - `slove_synonyms_progress`: advanced game, one record per set id;
 * - `slove_synonyms_settings`: daily goal and the reminder switches;
 * - `slove_synonyms_daily` (correct answers per day, both synonym games) and
 *   `slove_quiz_progress` are in lib/synonym-games.ts, shared with the quiz.
 */
import { DEFAULT_DAILY_GOAL } from '@slove/core/synonyms';
import type { SynonymsLocal } from '@slove/core/synonyms-api';
import { z } from '@slove/core/zod';
import { flag, lenientArray, lenientRecord, localStore } from '@/lib/local-store';
import { dailyStore, localDaily } from '@/lib/synonym-games';
import type { GuestDataSource } from '@/lib/web-game';

export const PROGRESS_KEY = 'slove_synonyms_progress';
export const SETTINGS_KEY = 'slove_synonyms_settings';

export interface LocalSetProgress {
  foundSynonyms: string[];
  totalScore: number;
  hintUsed: boolean;
  lastPlayed: string | null;
  completedAt: string | null;
}

export interface SynonymSettings {
  dailyGoal: number;
  morningNotifications: boolean;
  eveningNotifications: boolean;
}

export const DEFAULT_SETTINGS: SynonymSettings = {
  dailyGoal: DEFAULT_DAILY_GOAL,
  morningNotifications: false,
  eveningNotifications: false,
};

/** One record per set id; a damaged field reads as its empty value, a damaged record as none. */
const progressStore = localStore({
  key: PROGRESS_KEY,
  schema: lenientRecord(
    z.object({
      foundSynonyms: lenientArray(z.string()),
      totalScore: z.number().catch(0),
      hintUsed: flag(),
      lastPlayed: z.string().nullable().catch(null),
      completedAt: z.string().nullable().catch(null),
    }),
    /^[1-9]\d{0,8}$/,
  ),
  fallback: (): Record<string, LocalSetProgress> => ({}),
});

const settingsStore = localStore({
  key: SETTINGS_KEY,
  schema: z.object({
    dailyGoal: z.number().min(1).max(100).catch(DEFAULT_SETTINGS.dailyGoal),
    morningNotifications: flag(),
    eveningNotifications: flag(),
  }),
  fallback: () => DEFAULT_SETTINGS,
});

/** Every store of the advanced game on this device (the daily counts are shared with the quiz). */
export const SYNONYMS_STORES = [progressStore, dailyStore, settingsStore] as const;

// ------------------------------------------------------------------ advanced game

export function allSetProgress(): Record<string, LocalSetProgress> {
  return progressStore.read();
}

export function localSetProgress(setId: number): LocalSetProgress | null {
  return allSetProgress()[String(setId)] ?? null;
}

export function saveLocalSetProgress(setId: number, progress: LocalSetProgress): void {
  progressStore.write({ ...allSetProgress(), [String(setId)]: progress });
}

export function resetLocalSet(setId: number): void {
  const all = allSetProgress();
  delete all[String(setId)];
  progressStore.write(all);
}

// ------------------------------------------------------------------ settings

export function localSettings(): SynonymSettings {
  return settingsStore.read();
}

export function saveLocalSettings(patch: Partial<SynonymSettings>): SynonymSettings {
  const next = { ...localSettings(), ...patch };
  settingsStore.write(next);
  return next;
}

// ------------------------------------------------------------------ guest → account

export function hasLocalSynonyms(): boolean {
  return (
    Object.values(allSetProgress()).some((p) => p.foundSynonyms.length > 0 || p.hintUsed) ||
    Object.keys(localDaily()).length > 0
  );
}

/** Guest data for POST /api/account/merge (`synonyms`), in the shape the server validates. */
export function exportLocalSynonyms(): SynonymsLocal {
  const sets: SynonymsLocal['sets'] = {};
  for (const [id, p] of Object.entries(allSetProgress())) {
    if (p.foundSynonyms.length === 0 && !p.hintUsed) continue;
    sets[id] = {
      foundSynonyms: p.foundSynonyms.slice(0, 60),
      hintUsed: p.hintUsed,
      lastPlayed: p.lastPlayed,
    };
  }
  return {
    sets,
    dailyCorrect: localDaily(),
    ...(settingsStore.stored() ? { dailyGoal: localSettings().dailyGoal } : {}),
  };
}

export const guestData: GuestDataSource = {
  collect: () => (hasLocalSynonyms() ? exportLocalSynonyms() : null),
  clear: () => SYNONYMS_STORES.forEach((store) => store.clear()),
};
