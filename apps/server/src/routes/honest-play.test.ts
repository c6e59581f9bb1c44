/**
 * Streaks and counts are earned, not claimed: each attack of issue 19 fails, on both backends.
 * - POST /api/account/merge cannot pick the days classic words were found (20 past days);
 * - 21 one-guess wins of past Wordle days (with the answers the API serves) count in the
 *   statistics but never extend the win streak, whether saved or merged;
 * - a merged synonym dailyCorrect of 10,000 per past day is not taken;
 * - alternating PUT /api/quiz/progress between 0/0 and everything adds nothing after the first.
 * A real guest's words of the days before the account existed are still kept, dated the day
 * of the merge (docs/decisions/0009-guest-history-on-merge.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, dayKey } from '@slove/core/day';
import { loadQuiz } from '@slove/content/load';
import * as t from '../test/schema.ts';
import {
  backdateAccount,
  backends,
  createTestContext,
  createVerifiedUser,
  type TestContext,
} from '../test/context.ts';
import { jsonSender } from '../test/requests.ts';

/** The quiz's question count (what one day's quiz answers can give at most). */
const QUIZ_QUESTIONS = loadQuiz().reduce((n, set) => n + set.questions.length, 0);

describe.each(backends)('honest streaks and counts on %s', (backend) => {
  let ctx: TestContext;
  const today = dayKey();
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const send = jsonSender(() => ctx);

  /** An account that has existed for two months (its guest days are long past). */
  async function oldAccount() {
    const u = await createVerifiedUser(ctx);
    await backdateAccount(ctx, u.id, 60);
    return u;
  }

  async function wordsOf(setId: number, n: number) {
    return (
      await ctx.database.db
        .select({ word: t.words.word })
        .from(t.words)
        .where(eq(t.words.set_id, setId))
        .orderBy(asc(t.words.word))
        .limit(n)
    ).map((w) => w.word);
  }

  it('classic: a merge cannot pick the days of a streak', async () => {
    const db = ctx.database.db;
    const [set] = await db.select().from(t.letterSets).where(eq(t.letterSets.daily_date, today));
    const words = await wordsOf(set!.id, 21);
    expect(words.length).toBe(21);
    const u = await oldAccount();
    expect(
      (await send('PUT', `/api/classic/progress/${set!.id}`, u, { foundWords: [words[0]] })).statusCode,
    ).toBe(200);
    expect((await send('GET', '/api/classic/stats', u)).json().currentStreak).toBe(1);

    // one word of today's set "found" on each of the 20 days before, and each of 20 archive
    // sets "played" on its own day
    const archiveDays = Array.from({ length: 20 }, (_, i) => addDays(today, -1 - i));
    const archiveSets = await db
      .select({ id: t.letterSets.id, day: t.letterSets.daily_date })
      .from(t.letterSets)
      .where(inArray(t.letterSets.daily_date, archiveDays));
    expect(archiveSets.length).toBe(20);
    const progress: Record<
      string,
      Record<string, { foundWords: string[]; score: number; timestamp: number }>
    > = { [set!.id]: {} };
    archiveDays.forEach(
      (day, i) => (progress[set!.id]![day] = { foundWords: [words[i + 1]!], score: 1, timestamp: 1 }),
    );
    for (const s of archiveSets)
      progress[s.id] = { [s.day!]: { foundWords: await wordsOf(s.id, 1), score: 1, timestamp: 1 } };
    const res = await send('POST', '/api/account/merge', u, { classic: { progress } });
    expect(res.statusCode).toBe(200);
    const stats = (await send('GET', '/api/classic/stats', u)).json();
    expect(stats.currentStreak).toBe(1);
    expect(stats.longestStreak).toBe(1);
    // the words themselves are kept (dated today, when they reached the server)
    expect(stats.totalWordsFound).toBe(41);
    const days = await db
      .selectDistinct({ day: t.gameProgress.last_played })
      .from(t.gameProgress)
      .where(eq(t.gameProgress.user_id, u.id));
    expect(days).toEqual([{ day: today }]);
  });

  it('classic: a guest who signs up keeps the words of the days before, dated the merge day', async () => {
    const db = ctx.database.db;
    const yesterday = addDays(today, -1);
    const [set] = await db.select().from(t.letterSets).where(eq(t.letterSets.daily_date, yesterday));
    const [word] = await wordsOf(set!.id, 1);
    const u = await createVerifiedUser(ctx);
    await backdateAccount(ctx, u.id, 0);
    const [todaySet] = await db.select().from(t.letterSets).where(eq(t.letterSets.daily_date, today));
    const [todayWord] = await wordsOf(todaySet!.id, 1);
    const res = await send('POST', '/api/account/merge', u, {
      classic: {
        progress: {
          [set!.id]: { [yesterday]: { foundWords: [word], score: 1, timestamp: 1 } },
          [todaySet!.id]: { [today]: { foundWords: [todayWord], score: 1, timestamp: 2 } },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    // yesterday stays the device's own record: the account has today only (a streak of 1)
    await backdateAccount(ctx, u.id, 1);
    const again = await send('POST', '/api/account/merge', u, {
      classic: { progress: { [set!.id]: { [yesterday]: { foundWords: [word], score: 1, timestamp: 1 } } } },
    });
    expect(again.statusCode).toBe(200);
    const stats = (await send('GET', '/api/classic/stats', u)).json();
    expect(stats.totalWordsFound).toBe(2);
    expect(stats.currentStreak).toBe(1);
  });

  it('wordle: 21 one-guess wins of past days count as games, never as a streak', async () => {
    const u = await oldAccount();
    const days = Array.from({ length: 21 }, (_, i) => addDays(today, -1 - i));
    const answers = new Map<string, string>();
    for (const day of days)
      answers.set(day, (await send('GET', `/api/wordle/days/${day}`, null)).json().word);
    // saved while signed in: finished today, so archive games
    for (const day of days.slice(0, 10)) {
      const r = await send('PUT', '/api/wordle/progress', u, { day, attempts: [{ word: answers.get(day) }] });
      expect(r.statusCode).toBe(200);
    }
    // merged as "guest" games that claim to have finished on their own days
    const games: Record<string, { attempts: { word: string }[]; completedAt: string }> = {};
    for (const day of days.slice(10))
      games[day] = { attempts: [{ word: answers.get(day)! }], completedAt: `${day}T12:00:00.000Z` };
    expect((await send('POST', '/api/account/merge', u, { wordle: { games } })).statusCode).toBe(200);
    const stats = (await send('GET', '/api/wordle/stats', u)).json();
    expect(stats).toMatchObject({ gamesPlayed: 21, gamesWon: 21, currentStreak: 0, maxStreak: 0 });
    expect(stats.guessDistribution['1']).toBe(21);
  });

  it('synonyms: a merged dailyCorrect of 10,000 per past day is not taken', async () => {
    const u = await oldAccount();
    const before = (await send('GET', '/api/synonyms/overview', u)).json();
    const dailyCorrect: Record<string, number> = { [today]: 10_000 };
    for (let i = 1; i <= 20; i++) dailyCorrect[addDays(today, -i)] = 10_000;
    const res = await send('POST', '/api/account/merge', u, { synonyms: { sets: {}, dailyCorrect } });
    expect(res.statusCode).toBe(200);
    const after = (await send('GET', '/api/synonyms/overview', u)).json();
    // no past day taken; today at most what the quiz's questions could give (a guest on
    // another device may really have answered them today): a streak of today alone
    expect(before.currentStreak).toBe(0);
    expect(after.currentStreak).toBeLessThanOrEqual(1);
    expect(after.bestStreak).toBeLessThanOrEqual(1);
    expect(after.todayCorrect).toBe(QUIZ_QUESTIONS);
    const [row] = await ctx.database.db
      .select({ daily: t.easySynonymProgress.daily_correct })
      .from(t.easySynonymProgress)
      .where(eq(t.easySynonymProgress.user_id, u.id));
    expect(Object.keys(row?.daily ?? {})).toEqual([today]);
  });

  it('quiz: alternating saves of 0/0 and 200/200 add nothing after the first', async () => {
    const u = await oldAccount();
    const all = Array.from({ length: QUIZ_QUESTIONS }, (_, i) => i + 1);
    const todayCount = async () =>
      (
        await ctx.database.db
          .select({ daily: t.easySynonymProgress.daily_correct })
          .from(t.easySynonymProgress)
          .where(and(eq(t.easySynonymProgress.user_id, u.id)))
      )[0]?.daily[today] ?? 0;
    const counts: number[] = [];
    for (let round = 0; round < 5; round++) {
      const zero = await send('PUT', '/api/quiz/progress', u, {
        completedQuestions: [],
        totalCorrect: 0,
        totalAttempts: 0,
      });
      expect(zero.statusCode).toBe(200);
      const full = await send('PUT', '/api/quiz/progress', u, {
        completedQuestions: all,
        totalCorrect: 200,
        totalAttempts: 200,
      });
      expect(full.statusCode).toBe(200);
      counts.push(await todayCount());
    }
    expect(counts).toEqual(Array(5).fill(QUIZ_QUESTIONS));
  });
});
