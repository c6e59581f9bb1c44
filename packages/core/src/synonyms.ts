/**
 * Synonym games: the rules shared by the web app and the server.
 * - answer matching (trimmed, lower case, ă â → a, î → i, ș → s, ț → t),
 * - points per synonym (10 + (rarity − 1) × 5, a missing rarity counts as 1),
 * - the praise messages, the skip rule, progress categories by share found,
 * - real streaks: consecutive Bucharest days with at least one correct answer,
 * - the daily goal.
 */
import { addDays, daysBetween, isDayKey } from './day.ts';
import { matchKey } from './text.ts';

export interface SynonymWord {
  word: string;
  rarity?: number | null;
  gloss?: string | null;
}

export const BASE_POINTS = 10;
export const RARITY_STEP = 5;
export const SKIP_MIN_FOUND = 3;
export const FIRE_MIN_FOUND = 5;
export const DEFAULT_DAILY_GOAL = 20;
export const GOAL_PRESETS = [5, 10, 15, 20, 25] as const;
export const GOAL_DIALOG_DEFAULT = 10;
export const GOAL_MIN = 1;
export const GOAL_MAX = 100;

/** The matching key of an answer or a synonym. */
export function answerKey(s: string): string {
  return matchKey(s);
}

/** Points for one synonym: 10 + (rarity − 1) × 5; a missing (or invalid) rarity counts as 1. */
export function synonymPoints(rarity: number | null | undefined): number {
  const r = typeof rarity === 'number' && Number.isFinite(rarity) && rarity >= 1 ? Math.floor(rarity) : 1;
  return BASE_POINTS + (r - 1) * RARITY_STEP;
}

export type AnswerResult =
  | { kind: 'empty' }
  | { kind: 'duplicate'; synonym: SynonymWord }
  | { kind: 'incorrect' }
  | { kind: 'correct'; synonym: SynonymWord; points: number };

/**
 * Check an answer against the verified synonyms of a set. `found` holds the synonyms found
 * so far (any spelling: compared by matching key).
 */
export function checkAnswer(
  input: string,
  synonyms: readonly SynonymWord[],
  found: readonly string[],
): AnswerResult {
  const key = answerKey(input);
  if (!key) return { kind: 'empty' };
  const synonym = synonyms.find((s) => answerKey(s.word) === key);
  if (!synonym) return { kind: 'incorrect' };
  if (found.some((f) => answerKey(f) === key)) return { kind: 'duplicate', synonym };
  return { kind: 'correct', synonym, points: synonymPoints(synonym.rarity) };
}

/**
 * The canonical found list of a set: only words that are synonyms of the set (others are
 * dropped), in their display form, without duplicates, in the order given.
 */
