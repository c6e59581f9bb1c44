import { describe, expect, it } from 'vitest';
import { addDays, dayKey, msUntilMidnight, nextMidnight } from './day.ts';
import {
  addCorrect,
  canonicalFound,
  canSkip,
  categoryFor,
  checkAnswer,
  computeStreaks,
  mergeDaily,
  praiseFor,
  scoreOf,
  synonymPoints,
  unionFound,
  validateGoal,
  nextIndex,
  isComplete,
} from './synonyms.ts';

const syns = [
  { word: 'arătos', rarity: 1 },
  { word: 'chipeș', rarity: 3 },
  { word: 'mândru', rarity: 4 },
  { word: 'țanțoș', rarity: 5 },
  { word: 'fără', rarity: null },
];

describe('matching', () => {
  it('trims, ignores case and folds ă â î ș ț (comma and cedilla)', () => {
    expect(checkAnswer('  ARATOS ', syns, [])).toMatchObject({
      kind: 'correct',
      synonym: { word: 'arătos' },
      points: 10,
    });
    expect(checkAnswer('Chipes', syns, [])).toMatchObject({ kind: 'correct', synonym: { word: 'chipeș' } });
    expect(checkAnswer('chipeş', syns, [])).toMatchObject({ kind: 'correct' }); // cedilla
    expect(checkAnswer('MANDRU', syns, [])).toMatchObject({ kind: 'correct', points: 25 });
    expect(checkAnswer('tantos', syns, [])).toMatchObject({ kind: 'correct', points: 30 });
  });
  it('ignores an empty answer, refuses a wrong one, spots a duplicate in any spelling', () => {
    expect(checkAnswer('   ', syns, [])).toEqual({ kind: 'empty' });
    expect(checkAnswer('urât', syns, [])).toEqual({ kind: 'incorrect' });
    expect(checkAnswer('Arătos', syns, ['aratos'])).toMatchObject({ kind: 'duplicate' });
  });
});

describe('scoring', () => {
  it('10 + (rarity − 1) × 5, a missing rarity counts as 1', () => {
    expect([1, 2, 3, 4, 5].map(synonymPoints)).toEqual([10, 15, 20, 25, 30]);
    expect(synonymPoints(null)).toBe(10);
    expect(synonymPoints(undefined)).toBe(10);
  });
  it('score is recomputed from the content; unknown words and duplicates are dropped', () => {
    expect(scoreOf(['arătos', 'ARATOS', 'țanțoș', 'inventat', 'fara'], syns)).toBe(10 + 30 + 10);
    expect(canonicalFound(['ARATOS', 'inventat', 'arătos', 'tantos'], syns)).toEqual(['arătos', 'țanțoș']);
    expect(unionFound(['arătos'], ['chipes', 'aratos'], syns)).toEqual(['arătos', 'chipeș']);
  });
  it('praise thresholds: rarity 3 → Foarte bine!, 4 → Excelent! Sinonim rar!, fire at 5 found', () => {
    expect(praiseFor(2, 1)).toEqual({ message: null, fire: false });
    expect(praiseFor(3, 1).message).toBe('Foarte bine!');
    expect(praiseFor(4, 4)).toEqual({ message: 'Excelent! Sinonim rar!', fire: false });
    expect(praiseFor(5, 5).fire).toBe(true);
  });
  it('skip needs 3 found; completion; next word is round-robin', () => {
    expect([0, 1, 2, 3].map(canSkip)).toEqual([false, false, false, true]);
    expect(isComplete(5, 5)).toBe(true);
    expect(isComplete(4, 5)).toBe(false);
    expect([0, 1, 2].map((i) => nextIndex(i, 3))).toEqual([1, 2, 0]);
  });
});

