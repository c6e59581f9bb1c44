/**
 * The classic letter game (spec part 1, sections 4, 5 and 9; DECISIONS): one place for
 * word validation, scoring, ranks, hints, admin add-word checks and statistics. Used by the
 * web app (instant feedback, local progress) and by the server (re-validation, stats).
 *
 * Words are compared by their folded upper-case key (`foldUpper`: ȚARĂ → TARA); the
 * display form keeps the diacritics.
 */
import { foldUpper, upperRo } from './text.ts';
import { addDays, daysBetween } from './day.ts';

export const CLASSIC_LETTERS = 7;
export const MIN_WORD_LENGTH = 4;
export const PANGRAM_BONUS = 10;

/** Texts the spec gives, word for word. */
export const CLASSIC_TEXTS = {
  tooShort: 'Cuvântul trebuie să aibă minim 4 litere!',
  missingCenter: (x: string) => `Cuvântul trebuie să conțină litera ${x}!`,
  unavailableLetters: 'Folosești litere care nu sunt disponibile!',
  notInDictionary: (word: string) => `"${word}" nu este în dicționarul nostru.`,
  alreadyFound: 'Ai găsit deja acest cuvânt!',
  adminEmpty: 'Introdu un cuvânt valid!',
  adminMissingCenter: (x: string) => `Cuvântul trebuie să conțină litera centrală "${x}"!`,
  adminLetterOutside: (x: string) => `Litera "${x}" nu este în setul de litere disponibile!`,
  adminPangram: 'Pentru a fi pangram, cuvântul trebuie să conțină toate literele din set!',
  addFailed: 'Eroare la adăugarea cuvântului',
  addUnexpected: 'Eroare neașteptată la adăugarea cuvântului',
  added: (word: string) => `Cuvântul "${word}" a fost adăugat cu succes!`,
  loading: 'Se încarcă jocul...',
  loadFailed: 'Eroare la încărcarea jocului',
  unknownError: 'Eroare necunoscută',
  noSets: 'Nu există seturi disponibile',
} as const;

/** How long a message stays on screen (spec section 8). */
export const MESSAGE_MS = { success: 4000, other: 2000 } as const;

export interface ClassicWord {
  /** Folded upper-case key, e.g. 'TARA'. */
  word: string;
  /** Display form with diacritics, e.g. 'ȚARĂ'. */
  display: string;
  isPangram: boolean;
}

/** What the rules need of a set: its letters (centre first) and its words. */
export interface ClassicSetRules {
  id: number;
  /** 7 distinct folded upper-case letters, centre first. */
  letters: string;
  center: string;
  /** The set's answers: they make up its total. */
  answers: ClassicWord[];
  /** Other valid words ("cuvânt bonus"): they score but do not count toward the total. */
  bonus: ClassicWord[];
}

/** The typed text as the game's input holds it: folded upper case, letters A–Z only. */
export function normalizeInput(raw: string): string {
  return foldUpper(raw).replace(/[^A-Z]/g, '');
}

/** A valid word of a set is a pangram when it uses all 7 letters. */
export function isPangramWord(word: string, letters?: string): boolean {
  const key = foldUpper(word);
  if (letters) return [...foldUpper(letters)].every((l) => key.includes(l));
  return new Set(key).size >= CLASSIC_LETTERS;
}

/** Points of a word: its length, plus 10 for a pangram. */
export function wordPoints(word: string, isPangram = isPangramWord(word)): number {
  return [...foldUpper(word)].length + (isPangram ? PANGRAM_BONUS : 0);
}

/** Score of a list of found words. */
export function scoreWords(words: Iterable<string>): number {
  let total = 0;
  for (const w of words) total += wordPoints(w);
  return total;
}

