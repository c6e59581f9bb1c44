/**
 * The synonym games on this device (browser local storage or the native shell's preferences,
 * through the one storage adapter). Everyone's progress is kept here at once; a signed-in
 * player's is also saved to the account, which re-checks it.
 *
 * Keys:
 * - `slove_synonyms_progress`: advanced game, one record per set id;
 * - `slove_synonyms_daily`: correct answers per Bucharest day, both games (goal, streaks);
 * - `slove_quiz_progress`: the simple quiz;
 * - `slove_synonyms_settings`: daily goal and the reminder switches.
 */
import { dayKey } from '@slove/core/day';
import { emptyQuizProgress, type QuizProgress } from '@slove/core/quiz';
import { addCorrect, DEFAULT_DAILY_GOAL, trimDaily, type DailyCorrect } from '@slove/core/synonyms';
import type { QuizLocal } from '@slove/core/quiz-api';
import type { SynonymsLocal } from '@slove/core/synonyms-api';
import { storage } from '@/lib/storage';

export const PROGRESS_KEY = 'slove_synonyms_progress';
export const DAILY_KEY = 'slove_synonyms_daily';
export const QUIZ_KEY = 'slove_quiz_progress';
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// ------------------------------------------------------------------ advanced game

export function allSetProgress(): Record<string, LocalSetProgress> {
  const raw = storage.getJSON<unknown>(PROGRESS_KEY);
  if (!isRecord(raw)) return {};
  const out: Record<string, LocalSetProgress> = {};
  for (const [id, v] of Object.entries(raw)) {
    if (!/^[1-9]\d{0,8}$/.test(id) || !isRecord(v) || !Array.isArray(v.foundSynonyms)) continue;
    out[id] = {
      foundSynonyms: v.foundSynonyms.filter((w): w is string => typeof w === 'string'),
      totalScore: typeof v.totalScore === 'number' ? v.totalScore : 0,
      hintUsed: v.hintUsed === true,
      lastPlayed: typeof v.lastPlayed === 'string' ? v.lastPlayed : null,
      completedAt: typeof v.completedAt === 'string' ? v.completedAt : null,
    };
  }
  return out;
}

export function localSetProgress(setId: number): LocalSetProgress | null {
  return allSetProgress()[String(setId)] ?? null;
}

export function saveLocalSetProgress(setId: number, progress: LocalSetProgress): void {
  storage.setJSON(PROGRESS_KEY, { ...allSetProgress(), [String(setId)]: progress });
}

export function resetLocalSet(setId: number): void {
  const all = allSetProgress();
  delete all[String(setId)];
  storage.setJSON(PROGRESS_KEY, all);
}

// ------------------------------------------------------------------ daily correct answers

export function localDaily(): DailyCorrect {
  const raw = storage.getJSON<unknown>(DAILY_KEY);
  if (!isRecord(raw)) return {};
  const out: DailyCorrect = {};
  for (const [d, n] of Object.entries(raw)) if (typeof n === 'number') out[d] = n;
  return trimDaily(out, dayKey());
}

/** Count correct answers for today (both games). */
export function recordCorrect(n = 1, today = dayKey()): void {
  storage.setJSON(DAILY_KEY, addCorrect(localDaily(), today, n));
}

// ------------------------------------------------------------------ quiz

export function localQuiz(): QuizProgress {
  const raw = storage.getJSON<unknown>(QUIZ_KEY);
  if (!isRecord(raw) || !Array.isArray(raw.completedQuestions)) return emptyQuizProgress();
  return {
    completedQuestions: raw.completedQuestions.filter((n): n is number => Number.isInteger(n)),
    totalCorrect: typeof raw.totalCorrect === 'number' ? raw.totalCorrect : 0,
    totalAttempts: typeof raw.totalAttempts === 'number' ? raw.totalAttempts : 0,
    lastPlayed: typeof raw.lastPlayed === 'string' ? raw.lastPlayed : null,
  };
}

export function saveLocalQuiz(progress: QuizProgress): void {
  storage.setJSON(QUIZ_KEY, progress);
}

/** 'Joacă din nou' and the settings page's reset: the quiz starts from nothing on this device. */
export function resetLocalQuiz(): void {
  storage.remove(QUIZ_KEY);
}

/** Union of two quiz records: every question answered right, the higher totals. */
export function mergeQuiz(a: QuizProgress, b: QuizProgress): QuizProgress {
  const attempts = Math.max(a.totalAttempts, b.totalAttempts);
  return {
    completedQuestions: [...new Set([...a.completedQuestions, ...b.completedQuestions])].sort(
      (x, y) => x - y,
    ),
    totalCorrect: Math.min(attempts, Math.max(a.totalCorrect, b.totalCorrect)),
    totalAttempts: attempts,
    lastPlayed:
      [a.lastPlayed, b.lastPlayed]
        .filter((d): d is string => !!d)
        .sort()
        .pop() ?? null,
  };
}

// ------------------------------------------------------------------ settings

export function localSettings(): SynonymSettings {
  const raw = storage.getJSON<unknown>(SETTINGS_KEY);
  if (!isRecord(raw)) return DEFAULT_SETTINGS;
  return {
    dailyGoal:
      typeof raw.dailyGoal === 'number' && raw.dailyGoal >= 1 && raw.dailyGoal <= 100
        ? raw.dailyGoal
        : DEFAULT_SETTINGS.dailyGoal,
    morningNotifications: raw.morningNotifications === true,
    eveningNotifications: raw.eveningNotifications === true,
  };
}

export function saveLocalSettings(patch: Partial<SynonymSettings>): SynonymSettings {
  const next = { ...localSettings(), ...patch };
  storage.setJSON(SETTINGS_KEY, next);
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
  const raw = storage.getJSON<unknown>(SETTINGS_KEY);
  return {
    sets,
    dailyCorrect: localDaily(),
    ...(isRecord(raw) ? { dailyGoal: localSettings().dailyGoal } : {}),
  };
}

export function hasLocalQuiz(): boolean {
  return localQuiz().totalAttempts > 0;
}

export function exportLocalQuiz(): QuizLocal {
  const q = localQuiz();
  return {
    completedQuestions: q.completedQuestions.slice(0, 200),
    totalCorrect: q.totalCorrect,
    totalAttempts: q.totalAttempts,
    lastPlayed: q.lastPlayed,
  };
}
