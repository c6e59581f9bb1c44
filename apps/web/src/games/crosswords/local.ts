/**
 * A guest's crosswords on this device: one storage key per puzzle,
 * `slove_crossword_<id>` → { gridState, completedClues, hintsUsed, timeSpentSeconds, isCompleted, completedAt,
 * hints, marks } (hints and marks: the help still shown, see SolverHelp in core/crosswords.ts).
 * Answers are never stored here beyond the letters of the clues the server confirmed.
 */
import {
  crosswordDailyLocalSchema,
  crosswordLocalPuzzleSchema,
  crosswordsLocalSchema,
  type CrosswordDailyLocal,
  type CrosswordLocalPuzzle,
  type CrosswordsLocal,
} from '@slove/core/crosswords-api';
import { z } from '@slove/core/zod';
import { localStore, localStoreFamily } from '@/lib/local-store';
import type { GuestDataSource } from '@/lib/web-game';

export const LOCAL_PREFIX = 'slove_crossword_';

const puzzles = localStoreFamily({ prefix: LOCAL_PREFIX, schema: crosswordLocalPuzzleSchema });

/** The solver's settings on this device: "Verificare automată" (on by default). */
export const crosswordSettings = localStore({
  key: 'slove_crosswords_settings',
  schema: z.object({ autoCheck: z.boolean().catch(true) }),
  fallback: () => ({ autoCheck: true }),
});

/**
 * A guest's solved daily puzzles on this device: day → time, helps and whether it was solved on
 * its day by this device's clock (merged into the account at sign-in, where the server checks it).
 */
export const dailyResults = localStore({
  key: 'slove_crosswords_daily',
  schema: crosswordDailyLocalSchema,
  fallback: (): CrosswordDailyLocal => ({}),
});

export const localKey = (puzzleId: number) => puzzles.key(puzzleId);

export function loadLocalPuzzle(puzzleId: number): CrosswordLocalPuzzle | null {
  return puzzles.read(puzzleId);
}

export function saveLocalPuzzle(puzzleId: number, data: CrosswordLocalPuzzle): void {
  puzzles.write(puzzleId, data);
}

/** Start over: an empty grid; the completion date stays so the picker keeps its mark. */
export function resetLocalPuzzle(puzzleId: number): void {
  const current = loadLocalPuzzle(puzzleId);
  if (!current) return;
  saveLocalPuzzle(puzzleId, {
    gridState: {},
    completedClues: [],
    hintsUsed: 0,
    timeSpentSeconds: 0,
    isCompleted: false,
    completedAt: current.completedAt ?? null,
  });
}

/** Ids of the puzzles this device completed (now or before starting over). */
export function localCompletedIds(): Set<number> {
  const out = new Set<number>();
  for (const id of puzzles.ids()) {
    const p = puzzles.read(id);
    if (p && (p.isCompleted || p.completedAt)) out.add(Number(id));
  }
  return out;
}

/** Ids of the puzzles this device began and has not finished (the picker's "Continuă"). */
export function localStartedIds(): Set<number> {
  const out = new Set<number>();
  for (const id of puzzles.ids()) {
    const p = puzzles.read(id);
    if (!p || p.isCompleted) continue;
    if (Object.keys(p.gridState).length > 0 || p.completedClues.length > 0 || p.hintsUsed > 0)
      out.add(Number(id));
  }
  return out;
}

function collect(): CrosswordsLocal['puzzles'] {
  const out: CrosswordsLocal['puzzles'] = {};
  for (const id of puzzles.ids()) {
    const p = puzzles.read(id);
    if (
      p &&
      (Object.keys(p.gridState).length > 0 || p.completedClues.length > 0 || p.hintsUsed > 0 || p.completedAt)
    )
      out[id] = p;
  }
  return out;
}

export function hasLocalCrosswords(): boolean {
  return exportLocalCrosswords() !== null;
}

/** The puzzles begun on this device and the days of "Integrama zilei" solved, for the merge. */
export function exportLocalCrosswords(): CrosswordsLocal | null {
  const puzzles = collect();
  const daily = dailyResults.read();
  const hasDaily = Object.keys(daily).length > 0;
  if (Object.keys(puzzles).length === 0 && !hasDaily) return null;
  const parsed = crosswordsLocalSchema.safeParse(hasDaily ? { puzzles, daily } : { puzzles });
  return parsed.success ? parsed.data : null;
}

export const guestData: GuestDataSource = {
  collect: exportLocalCrosswords,
  clear: () => {
    puzzles.ids().forEach((id) => puzzles.clear(id));
    dailyResults.clear();
  },
};
