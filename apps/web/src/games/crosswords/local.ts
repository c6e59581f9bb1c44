/**
 * A guest's crosswords on this device: one storage key per puzzle,
 * `slove_crossword_<id>` → { gridState, completedClues, hintsUsed, timeSpentSeconds, isCompleted, completedAt }.
 * Answers are never stored here beyond the letters of the clues the server confirmed.
 */
import {
  crosswordLocalPuzzleSchema,
  crosswordsLocalSchema,
  type CrosswordLocalPuzzle,
  type CrosswordsLocal,
} from '@slove/core/crosswords-api';
import { storage } from '@/lib/storage';

export const LOCAL_PREFIX = 'slove_crossword_';
const KEY_RE = /^slove_crossword_(\d{1,9})$/;

export const localKey = (puzzleId: number) => `${LOCAL_PREFIX}${puzzleId}`;

export function loadLocalPuzzle(puzzleId: number): CrosswordLocalPuzzle | null {
  const parsed = crosswordLocalPuzzleSchema.safeParse(storage.getJSON(localKey(puzzleId)));
  return parsed.success ? parsed.data : null;
}

export function saveLocalPuzzle(puzzleId: number, data: CrosswordLocalPuzzle): void {
  storage.setJSON(localKey(puzzleId), data);
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
  for (const key of storage.keys()) {
    const m = KEY_RE.exec(key);
    if (!m) continue;
    const p = loadLocalPuzzle(Number(m[1]));
    if (p && (p.isCompleted || p.completedAt)) out.add(Number(m[1]));
  }
  return out;
}

function collect(): CrosswordsLocal['puzzles'] {
  const puzzles: CrosswordsLocal['puzzles'] = {};
  for (const key of storage.keys()) {
    const m = KEY_RE.exec(key);
    if (!m) continue;
    const p = loadLocalPuzzle(Number(m[1]));
    if (
      p &&
      (Object.keys(p.gridState).length > 0 || p.completedClues.length > 0 || p.hintsUsed > 0 || p.completedAt)
    )
      puzzles[m[1]!] = p;
  }
  return puzzles;
}

export function hasLocalCrosswords(): boolean {
  return Object.keys(collect()).length > 0;
}

export function exportLocalCrosswords(): CrosswordsLocal | null {
  const puzzles = collect();
  if (Object.keys(puzzles).length === 0) return null;
  const parsed = crosswordsLocalSchema.safeParse({ puzzles });
  return parsed.success ? parsed.data : null;
}
