/**
 * Accounts through the real API on both backends (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): better-auth + Drizzle adapter, e-mail confirmation, the
 * error codes the web maps to the spec's texts, password rules, reset (enumeration-safe,
 * sessions revoked), cookies, origin checks and rate limits stored in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { account, rateLimit, session, user } from '../db/schema.ts';
import {
  backends,
  createTestContext,
  createVerifiedUser,
  linkFromMail,
  outboxMails,
  waitForMails,
  type TestContext,
} from '../test/context.ts';
import { PASSWORD_TOO_COMMON_MESSAGE } from './passwords.ts';
import { ORIGIN_REFUSED } from './origin.ts';
import { verifiedToken } from './session.ts';
import { deviceCookieName } from './device.ts';
import { SIGN_IN_LIMITS, signInDelayMs } from './limits.ts';
import { CONSTANT_TIME_STEP_MS } from './routes.ts';

const uid = () => randomBytes(4).toString('hex');

function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

function post(ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json', ...headers },
    payload: payload as object,
  });
}

function signUp(ctx: TestContext, fields: { email: string; password: string; username?: string }) {
  const username = fields.username ?? `u_${uid()}`;
  return post(ctx, '/api/auth/sign-up/email', {
    name: username,
    username,
    displayName: username,
    callbackURL: '/',
    ...fields,
  });
}

const signIn = (ctx: TestContext, email: string, password: string, headers: Record<string, string> = {}) =>
  post(ctx, '/api/auth/sign-in/email', { email, password }, headers);

/** A sign-in from a client address (the socket's: TRUST_PROXY is off). */
const signInFrom = (ctx: TestContext, remoteAddress: string, email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json' },
    payload: { email, password },
  });

async function sessionOf(ctx: TestContext, cookie: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    user: { id: string; email: string; role: string; username: string; displayName: string };
  } | null;
}

