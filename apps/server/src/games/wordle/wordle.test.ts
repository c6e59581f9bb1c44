import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, dayKey, msUntilMidnight } from '@slove/core/day';
import { MSG_INVALID, scoreGuess, shareNumber } from '@slove/core/wordle';
import {
  backends,
  createTestContext,
  createVerifiedUser,
  type TestContext,
  type TestUser,
} from '../../test/context.ts';
import { wordleProgress, wordleStats } from './schema.ts';
import { mergeWordleLocal } from './merge.ts';

describe.each(backends)('wordle API (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let today: string;
  let answer: string;
  let allowed: string[];
  /** Allowed words that are not today's answer. */
  let misses: string[];

  const put = (user: TestUser, body: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/wordle/progress',
      headers: { origin: ctx.config.publicUrl, cookie: user.cookie, 'content-type': 'application/json' },
      payload: body as Record<string, unknown>,
    });
  const get = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await createVerifiedUser(ctx);
    bob = await createVerifiedUser(ctx);
    const res = await get('/api/wordle/today');
    const body = res.json();
    today = body.day;
    answer = body.word;
    allowed = (await get('/api/wordle/allowed')).json().words.split(' ');
    misses = allowed.filter((w) => w !== answer && new Set(Array.from(w)).size === 5).slice(0, 200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("serves today's word, cacheable until the next Bucharest midnight", async () => {
    const res = await get('/api/wordle/today');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.day).toBe(dayKey());
    expect(body.today).toBe(body.day);
    expect(body.number).toBe(shareNumber(body.day));
    expect(Array.from(body.word as string)).toHaveLength(5);
    expect(body.word).toMatch(/^[A-ZĂÂÎȘȚ]{5}$/);
    const maxAge = Number(/public, max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    const expected = msUntilMidnight() / 1000;
    expect(Math.abs(maxAge - expected)).toBeLessThan(5);
  });

  it('serves the last 30 days and refuses other days', async () => {
    const past = await get(`/api/wordle/days/${addDays(today, -30)}`);
    expect(past.statusCode).toBe(200);
    expect(past.json().number).toBe(shareNumber(addDays(today, -30)));
    expect(past.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect((await get(`/api/wordle/days/${addDays(today, -31)}`)).statusCode).toBe(404);
    const future = await get(`/api/wordle/days/${addDays(today, 1)}`);
    expect(future.statusCode).toBe(404);
    expect(future.json().error).toBe('Ziua aceasta nu a venit încă.');
    expect((await get('/api/wordle/days/2026-02-30')).statusCode).toBe(400);
  });

  it('serves the allowed list compactly, immutable per content version', async () => {
    const first = await get('/api/wordle/allowed');
    const body = first.json();
    expect(body.count).toBeGreaterThan(10_000);
    const words = (body.words as string).split(' ');
    expect(words).toHaveLength(body.count);
    expect(words.every((w) => /^[A-ZĂÂÎȘȚ]{5}$/.test(w))).toBe(true);
    expect(words).toContain(answer);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const pinned = await get(`/api/wordle/allowed?v=${encodeURIComponent(body.version)}`);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(pinned.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/wordle/allowed',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // compressed on the wire
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/api/wordle/allowed',
      headers: { 'accept-encoding': 'br' },
    });
    expect(gz.headers['content-encoding']).toBe('br');
    expect(gz.rawPayload.length).toBeLessThan(first.rawPayload.length * 0.6);
  });

  it('needs a signed-in user for progress, stats and the archive', async () => {
    expect((await get(`/api/wordle/progress?day=${today}`)).statusCode).toBe(401);
    expect((await get('/api/wordle/stats')).statusCode).toBe(401);
    expect((await get('/api/wordle/archive')).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/wordle/progress',
      headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json' },
      payload: { day: today, attempts: [] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Trebuie să fii conectat.');
  });

  it('saves after every valid guess and re-checks every attempt', async () => {
    const [w1, w2] = misses;
    const one = await put(alice, { day: today, attempts: [{ word: w1!.toLowerCase() }] });
    expect(one.statusCode).toBe(200);
    expect(one.json().progress).toMatchObject({
      day: today,
      attempts: [{ word: w1, result: scoreGuess(w1!, answer) }],
      isCompleted: false,
      isWon: false,
      guessesCount: 1,
      completedAt: null,
    });
    const two = await put(alice, {
      day: today,
      attempts: [
        { word: w1, result: scoreGuess(w1!, answer) },
        { word: w2, result: scoreGuess(w2!, answer) },
      ],
    });
    expect(two.statusCode).toBe(200);
    expect(two.json().progress.guessesCount).toBe(2);

    // wrong colours
    const lie = await put(alice, { day: today, attempts: [{ word: w1, result: [2, 2, 2, 2, 2] }] });
    expect(lie.statusCode).toBe(400);
    expect(lie.json().error).toBe('Încercarea 1: culorile nu corespund cuvântului zilei.');
    // a word not in the dictionary
    const invalid = await put(alice, {
      day: today,
      attempts: [{ word: w1 }, { word: w2 }, { word: 'QQQQQ' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(`Încercarea 3: ${MSG_INVALID}`);
    // more than 6 attempts
    const seven = await put(alice, { day: today, attempts: misses.slice(0, 7).map((word) => ({ word })) });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().error).toBe('Sunt permise cel mult 6 încercări.');
    // rewriting history
    const rewrite = await put(alice, {
      day: today,
      attempts: [{ word: w2 }, { word: w1 }, { word: misses[2] }],
    });
    expect(rewrite.statusCode).toBe(409);

    const stored = (await get(`/api/wordle/progress?day=${today}`, alice)).json().progress;
    expect(stored.attempts.map((a: { word: string }) => a.word)).toEqual([w1, w2]);
    expect(stored.attempts[1].result).toEqual(scoreGuess(w2!, answer));
  });

  it('finishes with a win: completed_at once, stats once, nothing after a win', async () => {
    const [w1, w2] = misses;
    const win = await put(alice, { day: today, attempts: [{ word: w1 }, { word: w2 }, { word: answer }] });
    expect(win.statusCode).toBe(200);
    const body = win.json();
    expect(body.progress).toMatchObject({ isCompleted: true, isWon: true, guessesCount: 3 });
    expect(body.progress.completedAt).toEqual(expect.any(String));
    expect(body.stats).toMatchObject({
      gamesPlayed: 1,
      gamesWon: 1,
      currentStreak: 1,
      maxStreak: 1,
      lastPlayedDate: today,
    });
    expect(body.stats.guessDistribution).toEqual({ '1': 0, '2': 0, '3': 1, '4': 0, '5': 0, '6': 0 });

    const after = await put(alice, {
      day: today,
      attempts: [{ word: w1 }, { word: w2 }, { word: answer }, { word: misses[3] }],
    });
    expect(after.statusCode).toBe(400);
    expect(after.json().error).toBe('Nu se mai pot adăuga încercări după ce cuvântul a fost ghicit.');

    // the same save again changes nothing
    const again = await put(alice, { day: today, attempts: [{ word: w1 }, { word: w2 }, { word: answer }] });
    expect(again.statusCode).toBe(200);
    expect(again.json().progress.completedAt).toBe(body.progress.completedAt);
    const stats = (await get('/api/wordle/stats', alice)).json();
    expect(stats).toMatchObject({ gamesPlayed: 1, gamesWon: 1, currentStreak: 1 });
  });

  it('keeps every user to their own rows', async () => {
    // Bob sees nothing of Alice's game
    expect((await get(`/api/wordle/progress?day=${today}`, bob)).json()).toEqual({ progress: null });
    expect((await get('/api/wordle/stats', bob)).json()).toMatchObject({ gamesPlayed: 0, gamesWon: 0 });
    // a user id in the body is ignored: Bob's save lands in Bob's row only
    const res = await put(bob, {
      day: today,
      userId: alice.id,
      user_id: alice.id,
      attempts: [{ word: misses[5] }],
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(wordleProgress)
      .where(eq(wordleProgress.daily_date, today));
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    expect(byUser.get(bob.id)?.guesses_count).toBe(1);
    expect(byUser.get(alice.id)?.guesses_count).toBe(3);
    expect(byUser.get(alice.id)?.is_won).toBe(true);
  });

  it('archive days count as games but leave the streak alone; the archive marks them', async () => {
    const past = addDays(today, -3);
    const pastWord = (await get(`/api/wordle/days/${past}`)).json().word as string;
    const losing = allowed.filter((w) => w !== pastWord).slice(0, 6);
    const lost = await put(alice, { day: past, attempts: losing.map((word) => ({ word })) });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().progress).toMatchObject({ isCompleted: true, isWon: false, guessesCount: 6 });
    expect(lost.json().stats).toMatchObject({
      gamesPlayed: 2,
      gamesWon: 1,
      currentStreak: 1,
      maxStreak: 1,
      lastPlayedDate: today,
    });

    const archive = (await get('/api/wordle/archive', alice)).json();
    expect(archive.today).toBe(today);
    expect(archive.days).toHaveLength(31);
    expect(archive.days[0]).toMatchObject({ day: today, status: 'won', guesses: 3 });
    expect(archive.days[3]).toMatchObject({ day: past, status: 'lost', guesses: 6 });
    expect(archive.days[1]).toMatchObject({ day: addDays(today, -1), status: 'new' });
    expect((await get('/api/wordle/archive', bob)).json().days[0]).toMatchObject({
      status: 'playing',
      guesses: 1,
    });
    // too old for the archive
    const old = await put(alice, { day: addDays(today, -31), attempts: [{ word: misses[0] }] });
    expect(old.statusCode).toBe(404);
  });

  it('extends the streak from a daily game won yesterday', async () => {
    const carol = await createVerifiedUser(ctx);
    const yesterday = addDays(today, -1);
    const y = (await get(`/api/wordle/days/${yesterday}`)).json();
    // yesterday's game, finished yesterday (noon Bucharest time is 09:00–10:00 UTC)
    await ctx.database.db.insert(wordleProgress).values({
      user_id: carol.id,
      daily_date: yesterday,
      word_id: y.wordId,
      attempts: [{ word: y.word, result: [2, 2, 2, 2, 2] }],
      is_completed: true,
      is_won: true,
      guesses_count: 1,
      completed_at: new Date(`${yesterday}T09:30:00Z`),
    });
    const res = await put(carol, { day: today, attempts: [{ word: misses[0] }, { word: answer }] });
    expect(res.json().stats).toMatchObject({ gamesPlayed: 2, gamesWon: 2, currentStreak: 2, maxStreak: 2 });
    expect(res.json().stats.guessDistribution).toMatchObject({ '1': 1, '2': 1 });
  });

  it('shows a streak that ended before yesterday as 0, however long it was', async () => {
    const idle = await createVerifiedUser(ctx);
    // an 11-day streak whose last daily game was 10 days ago, as stored when it was played
    await ctx.database.db.insert(wordleStats).values({
      user_id: idle.id,
      games_played: 11,
      games_won: 11,
      current_streak: 11,
      max_streak: 11,
      guess_distribution: { '3': 11 },
      last_played_date: addDays(today, -10),
    });
    const stale = (await get('/api/wordle/stats', idle)).json();
    expect(stale).toMatchObject({ gamesPlayed: 11, currentStreak: 0, maxStreak: 11 });
    // yesterday's game keeps it current until today ends
    await ctx.database.db
      .update(wordleStats)
      .set({ last_played_date: addDays(today, -1) })
      .where(eq(wordleStats.user_id, idle.id));
    expect((await get('/api/wordle/stats', idle)).json().currentStreak).toBe(11);
  });

  it('refuses vulgar, sexual and slur forms and curses as guesses, with the message any non-word gets', async () => {
    const refused = ['DRACU', 'NAIBA', 'JEGOS', 'SEXUL', 'ȚOAPĂ', 'OLOGI'];
    for (const w of refused) expect(allowed, w).not.toContain(w);
    const erin = await createVerifiedUser(ctx);
    for (const w of refused) {
      const res = await put(erin, { day: today, attempts: [{ word: w }] });
      expect(res.statusCode, w).toBe(400);
      expect(res.json().error).toBe(`Încercarea 1: ${MSG_INVALID}`);
    }
    // everyday and borrowed words are guesses (issue 38)
    for (const w of ['TIGRĂ', 'CUBAN', 'DEVOT', 'TAROT', 'MOTTO', 'SLANG', 'TWIST', 'PERSĂ', 'TEXAN'])
      expect(allowed, w).toContain(w);
  });

  it('merges guest games: re-checked, extended only, idempotent, stats recomputed', async () => {
    const dave = await createVerifiedUser(ctx);
    const past = addDays(today, -2);
    const pastWord = (await get(`/api/wordle/days/${past}`)).json().word as string;
    // a started game on the server for today
    await put(dave, { day: today, attempts: [{ word: misses[0] }] });
    const data = {
      games: {
        [today]: {
          attempts: [{ word: misses[0]! }, { word: answer }],
          completedAt: new Date().toISOString(),
        },
        [past]: { attempts: [{ word: pastWord }], completedAt: new Date().toISOString() },
        // an invalid word: the valid beginning is kept
        [addDays(today, -4)]: { attempts: [{ word: misses[1]! }, { word: 'QQQQQ' }] },
        // a future day is dropped
        [addDays(today, 2)]: { attempts: [{ word: misses[1]! }] },
      },
    };
    await mergeWordleLocal(ctx.database.db, dave.id, data);
    const rows = await ctx.database.db
      .select()
      .from(wordleProgress)
      .where(eq(wordleProgress.user_id, dave.id));
    const byDay = new Map(rows.map((r) => [r.daily_date, r]));
    expect(byDay.size).toBe(3);
    expect(byDay.get(today)).toMatchObject({ is_completed: true, is_won: true, guesses_count: 2 });
    expect(byDay.get(past)).toMatchObject({ is_completed: true, is_won: true, guesses_count: 1 });
    expect(byDay.get(addDays(today, -4))).toMatchObject({ is_completed: false, guesses_count: 1 });
    const stats1 = (
      await ctx.database.db.select().from(wordleStats).where(eq(wordleStats.user_id, dave.id))
    )[0];
    // the past day finished today is an archive game: no streak from it
    expect(stats1).toMatchObject({ games_played: 2, games_won: 2, current_streak: 1, max_streak: 1 });

    await mergeWordleLocal(ctx.database.db, dave.id, data);
    const rows2 = await ctx.database.db
      .select()
      .from(wordleProgress)
      .where(eq(wordleProgress.user_id, dave.id));
    expect(rows2.map((r) => [r.daily_date, r.guesses_count, r.completed_at?.toISOString()]).sort()).toEqual(
      rows.map((r) => [r.daily_date, r.guesses_count, r.completed_at?.toISOString()]).sort(),
    );
    const stats2 = (
      await ctx.database.db.select().from(wordleStats).where(eq(wordleStats.user_id, dave.id))
    )[0];
    expect(stats2).toEqual(stats1);

    // a local game that disagrees with the stored one does not overwrite it
    await mergeWordleLocal(ctx.database.db, dave.id, {
      games: { [today]: { attempts: [{ word: misses[4]! }] } },
    });
    const t = await ctx.database.db
      .select()
      .from(wordleProgress)
      .where(and(eq(wordleProgress.user_id, dave.id), eq(wordleProgress.daily_date, today)));
    expect(t[0]?.guesses_count).toBe(2);
  });
});
