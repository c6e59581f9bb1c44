import { describe, expect, it } from 'vitest';
import {
  archiveDays,
  dailyNumber,
  dailyPuzzleId,
  dailyStats,
  dailyStreak,
  weekdayIndex,
} from './crosswords-daily.ts';
import { addDays } from './day.ts';

const PUZZLES = [
  ...[1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, size: '5x5' })),
  ...[11, 12, 13].map((id) => ({ id, size: '7x7' })),
  ...[21, 22].map((id) => ({ id, size: '9x9' })),
];
const sizeOf = (id: number | null) => PUZZLES.find((p) => p.id === id)?.size;

describe('Integrama zilei', () => {
  it('knows the weekday and numbers the days from 2025-01-01', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6); // a Sunday
    expect(dailyNumber('2025-01-01')).toBe(1);
    expect(dailyNumber('2025-01-31')).toBe(31);
  });

  it('gives 5x5 on weekdays and 7x7 at the weekend, a different puzzle each day of a kind', () => {
    const week = Array.from({ length: 7 }, (_, i) => dailyPuzzleId(addDays('2026-11-23', i), PUZZLES));
    expect(week.map(sizeOf)).toEqual(['5x5', '5x5', '5x5', '5x5', '5x5', '7x7', '7x7']);
    expect(new Set(week.slice(0, 5)).size).toBe(5);
    expect(week[5]).not.toBe(week[6]);
    // the weekday pool is used up before a puzzle comes back
    const weekdays = Array.from({ length: 21 }, (_, i) => addDays('2026-11-23', i))
      .filter((d) => weekdayIndex(d) < 5)
      .map((d) => dailyPuzzleId(d, PUZZLES));
    expect(new Set(weekdays.slice(0, 7)).size).toBe(7);
    // the same day always gives the same puzzle, whatever the order of the content
    expect(dailyPuzzleId('2026-11-24', [...PUZZLES].reverse())).toBe(dailyPuzzleId('2026-11-24', PUZZLES));
  });

  it('works with one size only, and with no content or a bad day', () => {
    const only = PUZZLES.filter((p) => p.size === '5x5');
    expect(sizeOf(dailyPuzzleId('2026-11-29', only))).toBe('5x5');
    expect(dailyPuzzleId('2026-11-29', [])).toBeNull();
    expect(dailyPuzzleId('2026-02-30', PUZZLES)).toBeNull();
  });

  it('offers the last 30 days, newest first', () => {
    const days = archiveDays('2026-11-24');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-11-24');
    expect(days[29]).toBe('2026-10-26');
  });

  it('counts the streak up to today, or yesterday while today is open; the best time', () => {
    expect(dailyStreak(['2026-11-22', '2026-11-23', '2026-11-24'], '2026-11-24')).toBe(3);
    expect(dailyStreak(['2026-11-22', '2026-11-23'], '2026-11-24')).toBe(2);
    expect(dailyStreak(['2026-11-21', '2026-11-23', '2026-11-24'], '2026-11-24')).toBe(2);
    expect(dailyStreak(['2026-11-22'], '2026-11-24')).toBe(0);
    expect(dailyStreak([], '2026-11-24')).toBe(0);
    expect(
      dailyStats(
        { '2026-11-23': { seconds: 90, onDay: true }, '2026-11-24': { seconds: 72, onDay: true } },
        '2026-11-24',
      ),
    ).toEqual({
      streak: 2,
      bestSeconds: 72,
      solved: 2,
    });
    expect(dailyStats({}, '2026-11-24')).toEqual({ streak: 0, bestSeconds: null, solved: 0 });
  });

  it('only puzzles solved on their own day make the streak; archive solves count in solved and the best time', () => {
    const today = '2026-11-24';
    // solved on its day yesterday, and today's puzzle still open: a streak of 1
    const onDay = { '2026-11-23': { seconds: 90, onDay: true } };
    expect(dailyStats(onDay, today)).toEqual({ streak: 1, bestSeconds: 90, solved: 1 });
    // the day before, solved today from the archive: one more solved and a better time, the same streak
    const withArchive = { ...onDay, '2026-11-22': { seconds: 40, onDay: false } };
    expect(dailyStats(withArchive, today)).toEqual({ streak: 1, bestSeconds: 40, solved: 2 });
    // a whole archive run solved in one sitting makes no streak at all
    const archiveRun = Object.fromEntries(
      ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((d) => [d, { seconds: 60, onDay: false }]),
    );
    expect(dailyStats(archiveRun, today)).toEqual({ streak: 0, bestSeconds: 60, solved: 4 });
    // an archive solve does not bridge a gap between on-day solves
    expect(
      dailyStats(
        {
          '2026-11-21': { seconds: 50, onDay: true },
          '2026-11-22': { seconds: 50 }, // undated (an older device entry): an archive solve
          '2026-11-23': { seconds: 50, onDay: true },
          '2026-11-24': { seconds: 50, onDay: true },
        },
        today,
      ).streak,
    ).toBe(2);
  });
});
