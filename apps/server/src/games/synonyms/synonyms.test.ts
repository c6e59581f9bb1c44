/**
 * The synonym games' API on real content and a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): the day's sets and the archive, progress saves re-checked on the
 * server, the progress page, the settings, the quiz progress, the guest merges, and every
 * user kept to their own rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, dayKey, msUntilMidnight } from '@slove/core/day';
import { CATEGORY_KEYS, GOAL_ERROR, scoreOf, synonymPoints } from '@slove/core/synonyms';
import type {
  SynonymDayResponse,
  SynonymOverview,
  SynonymProgressDto,
  SynonymSetDto,
} from '@slove/core/synonyms-api';
import type { QuizContent } from '@slove/core/quiz-api';
import { ORIGIN_REFUSED } from '../../auth/origin.ts';
import { PUSH_OTHER_ACCOUNT } from '../../reminders/routes.ts';
import type { Db } from '../../db/client.ts';
import { easySynonymProgress } from '../shared/schema.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { synonymProgress, synonymSets, synonymSettings, synonyms } from './schema.ts';
import {
  backends,
  createTestContext,
  createVerifiedUser,
  type TestContext,
  type TestUser,
} from '../../test/context.ts';
import { deviceKeys } from '../../test/push.ts';

/** Hand-made pool sets next to the content: ten verified synonyms each, and one unverified. */
const WORDS = [
  { word: 'arătos', rarity: 1 },
  { word: 'chipeș', rarity: 3 },
  { word: 'mândru', rarity: 4 },
  { word: 'țanțoș', rarity: 5 },
  { word: 'frumușel', rarity: 2 },
  { word: 'drăguț', rarity: 1 },
  { word: 'gingaș', rarity: 2 },
  { word: 'încântător', rarity: 3 },
  { word: 'superb', rarity: 1 },
  { word: 'splendid', rarity: 2 },
];
const UNVERIFIED = 'urâtel';
/** Set ids by the number of synonyms a player will find in them (for the category rows). */
const SET = {
  all: 990_101,
  eight: 990_102,
  seven: 990_103,
  six: 990_104,
  three: 990_105,
  two: 990_106,
  none: 990_107,
  race: 990_108,
};

async function insertSets(db: Db) {
  await db.insert(synonymSets).values(
    Object.entries(SET).map(([name, id]) => ({
      id,
      base_word: `testfrumos${name}`,
      difficulty_level: 2,
      category: 'adjectiv',
      is_daily: false,
    })),
  );
  await db
    .insert(synonyms)
    .values(
      Object.values(SET).flatMap((set_id) => [
        ...WORDS.map((w) => ({ set_id, synonym_word: w.word, rarity_score: w.rarity, verified: true })),
        { set_id, synonym_word: UNVERIFIED, rarity_score: 5, verified: false },
      ]),
    );
}

/** Every synonym-game row of a user, without update times (what "changes nothing" compares). */
async function snapshot(db: Db, userId: string) {
  const strip = <T extends Record<string, unknown>>(rows: T[]) =>
    rows
      .map(({ updated_at: _u, id: _i, ...rest }) => rest)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    synonym_progress: strip(
      await db.select().from(synonymProgress).where(eq(synonymProgress.user_id, userId)),
    ),
    easy_synonym_progress: strip(
      await db.select().from(easySynonymProgress).where(eq(easySynonymProgress.user_id, userId)),
    ),
    synonym_settings: strip(
      await db.select().from(synonymSettings).where(eq(synonymSettings.user_id, userId)),
    ),
    push_subscriptions: strip(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId)),
    ),
  };
}

/** A browser's subscription keys (real P-256 keys; the reminders test decrypts with them). */
const deviceKeysJson = () => deviceKeys().json;

