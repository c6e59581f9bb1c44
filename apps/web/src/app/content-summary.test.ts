import { describe, expect, it } from 'vitest';
import { CONTENT_SUMMARY, formatRo, marketingBadges, roundDownNice } from './content-summary';

const summary = {
  version: 't',
  classicPuzzles: 1100,
  classicAnswers: 13280,
  wordleAnswers: 740,
  wordleAllowed: 15604,
  synonymSets: 1300,
  synonymWords: 7417,
  quizQuestions: 56,
  crosswords: 90,
  distinctWords: 133127,
};

describe('marketing badges', () => {
  it('round down, never above the real figure', () => {
    for (const n of [1, 7, 10, 57, 99, 100, 101, 999, 1234, 15873, 133127, 1_000_000]) {
      const r = roundDownNice(n);
      expect(r).toBeLessThanOrEqual(n);
      expect(r).toBeGreaterThan(n * 0.8);
    }
    expect(roundDownNice(57)).toBe(50);
    expect(roundDownNice(15873)).toBe(15000);
    expect(roundDownNice(0)).toBe(0);
    expect(formatRo(133000)).toBe('133.000');
  });

  it('are computed from the summary, with "+" or "peste" only when the content holds more', () => {
    const badges = marketingBadges(summary);
    expect(badges).toEqual([
      { value: '1.100', label: 'seturi de litere' },
      { value: '13.000+', label: 'cuvinte de găsit' },
      { value: '7.400+', label: 'cuvinte cu sinonime' },
      { value: 'peste 130.000', label: 'cuvinte validate' },
      { value: 'Zilnic', label: 'seturi noi' },
    ]);
    expect(marketingBadges({ ...summary, distinctWords: 130_000 })).toContainEqual({
      value: '130.000',
      label: 'cuvinte validate',
    });
    expect(marketingBadges(null)).toEqual([]);
    expect(
      marketingBadges({ ...summary, classicPuzzles: 0, synonymWords: 0 }).map((b) => b.label),
    ).not.toContain('seturi de litere');
  });

  it('the shipped summary, when present, backs every figure shown', () => {
    if (!CONTENT_SUMMARY) return;
    const figure = (v: string) => Number(v.replace(/[^\d]/g, ''));
    const badges = marketingBadges(CONTENT_SUMMARY);
    const byLabel = Object.fromEntries(badges.map((b) => [b.label, figure(b.value)]));
    if (byLabel['seturi de litere'])
      expect(byLabel['seturi de litere']).toBeLessThanOrEqual(CONTENT_SUMMARY.classicPuzzles);
    if (byLabel['cuvinte de găsit'])
      expect(byLabel['cuvinte de găsit']).toBeLessThanOrEqual(CONTENT_SUMMARY.classicAnswers);
    if (byLabel['cuvinte validate'])
      expect(byLabel['cuvinte validate']).toBeLessThanOrEqual(CONTENT_SUMMARY.distinctWords);
  });
});
