/**
 * Issue 40's attack on a brand-new account: one POST /api/account/merge with the 20 past days
 * filled from the public past answers, in every game at once. The account claims at most a
 * streak of 1 (the merge's day) in every game, and the quiz's correct answers stay within
 * the questions answered right (docs/decisions/0009-guest-history-on-merge.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DailyResponse } from '@slove/core/crosswords-daily';
import { addDays, dayKey } from '@slove/core/day';
import * as t from '../test/schema.ts';
import { backends, createTestContext, createVerifiedUser, type TestContext } from '../test/context.ts';
import { jsonSender, solvedPuzzle } from '../test/requests.ts';

describe.each(backends)('one merge of 20 invented past days on %s', (backend) => {
  let ctx: TestContext;
  const today = dayKey();
  const days = Array.from({ length: 20 }, (_, i) => addDays(today, -1 - i));
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const send = jsonSender(() => ctx);

  async function attackBody() {
    const db = ctx.database.db;
    // classic: each past day's own set, with its words
    const sets = await db
      .select({ id: t.letterSets.id, day: t.letterSets.daily_date })
      .from(t.letterSets)
      .where(inArray(t.letterSets.daily_date, [today, ...days]));
    const classic: Record<
      string,
      Record<string, { foundWords: string[]; score: number; timestamp: number }>
    > = {};
    for (const s of sets) {
      const words = await db
        .select({ word: t.words.word })
        .from(t.words)
        .where(eq(t.words.set_id, s.id))
        .orderBy(asc(t.words.word))
        .limit(3);
      classic[s.id] = { [s.day!]: { foundWords: words.map((w) => w.word), score: 1, timestamp: 1 } };
    }
    // Wordle: each past day's word, as the API serves it, won in one guess on its day
    const wordle: Record<string, { attempts: { word: string }[]; completedAt: string }> = {};
    for (const day of [today, ...days]) {
      const { word } = (await send('GET', `/api/wordle/days/${day}`, null)).json() as { word?: string };
      if (word) wordle[day] = { attempts: [{ word }], completedAt: `${day}T10:00:00.000Z` };
    }
    // synonyms: sets whose synonyms are found, each "played" on a past day, and every day full
    const synSets = await db
      .select({ id: t.synonymSets.id })
      .from(t.synonymSets)
      .where(lte(t.synonymSets.daily_date, today))
      .orderBy(asc(t.synonymSets.id))
      .limit(days.length);
    const synonymSets: Record<string, { foundSynonyms: string[]; lastPlayed: string }> = {};
    for (const [i, s] of synSets.entries()) {
      const found = await db
        .select({ w: t.synonyms.synonym_word })
        .from(t.synonyms)
        .where(and(eq(t.synonyms.set_id, s.id), eq(t.synonyms.verified, true)));
      synonymSets[s.id] = { foundSynonyms: found.map((f) => f.w), lastPlayed: days[i % days.length]! };
    }
    const dailyCorrect = Object.fromEntries([today, ...days].map((d) => [d, 50]));
    // crosswords: each archive day's puzzle solved on its own day
    const view = (await send('GET', '/api/crosswords/daily', null)).json() as DailyResponse;
    const puzzles: Record<string, object> = {};
    const daily: Record<string, { seconds: number; helps: number; onDay: boolean }> = {};
    for (const d of view.archive) {
      const { grid, clueIds } = await solvedPuzzle(ctx.database.db, d.puzzleId);
      puzzles[d.puzzleId] = {
        gridState: grid,
        completedClues: clueIds,
        hintsUsed: 0,
        timeSpentSeconds: 40,
        isCompleted: true,
        completedAt: `${d.day}T10:00:00.000Z`,
      };
      daily[d.day] = { seconds: 40, helps: 0, onDay: true };
    }
    return {
      classic: { progress: classic },
      wordle: { games: wordle },
      synonyms: { sets: synonymSets, dailyCorrect },
      quiz: { completedQuestions: [1], totalCorrect: 200, totalAttempts: 200, dailyCorrect },
      crosswords: { puzzles, daily },
      counts: {
        classicSets: sets.length,
        wordleDays: Object.keys(wordle).length,
        dailies: view.archive.length,
      },
    };
  }

  it('a brand-new account claims a streak of at most 1 in every game, and 1 correct answer for 1 question', async () => {
    const u = await createVerifiedUser(ctx);
    const { counts, ...body } = await attackBody();
    expect(counts.classicSets).toBe(21);
    expect(counts.wordleDays).toBe(21);
    expect(counts.dailies).toBeGreaterThan(20);
    const res = await send('POST', '/api/account/merge', u, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().merged.sort()).toEqual(['classic', 'crosswords', 'quiz', 'synonyms', 'wordle']);

    const classic = (await send('GET', '/api/classic/stats', u)).json();
    expect([classic.currentStreak, classic.longestStreak]).toEqual([1, 1]);
    // the words themselves are real: kept, dated today
    expect(classic.totalWordsFound).toBe(63);

    const wordle = (await send('GET', '/api/wordle/stats', u)).json();
    expect(wordle).toMatchObject({ gamesPlayed: 21, gamesWon: 21, currentStreak: 1, maxStreak: 1 });

    const synonyms = (await send('GET', '/api/synonyms/overview', u)).json();
    expect(synonyms.currentStreak).toBeLessThanOrEqual(1);
    expect(synonyms.bestStreak).toBeLessThanOrEqual(1);
    const [row] = await ctx.database.db
      .select({ daily: t.easySynonymProgress.daily_correct })
      .from(t.easySynonymProgress)
      .where(eq(t.easySynonymProgress.user_id, u.id));
    expect(Object.keys(row!.daily)).toEqual([today]);

    const quiz = (await send('GET', '/api/quiz/progress', u)).json();
    expect(quiz.progress).toMatchObject({ completedQuestions: [1], totalCorrect: 1 });

    const crosswords = (await send('GET', '/api/crosswords/daily', u)).json() as DailyResponse;
    expect(crosswords.stats!.streak).toBeLessThanOrEqual(1);
    // every past day's puzzle counts as an archive solve, none on its day
    const onDay = await ctx.database.db
      .select({ day: t.crosswordDailyResults.day })
      .from(t.crosswordDailyResults)
      .where(and(eq(t.crosswordDailyResults.user_id, u.id), eq(t.crosswordDailyResults.on_day, true)));
    expect(onDay.every((r) => r.day === today)).toBe(true);
    expect(crosswords.stats!.solved).toBeGreaterThan(1);
  });
});