/** The set's total: answers only (bonus words are extra). */
export function setTotals(set: Pick<ClassicSetRules, 'answers'>): {
  maxWords: number;
  maxScore: number;
  pangrams: number;
} {
  let maxScore = 0;
  let pangrams = 0;
  for (const a of set.answers) {
    maxScore += wordPoints(a.word, a.isPangram);
    if (a.isPangram) pangrams++;
  }
  return { maxWords: set.answers.length, maxScore, pangrams };
}

export type ValidationCode =
  'too_short' | 'missing_center' | 'unavailable_letters' | 'not_in_dictionary' | 'already_found';

export type WordCheck =
  | {
      ok: true;
      word: string;
      display: string;
      isPangram: boolean;
      bonus: boolean;
      points: number;
      message: string;
    }
  | { ok: false; code: ValidationCode; word: string; message: string };

/** A lookup of a set's words by key, built once per set. */
export interface SetIndex {
  rules: ClassicSetRules;
  byWord: Map<string, { entry: ClassicWord; bonus: boolean }>;
}

export function indexSet(rules: ClassicSetRules): SetIndex {
  const byWord = new Map<string, { entry: ClassicWord; bonus: boolean }>();
  for (const b of rules.bonus) byWord.set(b.word, { entry: b, bonus: true });
  for (const a of rules.answers) byWord.set(a.word, { entry: a, bonus: false });
  return { rules, byWord };
}

/** Success message for a found word. */
export function successMessage(display: string, points: number, isPangram: boolean, bonus: boolean): string {
  if (isPangram) return `PANGRAMĂ! ${display} +${points} puncte`;
  if (bonus) return `Cuvânt bonus! ${display} +${points} puncte`;
  return `Bravo! ${display} +${points} puncte`;
}

/**
 * Validate a submitted word, in the spec's order: at least 4 letters, the centre letter,
 * only the set's letters, in the set's dictionary, not found before.
 */
export function checkWord(input: string, set: SetIndex, found: Iterable<string>): WordCheck {
  const word = normalizeInput(input);
  const { letters, center } = set.rules;
  if (word.length < MIN_WORD_LENGTH)
    return { ok: false, code: 'too_short', word, message: CLASSIC_TEXTS.tooShort };
  if (!word.includes(center))
    return { ok: false, code: 'missing_center', word, message: CLASSIC_TEXTS.missingCenter(center) };
  if ([...word].some((l) => !letters.includes(l)))
    return { ok: false, code: 'unavailable_letters', word, message: CLASSIC_TEXTS.unavailableLetters };
  const hit = set.byWord.get(word);
  if (!hit)
    return { ok: false, code: 'not_in_dictionary', word, message: CLASSIC_TEXTS.notInDictionary(word) };
  const already = found instanceof Set ? found.has(word) : [...found].some((w) => foldUpper(w) === word);
  if (already) return { ok: false, code: 'already_found', word, message: CLASSIC_TEXTS.alreadyFound };
  const points = wordPoints(word, hit.entry.isPangram);
  return {
    ok: true,
    word,
    display: hit.entry.display,
    isPangram: hit.entry.isPangram,
    bonus: hit.bonus,
    points,
    message: successMessage(hit.entry.display, points, hit.entry.isPangram, hit.bonus),
  };
}

/** Keep only the words valid for the set (answers or bonus), folded, without duplicates, in input order. */
export function filterValidWords(
  words: Iterable<string>,
  set: SetIndex,
): { valid: string[]; dropped: string[] } {
  const seen = new Set<string>();
  const valid: string[] = [];
  const dropped: string[] = [];
  for (const raw of words) {
    const w = normalizeInput(raw);
    if (seen.has(w)) continue;
    seen.add(w);
    if (w.length >= MIN_WORD_LENGTH && set.byWord.has(w)) valid.push(w);
    else dropped.push(raw);
  }
  return { valid, dropped };
}