describe.each(backends)('synonyms API (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let today: string;
  let daily: SynonymSetDto;

  const db = () => ctx.database.db;
  const get = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
  const send = (
    method: 'PUT' | 'POST' | 'DELETE',
    url: string,
    body: unknown,
    user?: TestUser,
    headers: Record<string, string> = { origin: ctx.config.publicUrl },
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...(user ? { cookie: user.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const save = (
    user: TestUser,
    setId: number,
    foundSynonyms: string[],
    extra: Record<string, unknown> = {},
  ) => send('PUT', '/api/synonyms/progress', { setId, foundSynonyms, ...extra }, user);
  const overviewOf = async (user: TestUser) =>
    (await get('/api/synonyms/overview', user)).json() as SynonymOverview;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await insertSets(ctx.database.db);
    alice = await createVerifiedUser(ctx);
    bob = await createVerifiedUser(ctx);
    const res = (await get('/api/synonyms/sets')).json() as SynonymDayResponse;
    today = res.today;
    daily = res.sets[0]!;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  // ------------------------------------------------------------------ day sets

  it("serves today's daily set first, then pool sets, with verified synonyms by rarity", async () => {
    const res = await get('/api/synonyms/sets');
    expect(res.statusCode).toBe(200);
    const body = res.json() as SynonymDayResponse;
    expect(body.today).toBe(dayKey());
    expect(body.date).toBe(body.today);
    expect(body.sets.length).toBeGreaterThan(1);
    expect(body.sets[0]).toMatchObject({ isDaily: true, dailyDate: today });
    expect(body.sets.slice(1).every((s) => !s.isDaily)).toBe(true);
    const pool = body.sets.slice(1).map((s) => s.difficulty);
    expect(pool).toEqual([...pool].sort((a, b) => a - b));
    for (const s of body.sets) {
      expect(s.synonyms.length).toBeGreaterThan(0);
      const r = s.synonyms.map((w) => w.rarity);
      expect(r).toEqual([...r].sort((a, b) => a - b));
      expect(s.hint.synonymCount).toBeGreaterThan(0);
    }
    const maxAge = Number(/public, max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.min(3600, Math.ceil(msUntilMidnight() / 1000)));
    // the same day asked by date
    const same = (await get(`/api/synonyms/sets?date=${today}`)).json() as SynonymDayResponse;
    expect(same.sets.map((s) => s.id)).toEqual(body.sets.map((s) => s.id));
  });

  it('serves the last 30 days, refuses the future (404) and bad dates (400) in Romanian', async () => {
    const old = await get(`/api/synonyms/sets?date=${addDays(today, -30)}`);
    expect(old.statusCode).toBe(200);
    const oldBody = old.json() as SynonymDayResponse;
    expect(oldBody).toMatchObject({ date: addDays(today, -30), today });
    expect(oldBody.sets[0]).toMatchObject({ isDaily: true, dailyDate: addDays(today, -30) });
    expect(oldBody.sets[0]!.id).not.toBe(daily.id);

    const tooOld = await get(`/api/synonyms/sets?date=${addDays(today, -31)}`);
    expect(tooOld.statusCode).toBe(404);
    expect(tooOld.json().error).toBe('Ziua nu mai este în arhivă (ultimele 30 de zile).');
    const future = await get(`/api/synonyms/sets?date=${addDays(today, 1)}`);
    expect(future.statusCode).toBe(404);
    expect(future.json().error).toBe('Nu poți alege o zi din viitor.');
    for (const bad of ['2026-02-30', 'ieri', '2026-1-05', '']) {
      const res = await get(`/api/synonyms/sets?date=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('Dată invalidă.');
    }
    expect((await get(`/api/synonyms/sets?date=${today}&date=${today}`)).statusCode).toBe(400);
  });

  it('serves a set by id, but hides a daily set until its day', async () => {
    const res = await get(`/api/synonyms/sets/${daily.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { set: SynonymSetDto }).set).toEqual(daily);
    const mine = (await get(`/api/synonyms/sets/${SET.all}`)).json() as { set: SynonymSetDto };
    // only the verified synonyms, rarity ascending; a generated hint when the content has none
    expect(mine.set.synonyms.map((s) => s.word)).not.toContain(UNVERIFIED);
    expect(mine.set.synonyms).toHaveLength(WORDS.length);
    expect(mine.set.hint).toMatchObject({
      partOfSpeech: 'adjectiv',
      synonymCount: WORDS.length,
      commonStart: 'a',
    });

    const tomorrow = (
      await db()
        .select()
        .from(synonymSets)
        .where(eq(synonymSets.daily_date, addDays(today, 1)))
    )[0];
    expect(tomorrow, "tomorrow's daily set in the content").toBeTruthy();
    const hidden = await get(`/api/synonyms/sets/${tomorrow!.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Setul de sinonime nu există.');
    expect(hidden.body).not.toContain(tomorrow!.base_word);
    expect((await get('/api/synonyms/sets/123456789')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const r = await get(`/api/synonyms/sets/${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error).toBe('Set invalid.');
    }
  });

  // ------------------------------------------------------------------ progress

  it('needs a signed-in user for progress, overview and settings', async () => {
    for (const url of [
      `/api/synonyms/progress?ids=${SET.all}`,
      '/api/synonyms/overview',
      '/api/synonyms/settings',
      '/api/quiz/progress',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error).toBe('Trebuie să fii conectat.');
    }
    const writes = [
      send('PUT', '/api/synonyms/progress', { setId: SET.all, foundSynonyms: ['arătos'] }),
      send('PUT', '/api/synonyms/settings', { dailyGoal: 5 }),
      send('PUT', '/api/quiz/progress', { completedQuestions: [1], totalCorrect: 1, totalAttempts: 1 }),
      send('DELETE', '/api/quiz/progress', undefined),
      send('POST', '/api/account/merge', {
        quiz: { completedQuestions: [1], totalCorrect: 1, totalAttempts: 1 },
      }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Trebuie să fii conectat.');
    }
    expect(await db().select().from(synonymProgress)).toHaveLength(0);
  });

  it('re-checks a save: words not in the set dropped, score recomputed from rarity, a client score ignored', async () => {
    const [w0, w1] = daily.synonyms;
    const res = await save(
      alice,
      daily.id,
      [w0!.word.toUpperCase(), 'cuvântinventat', UNVERIFIED, w1!.word, ` ${w0!.word} `],
      {
        totalScore: 9999,
        completedAt: new Date().toISOString(),
      },
    );
    expect(res.statusCode).toBe(200);
    const { progress } = res.json() as { progress: SynonymProgressDto };
    expect(progress).toEqual({
      setId: daily.id,
      foundSynonyms: [w0!.word, w1!.word],
      totalScore: synonymPoints(w0!.rarity) + synonymPoints(w1!.rarity),
      hintUsed: false,
      completedAt: null,
      lastPlayed: today,
    });
    const stored = (await get(`/api/synonyms/progress?ids=${daily.id},${SET.all}`, alice)).json() as {
      progress: SynonymProgressDto[];
    };
    expect(stored.progress).toEqual([progress]);
    expect((await overviewOf(alice)).todayCorrect).toBe(2);
  });

  it('unites the saves of two devices, counts each word for today once, and completes the set', async () => {
    // device 1 knows arătos, chipeș; device 2 (stale) knows arătos, mândru
    const one = await save(alice, SET.all, ['arătos', 'chipes']);
    expect(one.json().progress.foundSynonyms).toEqual(['arătos', 'chipeș']);
    const two = await save(alice, SET.all, ['ARATOS', 'mandru'], { hintUsed: true });
    const p2 = two.json().progress as SynonymProgressDto;
    expect(p2.foundSynonyms).toEqual(['arătos', 'chipeș', 'mândru']);
    expect(p2.totalScore).toBe(10 + 20 + 25);
    expect(p2.hintUsed).toBe(true);
    // the same save again adds nothing; hintUsed never goes back to false
    const again = await save(alice, SET.all, ['arătos', 'chipeș', 'mândru'], { hintUsed: false });
    expect(again.json().progress).toMatchObject({
      foundSynonyms: p2.foundSynonyms,
      totalScore: p2.totalScore,
      hintUsed: true,
    });
    expect((await overviewOf(alice)).todayCorrect).toBe(2 + 3);

    const all = await save(
      alice,
      SET.all,
      WORDS.map((w) => w.word),
    );
    const done = all.json().progress as SynonymProgressDto;
    expect(done.foundSynonyms).toHaveLength(WORDS.length);
    expect(done.totalScore).toBe(
      scoreOf(
        WORDS.map((w) => w.word),
        WORDS,
      ),
    );
    expect(done.completedAt).toEqual(expect.any(String));
    // completion keeps its first time
    const later = await save(alice, SET.all, ['superb']);
    expect(later.json().progress.completedAt).toBe(done.completedAt);
    expect((await overviewOf(alice)).todayCorrect).toBe(2 + WORDS.length);
  });

  it('unites two saves that arrive at the same time', async () => {
    const first = WORDS.slice(0, 5).map((w) => w.word);
    const second = WORDS.slice(5, 9).map((w) => w.word);
    const before = (await overviewOf(bob)).todayCorrect;
    const [a, b] = await Promise.all([save(bob, SET.race, first), save(bob, SET.race, second)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = (await get(`/api/synonyms/progress?ids=${SET.race}`, bob)).json()
      .progress as SynonymProgressDto[];
    expect([...stored[0]!.foundSynonyms].sort()).toEqual([...first, ...second].sort());
    expect(stored[0]!.totalScore).toBe(scoreOf([...first, ...second], WORDS));
    expect((await overviewOf(bob)).todayCorrect).toBe(before + first.length + second.length);
  });

  it("resets a set: the found synonyms go, the day's correct answers stay; bad ids are 4xx", async () => {
    const carol = await createVerifiedUser(ctx);
    const words = WORDS.slice(0, 4).map((w) => w.word);
    expect((await save(carol, SET.eight, words, { hintUsed: true })).statusCode).toBe(200);
    const counted = (await overviewOf(carol)).todayCorrect;
    expect(counted).toBe(4);

    const reset = await send('DELETE', `/api/synonyms/progress/${SET.eight}`, undefined, carol);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect((await get(`/api/synonyms/progress?ids=${SET.eight}`, carol)).json().progress).toEqual([]);
    expect((await overviewOf(carol)).todayCorrect).toBe(counted);
    // playing again starts afresh: the hint is unused, the score counts only the new words
    const again = (await save(carol, SET.eight, words.slice(0, 1))).json().progress as SynonymProgressDto;
    expect(again.foundSynonyms).toEqual(words.slice(0, 1));
    expect(again.hintUsed).toBe(false);
    expect(again.totalScore).toBe(scoreOf(words.slice(0, 1), WORDS));

    const guest = await send('DELETE', `/api/synonyms/progress/${SET.eight}`, undefined, undefined);
    expect(guest.statusCode).toBe(401);
    const unknown = await send('DELETE', '/api/synonyms/progress/999999999', undefined, carol);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Setul de sinonime nu există.');
    for (const bad of ['abc', '-1', '0', '1.5']) {
      const r = await send('DELETE', `/api/synonyms/progress/${bad}`, undefined, carol);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error).toBe('Set invalid.');
    }
    expect((await get(`/api/synonyms/progress?ids=${SET.eight}`, carol)).json().progress).toHaveLength(1);
  });

  it('refuses bad saves with a 4xx and a Romanian message', async () => {
    const cases: [unknown, number, string][] = [
      [{ setId: 'x', foundSynonyms: [] }, 400, 'Progres invalid.'],
      [{ setId: SET.all }, 400, 'Progres invalid.'],
      [{ setId: SET.all, foundSynonyms: 'arătos' }, 400, 'Progres invalid.'],
      [
        { setId: SET.all, foundSynonyms: Array.from({ length: 61 }, (_, i) => `w${i}`) },
        400,
        'Progres invalid.',
      ],
      [{ setId: SET.all, foundSynonyms: ['a'.repeat(61)] }, 400, 'Progres invalid.'],
      [{ setId: SET.all, foundSynonyms: [], hintUsed: 'da' }, 400, 'Progres invalid.'],
      [[1, 2], 400, 'Progres invalid.'],
      [{ setId: 123456789, foundSynonyms: ['arătos'] }, 404, 'Setul de sinonime nu există.'],
    ];
    for (const [body, status, error] of cases) {
      const res = await send('PUT', '/api/synonyms/progress', body, bob);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.json().error).toBe(error);
    }
    const tomorrow = (
      await db()
        .select()
        .from(synonymSets)
        .where(eq(synonymSets.daily_date, addDays(today, 1)))
    )[0]!;
    const words = await db().select().from(synonyms).where(eq(synonyms.set_id, tomorrow.id));
    const future = await save(bob, tomorrow.id, [words[0]!.synonym_word]);
    expect(future.statusCode).toBe(404);
    const raw = await ctx.app.inject({
      method: 'PUT',
      url: '/api/synonyms/progress',
      headers: { origin: ctx.config.publicUrl, cookie: bob.cookie, 'content-type': 'application/json' },
      payload: '{"setId":',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().error).toBe('JSON invalid în corpul cererii.');
    for (const q of [
      '',
      'ids=',
      'ids=abc',
      'ids=1,,2',
      'ids=99999999999',
      `ids=${Array.from({ length: 41 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await get(`/api/synonyms/progress?${q}`, bob);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe('Listă de seturi invalidă.');
    }
    expect(
      await db().select().from(synonymProgress).where(eq(synonymProgress.set_id, tomorrow.id)),
    ).toHaveLength(0);
  });

  // ------------------------------------------------------------------ overview and settings

  it('the progress page: categories by the share found, goal, real streaks, time to midnight', async () => {
    const carol = await createVerifiedUser(ctx);
    const empty = await overviewOf(carol);
    expect(empty).toMatchObject({ today, todayCorrect: 0, dailyGoal: 20, currentStreak: 0, bestStreak: 0 });
    expect(empty.categories.map((c) => [c.key, c.label])).toEqual([
      ['mastered', 'Stăpânite'],
      ['nearlyMastered', 'Aproape stăpânite'],
      ['gettingThere', 'În progres'],
      ['keepTrying', 'Continuă să încerci'],
      ['workNeeded', 'Necesită exercițiu'],
      ['unseen', 'Nevăzute'],
    ]);
    const playable = (
      await db()
        .select({ id: synonymSets.id, isDaily: synonymSets.is_daily, day: synonymSets.daily_date })
        .from(synonymSets)
    ).filter((s) => !s.isDaily || (s.day !== null && s.day <= today));
    expect(empty.totalWords).toBe(playable.length);
    expect(empty.categories.find((c) => c.key === 'unseen')!.count).toBe(playable.length);
    expect(empty.categories.find((c) => c.key === 'unseen')!.words.length).toBeLessThanOrEqual(60);

    // a streak of four days last week and two days up to yesterday
    const daily: Record<string, number> = {};
    for (const back of [9, 8, 7, 6, 2, 1]) daily[addDays(today, -back)] = 3;
    await db().insert(easySynonymProgress).values({ user_id: carol.id, daily_correct: daily });
    expect(await overviewOf(carol)).toMatchObject({ currentStreak: 2, bestStreak: 4, todayCorrect: 0 });

    const found = { all: 10, eight: 8, seven: 7, six: 6, three: 3, two: 2 } as const;
    for (const [name, n] of Object.entries(found)) {
      const res = await save(
        carol,
        SET[name as keyof typeof found],
        WORDS.slice(0, n).map((w) => w.word),
      );
      expect(res.statusCode).toBe(200);
    }
    const before = Date.now();
    const o = await overviewOf(carol);
    const after = Date.now();
    expect(o).toMatchObject({ today, todayCorrect: 36, dailyGoal: 20, currentStreak: 3, bestStreak: 4 });
    expect(o.msUntilMidnight).toBeLessThanOrEqual(msUntilMidnight(new Date(before)));
    expect(o.msUntilMidnight).toBeGreaterThanOrEqual(msUntilMidnight(new Date(after)));
    const row = (key: string) => o.categories.find((c) => c.key === key)!;
    const ours = (key: string) =>
      row(key)
        .words.filter((w) => w.word.startsWith('testfrumos'))
        .map((w) => [w.setId, w.found, w.total]);
    expect(ours('mastered')).toEqual([[SET.all, 10, 10]]);
    expect(ours('nearlyMastered')).toEqual([[SET.eight, 8, 10]]);
    expect(ours('gettingThere')).toEqual([
      [SET.seven, 7, 10],
      [SET.six, 6, 10],
    ]);
    expect(ours('keepTrying')).toEqual([[SET.three, 3, 10]]);
    expect(ours('workNeeded')).toEqual([[SET.two, 2, 10]]);
    expect(CATEGORY_KEYS.slice(0, 5).reduce((a, k) => a + row(k).count, 0)).toBe(6);
    expect(row('unseen').count).toBe(playable.length - 6);
    expect(o.categories.reduce((a, c) => a + c.count, 0)).toBe(o.totalWords);
  });

  it('settings: defaults, the goal 1–100 with a Romanian message, the reminder switches', async () => {
    const dan = await createVerifiedUser(ctx);
    expect((await get('/api/synonyms/settings', dan)).json()).toEqual({
      dailyGoal: 20,
      morningNotifications: false,
      eveningNotifications: false,
      currentStreak: 0,
      bestStreak: 0,
    });
    for (const bad of [0, 101, -5, 2.5, '10', null, 1e9]) {
      const res = await send('PUT', '/api/synonyms/settings', { dailyGoal: bad }, dan);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Setări invalide.', fields: { dailyGoal: [GOAL_ERROR] } });
    }
    expect(
      (await send('PUT', '/api/synonyms/settings', { morningNotifications: 'da' }, dan)).statusCode,
    ).toBe(400);
    expect((await send('PUT', '/api/synonyms/settings', { currentStreak: 99 }, dan)).statusCode).toBe(400);
    for (const goal of [1, 100, 15]) {
      const res = await send('PUT', '/api/synonyms/settings', { dailyGoal: goal }, dan);
      expect(res.statusCode).toBe(200);
      expect(res.json().dailyGoal).toBe(goal);
    }
    // the switches reach every device of the player
    const endpoint = `https://push.example.test/dan-${Date.now()}`;
    expect(
      (
        await send(
          'POST',
          '/api/push/subscribe',
          { endpoint, keys: deviceKeysJson(), morning: false, evening: false },
          dan,
        )
      ).statusCode,
    ).toBe(200);
    const on = await send(
      'PUT',
      '/api/synonyms/settings',
      { morningNotifications: true, eveningNotifications: true },
      dan,
    );
    expect(on.json()).toMatchObject({
      dailyGoal: 15,
      morningNotifications: true,
      eveningNotifications: true,
    });
    let sub = (
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
    )[0]!;
    expect(sub).toMatchObject({ user_id: dan.id, morning: true, evening: true });
    const off = await send('PUT', '/api/synonyms/settings', { eveningNotifications: false }, dan);
    expect(off.json()).toMatchObject({
      dailyGoal: 15,
      morningNotifications: true,
      eveningNotifications: false,
    });
    sub = (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0]!;
    expect(sub).toMatchObject({ morning: true, evening: false });
    expect((await overviewOf(dan)).dailyGoal).toBe(15);
  });

  // ------------------------------------------------------------------ quiz

  it('serves the 140 quiz questions in 20 sets of 7, four choices with one right answer', async () => {
    const res = await get('/api/quiz/questions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const content = res.json() as QuizContent;
    expect(content.sets).toHaveLength(20);
    expect(content.sets.map((s) => s.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Set ${i + 1}`));
    for (const s of content.sets) {
      expect(s.questions).toHaveLength(7);
      for (const q of s.questions) {
        expect(q.choices.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
        expect(q.choices.filter((c) => c.isCorrect)).toHaveLength(1);
      }
    }
    expect(new Set(content.sets.flatMap((s) => s.questions.map((q) => q.id))).size).toBe(140);
  });

  it('quiz progress: unknown ids dropped, correct ≤ attempts, new correct answers count for today, DELETE removes the row', async () => {
    const erin = await createVerifiedUser(ctx);
    expect((await get('/api/quiz/progress', erin)).json()).toEqual({ progress: null });
    const res = await send(
      'PUT',
      '/api/quiz/progress',
      { completedQuestions: [1, 2, 2, 999, 56], totalCorrect: 3, totalAttempts: 5, userId: alice.id },
      erin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().progress).toEqual({
      completedQuestions: [1, 2, 56],
      totalCorrect: 3,
      totalAttempts: 5,
      lastPlayed: today,
      dailyCorrect: { [today]: 3 },
    });
    // the same record again adds nothing for today; a higher one adds the difference
    await send(
      'PUT',
      '/api/quiz/progress',
      { completedQuestions: [1, 2, 56], totalCorrect: 3, totalAttempts: 5 },
      erin,
    );
    const more = await send(
      'PUT',
      '/api/quiz/progress',
      { completedQuestions: [1, 2, 3, 56], totalCorrect: 4, totalAttempts: 7 },
      erin,
    );
    expect(more.json().progress).toMatchObject({
      totalCorrect: 4,
      totalAttempts: 7,
      dailyCorrect: { [today]: 4 },
    });
    expect((await overviewOf(erin)).todayCorrect).toBe(4);
    // the same record from two devices at once counts once
    const twin = await createVerifiedUser(ctx);
    const record = { completedQuestions: [1, 2, 3], totalCorrect: 3, totalAttempts: 3 };
    const both = await Promise.all([
      send('PUT', '/api/quiz/progress', record, twin),
      send('PUT', '/api/quiz/progress', record, twin),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await get('/api/quiz/progress', twin)).json().progress.dailyCorrect).toEqual({ [today]: 3 });

    const bad = await send(
      'PUT',
      '/api/quiz/progress',
      { completedQuestions: [], totalCorrect: 5, totalAttempts: 4 },
      erin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'Progres invalid.',
      fields: { totalCorrect: ['Răspunsurile corecte nu pot depăși încercările.'] },
    });
    for (const body of [
      {},
      { completedQuestions: [0], totalCorrect: 0, totalAttempts: 0 },
      { completedQuestions: [1], totalCorrect: -1, totalAttempts: 0 },
      { completedQuestions: [1.5], totalCorrect: 0, totalAttempts: 1 },
    ]) {
      const r = await send('PUT', '/api/quiz/progress', body, erin);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().error).toBe('Progres invalid.');
    }
    expect((await get('/api/quiz/progress', erin)).json().progress).toMatchObject({
      completedQuestions: [1, 2, 3, 56],
      totalCorrect: 4,
    });

    const del = await send('DELETE', '/api/quiz/progress', undefined, erin);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect(
      await db().select().from(easySynonymProgress).where(eq(easySynonymProgress.user_id, erin.id)),
    ).toHaveLength(0);
    expect((await get('/api/quiz/progress', erin)).json()).toEqual({ progress: null });
  });

  // ------------------------------------------------------------------ guest merge

  it('merges guest synonym and quiz data: union, higher totals, invalid words dropped, idempotent', async () => {
    const fay = await createVerifiedUser(ctx);
    // the account already holds some progress
    await save(fay, SET.eight, ['arătos', 'chipeș']);
    await send(
      'PUT',
      '/api/quiz/progress',
      { completedQuestions: [1, 2], totalCorrect: 2, totalAttempts: 6 },
      fay,
    );
    await send('PUT', '/api/synonyms/settings', { dailyGoal: 12 }, fay);
    const tomorrow = (
      await db()
        .select()
        .from(synonymSets)
        .where(eq(synonymSets.daily_date, addDays(today, 1)))
    )[0]!;
    const futureWord = (await db().select().from(synonyms).where(eq(synonyms.set_id, tomorrow.id)))[0]!
      .synonym_word;
    const yesterday = addDays(today, -1);
    const body = {
      synonyms: {
        sets: {
          [SET.eight]: {
            foundSynonyms: ['MANDRU', 'chipes', 'nuexista', UNVERIFIED],
            hintUsed: true,
            lastPlayed: yesterday,
          },
          [SET.two]: { foundSynonyms: ['superb', 'splendid'], lastPlayed: yesterday },
          [SET.none]: { foundSynonyms: ['nuexista'] },
          [tomorrow.id]: { foundSynonyms: [futureWord] },
          '123456789': { foundSynonyms: ['arătos'] },
        },
        dailyCorrect: { [yesterday]: 5, [today]: 1, [addDays(today, 3)]: 9 },
        dailyGoal: 30,
      },
      quiz: {
        completedQuestions: [2, 3, 999],
        totalCorrect: 5,
        totalAttempts: 5,
        lastPlayed: new Date().toISOString(),
        dailyCorrect: { [yesterday]: 4 },
      },
      userId: alice.id,
    };
    const aliceBefore = await snapshot(db(), alice.id);
    const first = await send('POST', '/api/account/merge', body, fay);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ merged: ['synonyms', 'quiz'], unsupported: ['userId'] });

    const after = await snapshot(db(), fay.id);
    const bySet = new Map(after.synonym_progress.map((r) => [r.set_id, r]));
    expect([...bySet.keys()].sort()).toEqual([SET.eight, SET.two].sort());
    expect(bySet.get(SET.eight)).toMatchObject({
      found_synonyms: ['arătos', 'chipeș', 'mândru'],
      total_score: 10 + 20 + 25,
      hint_used: true,
      last_played: today,
    });
    expect(bySet.get(SET.two)).toMatchObject({
      found_synonyms: ['superb', 'splendid'],
      total_score: 10 + 15,
      hint_used: false,
      last_played: yesterday,
      completed_at: null,
    });
    expect(after.easy_synonym_progress).toHaveLength(1);
    expect(after.easy_synonym_progress[0]).toMatchObject({
      completed_questions: [1, 2, 3],
      // the guest's 5 correct answers for its 2 real questions are bounded to 2
      total_correct: 2,
      total_attempts: 6,
    });
    // the higher count of the merge's day (saves today counted 2 + 2); yesterday stays the
    // device's own, a future day is dropped
    expect(after.easy_synonym_progress[0]!.daily_correct).toEqual({ [today]: 4 });
    // the account's own goal wins over the guest's
    expect(after.synonym_settings[0]).toMatchObject({ daily_goal: 12 });

    const again = await send('POST', '/api/account/merge', body, fay);
    expect(again.statusCode).toBe(200);
    expect(await snapshot(db(), fay.id)).toEqual(after);
    // nothing reached the user named in the body
    expect(await snapshot(db(), alice.id)).toEqual(aliceBefore);
  });

  it("a guest's goal fills an account that has none; malformed guest data is a 400 and writes nothing", async () => {
    const gus = await createVerifiedUser(ctx);
    const ok = await send('POST', '/api/account/merge', { synonyms: { sets: {}, dailyGoal: 30 } }, gus);
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/synonyms/settings', gus)).json().dailyGoal).toBe(30);

    const bad: unknown[] = [
      { synonyms: { sets: { [SET.all]: { foundSynonyms: 'arătos' } } } },
      { synonyms: { sets: { abc: { foundSynonyms: [] } } } },
      { synonyms: { sets: { [`00${SET.all}`]: { foundSynonyms: ['arătos'] } } } },
      { synonyms: { sets: {}, dailyGoal: 0 } },
      { synonyms: { sets: {}, dailyCorrect: { ieri: 3 } } },
      { quiz: { completedQuestions: [1], totalCorrect: 1 } },
      {
        quiz: {
          completedQuestions: [1],
          totalCorrect: 1,
          totalAttempts: 1,
          dailyCorrect: { '2026-02-30': 1 },
        },
      },
      // one good part and one bad part: nothing is written
      {
        quiz: { completedQuestions: [1], totalCorrect: 1, totalAttempts: 1 },
        synonyms: { sets: { [SET.all]: { foundSynonyms: [1] } } },
      },
    ];
    const before = await snapshot(db(), gus.id);
    for (const b of bad) {
      const res = await send('POST', '/api/account/merge', b, gus);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().error).toMatch(/^Date locale invalide \((synonyms|quiz)\)\.$/);
    }
    expect(await snapshot(db(), gus.id)).toEqual(before);
  });

  // ------------------------------------------------------------------ two users

  it("keeps every user to their own rows: reads and writes with another user's ids change nothing of theirs", async () => {
    // Alice's state: progress on two sets, a quiz record, settings and a device
    await send(
      'PUT',
      '/api/quiz/progress',
      { completedQuestions: [7, 8], totalCorrect: 2, totalAttempts: 2 },
      alice,
    );
    await send('PUT', '/api/synonyms/settings', { dailyGoal: 42, morningNotifications: true }, alice);
    const aliceDevice = `https://push.example.test/alice-${Date.now()}`;
    expect(
      (
        await send(
          'POST',
          '/api/push/subscribe',
          { endpoint: aliceDevice, keys: deviceKeysJson(), morning: true, evening: true },
          alice,
        )
      ).statusCode,
    ).toBe(200);
    // the server never posts to an internal address
    for (const internal of [
      'http://push.example.test/x',
      'https://127.0.0.1/x',
      'https://169.254.169.254/x',
    ]) {
      const refused = await send(
        'POST',
        '/api/push/subscribe',
        { endpoint: internal, keys: deviceKeysJson(), morning: true, evening: true },
        alice,
      );
      expect(refused.statusCode, internal).toBe(400);
      expect(refused.json().error).toBe('Abonament invalid.');
    }
    const aliceBefore = await snapshot(db(), alice.id);
    const aliceOverview = await overviewOf(alice);

    // Bob reads with Alice's set ids: only his own rows come back
    const bobRead = (await get(`/api/synonyms/progress?ids=${SET.all},${daily.id}`, bob)).json() as {
      progress: SynonymProgressDto[];
    };
    expect(bobRead.progress).toEqual([]);
    // (Bob's row holds only his own counts of correct answers per day)
    expect((await get('/api/quiz/progress', bob)).json().progress).toMatchObject({
      completedQuestions: [],
      totalCorrect: 0,
      totalAttempts: 0,
    });
    expect((await get('/api/synonyms/settings', bob)).json()).toMatchObject({
      dailyGoal: 20,
      morningNotifications: false,
    });
    const bobOverview = await overviewOf(bob);
    expect(bobOverview.dailyGoal).toBe(20);
    expect(bobOverview.categories.find((c) => c.key === 'mastered')!.words.map((w) => w.setId)).not.toContain(
      SET.all,
    );

    // Bob resets a set Alice has played: only his own (absent) row is concerned
    expect((await send('DELETE', `/api/synonyms/progress/${SET.all}`, undefined, bob)).statusCode).toBe(200);
    // Bob writes with Alice's ids in the body: the session decides
    const w = await save(bob, SET.all, ['arătos'], { userId: alice.id, user_id: alice.id });
    expect(w.statusCode).toBe(200);
    expect(w.json().progress.foundSynonyms).toEqual(['arătos']);
    expect(
      (
        await send(
          'PUT',
          '/api/synonyms/settings',
          { dailyGoal: 3, morningNotifications: false, userId: alice.id },
          bob,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          'PUT',
          '/api/synonyms/settings',
          { dailyGoal: 3, morningNotifications: false, eveningNotifications: false },
          bob,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send(
          'PUT',
          '/api/quiz/progress',
          { completedQuestions: [1], totalCorrect: 0, totalAttempts: 1, userId: alice.id },
          bob,
        )
      ).statusCode,
    ).toBe(200);
    expect((await send('DELETE', '/api/quiz/progress', undefined, bob)).statusCode).toBe(200);
    expect(
      (
        await send(
          'POST',
          '/api/account/merge',
          {
            synonyms: { sets: { [SET.three]: { foundSynonyms: ['superb'] } }, dailyGoal: 4 },
            userId: alice.id,
          },
          bob,
        )
      ).statusCode,
    ).toBe(200);
    // Alice's device: Bob can neither drop it nor take it over
    expect((await send('POST', '/api/push/unsubscribe', { endpoint: aliceDevice }, bob)).statusCode).toBe(
      200,
    );
    const takeover = await send(
      'POST',
      '/api/push/subscribe',
      { endpoint: aliceDevice, keys: deviceKeysJson(), morning: false, evening: false },
      bob,
    );
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().error).toBe(PUSH_OTHER_ACCOUNT);
    // …nor can a guest
    expect(
      (await send('POST', '/api/push/unsubscribe', { endpoint: aliceDevice }, undefined)).statusCode,
    ).toBe(200);
    expect(
      (
        await send(
          'POST',
          '/api/push/subscribe',
          { endpoint: aliceDevice, keys: deviceKeysJson(), morning: false, evening: false },
          undefined,
        )
      ).statusCode,
    ).toBe(409);

    expect(await snapshot(db(), alice.id)).toEqual(aliceBefore);
    const aliceNow = await overviewOf(alice);
    expect({ ...aliceNow, msUntilMidnight: 0 }).toEqual({ ...aliceOverview, msUntilMidnight: 0 });
    // Bob's own rows hold what Bob did
    const bobRows = await snapshot(db(), bob.id);
    expect(bobRows.synonym_progress.map((r) => r.set_id).sort()).toEqual(
      [SET.all, SET.three, SET.race].sort(),
    );
    expect(bobRows.synonym_settings[0]).toMatchObject({ daily_goal: 3 });
    // and Alice may drop her own device
    expect((await send('POST', '/api/push/unsubscribe', { endpoint: aliceDevice }, alice)).statusCode).toBe(
      200,
    );
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, aliceDevice)),
    ).toHaveLength(0);
  });

  it('refuses a state-changing call that does not come from the site (CSRF)', async () => {
    const before = await snapshot(db(), alice.id);
    const foreign: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/sinonime' },
      { origin: 'http://localhost:3000.evil.example' },
    ];
    for (const headers of foreign) {
      const calls = [
        send('PUT', '/api/synonyms/progress', { setId: SET.six, foundSynonyms: ['arătos'] }, alice, headers),
        send('PUT', '/api/synonyms/settings', { dailyGoal: 1 }, alice, headers),
        send(
          'PUT',
          '/api/quiz/progress',
          { completedQuestions: [], totalCorrect: 0, totalAttempts: 0 },
          alice,
          headers,
        ),
        send('DELETE', '/api/quiz/progress', undefined, alice, headers),
        send('DELETE', `/api/synonyms/progress/${SET.all}`, undefined, alice, headers),
        send(
          'POST',
          '/api/account/merge',
          { quiz: { completedQuestions: [], totalCorrect: 0, totalAttempts: 0 } },
          alice,
          headers,
        ),
        send(
          'POST',
          '/api/push/subscribe',
          {
            endpoint: 'https://push.example.test/csrf',
            keys: deviceKeysJson(),
            morning: true,
            evening: true,
          },
          alice,
          headers,
        ),
        send('POST', '/api/push/unsubscribe', { endpoint: 'https://push.example.test/csrf' }, alice, headers),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json().error).toBe(ORIGIN_REFUSED);
      }
    }
    expect(await snapshot(db(), alice.id)).toEqual(before);
    expect(
      await db()
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.endpoint, ['https://push.example.test/csrf'])),
    ).toHaveLength(0);
    // a browser that sends only the Referer of the site passes
    const viaReferer = await send('PUT', '/api/synonyms/settings', { dailyGoal: 42 }, alice, {
      referer: `${ctx.config.publicUrl}/setari-sinonime`,
    });
    expect(viaReferer.statusCode).toBe(200);
  });
});
