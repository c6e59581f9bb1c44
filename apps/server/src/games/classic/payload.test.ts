import { describe, expect, it } from 'vitest';
import { loadClassic } from '@slove/content/load';
import { isPangramWord, wordsFromDisplay } from '@slove/core/classic';
import { classicSetSchema } from '@slove/core/classic-api';
import { buildCachedSet, rulesFromPayload } from './store.ts';

describe('classic set payloads of the shipped content', () => {
  const puzzles = loadClassic();
  const built = puzzles.map((p) =>
    buildCachedSet(
      {
        id: p.id,
        letters: p.letters,
        center_letter: p.center,
        daily_date: p.date,
        difficulty: p.difficulty,
        bonus_words: p.bonus.map((b) => [b.word, b.display, b.isPangram] as [string, string, boolean]),
      },
      p.answers,
    ),
  );

  it('are small: at most 8 KB gzip each', () => {
    const sizes = built.map((b) => b.gzip.length).sort((a, b) => a - b);
    expect(puzzles.length).toBeGreaterThan(400);
    expect(sizes.at(-1)!).toBeLessThanOrEqual(8 * 1024);
    expect(built.every((b) => b.br.length <= b.gzip.length)).toBe(true);
  });

  it('carry everything the web app needs: words and pangram flags derive from display forms', () => {
    for (const [i, b] of built.entries()) {
      const p = puzzles[i]!;
      expect(classicSetSchema.safeParse(b.payload).success).toBe(true);
      const rules = rulesFromPayload(b.payload);
      expect(rules.answers).toEqual(p.answers);
      expect(rules.bonus).toEqual(p.bonus.filter((x) => !p.answers.some((a) => a.word === x.word)));
      expect(
        wordsFromDisplay(b.payload.answers, p.letters).every(
          (w) => w.isPangram === isPangramWord(w.word, p.letters),
        ),
      ).toBe(true);
      expect(b.payload.pangrams).toBeGreaterThanOrEqual(1);
    }
  });
});