/** Found words split for display: answers and bonus words, each alphabetical by display form. */
export function foundForDisplay(
  found: Iterable<string>,
  set: SetIndex,
): { answers: ClassicWord[]; bonus: ClassicWord[] } {
  const answers: ClassicWord[] = [];
  const bonus: ClassicWord[] = [];
  for (const w of found) {
    const hit = set.byWord.get(foldUpper(w));
    if (!hit) continue;
    (hit.bonus ? bonus : answers).push(hit.entry);
  }
  const cmp = (a: ClassicWord, b: ClassicWord) => a.display.localeCompare(b.display, 'ro');
  return { answers: answers.sort(cmp), bonus: bonus.sort(cmp) };
}

/** Score and counts of what was found in a set. */
export function progressSummary(found: Iterable<string>, set: SetIndex) {
  let score = 0;
  let words = 0;
  let bonusWords = 0;
  let pangrams = 0;
  for (const w of found) {
    const hit = set.byWord.get(foldUpper(w));
    if (!hit) continue;
    score += wordPoints(hit.entry.word, hit.entry.isPangram);
    if (hit.bonus) bonusWords++;
    else words++;
    if (hit.entry.isPangram) pangrams++;
  }
  const { maxWords, maxScore, pangrams: maxPangrams } = setTotals(set.rules);
  return {
    score,
    words,
    bonusWords,
    pangrams,
    maxWords,
    maxScore,
    maxPangrams,
    finished: words >= maxWords && maxWords > 0,
  };
}

// ---------------------------------------------------------------- ranks

export interface Rank {
  name: string;
  min: number;
}

/** Ranks by total words found (spec section 9). */
export const RANKS: readonly Rank[] = [
  { name: 'Ucenic', min: 0 },
  { name: 'Prichindel', min: 22 },
  { name: 'Meștegar', min: 44 },
  { name: 'Cunoscător', min: 111 },
  { name: 'Vitej', min: 222 },
  { name: 'Haiduc', min: 445 },
  { name: 'Măiastru', min: 889 },
  { name: 'Dac', min: 1334 },
  { name: 'Zmeu', min: 1778 },
];

export interface RankInfo {
  rank: Rank;
  index: number;
  next: Rank | null;
  /** Words still needed for the next rank (0 at the top). */
  toNext: number;
  /** Progress from this rank to the next, 0..1 (1 at the top). */
  progress: number;
}

export function rankFor(totalWords: number): RankInfo {
  const n = Math.max(0, Math.floor(totalWords));
  let index = 0;
  for (let i = 0; i < RANKS.length; i++) if (n >= RANKS[i]!.min) index = i;
  const rank = RANKS[index]!;
  const next = RANKS[index + 1] ?? null;
  return {
    rank,
    index,
    next,
    toNext: next ? next.min - n : 0,
    progress: next ? (n - rank.min) / (next.min - rank.min) : 1,
  };
}

// ---------------------------------------------------------------- hints

export interface Hint {
  length: number;
  first: string;
  last: string;
  isPangram: boolean;
  /** The middle letter, only for words longer than 5. */
  middle: string | null;
}