describe.each(backends)('accounts on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('signs up with username and display name, requires confirmation, then signs in', async () => {
    const email = `Ana.${uid()}@Example.com`;
    const password = `Borcan-cu-litere-${uid()}`;
    const username = `ana_${uid()}`;
    const res = await signUp(ctx, { email, password, username });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined(); // no session before confirmation
    expect(res.body).not.toContain(password);

    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email.toLowerCase()));
    expect(row).toMatchObject({ username, displayName: username, role: 'user', emailVerified: false });
    const [acc] = await ctx.database.db.select().from(account).where(eq(account.userId, row!.id));
    expect(acc!.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/); // better-auth's scrypt salt:key
    expect(acc!.password).not.toContain(password);

    // Before confirmation: 403 EMAIL_NOT_VERIFIED ('Verifică-ți emailul pentru confirmare'), and a fresh link.
    const mailsBefore = outboxMails(ctx, email.toLowerCase()).length;
    const early = await signIn(ctx, email, password);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(outboxMails(ctx, email.toLowerCase()).length).toBe(mailsBefore + 1);

    const mail = outboxMails(ctx, email.toLowerCase())[0]!;
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(decodeSubject(mail)).toBe('Confirmă-ți adresa de e-mail — Slove');
    const link = new URL(linkFromMail(mail));
    expect(link.origin).toBe(ctx.config.publicUrl);
    expect(link.pathname).toBe('/api/auth/verify-email');
    const verify = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/');
    // the confirmation link signs the player in
    const confirmedSession = await sessionOf(ctx, cookieOf(verify.headers['set-cookie']));
    expect(confirmedSession!.user).toMatchObject({ email: email.toLowerCase(), emailVerified: true });

    const ok = await signIn(ctx, email, password);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).not.toContain(password);
    const cookies = ([] as string[]).concat(ok.headers['set-cookie'] ?? []);
    const sessionCookie = cookies.find((c) => c.startsWith('better-auth.session_token='))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i); // http://localhost
    const s = await sessionOf(ctx, cookieOf(ok.headers['set-cookie']));
    expect(s!.user).toMatchObject({
      email: email.toLowerCase(),
      username,
      displayName: username,
      role: 'user',
    });
  });

  it('answers the sign-in errors the web maps to the spec texts', async () => {
    const u = await createVerifiedUser(ctx);
    const wrong = await signIn(ctx, u.email, 'Parola-gresita-123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD'); // → 'Email sau parola incorectă'
    const unknown = await signIn(ctx, `nimeni-${uid()}@example.com`, 'Parola-gresita-123');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('answers the sign-up errors: registered e-mail, password length, common password, username', async () => {
    const u = await createVerifiedUser(ctx);
    const dup = await signUp(ctx, { email: u.email.toUpperCase(), password: 'Alt-borcan-cu-litere' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'Acest email este deja înregistrat',
    });

    const email = `nou-${uid()}@example.com`;
    const short = await signUp(ctx, { email, password: 'a1b2c' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT'); // → 'Parola trebuie să aibă minim 6 caractere'
    const long = await signUp(ctx, { email, password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('PASSWORD_TOO_LONG');
    const max = await signUp(ctx, {
      email: `max-${uid()}@example.com`,
      password: 'Lung-'.repeat(25) + 'abc',
    });
    expect(max.statusCode).toBe(200); // exactly 128 characters

    for (const common of ['123456', 'password', 'qwerty123', 'iloveyou', 'parola123', 'Dragon']) {
      const res = await signUp(ctx, { email: `comun-${uid()}@example.com`, password: common });
      expect(res.statusCode, common).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON_MESSAGE });
    }

    const noUser = await post(ctx, '/api/auth/sign-up/email', {
      email,
      password: 'Borcan-cu-litere-7',
      name: 'x',
    });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().code).toBe('USERNAME_REQUIRED');

    const first = `ion_${uid()}`;
    expect(
      (
        await signUp(ctx, {
          email: `ion-${uid()}@example.com`,
          password: 'Borcan-cu-litere-7',
          username: first,
        })
      ).statusCode,
    ).toBe(200);
    const taken = await signUp(ctx, {
      email: `ion2-${uid()}@example.com`,
      password: 'Borcan-cu-litere-7',
      username: first.toUpperCase(),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('USERNAME_IS_ALREADY_TAKEN');

    const plainName = `maria_${uid()}`;
    const plain = await post(ctx, '/api/auth/sign-up/email', {
      email: `plain-${uid()}@example.com`,
      password: 'Borcan-cu-litere-7',
      name: 'Maria',
      username: plainName,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().user.displayName).toBe(plainName); // display_name defaults to the username

    const badEmail = await signUp(ctx, { email: 'nu-e-email', password: 'Borcan-cu-litere-7' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().code).toBe('VALIDATION_ERROR');
    expect(badEmail.json().message).toMatch(/email/i); // → 'Adresa de email nu este validă'
    // None of these created an account.
    expect(await ctx.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('answers a reset request the same for an unknown address as for a known one', async () => {
    const u = await createVerifiedUser(ctx);
    const unknownEmail = `necunoscut-${uid()}@example.com`;
    const known = await post(ctx, '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/reset-password',
    });
    const unknown = await post(ctx, '/api/auth/request-password-reset', {
      email: unknownEmail,
      redirectTo: '/reset-password',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.statusCode).toBe(200);
    const mails = await waitForMails(ctx, u.email, 2);
    expect(decodeSubject(mails.at(-1)!)).toBe('Resetează-ți parola — Slove');
    expect(outboxMails(ctx, unknownEmail)).toHaveLength(0);
  });

  it('answers a reset request in the same time whether the account exists or not', async () => {
    const u = await createVerifiedUser(ctx);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post(ctx, '/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await timed(u.email));
      unknown.push(await timed(`nimeni-${i}-${uid()}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const step = CONSTANT_TIME_STEP_MS['/request-password-reset']!;
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(step - 2);
    // each answer at a multiple of the step: the two kinds end in the same one
    expect(Math.round(median(known) / step)).toBe(Math.round(median(unknown) / step));
    // the mails were sent all the same, after the answers
    expect(await waitForMails(ctx, u.email, 5)).toHaveLength(5);
  });

  it('resets the password through the mailed link: sessions revoked, old password refused, new one works', async () => {
    const u = await createVerifiedUser(ctx);
    const second = cookieOf((await signIn(ctx, u.email, u.password)).headers['set-cookie']);
    expect(await sessionOf(ctx, second)).not.toBeNull();

    await post(ctx, '/api/auth/request-password-reset', { email: u.email, redirectTo: '/reset-password' });
    const link = new URL(linkFromMail((await waitForMails(ctx, u.email, 2)).at(-1)!));
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[\w-]+$/);
    const open = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(open.statusCode).toBe(302);
    const target = new URL(open.headers.location as string, ctx.config.publicUrl);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const common = await post(ctx, '/api/auth/reset-password', { token, newPassword: '12345678' });
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const short = await post(ctx, '/api/auth/reset-password', { token, newPassword: 'abc' });
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');

    const newPassword = `Alt-borcan-${uid()}`;
    const done = await post(ctx, '/api/auth/reset-password', { token, newPassword });
    expect(done.statusCode).toBe(200);
    // revokeSessionsOnPasswordReset: both earlier sessions are gone.
    expect(await sessionOf(ctx, u.cookie)).toBeNull();
    expect(await sessionOf(ctx, second)).toBeNull();
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0);

    expect((await signIn(ctx, u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(ctx, u.email, newPassword)).statusCode).toBe(200);

    const again = await post(ctx, '/api/auth/reset-password', { token, newPassword: `Inca-una-${uid()}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN'); // → 'Link invalid sau expirat…'

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/nu-exista?callbackURL=%2Freset-password',
    });
    expect(bad.statusCode).toBe(302);
    const badTarget = new URL(bad.headers.location as string, ctx.config.publicUrl);
    expect(badTarget.pathname + badTarget.search).toBe('/reset-password?error=INVALID_TOKEN');
  });

  it('signs out: the session row goes and the cookie is cleared', async () => {
    const u = await createVerifiedUser(ctx);
    const res = await post(ctx, '/api/auth/sign-out', {}, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(
      /better-auth\.session_token=;.*Max-Age=0/i,
    );
    expect(await sessionOf(ctx, u.cookie)).toBeNull();
  });

  it('renews a session on use', async () => {
    const u = await createVerifiedUser(ctx);
    const soon = new Date(Date.now() + 5 * 24 * 3600_000);
    await ctx.database.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, u.id));
    expect(await sessionOf(ctx, u.cookie)).not.toBeNull();
    const [row] = await ctx.database.db.select().from(session).where(eq(session.userId, u.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('reads the session of API routes from the signed cookie: forged, signed-out and expired ones are guests; renewal still happens', async () => {
    const u = await createVerifiedUser(ctx);
    const settings = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/synonyms/settings', headers: { cookie } });
    expect((await settings(u.cookie)).statusCode).toBe(200);
    expect((await settings(u.cookie)).statusCode).toBe(200); // remembered for a few seconds

    // a forged signature, or another token under a valid-looking signature: a guest
    const [name, value] = [
      u.cookie.slice(0, u.cookie.indexOf('=')),
      u.cookie.slice(u.cookie.indexOf('=') + 1),
    ];
    const raw = decodeURIComponent(value);
    const dot = raw.lastIndexOf('.');
    const forged = `${name}=${encodeURIComponent(`${raw.slice(0, dot)}.${'A'.repeat(43)}=`)}`;
    expect((await settings(forged)).statusCode).toBe(401);
    // (another first character: a token that starts with 'x' stayed the same, 1 run in ~60)
    const other = raw.startsWith('x') ? 'y' : 'x';
    const swapped = `${name}=${encodeURIComponent(`${other}${raw.slice(1, dot)}${raw.slice(dot)}`)}`;
    expect((await settings(swapped)).statusCode).toBe(401);
    expect(verifiedToken(value, 'another secret')).toBeNull();

    // due for renewal: better-auth renews it through an API route as well
    const soon = new Date(Date.now() + 5 * 24 * 3600_000);
    await ctx.database.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, u.id));
    ctx.app.sessionReader.clear();
    expect((await settings(u.cookie)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(session).where(eq(session.userId, u.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    // expired: a guest
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, u.id));
    ctx.app.sessionReader.clear();
    expect((await settings(u.cookie)).statusCode).toBe(401);

    // signed out through this server: a guest at once, even though it was just remembered
    const v = await createVerifiedUser(ctx);
    expect((await settings(v.cookie)).statusCode).toBe(200);
    expect((await post(ctx, '/api/auth/sign-out', {}, { cookie: v.cookie })).statusCode).toBe(200);
    expect((await settings(v.cookie)).statusCode).toBe(401);
  });

  it('refuses state-changing auth requests from another origin (CSRF)', async () => {
    const u = await createVerifiedUser(ctx);
    for (const origin of [undefined, 'https://rau.example', 'null']) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (origin) headers.origin = origin;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers,
        payload: { email: u.email, password: u.password },
      });
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.json().error).toBe(ORIGIN_REFUSED);
      expect(res.headers['set-cookie']).toBeUndefined();
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { ...headers, cookie: u.cookie },
        payload: {},
      });
      expect(out.statusCode).toBe(403);
    }
    expect(await sessionOf(ctx, u.cookie)).not.toBeNull();
  });

  it('stops a guesser at one address (429) while the owner signs in on the first try from another', async () => {
    const u = await createVerifiedUser(ctx);
    const from = (remoteAddress: string, password: string) =>
      signInFrom(ctx, remoteAddress, u.email, password);
    // 10 failed attempts per account and address in 15 minutes
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await from('10.9.9.9', `Gresit-${i}-parola`)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    const blocked = await from('10.9.9.9', `Gresit-inca-o-data`);
    expect(blocked.json().error).toMatch(
      /^Prea multe încercări\. Încearcă din nou peste \d+ (minute|de minute|minut)\.$/,
    );
    // the owner, elsewhere, gets in at once; the guesser stays stopped
    const owner = await from('10.9.9.10', u.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['set-cookie']).toBeDefined();
    expect((await from('10.9.9.9', `Gresit-dupa`)).statusCode).toBe(429);
    expect((await from('10.9.9.10', u.password)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(rateLimit)
      .where(like(rateLimit.key, 'slove:auth:sign-in-failed%'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.includes(u.email))).toBe(false); // no e-mail address in clear
  });

  it('slows guessing from many addresses with a growing delay, up to the ceiling', async () => {
    expect([9, 10, 11, 12, 13, 14, 29].map(signInDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000]);
    const u = await createVerifiedUser(ctx);
    const from = (remoteAddress: string, password: string) =>
      signInFrom(ctx, remoteAddress, u.email, password);
    const took: number[] = [];
    for (let i = 0; i < 14; i++) {
      const started = performance.now();
      expect((await from(`10.8.0.${i + 1}`, `Gresit-${i}-parola`)).statusCode).toBe(401);
      took.push(performance.now() - started);
    }
    // the 12th, 13th and 14th attempts waited 250, 500 and 1000 ms before their check
    expect(took[11]).toBeGreaterThanOrEqual(240);
    expect(took[13]).toBeGreaterThanOrEqual(990);
    const started = performance.now();
    const owner = await from('10.8.1.1', u.password);
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(signInDelayMs(14) - 10);
  });

  it('refuses parallel guesses from 100 addresses past the ceiling; the owner’s device signs in at once', async () => {
    const u = await createVerifiedUser(ctx);
    const from = (remoteAddress: string, password: string, cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress,
        headers: {
          origin: ctx.config.publicUrl,
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
        payload: { email: u.email, password },
      });
    // the owner signed in on this tablet before: it holds the account's device cookie
    const first = await from('10.5.0.1', u.password);
    expect(first.statusCode).toBe(200);
    const deviceCookie = ([] as string[])
      .concat(first.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(deviceCookieName(u.id)))!;
    expect(deviceCookie).toMatch(/; Path=\/api\/auth; HttpOnly; SameSite=Lax/);
    const device = deviceCookie.split(';')[0]!;

    // 200 guesses at once, 2 from each of 100 addresses
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => from(`10.4.${i % 100}.9`, `Gresit-${i}-parola`)),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.account.ceiling);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(
      200 - SIGN_IN_LIMITS.account.ceiling,
    );
    expect(guesses.find((r) => r.statusCode === 429)!.json().error).toMatch(
      /^Prea multe încercări pentru acest cont\. Încearcă din nou peste \d+ (minute|de minute|minut) sau intră de pe un dispozitiv pe care te-ai mai conectat\.$/,
    );

    // the owner's tablet: in at once, whatever the guessing
    const started = performance.now();
    const owner = await from('10.5.0.1', u.password, device);
    const took = performance.now() - started;
    expect(owner.statusCode).toBe(200);
    expect(took).toBeLessThanOrEqual(1000);
    // a device that never signed in to the account is refused while the guessing lasts…
    expect((await from('10.5.0.2', u.password)).statusCode).toBe(429);
    // …and so is a forged or another account's device cookie
    const [name, value] = device.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await from('10.5.0.3', u.password, forged)).statusCode).toBe(429);
    const other = await createVerifiedUser(ctx);
    const theirs = ([] as string[])
      .concat((await signInFrom(ctx, '10.5.0.4', other.email, other.password)).headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(deviceCookieName(other.id)))!
      .split(';')[0]!
      .replace(deviceCookieName(other.id), deviceCookieName(u.id));
    expect((await from('10.5.0.4', u.password, theirs)).statusCode).toBe(429);
    // the device's own wrong passwords are its own: 10, then it is stopped, the others not
    for (let i = 0; i < 10; i++)
      expect((await from('10.5.0.1', `Gresit-tableta-${i}`, device)).statusCode).toBe(401);
    expect((await from('10.5.0.1', u.password, device)).statusCode).toBe(429);
  });

  it('limits per client address; X-Forwarded-For is ignored unless TRUST_PROXY', async () => {
    const reset = (i: number, ip: string, remoteAddress = '10.1.1.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress,
        headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json', 'x-forwarded-for': ip },
        payload: { email: `adresa-${i}-${uid()}@example.com`, redirectTo: '/reset-password' },
      });
    // (ten at a time: each answer waits for its constant-time step, the counter is atomic)
    const codes: number[] = [];
    for (let i = 0; i < 60; i += 10)
      codes.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, j) => reset(i + j, `203.0.113.${i + j}`)))).map(
          (res) => res.statusCode,
        ),
      );
    codes.push((await reset(60, '203.0.113.60')).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes[60]).toBe(429); // a spoofed header did not make 61 clients
    expect((await reset(99, '203.0.113.99', '10.1.1.2')).statusCode).toBe(200); // another client is not affected
  });
});

