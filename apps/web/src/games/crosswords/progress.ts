/**
 * How a crossword's progress is kept and synced (lib/progress-sync.ts): a guest keeps every
 * change (time included) on this device at once; a signed-in player keeps none locally: the
 * grid is saved to the account 800 ms after the last change, the time every 15 s while
 * playing, and what is pending when the page is hidden or left (queued offline). The
 * server's answer does not replace the grid being typed.
 */
import type { GridState, SolverHelp } from '@slove/core/crosswords';
import type { CrosswordProgressResponse } from '@slove/core/crosswords-api';
import { keepMine, type ProgressPlan } from '@/lib/progress-sync';
import { saveRequest } from './api';
import { saveLocalPuzzle } from './local';

/**
 * A puzzle's progress, as this device (guests) or the account (signed in) keeps it, with the
 * help still shown (hint masks, checked and revealed letters) so that a reload keeps it.
 */
export interface CrosswordPlay extends SolverHelp {
  gridState: GridState;
  completedClues: number[];
  hintsUsed: number;
  timeSpentSeconds: number;
  completedAt: string | null;
}

/** A puzzle not started (also what the server renders: it knows nothing of this device). */
export const NOT_STARTED: CrosswordPlay = {
  gridState: {},
  completedClues: [],
  hintsUsed: 0,
  timeSpentSeconds: 0,
  completedAt: null,
  hints: {},
  marks: {},
};

const SAVE_DEBOUNCE_MS = 800;
const CLOUD_TIME_SAVE_MS = 15_000;

/**
 * Only the time changed: saved at its interval, not after the grid's delay, and not rendered by
 * the whole view (its clock shows it).
 */
export const onlyTime = (a: CrosswordPlay, b: CrosswordPlay) =>
  a.gridState === b.gridState &&
  a.completedClues === b.completedClues &&
  a.hintsUsed === b.hintsUsed &&
  a.completedAt === b.completedAt &&
  a.hints === b.hints &&
  a.marks === b.marks;

export function crosswordProgress({
  puzzleId,
  clues,
  initial,
  signedIn,
  onCompleteSaved,
}: {
  puzzleId: number;
  /** How many clues the puzzle has. */
  clues: number;
  /** The progress it opens with (this device's for a guest, the account's for a player). */
  initial: CrosswordPlay;
  signedIn: boolean;
  /** A save of the completed puzzle has been sent (the picker's mark comes from the account). */
  onCompleteSaved(): void;
}): ProgressPlan<CrosswordPlay, CrosswordProgressResponse> {
  const completes = (p: CrosswordPlay) => clues > 0 && p.completedClues.length === clues;
  return {
    id: String(puzzleId),
    start: () => initial,
    keep: signedIn
      ? null
      : ({ gridState, completedClues, hintsUsed, timeSpentSeconds, completedAt, hints, marks }) =>
          saveLocalPuzzle(puzzleId, {
            gridState,
            completedClues,
            hintsUsed,
            timeSpentSeconds,
            isCompleted: clues > 0 && completedClues.length === clues,
            completedAt,
            hints,
            marks,
          }),
    account: signedIn
      ? {
          request: (p) => saveRequest(puzzleId, p),
          answer: (_res, sent) => {
            if (completes(sent)) onCompleteSaved();
            return null;
          },
        }
      : null,
    merge: keepMine,
    saveDelayMs: SAVE_DEBOUNCE_MS,
    sendsAt: (before, after) => !onlyTime(before, after),
    // once the puzzle is complete the time stops: nothing is pending then
    saveEveryMs: signedIn ? CLOUD_TIME_SAVE_MS : undefined,
    onSaveError: (error) => console.error('[crosswords] progress save failed', error),
  };
}
