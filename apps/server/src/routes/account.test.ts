/**
 * /api/account on both backends: deletion (direct, or a stored request listed for an
 * admin), what deletion leaves behind (nothing of that user, everything of the others),
 * the admin role, the merge endpoint's guards, and the origin checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../test/schema.ts';
import {
  backends,
  createTestContext,
  createVerifiedUser,
  outboxMails,
  type TestContext,
  type TestUser,
} from '../test/context.ts';
import {
  formatDeletionRequests,
  listDeletionRequests,
  markDeletionRequestHandled,
  setRole,
} from '../cli/admin-commands.ts';
import { ORIGIN_REFUSED } from '../auth/origin.ts';
import { subjectHash } from '../lib/rate-limit.ts';
import { DELETE_REQUIRED } from './account.ts';

const uid = () => randomBytes(4).toString('hex');

function post(ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json', ...headers },
    payload: payload as object,
  });
}

/** Content rows of our own (ids far from the shipped content) for user rows to point at. */
async function ensureTestContent(db: Db) {
  await db
    .insert(t.letterSets)
    .values({ id: 990_001, letters: 'ABCDEFG', center_letter: 'A' })
    .onConflictDoNothing();
  await db
    .insert(t.synonymSets)
    .values({ id: 990_001, base_word: 'test', difficulty_level: 1, category: 'test' })
    .onConflictDoNothing();
  await db
    .insert(t.crosswordPuzzles)
    .values({ id: 990_001, title: 'Test', difficulty: 1, size: '4x4', pattern: ['....'] })
    .onConflictDoNothing();
  const [w] = await db
    .insert(t.wordleWords)
    .values({ word: 'TESTE', is_daily: false })
    .returning({ id: t.wordleWords.id });
  return { wordId: w!.id };
}

/** One row of this user in every user-owned table (session and account exist already). */
async function fillEveryTable(db: Db, userId: string) {
  const { wordId } = await ensureTestContent(db);
  await db.insert(t.wordSuggestions).values({ user_id: userId, set_id: 990_001, word: 'FACE' });
  await db
    .insert(t.gameProgress)
    .values({ user_id: userId, set_id: 990_001, found_words: ['FACE'], score: 4, last_played: '2026-11-20' });
  await db.insert(t.gameStats).values({ user_id: userId, total_score: 4, total_words_found: 1 });
  await db
    .insert(t.synonymProgress)
    .values({ user_id: userId, set_id: 990_001, found_synonyms: ['probă'], total_score: 1 });
  await db
    .insert(t.easySynonymProgress)
    .values({ user_id: userId, completed_questions: [1], total_correct: 1, total_attempts: 1 });
  await db.insert(t.synonymSettings).values({ user_id: userId, daily_goal: 15 });
  await db
    .insert(t.pushSubscriptions)
    .values({ user_id: userId, endpoint: `https://push.example/${uid()}`, p256dh: 'k', auth: 'a' });
  await db
    .insert(t.crosswordProgress)
    .values({ user_id: userId, puzzle_id: 990_001, completed_clues: [1], score: 5 });
  await db
    .insert(t.crosswordDailyResults)
    .values({ user_id: userId, day: '2026-11-20', puzzle_id: 990_001, seconds: 72, helps: 0 });
  await db
    .insert(t.wordleProgress)
    .values({ user_id: userId, daily_date: '2026-11-20', word_id: wordId, guesses_count: 1 });
  await db.insert(t.wordleStats).values({ user_id: userId, games_played: 1, games_won: 1 });
}

/** Rows of a user in each user-owned table, by table name. */
async function rowsOf(db: Db, userId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(t.userOwnedTables)) {
    const col = 'userId' in table ? table.userId : (table as typeof t.gameStats).user_id;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(col, userId));
    out[name] = Number(row!.n);
  }
  const [u] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.user)
    .where(eq(t.user.id, userId));
  out.user = Number(u!.n);
  const [v] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.verification)
    .where(eq(t.verification.value, userId));
  out.verification = Number(v!.n);
  return out;
}

async function session(ctx: TestContext, cookie: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return res.json() as { user: { id: string; role: string } } | null;
}

