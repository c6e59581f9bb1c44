// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { crosswordsLocalSchema } from '@slove/core/crosswords-api';
import { storage } from '@/lib/storage';
import {
  exportLocalCrosswords,
  hasLocalCrosswords,
  loadLocalPuzzle,
  localCompletedIds,
  localKey,
  dailyResults,
  guestData,
  resetLocalPuzzle,
  saveLocalPuzzle,
} from './local';

describe('crosswords local storage (guests)', () => {
  beforeEach(() => {
    for (const k of storage.keys()) storage.remove(k);
  });

  it('keeps one slove_ key per puzzle and reads it back', () => {
    expect(hasLocalCrosswords()).toBe(false);
    expect(exportLocalCrosswords()).toBeNull();
    saveLocalPuzzle(7, {
      gridState: { '0-0': 'Ț' },
      completedClues: [],
      hintsUsed: 1,
      timeSpentSeconds: 12,
      isCompleted: false,
      completedAt: null,
    });
    expect(localKey(7)).toBe('slove_crossword_7');
    expect(storage.keys()).toContain('slove_crossword_7');
    expect(localStorage.getItem('slove_crossword_7')).not.toBeNull();
    expect(loadLocalPuzzle(7)).toMatchObject({
      gridState: { '0-0': 'Ț' },
      hintsUsed: 1,
      timeSpentSeconds: 12,
    });
    expect(hasLocalCrosswords()).toBe(true);
  });

  it('ignores unreadable records and exports a schema-valid merge payload', () => {
    storage.set('slove_crossword_3', '{not json');
    storage.setJSON('slove_crossword_4', { gridState: { x: 1 } });
    saveLocalPuzzle(9, {
      gridState: { '1-2': 'A' },
      completedClues: [41],
      hintsUsed: 0,
      timeSpentSeconds: 5,
      isCompleted: false,
    });
    expect(loadLocalPuzzle(3)).toBeNull();
    expect(loadLocalPuzzle(4)).toBeNull();
    const data = exportLocalCrosswords()!;
    expect(Object.keys(data.puzzles)).toEqual(['9']);
    expect(crosswordsLocalSchema.safeParse(data).success).toBe(true);
  });

  it('starting over keeps the completed mark', () => {
    saveLocalPuzzle(5, {
      gridState: { '0-0': 'A' },
      completedClues: [1, 2],
      hintsUsed: 2,
      timeSpentSeconds: 80,
      isCompleted: true,
      completedAt: '2026-11-20T10:00:00.000Z',
    });
    expect([...localCompletedIds()]).toEqual([5]);
    resetLocalPuzzle(5);
    expect(loadLocalPuzzle(5)).toEqual({
      gridState: {},
      completedClues: [],
      hintsUsed: 0,
      timeSpentSeconds: 0,
      isCompleted: false,
      completedAt: '2026-11-20T10:00:00.000Z',
    });
    expect([...localCompletedIds()]).toEqual([5]);
  });

  it('exports the solved days of Integrama zilei with the puzzles, and keeps the help shown', () => {
    // the day solved on its day (by this device's clock) and one solved later from the archive;
    // an entry written before the flag existed has none
    const daily = {
      '2026-11-20': { seconds: 75, helps: 1, onDay: true },
      '2026-11-18': { seconds: 80, helps: 0, onDay: false },
      '2026-11-17': { seconds: 90, helps: 0 },
    };
    dailyResults.write(daily);
    // a guest with only a daily result still has something to merge
    expect(hasLocalCrosswords()).toBe(true);
    expect(exportLocalCrosswords()).toEqual({ puzzles: {}, daily });
    saveLocalPuzzle(8, {
      gridState: { '0-0': 'Q' },
      completedClues: [],
      hintsUsed: 1,
      timeSpentSeconds: 9,
      hints: { '81': 'Ș _ _ Ă' },
      marks: { '0-0': { kind: 'wrong', letter: 'Q' } },
    });
    const data = exportLocalCrosswords()!;
    expect(crosswordsLocalSchema.safeParse(data).success).toBe(true);
    expect(data.puzzles['8']).toMatchObject({
      hints: { '81': 'Ș _ _ Ă' },
      marks: { '0-0': { kind: 'wrong', letter: 'Q' } },
    });
    expect(data.daily).toEqual(daily);
    guestData.clear();
    expect(exportLocalCrosswords()).toBeNull();
  });
});