describe.each(backends)('the username availability check on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const from = (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json' },
      payload,
    });

  it("tells only what a sign-up tells, from sign-up's own budget per address", async () => {
    const first = await from('10.9.0.1', '/api/auth/is-username-available', { username: 'nimeni_inca' });
    expect(first.json()).toEqual({ available: true });
    const codes: number[] = [first.statusCode];
    for (let i = 1; i < 100; i++)
      codes.push(
        (await from('10.9.0.1', '/api/auth/is-username-available', { username: `n_${i}` })).statusCode,
      );
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    const over = await from('10.9.0.1', '/api/auth/is-username-available', { username: 'inca_unul' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Prea multe încercări/);
    // the checks spent the address's sign-ups too: together they never tell more than sign-up alone
    const signUp = await from('10.9.0.1', '/api/auth/sign-up/email', {
      email: `nou-${uid()}@example.com`,
      password: 'Borcan-cu-litere-7',
      name: 'nou_jucator',
      username: 'nou_jucator',
    });
    expect(signUp.statusCode).toBe(429);
    // another address is not affected
    const other = await from('10.9.0.2', '/api/auth/is-username-available', { username: 'inca_unul' });
    expect(other.statusCode).toBe(200);
  });
});

describe.each(backends)('accounts behind a proxy and over https on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { TRUST_PROXY: 'true', PUBLIC_URL: 'https://slove.example' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('takes the client address from X-Forwarded-For when TRUST_PROXY is on', async () => {
    const reset = (i: number, ip: string) =>
      post(
        ctx,
        '/api/auth/request-password-reset',
        { email: `p-${i}-${uid()}@example.com`, redirectTo: '/reset-password' },
        { 'x-forwarded-for': ip },
      );
    for (let i = 0; i < 60; i += 10)
      for (const res of await Promise.all(Array.from({ length: 10 }, (_, j) => reset(i + j, '198.51.100.7'))))
        expect(res.statusCode).toBe(200);
    const over = await reset(60, '198.51.100.7');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Prea multe încercări/);
    expect((await reset(61, '198.51.100.8')).statusCode).toBe(200);
  });

  it('sets Secure session cookies when the public URL is https', async () => {
    const u = await createVerifiedUser(ctx);
    const res = await signIn(ctx, u.email, u.password);
    expect(res.statusCode).toBe(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('shares the counters between two server instances on one database', async () => {
    const second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      authSecret: 'test-secret-test-secret-test-secret-123',
      webDist: false,
    });
    await second.ready();
    try {
      const email = `doua-${uid()}@example.com`;
      const attempt = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: {
            origin: ctx.config.publicUrl,
            'content-type': 'application/json',
            'x-forwarded-for': '192.0.2.77',
          },
          payload: { email, password: 'Gresit-gresit-1' },
        });
      for (let i = 0; i < 5; i++) expect((await attempt(ctx.app)).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(ctx.app)).statusCode).toBe(429);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

/** The decoded Subject of a raw mail (RFC 2047 encoded-words). */
function decodeSubject(mail: string): string {
  const m = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail);
  if (!m) return '';
  return m[1]!
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
