/**
 * Romanian Wordle rules, shared by the web app and the server: input, validation,
 * duplicate-aware colouring, key colours, statistics transitions, the share text and
 * the word of a day. Ă Â Î Ș Ț are letters of their own (never folded to A I S T).
 */
import { addDays, dayKey, dayNumber } from './day.ts';
import { upperRo } from './text.ts';

export const WORD_LENGTH = 5;
export const MAX_ATTEMPTS = 6;
/** The end-of-game dialog opens this long after the last guess. */
export const END_DIALOG_DELAY_MS = 1000;

/** 0 absent, 1 present elsewhere, 2 correct (the stored result codes). */
export type Mark = 0 | 1 | 2;
export const ABSENT = 0 as const;
export const PRESENT = 1 as const;
export const CORRECT = 2 as const;

export interface Attempt {
  word: string;
  result: Mark[];
}

export const MSG_TOO_SHORT = 'Cuvântul trebuie să aibă 5 litere!';
export const MSG_INVALID = 'Cuvânt invalid! Încearcă un cuvânt românesc de 5 litere din dicționar.';

/** The on-screen keyboard, row by row. */
export const KEYBOARD_ROWS: readonly (readonly string[])[] = [
  ['Q', 'W', 'E', 'R', 'T', 'Y', 'U', 'I', 'O', 'P'],
  ['A', 'S', 'D', 'F', 'G', 'H', 'J', 'K', 'L', 'Ă'],
  ['ENTER', 'Z', 'X', 'C', 'V', 'B', 'N', 'M', 'Â', 'Î', 'Ș', 'Ț', 'BACKSPACE'],
];

/** Keys of a keyboard without Romanian letters that type them (US layout positions). */
export const PHYSICAL_KEY_MAP: Readonly<Record<string, string>> = {
  '[': 'Ă',
  ']': 'Î',
  '\\': 'Â',
  ';': 'Ș',
  "'": 'Ț',
};

const LETTER_RE = /^[A-ZĂÂÎȘȚ]$/;

/** Normalise a word: trimmed, NFC, comma-below ș ț, Romanian upper case. */
export function normalizeWord(s: string): string {
  return upperRo(s.trim());
}

/** True for one letter the game accepts: A–Z plus Ă Â Î Ș Ț (upper case). */
export function isGameLetter(ch: string): boolean {
  return LETTER_RE.test(ch);
}

/** A word's letters (diacritics are single letters in NFC). */
export function lettersOf(word: string): string[] {
  return Array.from(normalizeWord(word));
}

/** Add one letter to the current row (ignored when it is not a game letter or the row is full). */
export function addLetter(current: string, letter: string): string {
  const l = normalizeWord(letter);
  if (!isGameLetter(l)) return current;
  if (Array.from(current).length >= WORD_LENGTH) return current;
  return current + l;
}

export function removeLetter(current: string): string {
  const arr = Array.from(current);
  arr.pop();
  return arr.join('');
}

export type KeyAction = { type: 'letter'; letter: string } | { type: 'enter' } | { type: 'backspace' };

/**
 * Map a physical key press (KeyboardEvent.key and modifiers) to a game action, or null.
 * Ignored while Ctrl, Meta or Alt is held. [ ] \ ; ' type Ă Î Â Ș Ț.
 */
export function keyToAction(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): KeyAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.key === 'Enter') return { type: 'enter' };
  if (e.key === 'Backspace' || e.key === 'Delete') return { type: 'backspace' };
  const mapped = PHYSICAL_KEY_MAP[e.key];
  if (mapped) return { type: 'letter', letter: mapped };
  if (Array.from(e.key).length !== 1) return null;
  const l = normalizeWord(e.key);
  return isGameLetter(l) ? { type: 'letter', letter: l } : null;
}

/**
 * Colour a guess: exact matches first, then present letters by the remaining counts of the
 * answer's letters, everything else absent.
 */