describe('categories by share found', () => {
  it('follows the six-row table', () => {
    expect(categoryFor(10, 10)).toBe('mastered');
    expect(categoryFor(8, 10)).toBe('nearlyMastered');
    expect(categoryFor(79, 100)).toBe('gettingThere');
    expect(categoryFor(6, 10)).toBe('gettingThere');
    expect(categoryFor(3, 10)).toBe('keepTrying');
    expect(categoryFor(29, 100)).toBe('workNeeded');
    expect(categoryFor(1, 25)).toBe('workNeeded');
    expect(categoryFor(0, 10)).toBe('unseen');
  });
  it('at the exact boundaries 30 / 60 / 80 / 100 % the higher row wins; just below, the lower one', () => {
    const edges: [number, number, string][] = [
      [6, 20, 'keepTrying'], // 30 %
      [5, 20, 'workNeeded'], // 25 %
      [12, 20, 'gettingThere'], // 60 %
      [11, 20, 'keepTrying'], // 55 %
      [16, 20, 'nearlyMastered'], // 80 %
      [15, 20, 'gettingThere'], // 75 %
      [19, 20, 'nearlyMastered'], // 95 %
      [20, 20, 'mastered'],
      [3, 5, 'gettingThere'],
      [4, 5, 'nearlyMastered'],
      [299, 1000, 'workNeeded'],
      [300, 1000, 'keepTrying'],
      [599, 1000, 'keepTrying'],
      [600, 1000, 'gettingThere'],
      [799, 1000, 'gettingThere'],
      [800, 1000, 'nearlyMastered'],
      [999, 1000, 'nearlyMastered'],
      [1, 1, 'mastered'],
      [0, 0, 'unseen'],
    ];
    for (const [found, total, key] of edges) expect(categoryFor(found, total), `${found}/${total}`).toBe(key);
  });
  it('agrees with whole-number arithmetic for every share of up to 60 synonyms (no rounding slips)', () => {
    const reference = (found: number, total: number) => {
      if (found <= 0) return 'unseen';
      if (found >= total) return 'mastered';
      if (found * 10 >= total * 8) return 'nearlyMastered';
      if (found * 10 >= total * 6) return 'gettingThere';
      if (found * 10 >= total * 3) return 'keepTrying';
      return 'workNeeded';
    };
    for (let total = 1; total <= 60; total++) {
      for (let found = 0; found <= total; found++)
        expect(categoryFor(found, total), `${found}/${total}`).toBe(reference(found, total));
    }
  });
});