/** The hint: the shortest unfound answer (alphabetical among equals). Null when all are found. */
export function hintFor(set: Pick<ClassicSetRules, 'answers'>, found: Iterable<string>): Hint | null {
  const have = new Set([...found].map((w) => foldUpper(w)));
  const candidates = set.answers
    .filter((a) => !have.has(a.word))
    .sort((a, b) => a.word.length - b.word.length || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const w = candidates[0];
  if (!w) return null;
  const len = w.word.length;
  return {
    length: len,
    first: w.word[0]!,
    last: w.word[len - 1]!,
    isPangram: w.isPangram,
    middle: len > 5 ? w.word[Math.floor(len / 2)]! : null,
  };
}

export function hintText(h: Hint): string {
  const parts = [`Cuvânt de ${h.length} litere, începe cu „${h.first}” și se termină cu „${h.last}”.`];
  if (h.middle) parts.push(`Litera din mijloc: „${h.middle}”.`);
  parts.push(h.isPangram ? 'Este o pangramă!' : 'Nu este pangramă.');
  return parts.join(' ');
}

export interface HintTable {
  /** Word lengths present among the unfound answers, ascending. */
  lengths: number[];
  /** One row per first letter (alphabetical): counts by length and the row total. */
  rows: { letter: string; counts: Record<number, number>; total: number }[];
  /** Column totals by length. */
  totals: Record<number, number>;
  total: number;
  /** Unfound answers by their first two letters, e.g. { AR: 3 }. */
  starts: Record<string, number>;
}

/** NYT-style hint grid: unfound answers counted by first letter and length. */
export function hintTable(set: Pick<ClassicSetRules, 'answers'>, found: Iterable<string>): HintTable {
  const have = new Set([...found].map((w) => foldUpper(w)));
  const rowsMap = new Map<string, Record<number, number>>();
  const totals: Record<number, number> = {};
  const starts: Record<string, number> = {};
  let total = 0;
  for (const a of set.answers) {
    if (have.has(a.word)) continue;
    const letter = a.word[0]!;
    const len = a.word.length;
    const row = rowsMap.get(letter) ?? {};
    row[len] = (row[len] ?? 0) + 1;
    rowsMap.set(letter, row);
    totals[len] = (totals[len] ?? 0) + 1;
    const two = a.word.slice(0, 2);
    starts[two] = (starts[two] ?? 0) + 1;
    total++;
  }
  const lengths = Object.keys(totals)
    .map(Number)
    .sort((a, b) => a - b);
  const rows = [...rowsMap.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([letter, counts]) => ({ letter, counts, total: Object.values(counts).reduce((s, n) => s + n, 0) }));
  return { lengths, rows, totals, total, starts };
}

// ---------------------------------------------------------------- admin add-word

export type AdminWordCheck =
  { ok: true; word: string; display: string; isPangram: boolean } | { ok: false; message: string };

/**
 * Admin add-word rules (spec section 5), in order: empty, under 4 letters, missing the
 * centre letter, a letter outside the set, marked pangram without using all letters.
 * Diacritics are allowed in the input: they are kept for display and folded for the key.
 */
export function checkAdminWord(
  input: string,
  set: Pick<ClassicSetRules, 'letters' | 'center'>,
  markedPangram: boolean,
): AdminWordCheck {
  const display = upperRo(input.trim());
  if (display === '') return { ok: false, message: CLASSIC_TEXTS.adminEmpty };
  const key = foldUpper(display);
  const chars = [...key];
  if (chars.length < MIN_WORD_LENGTH) return { ok: false, message: CLASSIC_TEXTS.tooShort };
  if (!key.includes(set.center)) return { ok: false, message: CLASSIC_TEXTS.adminMissingCenter(set.center) };
  const at = chars.findIndex((c) => !set.letters.includes(c));
  if (at >= 0)
    return { ok: false, message: CLASSIC_TEXTS.adminLetterOutside([...display][at] ?? chars[at]!) };
  const usesAll = isPangramWord(key, set.letters);
  if (markedPangram && !usesAll) return { ok: false, message: CLASSIC_TEXTS.adminPangram };
  return { ok: true, word: key, display, isPangram: usesAll };
}

// ---------------------------------------------------------------- statistics and streaks

/** One set played on one Bucharest day: the words first found that day. */
export interface DayProgress {
  setId: number;
  day: string;
  foundWords: string[];
}

export interface DailyStats {
  score: number;
  words: number;
  pangrams: number;
  gamesPlayed: number;
}

export interface ClassicStats {
  totalGames: number;
  totalScore: number;
  totalWords: number;
  totalPangrams: number;
  currentStreak: number;
  longestStreak: number;
  lastPlayedDate: string | null;
  daily: Record<string, DailyStats>;
}

/**
 * Streaks over days with games played: `current` counts consecutive days ending today, or
 * ending yesterday (today not played yet); it is 0 once a whole Bucharest day was missed.
 */
export function streaks(days: Iterable<string>, today: string): { current: number; longest: number } {
  const sorted = [...new Set(days)].filter((d) => daysBetween(d, today) >= 0).sort();
  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const d of sorted) {
    run = prev !== null && addDays(prev, 1) === d ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = d;
  }
  const last = sorted.at(-1);
  const current = last !== undefined && daysBetween(last, today) <= 1 ? run : 0;
  return { current, longest };
}

