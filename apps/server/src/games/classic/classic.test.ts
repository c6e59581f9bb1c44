import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { addDays, dayKey } from '@slove/core/day';
import {
  archiveSchema,
  classicSetSchema,
  pastAnswersSchema,
  progressSchema,
  statsSchema,
} from '@slove/core/classic-api';
import { foldUpper } from '@slove/core/text';
import {
  backends,
  createTestContext,
  createVerifiedUser,
  type TestContext,
  type TestUser,
} from '../../test/context.ts';
import { user as userTable } from '../../db/schema.ts';
import * as t from './schema.ts';
import { classicStore } from './store.ts';
import { mergeClassicLocal } from './merge.ts';

const SET = 990_001;
const FUTURE = 990_003;
const REFUSED_SET = 990_005;
const LETTERS = 'RAEITNS';
const ANSWERS: [string, string, boolean][] = [
  ['ARIE', 'ARIE', false],
  ['ARTA', 'ARTĂ', false],
  ['ARTIST', 'ARTIST', false],
  ['RATA', 'RAȚĂ', false],
  ['RETRAS', 'RETRAS', false],
  ['STRAINE', 'STRĂINE', true],
  ['TARA', 'ȚARĂ', false],
  ['TRENA', 'TRENA', false],
];

async function insertSet(ctx: TestContext, id: number, date: string | null) {
  await ctx.database.db.insert(t.letterSets).values({
    id,
    letters: LETTERS,
    center_letter: 'R',
    daily_date: date,
    difficulty: 'Mediu',
    bonus_words: [
      ['RASA', 'RASA', false],
      ['STRAIN', 'STRĂIN', false],
    ],
  });
  await ctx.database.db
    .insert(t.words)
    .values(
      ANSWERS.map(([word, display, isPangram]) => ({ set_id: id, word, display, is_pangram: isPangram })),
    );
}

/** A set whose rows hold sexual forms (an older seed, an admin's addition). */
async function insertRefusedSet(ctx: TestContext) {
  await ctx.database.db.insert(t.letterSets).values({
    id: REFUSED_SET,
    letters: 'SEXULAR',
    center_letter: 'S',
    daily_date: null,
    difficulty: 'Mediu',
    bonus_words: [
      ['SEXUL', 'SEXUL', false],
      ['SALE', 'SALE', false],
    ],
  });
  await ctx.database.db.insert(t.words).values([
    { set_id: REFUSED_SET, word: 'SARE', display: 'SARE', is_pangram: false },
    { set_id: REFUSED_SET, word: 'SEXUAL', display: 'SEXUAL', is_pangram: false },
  ]);
}