describe.each(backends)('account deletion and admin on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('requires both e-mail and reason', async () => {
    for (const body of [
      {},
      { email: '', reason: 'x' },
      { email: 'a@b.ro', reason: '   ' },
      { email: 'a@b.ro' },
    ]) {
      const res = await post(ctx, '/api/account/delete', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(DELETE_REQUIRED);
    }
    const [n] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(t.deletionRequests);
    expect(Number(n!.n)).toBe(0);
  });

  it('refuses a deletion from another origin', async () => {
    const u = await createVerifiedUser(ctx);
    const res = await post(
      ctx,
      '/api/account/delete',
      { email: u.email, reason: 'x' },
      { cookie: u.cookie, origin: 'https://rau.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ORIGIN_REFUSED);
    expect((await rowsOf(ctx.database.db, u.id)).user).toBe(1);
  });

  it("deletes the account and every row of it when the signed-in user's e-mail is entered; others keep theirs", async () => {
    const victim = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    await fillEveryTable(ctx.database.db, victim.id);
    await fillEveryTable(ctx.database.db, other.id);
    // A pending password-reset token lives in "verification" without a foreign key.
    await post(ctx, '/api/auth/request-password-reset', {
      email: victim.email,
      redirectTo: '/reset-password',
    });
    const before = await rowsOf(ctx.database.db, victim.id);
    const countersBefore = await ctx.database.db
      .select()
      .from(t.rateLimit)
      .where(sql`${t.rateLimit.key} like ${`%:email:${subjectHash(victim.email)}`}`);
    expect(countersBefore.length).toBeGreaterThan(0);
    for (const [name, n] of Object.entries(before)) expect(n, name).toBeGreaterThan(0);
    const otherBefore = await rowsOf(ctx.database.db, other.id);

    // not without a typed confirmation (a misclick deletes nothing)
    for (const confirm of [undefined, '', 'da', other.email]) {
      const refused = await post(
        ctx,
        '/api/account/delete',
        { email: victim.email, reason: 'Nu mai joc.', ...(confirm !== undefined ? { confirm } : {}) },
        { cookie: victim.cookie },
      );
      expect(refused.statusCode, String(confirm)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'DELETE_NOT_CONFIRMED',
        error: 'Confirmă ștergerea: scrie ȘTERGE sau adresa de email a contului.',
      });
    }
    expect(await rowsOf(ctx.database.db, victim.id)).toEqual(before);

    const res = await post(
      ctx,
      '/api/account/delete',
      { email: victim.email.toUpperCase(), reason: 'Nu mai joc.', confirm: 'ȘTERGE' },
      { cookie: victim.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted' });
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(
      /session_token=;.*Max-Age=0/i,
    );

    const after = await rowsOf(ctx.database.db, victim.id);
    for (const [name, n] of Object.entries(after)) expect(n, name).toBe(0);
    expect(await rowsOf(ctx.database.db, other.id)).toEqual(otherBefore);
    const [byEmail] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.user)
      .where(eq(t.user.email, victim.email));
    expect(Number(byEmail!.n)).toBe(0);
    const counters = await ctx.database.db
      .select()
      .from(t.rateLimit)
      .where(sql`${t.rateLimit.key} like ${`%:email:${subjectHash(victim.email)}`}`);
    expect(counters).toHaveLength(0); // even the hashed counters of the address are gone
    expect(await session(ctx, victim.cookie)).toBeNull();
    const signIn = await post(ctx, '/api/auth/sign-in/email', {
      email: victim.email,
      password: victim.password,
    });
    expect(signIn.statusCode).toBe(401);

    await waitForMail(ctx, victim.email, /Contul tău a fost șters/);
  });

  it('stores a request when the entered e-mail is not the signed-in one (or nobody is signed in)', async () => {
    const u = await createVerifiedUser(ctx);
    const target = await createVerifiedUser(ctx);
    const asOther = await post(
      ctx,
      '/api/account/delete',
      { email: target.email, reason: 'Vreau să fie șters.' },
      { cookie: u.cookie },
    );
    expect(asOther.json()).toEqual({ outcome: 'requested' });
    const guestEmail = `vizitator-${uid()}@example.com`;
    const asGuest = await post(ctx, '/api/account/delete', { email: guestEmail, reason: 'Fără cont.' });
    expect(asGuest.json()).toEqual({ outcome: 'requested' });

    // Nobody was deleted: the other user's e-mail only made a request.
    expect((await rowsOf(ctx.database.db, target.id)).user).toBe(1);
    expect((await rowsOf(ctx.database.db, u.id)).user).toBe(1);
    expect(await session(ctx, target.cookie)).not.toBeNull();

    const open = await listDeletionRequests(ctx.database.db);
    const mine = open.filter((r) => r.email === target.email || r.email === guestEmail);
    expect(mine).toHaveLength(2);
    expect(mine.find((r) => r.email === target.email)).toMatchObject({
      reason: 'Vreau să fie șters.',
      requestedBy: u.id,
      accountExists: true,
    });
    expect(mine.find((r) => r.email === guestEmail)).toMatchObject({
      requestedBy: null,
      accountExists: false,
    });
    const text = formatDeletionRequests(open);
    expect(text).toContain(target.email);
    expect(text).toMatch(/h rămase din 48/);

    await waitForMail(ctx, guestEmail, /Am primit o cerere de ștergere a contului/);
    // the mail goes to whatever address was typed: it never carries the visitor's text
    const toTarget = outboxMails(ctx, target.email).map(decodeMail);
    expect(toTarget.some((m) => /Am primit o cerere de ștergere/.test(m))).toBe(true);
    for (const m of outboxMails(ctx, guestEmail).map(decodeMail)) expect(m).not.toContain('Fără cont.');
    for (const m of toTarget) expect(m).not.toContain('Vreau să fie șters.');
    await markDeletionRequestHandled(ctx.database.db, mine[0]!.id);
    expect((await listDeletionRequests(ctx.database.db)).some((r) => r.id === mine[0]!.id)).toBe(false);
    expect(
      (await listDeletionRequests(ctx.database.db, { all: true })).some((r) => r.id === mine[0]!.id),
    ).toBe(true);
  });

  it('limits deletion requests per e-mail address', async () => {
    const email = `inbox-${uid()}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post(ctx, '/api/account/delete', { email, reason: `r${i}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('grants and revokes the admin role by e-mail', async () => {
    const u = await createVerifiedUser(ctx);
    expect((await session(ctx, u.cookie))!.user.role).toBe('user');
    expect(await setRole(ctx.database.db, u.email.toUpperCase(), 'admin')).toMatchObject({
      id: u.id,
      changed: true,
    });
    expect((await session(ctx, u.cookie))!.user.role).toBe('admin');
    expect(await setRole(ctx.database.db, u.email, 'admin')).toMatchObject({ changed: false });
    await setRole(ctx.database.db, u.email, 'user');
    expect((await session(ctx, u.cookie))!.user.role).toBe('user');
    await expect(setRole(ctx.database.db, `nimeni-${uid()}@example.com`, 'admin')).rejects.toThrow(
      /Nu există niciun cont/,
    );
  });

  it('cannot make oneself admin through the API', async () => {
    const u = await createVerifiedUser(ctx);
    const res = await post(ctx, '/api/auth/update-user', { role: 'admin' }, { cookie: u.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FIELD_NOT_ALLOWED');
    expect((await session(ctx, u.cookie))!.user.role).toBe('user');
    const email = `rol-${uid()}@example.com`;
    const signUp = await post(ctx, '/api/auth/sign-up/email', {
      email,
      password: 'Borcan-cu-litere-9',
      name: 'rol',
      username: `rol_${uid()}`,
      role: 'admin',
    });
    expect(signUp.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select({ role: t.user.role })
      .from(t.user)
      .where(eq(t.user.email, email));
    expect(rows).toEqual([{ role: 'user' }]);
  });
});

describe.each(backends)('account merge guards on %s', (backend) => {
  let ctx: TestContext;
  let a: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    a = await createVerifiedUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses a guest, another origin and malformed data', async () => {
    const guest = await post(ctx, '/api/account/merge', {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error).toBe('Trebuie să fii conectat.');
    const cross = await post(
      ctx,
      '/api/account/merge',
      {},
      { cookie: a.cookie, origin: 'https://rau.example' },
    );
    expect(cross.statusCode).toBe(403);
    const notObject = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/merge',
      headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json', cookie: a.cookie },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(400);
  });

  it('accepts an empty merge and names parts it does not know', async () => {
    const res = await post(ctx, '/api/account/merge', { jocNecunoscut: { x: 1 } }, { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ merged: [], unsupported: ['jocNecunoscut'] });
  });

  it('validates each part with its game schema before writing anything', async () => {
    const res = await post(
      ctx,
      '/api/account/merge',
      { crosswords: { puzzles: 'nu' } },
      { cookie: a.cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toBeTruthy();
    expect((await rowsOf(ctx.database.db, a.id)).crossword_progress).toBe(0);
  });
});

async function waitForMail(ctx: TestContext, to: string, subject: RegExp) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = outboxMails(ctx, to).map(decodeMail);
    if (mails.some((m) => subject.test(m))) return;
    if (Date.now() > deadline) throw new Error(`no mail matching ${subject} to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Subject and bodies of a raw mail, RFC 2047 and quoted-printable decoded (enough for tests). */
function decodeMail(mail: string): string {
  return mail
    .replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, b: string) => Buffer.from(b, 'base64').toString('utf8'))
    .replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, q: string) => qp(q.replace(/_/g, ' ')))
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => qp(m));
}

function qp(s: string): string {
  return Buffer.from(
    s.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}