describe('streaks (Bucharest days)', () => {
  it('counts consecutive days ending today or yesterday, and the best run', () => {
    const d = {
      '2026-11-10': 2,
      '2026-11-11': 1,
      '2026-11-12': 4,
      '2026-11-18': 1,
      '2026-11-19': 3,
      '2026-11-20': 1,
    };
    expect(computeStreaks(d, '2026-11-21')).toEqual({ current: 3, best: 3 });
    expect(computeStreaks({ ...d, '2026-11-21': 1 }, '2026-11-21')).toEqual({ current: 4, best: 4 });
    expect(computeStreaks(d, '2026-11-22')).toEqual({ current: 0, best: 3 });
    expect(computeStreaks({ '2026-11-20': 0 }, '2026-11-21')).toEqual({ current: 0, best: 0 });
  });
  it('a streak continues across Bucharest midnight, not UTC midnight', () => {
    // 21:59 UTC and 22:01 UTC on 2026-11-20 are two Bucharest days (UTC+2 in winter)
    const before = dayKey(new Date('2026-11-20T21:59:00Z'));
    const after = dayKey(new Date('2026-11-20T22:01:00Z'));
    expect([before, after]).toEqual(['2026-11-20', '2026-11-21']);
    let daily = addCorrect({}, before, 1);
    daily = addCorrect(daily, after, 1);
    expect(computeStreaks(daily, after)).toEqual({ current: 2, best: 2 });
    // both instants on the same UTC day 23:30 and 00:30 Bucharest: still one day each
    expect(dayKey(new Date('2026-11-20T21:30:00Z'))).toBe('2026-11-20');
  });
  it('summer time changes do not break a streak (the 23-hour and 25-hour days)', () => {
    // spring forward: 2026-03-29 has 23 hours in Bucharest; fall back: 2026-10-25 has 25
    const spring = ['2026-03-28T21:30:00Z', '2026-03-29T20:30:00Z', '2026-03-30T21:30:00Z'].map((t) =>
      dayKey(new Date(t)),
    );
    expect(spring).toEqual(['2026-03-28', '2026-03-29', '2026-03-31']);
    const springDaily = Object.fromEntries(['2026-03-28', '2026-03-29', '2026-03-30'].map((d) => [d, 1]));
    expect(computeStreaks(springDaily, '2026-03-30')).toEqual({ current: 3, best: 3 });
    const fall = ['2026-10-24T20:59:00Z', '2026-10-25T21:59:00Z', '2026-10-25T22:00:00Z'].map((t) =>
      dayKey(new Date(t)),
    );
    expect(fall).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    const fallDaily = Object.fromEntries(fall.map((d) => [d, 2]));
    expect(computeStreaks(fallDaily, '2026-10-26')).toEqual({ current: 3, best: 3 });
  });
  it('across each Bucharest midnight of the two summer-time weekends, the days follow on', () => {
    // Bucharest midnights around the changes (UTC+2 before the last Sunday of March, UTC+3 after;
    // back to UTC+2 on the last Sunday of October)
    const midnights = [
      ['2026-03-28T22:00:00Z', '2026-03-29'],
      ['2026-03-29T21:00:00Z', '2026-03-30'],
      ['2026-10-24T21:00:00Z', '2026-10-25'],
      ['2026-10-25T22:00:00Z', '2026-10-26'],
    ] as const;
    for (const [iso, day] of midnights) {
      const m = new Date(iso);
      const before = new Date(m.getTime() - 1000);
      expect(dayKey(before), iso).toBe(addDays(day, -1));
      expect(dayKey(m), iso).toBe(day);
      expect(nextMidnight(before).toISOString()).toBe(m.toISOString());
      expect(msUntilMidnight(before)).toBe(1000);
      // one answer a second before midnight and one at midnight: a streak of two days
      const daily = addCorrect(addCorrect({}, dayKey(before), 1), dayKey(m), 1);
      expect(computeStreaks(daily, day)).toEqual({ current: 2, best: 2 });
      expect(computeStreaks(daily, addDays(day, 1))).toEqual({ current: 2, best: 2 });
      expect(computeStreaks(daily, addDays(day, 2))).toEqual({ current: 0, best: 2 });
    }
    // the short and the long day
    expect(msUntilMidnight(new Date('2026-03-28T22:00:00Z'))).toBe(23 * 3_600_000);
    expect(msUntilMidnight(new Date('2026-10-24T21:00:00Z'))).toBe(25 * 3_600_000);
    // a whole week over the October change, one answer a day at 23:59 Bucharest time
    const week: Record<string, number> = {};
    for (let i = 0; i < 7; i++) {
      const day = addDays('2026-10-22', i);
      const offset = day < '2026-10-25' ? 3 : 2;
      const at = new Date(Date.parse(`${day}T23:59:00Z`) - offset * 3_600_000);
      expect(dayKey(at)).toBe(day);
      week[dayKey(at)] = 1;
    }
    expect(computeStreaks(week, '2026-10-28')).toEqual({ current: 7, best: 7 });
  });
  it('ignores days to come, zero counts and keys that are not days', () => {
    expect(
      computeStreaks({ '2026-11-21': 1, '2026-11-22': 5, ieri: 3, '2026-11-20': 0 }, '2026-11-21'),
    ).toEqual({ current: 1, best: 1 });
  });
  it('merges day maps by the higher count', () => {
    expect(mergeDaily({ '2026-11-20': 3 }, { '2026-11-20': 1, '2026-11-21': 2 })).toEqual({
      '2026-11-20': 3,
      '2026-11-21': 2,
    });
  });
});

describe('daily goal', () => {
  it('accepts whole numbers 1–100 only', () => {
    expect(validateGoal(1)).toEqual({ ok: true, goal: 1 });
    expect(validateGoal('100')).toEqual({ ok: true, goal: 100 });
    for (const bad of [0, -3, 101, 2.5, '', 'abc', null]) expect(validateGoal(bad).ok).toBe(false);
  });
});