describe.each(backends)('classic API on %s', (backend) => {
  let ctx: TestContext;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;
  const today = dayKey();
  const origin = () => ({ origin: ctx.config.publicUrl });
  const put = (
    user: TestUser | null,
    setId: number,
    foundWords: unknown,
    extra: Record<string, unknown> = {},
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/classic/progress/${setId}`,
      headers: { ...origin(), ...(user ? { cookie: user.cookie } : {}) },
      payload: { foundWords, ...extra },
    });
  const get = (url: string, user?: TestUser, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...(user ? { cookie: user.cookie } : {}), ...headers } });
  const post = (url: string, user: TestUser | null, payload?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...origin(), ...(user ? { cookie: user.cookie } : {}) },
      payload: payload as object,
    });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await insertSet(ctx, SET, null);
    await insertSet(ctx, FUTURE, '2099-01-01');
    await insertRefusedSet(ctx);
    // The day's set: the content's, or a fixture when the content has none for today.
    if (!(await classicStore(ctx.database.db).byDate(today))) await insertSet(ctx, 990_002, today);
    const yesterday = addDays(today, -1);
    if (!(await classicStore(ctx.database.db).byDate(yesterday))) await insertSet(ctx, 990_004, yesterday);
    classicStore(ctx.database.db).clear();
    [a, b, admin] = await Promise.all([
      createVerifiedUser(ctx),
      createVerifiedUser(ctx),
      createVerifiedUser(ctx),
    ]);
    await ctx.database.db.update(userTable).set({ role: 'admin' }).where(eq(userTable.id, admin.id));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('sets', () => {
    it("serves the day's set: cacheable, small, with an ETag, pre-compressed", async () => {
      const res = await get('/api/classic/day');
      expect(res.statusCode).toBe(200);
      const set = classicSetSchema.parse(res.json());
      expect(set.date).toBe(today);
      expect(set.letters).toHaveLength(7);
      expect(set.letters[0]).toBe(set.center);
      expect(set.maxWords).toBe(set.answers.length);
      expect(res.headers.etag).toMatch(/^"cs-/);
      expect(res.headers['cache-control']).toMatch(/^public, no-cache, stale-if-error=\d+$/);

      const gz = await get('/api/classic/day', undefined, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.length).toBeLessThanOrEqual(8 * 1024);
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(set);
      const br = await get('/api/classic/day', undefined, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');

      const again = await get('/api/classic/day', undefined, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('opens a day of the 30-day archive and refuses others with a Romanian message', async () => {
      expect((await get(`/api/classic/day/${today}`)).statusCode).toBe(200);
      const old = await get(`/api/classic/day/${addDays(today, -31)}`);
      expect(old.statusCode).toBe(404);
      expect(old.json().error).toContain('ultimele 30 de zile');
      expect((await get(`/api/classic/day/${addDays(today, 1)}`)).statusCode).toBe(404);
      const bad = await get('/api/classic/day/21-11-2026');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Data trebuie să fie în forma aaaa-ll-zz.');
    });

    it("gives a past day's full answer list with folded keys and pangrams, never today's", async () => {
      const yesterday = addDays(today, -1);
      const res = await get(`/api/classic/answers/${yesterday}`);
      expect(res.statusCode).toBe(200);
      const body = pastAnswersSchema.parse(res.json());
      const set = classicSetSchema.parse((await get(`/api/classic/day/${yesterday}`)).json());
      expect(body).toMatchObject({
        date: yesterday,
        setId: set.id,
        letters: set.letters,
        center: set.center,
      });
      expect(body.answers.map((a) => a.word)).toEqual(set.answers);
      expect(body.answers.every((a) => a.key === foldUpper(a.word))).toBe(true);
      expect(body.answers.filter((a) => a.isPangram).length).toBe(set.pangrams);
      // today's and later answers stay hidden while the day can be played
      for (const day of [today, addDays(today, 1)]) {
        const hidden = await get(`/api/classic/answers/${day}`);
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json().error).toContain('doar după ce ziua s-a încheiat');
      }
      const old = await get(`/api/classic/answers/${addDays(today, -31)}`);
      expect(old.statusCode).toBe(404);
      expect(old.json().error).toContain('ultimele 30 de zile');
      const bad = await get('/api/classic/answers/ieri');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Data trebuie să fie în forma aaaa-ll-zz.');
    });

    it('serves a set by id, not a future one', async () => {
      const res = await get(`/api/classic/sets/${SET}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: SET,
        letters: LETTERS,
        center: 'R',
        maxWords: 8,
        pangrams: 1,
        bonus: ['RASA', 'STRĂIN'],
      });
      expect(res.json().answers).toContain('ȚARĂ');
      expect((await get(`/api/classic/sets/${FUTURE}`)).json()).toEqual({
        error: 'Setul acesta nu este încă disponibil.',
        statusCode: 403,
      });
      expect((await get('/api/classic/sets/123456789')).statusCode).toBe(404);
      expect((await get('/api/classic/sets/abc')).statusCode).toBe(400);
    });

    it('picks a random playable set other than the current one', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await get(`/api/classic/random?exclude=${SET}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().id).not.toBe(SET);
        expect(res.json().id).not.toBe(FUTURE);
      }
    });
  });

  describe('progress', () => {
    it('refuses guests and requests from another site', async () => {
      const guest = await put(null, SET, ['ARTA']);
      expect(guest.statusCode).toBe(401);
      expect(guest.json().error).toBe('Trebuie să fii conectat.');
      const foreign = await ctx.app.inject({
        method: 'PUT',
        url: `/api/classic/progress/${SET}`,
        headers: { cookie: a.cookie, origin: 'https://rau.example' },
        payload: { foundWords: ['ARTA'] },
      });
      expect(foreign.statusCode).toBe(403);
    });

    it('re-validates found words, drops invalid ones and recomputes the score', async () => {
      const res = await put(a, SET, ['arta', 'ȚARĂ', 'XYZW', 'RASA', 'ART', 'TEST'], { score: 9999 });
      expect(res.statusCode).toBe(200);
      const body = progressSchema.parse(res.json());
      expect(body.foundWords).toEqual(['ARTA', 'RASA', 'TARA']);
      expect(body.dropped).toEqual(['XYZW', 'ART', 'TEST']);
      expect(body.score).toBe(12);
      expect(body.days).toEqual({ [today]: ['ARTA', 'RASA', 'TARA'] });
      const stored = await ctx.database.db
        .select()
        .from(t.gameProgress)
        .where(and(eq(t.gameProgress.user_id, a.id), eq(t.gameProgress.set_id, SET)));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        score: 12,
        last_played: today,
        found_words: ['ARTA', 'RASA', 'TARA'],
      });
    });

    it('never accepts a refused form, even when the set holds it (bonus word or answer)', async () => {
      // The server applies the one rule (content/src/refused.ts) and drops them like any non-word.
      const set = classicSetSchema.parse((await get(`/api/classic/sets/${REFUSED_SET}`)).json());
      expect(set.answers).toEqual(['SARE']);
      expect(set.bonus).toEqual(['SALE']);
      const c = await createVerifiedUser(ctx);
      const res = await put(c, REFUSED_SET, ['SARE', 'SEXUL', 'sexual', 'SALE']);
      expect(res.statusCode).toBe(200);
      const body = progressSchema.parse(res.json());
      expect(body.foundWords).toEqual(['SALE', 'SARE']);
      expect(body.dropped).toEqual(['SEXUL', 'sexual']);
    });

    it('unites two devices saving at once: nothing is lost', async () => {
      const [one, two] = await Promise.all([put(a, SET, ['ARTA', 'ARIE']), put(a, SET, ['TARA', 'STRĂINE'])]);
      expect(one.statusCode).toBe(200);
      expect(two.statusCode).toBe(200);
      const res = await get(`/api/classic/progress/${SET}`, a);
      expect(res.json()).toMatchObject({
        foundWords: ['ARIE', 'ARTA', 'RASA', 'STRAINE', 'TARA'],
        score: 12 + 4 + 17,
      });
      // A device with an older list cannot remove anything either.
      const older = await put(a, SET, ['ARTA']);
      expect(older.json().foundWords).toEqual(['ARIE', 'ARTA', 'RASA', 'STRAINE', 'TARA']);
    });

    it('unites many saves racing on a fresh row, score recomputed in one place', async () => {
      const d = await createVerifiedUser(ctx);
      const words = ANSWERS.map(([w]) => w);
      const results = await Promise.all(words.map((w) => put(d, SET, [w])));
      expect(results.map((r) => r.statusCode)).toEqual(words.map(() => 200));
      const res = (await get(`/api/classic/progress/${SET}`, d)).json();
      expect(res.foundWords).toEqual([...words].sort());
      const [row] = await ctx.database.db
        .select()
        .from(t.gameProgress)
        .where(eq(t.gameProgress.user_id, d.id));
      expect(row!.found_words).toEqual([...words].sort());
      expect(row!.score).toBe(4 + 4 + 6 + 4 + 6 + 17 + 4 + 5);
      expect(res.score).toBe(row!.score);
    });

    it("keeps one user's progress from another", async () => {
      expect((await get(`/api/classic/progress/${SET}`, b)).json()).toMatchObject({
        foundWords: [],
        score: 0,
      });
      await put(b, SET, ['TRENA']);
      expect((await get(`/api/classic/progress/${SET}`, b)).json().foundWords).toEqual(['TRENA']);
      expect((await get(`/api/classic/progress/${SET}`, a)).json().foundWords).not.toContain('TRENA');
      const bRows = await ctx.database.db
        .select()
        .from(t.gameProgress)
        .where(eq(t.gameProgress.user_id, b.id));
      expect(bRows).toHaveLength(1);
    });

    it('keeps a word on the day it was first found and computes stats and streaks on the server', async () => {
      const yesterday = addDays(today, -1);
      await ctx.database.db
        .insert(t.gameProgress)
        .values({ user_id: a.id, set_id: SET, found_words: ['RETRAS'], score: 6, last_played: yesterday });
      const res = await put(a, SET, ['RETRAS', 'ARTA']);
      expect(res.json().days).toEqual({
        [yesterday]: ['RETRAS'],
        [today]: ['ARIE', 'ARTA', 'RASA', 'STRAINE', 'TARA'],
      });
      expect(res.json().score).toBe(33 + 6);

      const stats = statsSchema.parse((await get('/api/classic/stats', a)).json());
      expect(stats).toMatchObject({
        totalScore: 39,
        totalWordsFound: 6,
        totalPangrams: 1,
        setsCompleted: 2,
        currentStreak: 2,
        longestStreak: 2,
        lastPlayedDate: today,
        daysPlayed: 2,
        bestDayScore: 33,
        today,
        todayStats: { score: 33, words: 5, pangrams: 1, gamesPlayed: 1 },
      });
      const posted = await post('/api/classic/stats', a);
      expect(posted.json()).toEqual(stats);
      const [row] = await ctx.database.db.select().from(t.gameStats).where(eq(t.gameStats.user_id, a.id));
      expect(row).toMatchObject({
        total_score: 39,
        total_words_found: 6,
        current_streak: 2,
        longest_streak: 2,
        sets_completed: 2,
      });
      expect((await get('/api/classic/stats')).statusCode).toBe(401);
    });

    it('marks the archive days the player played and finished', async () => {
      const day = classicSetSchema.parse((await get('/api/classic/day')).json());
      const guest = archiveSchema.parse((await get('/api/classic/archive')).json());
      expect(guest.today).toBe(today);
      expect(guest.days[0]).toMatchObject({ id: day.id, date: today, found: null, finished: null });
      expect(guest.days.length).toBeGreaterThanOrEqual(1);
      expect(guest.days.length).toBeLessThanOrEqual(31);
      expect(guest.days.every((d) => d.date <= today && d.date >= addDays(today, -30))).toBe(true);

      await put(b, day.id, day.answers);
      const mine = archiveSchema.parse((await get('/api/classic/archive', b)).json());
      expect(mine.days[0]).toMatchObject({ id: day.id, found: day.maxWords, finished: true });
      const other = archiveSchema.parse((await get('/api/classic/archive', a)).json());
      expect(other.days[0]).toMatchObject({ found: 0, finished: false });
    });
  });

  describe('word administration', () => {
    const add = (user: TestUser | null, word: string, isPangram = false, setId = SET) =>
      post('/api/classic/words', user, { setId, word, isPangram });

    it('lets only admins add words', async () => {
      expect((await add(null, 'SEARĂ')).statusCode).toBe(401);
      const res = await add(a, 'SEARĂ');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Doar un administrator poate face asta.');
    });

    it('gives every validation message of the admin add-word rules', async () => {
      const cases: [string, boolean, string][] = [
        ['  ', false, 'Introdu un cuvânt valid!'],
        ['ARE', false, 'Cuvântul trebuie să aibă minim 4 litere!'],
        ['TEST', false, 'Cuvântul trebuie să conțină litera centrală "R"!'],
        ['RAMĂ', false, 'Litera "M" nu este în setul de litere disponibile!'],
        ['SEARĂ', true, 'Pentru a fi pangram, cuvântul trebuie să conțină toate literele din set!'],
      ];
      for (const [word, pangram, message] of cases) {
        const res = await add(admin, word, pangram);
        expect(res.statusCode, word).toBe(400);
        expect(res.json().error).toBe(message);
      }
      const dup = await add(admin, 'țară');
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error).toBe('Cuvântul "ȚARĂ" există deja în set.');
    });

    it('refuses to add a refused form, with the message any non-word gets', async () => {
      const res = await add(admin, 'sexul', false, REFUSED_SET);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('"SEXUL" nu este în dicționarul nostru.');
    });

    it('adds a word that is playable on the next load', async () => {
      const before = await get(`/api/classic/sets/${SET}`);
      const res = await add(admin, 'seară');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        word: 'SEARA',
        display: 'SEARĂ',
        isPangram: false,
        message: 'Cuvântul "SEARĂ" a fost adăugat cu succes!',
      });
      const after = await get(`/api/classic/sets/${SET}`);
      expect(after.json().answers).toContain('SEARĂ');
      expect(after.json().maxWords).toBe(9);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((await put(b, SET, ['SEARA'])).json().foundWords).toContain('SEARA');
    });

    it('takes suggestions from signed-in users; admins accept or reject them', async () => {
      expect((await post('/api/classic/suggestions', null, { setId: SET, word: 'SITAR' })).statusCode).toBe(
        401,
      );
      const bad = await post('/api/classic/suggestions', b, { setId: SET, word: 'SAT' });
      expect(bad.json()).toEqual({ error: 'Cuvântul trebuie să aibă minim 4 litere!', statusCode: 400 });
      const one = await post('/api/classic/suggestions', b, { setId: SET, word: 'sitar' });
      expect(one.statusCode).toBe(201);
      expect(one.json().message).toContain('SITAR');
      expect((await post('/api/classic/suggestions', b, { setId: SET, word: 'SITAR' })).statusCode).toBe(409);
      const two = await post('/api/classic/suggestions', a, { setId: SET, word: 'TRAI' });
      expect(two.statusCode).toBe(201);

      expect((await get('/api/classic/suggestions', b)).statusCode).toBe(403);
      const list = (await get('/api/classic/suggestions', admin)).json().suggestions as {
        id: number;
        word: string;
      }[];
      expect(list.map((s) => s.word)).toEqual(['SITAR', 'TRAI']);
      const [sitar, trai] = list;

      expect((await post(`/api/classic/suggestions/${sitar!.id}/accept`, b)).statusCode).toBe(403);
      const accepted = await post(`/api/classic/suggestions/${sitar!.id}/accept`, admin);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().message).toBe('Cuvântul "SITAR" a fost adăugat cu succes!');
      const rejected = await post(`/api/classic/suggestions/${trai!.id}/reject`, admin);
      expect(rejected.statusCode).toBe(200);
      expect((await get('/api/classic/suggestions', admin)).json().suggestions).toEqual([]);
      expect((await post(`/api/classic/suggestions/${trai!.id}/accept`, admin)).statusCode).toBe(404);

      expect((await get(`/api/classic/sets/${SET}`)).json().answers).toContain('SITAR');
      expect((await get(`/api/classic/sets/${SET}`)).json().answers).not.toContain('TRAI');
    });
  });

  describe('guest data merge', () => {
    it('unites re-validated guest progress, recomputes stats, and is idempotent', async () => {
      const c = await createVerifiedUser(ctx);
      const yesterday = addDays(today, -1);
      await put(c, SET, ['TARA']);
      const data = {
        progress: {
          [String(SET)]: {
            [yesterday]: { foundWords: ['ARTA', 'XXXX', 'TARA'], score: 999, timestamp: 1 },
            [today]: { foundWords: ['ARTA', 'STRĂINE'], score: 5, timestamp: 2 },
          },
          [String(FUTURE)]: { [today]: { foundWords: ['ARTA'], score: 4, timestamp: 3 } },
          '123456789': { [today]: { foundWords: ['ARTA'], score: 4, timestamp: 3 } },
        },
      };
      await mergeClassicLocal(ctx.database.db, c.id, data);
      const snapshot = async () =>
        (
          await ctx.database.db
            .select({
              set: t.gameProgress.set_id,
              day: t.gameProgress.last_played,
              words: t.gameProgress.found_words,
              score: t.gameProgress.score,
            })
            .from(t.gameProgress)
            .where(eq(t.gameProgress.user_id, c.id))
        ).sort((x, y) => (x.day < y.day ? -1 : 1));
      const first = await snapshot();
      // a guest's earlier day is kept, dated the merge's day (decision 0009): no day is claimed
      expect(first).toEqual([{ set: SET, day: today, words: ['ARTA', 'STRAINE', 'TARA'], score: 25 }]);
      await mergeClassicLocal(ctx.database.db, c.id, data);
      expect(await snapshot()).toEqual(first);
      const stats = (await get('/api/classic/stats', c)).json();
      expect(stats).toMatchObject({ totalScore: 25, totalWordsFound: 3, setsCompleted: 1, currentStreak: 1 });
    });
  });
});