/**
 * Statistics from the progress entries (the server's and the device's single source):
 * a game is a set played on a day with at least one word; totals add up every entry.
 */
export function computeStats(entries: Iterable<DayProgress>, today: string): ClassicStats {
  const daily: Record<string, DailyStats> = {};
  let totalGames = 0;
  let totalScore = 0;
  let totalWords = 0;
  let totalPangrams = 0;
  for (const e of entries) {
    const words = [...new Set(e.foundWords.map((w) => foldUpper(w)))];
    if (words.length === 0) continue;
    const score = scoreWords(words);
    const pangrams = words.filter((w) => isPangramWord(w)).length;
    const d = (daily[e.day] ??= { score: 0, words: 0, pangrams: 0, gamesPlayed: 0 });
    d.score += score;
    d.words += words.length;
    d.pangrams += pangrams;
    d.gamesPlayed += 1;
    totalGames++;
    totalScore += score;
    totalWords += words.length;
    totalPangrams += pangrams;
  }
  const days = Object.keys(daily);
  const { current, longest } = streaks(days, today);
  return {
    totalGames,
    totalScore,
    totalWords,
    totalPangrams,
    currentStreak: current,
    longestStreak: longest,
    lastPlayedDate: days.sort().at(-1) ?? null,
    daily,
  };
}

/** Days played and the best score of one day, from the daily statistics. */
export function dayRecords(daily: Record<string, DailyStats>): { daysPlayed: number; bestDayScore: number } {
  const days = Object.values(daily).filter((d) => d.words > 0);
  return { daysPlayed: days.length, bestDayScore: Math.max(0, ...days.map((d) => d.score)) };
}

/**
 * Assign each found word of a set to the first day it was found, uniting entries from
 * several sources (two devices, guest data). Returns the words per day, days ascending.
 */
export function assignFirstDays(
  entries: Iterable<{ day: string; foundWords: Iterable<string> }>,
): Map<string, string[]> {
  const firstDay = new Map<string, string>();
  for (const e of entries) {
    for (const raw of e.foundWords) {
      const w = foldUpper(raw);
      const d = firstDay.get(w);
      if (d === undefined || e.day < d) firstDay.set(w, e.day);
    }
  }
  const byDay = new Map<string, string[]>();
  for (const [w, d] of firstDay) {
    const list = byDay.get(d) ?? [];
    list.push(w);
    byDay.set(d, list);
  }
  for (const list of byDay.values()) list.sort();
  return new Map([...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
}

// ---------------------------------------------------------------- daily set and random set

/** Id of the daily set of a Bucharest day (content rule: day number n has set id n+1). */
export function dailySetId(dayNumberOfDay: number): number {
  return dayNumberOfDay + 1;
}

/** A random set id in 1..maxId other than `current` (for Joc Nou). */
export function randomSetId(
  maxId: number,
  current: number | null,
  random: () => number = Math.random,
): number {
  if (maxId <= 1) return 1;
  let id = current;
  while (id === current) id = 1 + Math.floor(random() * maxId);
  return id!;
}

/**
 * Build the word list of a set from display forms (the compact API payload). As
 * isPangramWord(word, letters), with the set's letters folded once and each word once: a set
 * holds hundreds of words, and the game builds this list in its first render.
 */
export function wordsFromDisplay(displays: readonly string[], letters: string): ClassicWord[] {
  const all = [...foldUpper(letters)];
  return displays.map((display) => {
    const word = foldUpper(display);
    return { word, display, isPangram: all.every((l) => word.includes(l)) };
  });
}