export function scoreGuess(guess: string, answer: string): Mark[] {
  const g = lettersOf(guess);
  const a = lettersOf(answer);
  if (g.length !== WORD_LENGTH || a.length !== WORD_LENGTH)
    throw new Error('scoreGuess: both words need 5 letters');
  const result: Mark[] = Array<Mark>(WORD_LENGTH).fill(ABSENT);
  const remaining = new Map<string, number>();
  for (let i = 0; i < WORD_LENGTH; i++) {
    if (g[i] === a[i]) result[i] = CORRECT;
    else remaining.set(a[i]!, (remaining.get(a[i]!) ?? 0) + 1);
  }
  for (let i = 0; i < WORD_LENGTH; i++) {
    if (result[i] === CORRECT) continue;
    const left = remaining.get(g[i]!) ?? 0;
    if (left > 0) {
      result[i] = PRESENT;
      remaining.set(g[i]!, left - 1);
    }
  }
  return result;
}

export type Validation = { ok: true; word: string } | { ok: false; message: string };

/** Validate a submitted guess against the allowed words (a set of normalised words). */
export function validateGuess(
  guess: string,
  allowed: ReadonlySet<string> | ((w: string) => boolean),
): Validation {
  const word = normalizeWord(guess);
  if (Array.from(word).length !== WORD_LENGTH) return { ok: false, message: MSG_TOO_SHORT };
  const has = typeof allowed === 'function' ? allowed(word) : allowed.has(word);
  if (!has) return { ok: false, message: MSG_INVALID };
  return { ok: true, word };
}

export const isWin = (result: readonly number[]) =>
  result.length === WORD_LENGTH && result.every((m) => m === CORRECT);

export interface GameState {
  completed: boolean;
  won: boolean;
  guesses: number;
}

export function gameState(attempts: readonly { result: readonly number[] }[]): GameState {
  const won = attempts.some((a) => isWin(a.result));
  return { won, completed: won || attempts.length >= MAX_ATTEMPTS, guesses: attempts.length };
}

/** Score a list of guessed words against the answer. */
export function scoreAttempts(words: readonly string[], answer: string): Attempt[] {
  return words.map((w) => ({ word: normalizeWord(w), result: scoreGuess(w, answer) }));
}

export type AttemptsCheck =
  { ok: true; attempts: Attempt[]; state: GameState } | { ok: false; message: string };

/**
 * Re-check a full list of attempts against the day's word: every word allowed, at most 6,
 * nothing after a win, and (when given) every result equal to the recomputed colours.
 */
export function checkAttempts(
  attempts: readonly { word: string; result?: readonly number[] }[],
  answer: string,
  allowed: ReadonlySet<string> | ((w: string) => boolean),
): AttemptsCheck {
  if (attempts.length > MAX_ATTEMPTS) return { ok: false, message: 'Sunt permise cel mult 6 încercări.' };
  const out: Attempt[] = [];
  for (const [i, a] of attempts.entries()) {
    if (out.some((o) => isWin(o.result)))
      return { ok: false, message: 'Nu se mai pot adăuga încercări după ce cuvântul a fost ghicit.' };
    const v = validateGuess(a.word, allowed);
    if (!v.ok) return { ok: false, message: `Încercarea ${i + 1}: ${v.message}` };
    const result = scoreGuess(v.word, answer);
    if (a.result && (a.result.length !== WORD_LENGTH || a.result.some((m, j) => m !== result[j]))) {
      return { ok: false, message: `Încercarea ${i + 1}: culorile nu corespund cuvântului zilei.` };
    }
    out.push({ word: v.word, result });
  }
  return { ok: true, attempts: out, state: gameState(out) };
}

/**
 * Hard mode ('Mod dificil'): every hint revealed so far must be used. A green letter stays
 * in its place and a yellow (or green) letter appears at least as many times as it was
 * revealed in one row. Returns the Romanian message for the first rule broken, or null.
 */
