/**
 * The classic game's progress of one set, as this device and the account keep it: the found
 * words (folded) by the Bucharest day each was first found. Two copies merge into their
 * union, every word on the earlier of its days (the account's answer to a save, or its copy
 * on load, joins the game this way).
 */
import { assignFirstDays } from './classic.ts';

/** Words by the day they were first found: { 'yyyy-mm-dd': ['ARTA', …] }. */
export type FoundDays = Readonly<Record<string, readonly string[]>>;

export function mergeFoundDays(a: FoundDays, b: FoundDays): Record<string, string[]> {
  return Object.fromEntries(
    assignFirstDays(
      [...Object.entries(a), ...Object.entries(b)].map(([day, foundWords]) => ({ day, foundWords })),
    ),
  );
}

/** Every word of the copy (each once). */
export function foundWordsOf(days: FoundDays): string[] {
  return [...new Set(Object.values(days).flat())];
}

/** The copy with a word found on a day (kept on its earlier day if it was found before). */
export function addFoundWord(days: FoundDays, day: string, word: string): Record<string, string[]> {
  return mergeFoundDays(days, { [day]: [word] });
}