export function canonicalFound(found: readonly string[], synonyms: readonly SynonymWord[]): string[] {
  const byKey = new Map(synonyms.map((s) => [answerKey(s.word), s.word]));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    const key = answerKey(f);
    const word = byKey.get(key);
    if (word === undefined || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

/** Union of two found lists (canonical, first list's order first). */
export function unionFound(
  a: readonly string[],
  b: readonly string[],
  synonyms: readonly SynonymWord[],
): string[] {
  return canonicalFound([...a, ...b], synonyms);
}

/** The score of a found list, recomputed from the content. */
export function scoreOf(found: readonly string[], synonyms: readonly SynonymWord[]): number {
  const byKey = new Map(synonyms.map((s) => [answerKey(s.word), s]));
  let total = 0;
  const seen = new Set<string>();
  for (const f of found) {
    const key = answerKey(f);
    const s = byKey.get(key);
    if (!s || seen.has(key)) continue;
    seen.add(key);
    total += synonymPoints(s.rarity);
  }
  return total;
}

export const MESSAGES = {
  good: 'Foarte bine!',
  rare: 'Excelent! Sinonim rar!',
  fire: 'Ești în formă! 🔥',
} as const;

/**
 * The praise for a correct answer: 'Excelent! Sinonim rar!' at rarity 4 or more,
 * 'Foarte bine!' at 3 or more; `fire` is true when 5 or more synonyms are found.
 */
export function praiseFor(
  rarity: number | null | undefined,
  foundCount: number,
): { message: string | null; fire: boolean } {
  const r = rarity ?? 1;
  const message = r >= 4 ? MESSAGES.rare : r >= 3 ? MESSAGES.good : null;
  return { message, fire: foundCount >= FIRE_MIN_FOUND };
}

export function canSkip(foundCount: number): boolean {
  return foundCount >= SKIP_MIN_FOUND;
}

export function isComplete(foundCount: number, total: number): boolean {
  return total > 0 && foundCount >= total;
}

/** The next set index, round-robin. */
export function nextIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count;
}

// ------------------------------------------------------------------ progress categories

export const CATEGORY_KEYS = [
  'mastered',
  'nearlyMastered',
  'gettingThere',
  'keepTrying',
  'workNeeded',
  'unseen',
] as const;
export type ProgressCategory = (typeof CATEGORY_KEYS)[number];

export const CATEGORY_LABELS: Record<ProgressCategory, string> = {
  mastered: 'Stăpânite',
  nearlyMastered: 'Aproape stăpânite',
  gettingThere: 'În progres',
  keepTrying: 'Continuă să încerci',
  workNeeded: 'Necesită exercițiu',
  unseen: 'Nevăzute',
};

/** The category of a word by the share of its verified synonyms found. */
export function categoryFor(found: number, total: number): ProgressCategory {
  if (total <= 0 || found <= 0) return 'unseen';
  const share = found / total;
  if (share >= 1) return 'mastered';
  if (share >= 0.8) return 'nearlyMastered';
  if (share >= 0.6) return 'gettingThere';
  if (share >= 0.3) return 'keepTrying';
  return 'workNeeded';
}

// ------------------------------------------------------------------ streaks and goal

/** Correct answers per Bucharest day ('yyyy-mm-dd' → count). */
export type DailyCorrect = Record<string, number>;

/**
 * Current and best streak: runs of consecutive Bucharest days with at least one correct
 * answer. The current streak ends today, or yesterday when nothing was answered yet today.
 */
export function computeStreaks(daily: DailyCorrect, today: string): { current: number; best: number } {
  const days = Object.keys(daily)
    .filter((d) => isDayKey(d) && (daily[d] ?? 0) > 0 && daysBetween(d, today) >= 0)
    .sort();
  let best = 0;
  let run = 0;
  let prev: string | null = null;
  for (const d of days) {
    run = prev !== null && daysBetween(prev, d) === 1 ? run + 1 : 1;
    if (run > best) best = run;
    prev = d;
  }
  const active = new Set(days);
  let start = active.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (active.has(start)) {
    current++;
    start = addDays(start, -1);
  }
  return { current, best: Math.max(best, current) };
}

/** Add `n` correct answers to a day. */
export function addCorrect(daily: DailyCorrect, day: string, n: number): DailyCorrect {
  if (n <= 0) return daily;
  return { ...daily, [day]: (daily[day] ?? 0) + n };
}

/** Merge two day maps: the higher count of each day. */
export function mergeDaily(a: DailyCorrect, b: DailyCorrect): DailyCorrect {
  const out: DailyCorrect = { ...a };
  for (const [d, n] of Object.entries(b)) if (isDayKey(d) && n > (out[d] ?? 0)) out[d] = n;
  return out;
}

/** Keep the last `keep` days (the map must not grow without end). */
export function trimDaily(daily: DailyCorrect, today: string, keep = 800): DailyCorrect {
  const out: DailyCorrect = {};
  for (const [d, n] of Object.entries(daily)) {
    if (!isDayKey(d) || !Number.isFinite(n) || n <= 0) continue;
    const back = daysBetween(d, today);
    if (back >= 0 && back < keep) out[d] = Math.floor(n);
  }
  return out;
}

export const GOAL_ERROR = 'Obiectivul zilnic trebuie să fie un număr între 1 și 100.';

/** A custom daily goal: a whole number from 1 to 100 (above 0 to save). */
export function validateGoal(value: unknown): { ok: true; goal: number } | { ok: false; message: string } {
  const n =
    typeof value === 'string'
      ? value.trim() === ''
        ? NaN
        : Number(value)
      : typeof value === 'number'
        ? value
        : NaN;
  if (!Number.isInteger(n) || n < GOAL_MIN || n > GOAL_MAX) return { ok: false, message: GOAL_ERROR };
  return { ok: true, goal: n };
}

/** The ring's share, 0..1. */
export function goalShare(correct: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.max(0, Math.min(1, correct / goal));
}