export function hardModeError(
  guess: string,
  attempts: readonly { word: string; result: readonly number[] }[],
): string | null {
  const letters = lettersOf(guess);
  for (const a of attempts) {
    const prev = lettersOf(a.word);
    for (const [i, l] of prev.entries()) {
      if (a.result[i] === CORRECT && letters[i] !== l)
        return `Mod dificil: pe poziția ${i + 1} trebuie să fie litera ${l}.`;
    }
  }
  for (const a of attempts) {
    const need = new Map<string, number>();
    lettersOf(a.word).forEach((l, i) => {
      if ((a.result[i] ?? 0) > ABSENT) need.set(l, (need.get(l) ?? 0) + 1);
    });
    for (const [l, n] of need) {
      const have = letters.filter((x) => x === l).length;
      if (have < n)
        return n > 1
          ? `Mod dificil: cuvântul trebuie să conțină litera ${l} de ${n} ori.`
          : `Mod dificil: cuvântul trebuie să conțină litera ${l}.`;
    }
  }
  return null;
}

/** True when every guess used all the hints revealed before it (a game playable in hard mode). */
export function followsHardMode(attempts: readonly { word: string; result: readonly number[] }[]): boolean {
  return attempts.every((a, i) => hardModeError(a.word, attempts.slice(0, i)) === null);
}

/** Each key's best colour seen so far (correct > present > absent); unseen keys are missing. */
export function keyColours(
  attempts: readonly { word: string; result: readonly number[] }[],
): Record<string, Mark> {
  const out: Record<string, Mark> = {};
  for (const a of attempts) {
    lettersOf(a.word).forEach((l, i) => {
      const m = (a.result[i] ?? 0) as Mark;
      if (out[l] === undefined || m > out[l]) out[l] = m;
    });
  }
  return out;
}

/** Index of a day's word in the answer list (day number modulo the list length). */
export function wordIndexForDay(day: string, count: number): number {
  if (count <= 0) throw new Error('wordIndexForDay: empty answer list');
  const n = dayNumber(day);
  return ((n % count) + count) % count;
}

/** The share number of a day: Bucharest days since 2025-01-01, plus 1. */
export function shareNumber(day: string): number {
  return dayNumber(day) + 1;
}

export const SHARE_SQUARES = {
  normal: { [CORRECT]: '🟩', [PRESENT]: '🟨', [ABSENT]: '⬜' },
  highContrast: { [CORRECT]: '🟧', [PRESENT]: '🟦', [ABSENT]: '⬜' },
} as const;

/**
 * The share text: 'Wordle Românesc #{n} {guesses}/6' (X/6 on a loss; '4/6*' in hard mode), a blank line, one row
 * of squares per attempt, a blank line, the site address.
 */
export function shareText(opts: {
  day: string;
  attempts: readonly { result: readonly number[] }[];
  site: string;
  highContrast?: boolean;
  /** Played in hard mode: '4/6*'. */
  hardMode?: boolean;
}): string {
  const { won } = gameState(opts.attempts);
  const squares = opts.highContrast ? SHARE_SQUARES.highContrast : SHARE_SQUARES.normal;
  const header = `Wordle Românesc #${shareNumber(opts.day)} ${won ? opts.attempts.length : 'X'}/${MAX_ATTEMPTS}${opts.hardMode ? '*' : ''}`;
  const grid = opts.attempts.map((a) => a.result.map((m) => squares[m as Mark]).join('')).join('\n');
  return `${header}\n\n${grid}\n\n${opts.site}`;
}

/** Win message of the end-of-game dialog ('încercare' for 1, 'încercări' otherwise). */
export function winMessage(word: string, guesses: number): string {
  return `Felicitări! Ai ghicit cuvântul ${word} în ${guesses} ${guesses === 1 ? 'încercare' : 'încercări'}`;
}

// ------------------------------------------------------------------ statistics

export type Distribution = Record<'1' | '2' | '3' | '4' | '5' | '6', number>;

export interface WordleStats {
  gamesPlayed: number;
  gamesWon: number;
  currentStreak: number;
  maxStreak: number;
  guessDistribution: Distribution;
  /** The last day (Bucharest key) whose daily game was finished on that day, or null. */
  lastPlayedDate: string | null;
}

export const emptyDistribution = (): Distribution => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0 });

export function emptyStats(): WordleStats {
  return {
    gamesPlayed: 0,
    gamesWon: 0,
    currentStreak: 0,
    maxStreak: 0,
    guessDistribution: emptyDistribution(),
    lastPlayedDate: null,
  };
}

export interface FinishedGame {
  /** The puzzle's day. */
  day: string;
  won: boolean;
  guesses: number;
  /** The Bucharest day on which the game ended; a game of an earlier day is an archive game. */
  finishedOn: string;
}

/**
 * Stats after one finished game. Every game counts in Jocuri / Victorii and (wins only)
 * in the distribution. Only the game of the day itself moves the streak: a win extends it
 * if the last daily game was yesterday, otherwise it becomes 1; a loss sets it to 0; the
 * maximum is kept. Archive games (past days) leave the streak alone.
 */
export function applyGame(stats: WordleStats, game: FinishedGame): WordleStats {
  const next: WordleStats = { ...stats, guessDistribution: { ...stats.guessDistribution } };
  next.gamesPlayed += 1;
  if (game.won) {
    next.gamesWon += 1;
    if (game.guesses >= 1 && game.guesses <= MAX_ATTEMPTS) {
      const k = String(game.guesses) as keyof Distribution;
      next.guessDistribution[k] += 1;
    }
  }
  const isDaily = game.day === game.finishedOn;
  if (isDaily) {
    if (game.won)
      next.currentStreak = stats.lastPlayedDate === addDays(game.day, -1) ? stats.currentStreak + 1 : 1;
    else next.currentStreak = 0;
    next.maxStreak = Math.max(stats.maxStreak, next.currentStreak);
    next.lastPlayedDate = game.day;
  }
  return next;
}

/** Recompute stats from every finished game, in the order they finished. */
export function computeStats(games: readonly FinishedGame[]): WordleStats {
  return games.reduce(applyGame, emptyStats());
}

/**
 * The stats as shown on `today`: a streak whose last daily game is before yesterday is over
 * (0), although it changes only when a daily game is played. Every place that shows the
 * stats (the server's, this device's) reads them through this.
 */
export function statsOn(stats: WordleStats, today: string): WordleStats {
  const last = stats.lastPlayedDate;
  const current = last !== null && (last === today || last === addDays(today, -1));
  return current ? stats : { ...stats, currentStreak: 0 };
}

/** The finishing day of a game from its completion instant. */
export function finishedOn(completedAt: Date | string): string {
  return dayKey(typeof completedAt === 'string' ? new Date(completedAt) : completedAt);
}

/** Percentage of games won, rounded (0 when nothing was played). */
export function winPercent(stats: Pick<WordleStats, 'gamesPlayed' | 'gamesWon'>): number {
  return stats.gamesPlayed === 0 ? 0 : Math.round((stats.gamesWon / stats.gamesPlayed) * 100);
}

/** Bar widths of the distribution in percent of the largest count, at least 10% when a count is above 0. */
export function distributionWidths(dist: Distribution): Record<keyof Distribution, number> {
  const max = Math.max(...Object.values(dist));
  const out = {} as Record<keyof Distribution, number>;
  for (const k of ['1', '2', '3', '4', '5', '6'] as const) {
    const v = dist[k];
    out[k] = v > 0 ? Math.max(10, Math.round((v / max) * 100)) : 0;
  }
  return out;
}

/** Hours:minutes until the given instant, e.g. '07:05'. */
export function formatCountdown(ms: number): string {
  const totalMin = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
