/**
 * Account names and the auth flows' messages through the real API: usernames with Romanian
 * letters and spaces, unique whatever their case and diacritics; limits on every free text
 * with a Romanian 400; and no English message from better-auth on any flow a player meets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUTH_CODE_TEXTS, authStatusText } from '@slove/core/auth-messages';
import { NAME_TEXTS } from '@slove/core/names';
import { user } from '../db/schema.ts';
import { backends, createTestContext, createVerifiedUser, type TestContext } from '../test/context.ts';
import { PASSWORD_TOO_COMMON_MESSAGE } from './passwords.ts';

const uid = () => randomBytes(4).toString('hex');
const PASSWORD = 'Borcan-cu-litere-7';

function call(ctx: TestContext, url: string, payload?: unknown, cookie?: string, method = 'POST') {
  return ctx.app.inject({
    method: method as 'POST',
    url,
    headers: {
      origin: ctx.config.publicUrl,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const signUp = (ctx: TestContext, username: unknown, extra: Record<string, unknown> = {}) =>
  call(ctx, '/api/auth/sign-up/email', {
    email: `n-${uid()}@example.com`,
    password: PASSWORD,
    name: username,
    username,
    displayName: username,
    ...extra,
  });

/** Every Romanian text an auth error may carry. */
const ROMANIAN = new Set([
  ...Object.values(AUTH_CODE_TEXTS),
  ...[400, 401, 403, 404, 422, 500].map(authStatusText),
  PASSWORD_TOO_COMMON_MESSAGE,
]);

describe.each(backends)('account names and messages on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('accepts Romanian letters and spaces; a username is unique whatever its case and diacritics', async () => {
    const name = `Ștefan Pop ${uid()}`;
    const res = await signUp(ctx, `  ${name.replace(' ', '   ')} `);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db
      .select({
        username: user.username,
        displayUsername: user.displayUsername,
        displayName: user.displayName,
      })
      .from(user)
      .where(eq(user.id, res.json().user.id));
    expect(row).toEqual({
      username: name.toLowerCase().replace('ș', 's'),
      displayUsername: name,
      displayName: name,
    });
    for (const twin of [name.toUpperCase(), name.replace('Ș', 'S'), name.replace('Ș', 'Ş')]) {
      const again = await signUp(ctx, twin);
      expect(again.statusCode, twin).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'USERNAME_IS_ALREADY_TAKEN',
        message: NAME_TEXTS.usernameTaken,
      });
    }
    for (const ok of ['Ana-Maria', 'ion.popescu_2', 'Țuțu']) {
      const r = await signUp(ctx, `${ok}${uid()}`);
      expect(r.statusCode, ok).toBe(200);
    }
  });

  it('refuses a bad username with its Romanian reason', async () => {
    const cases: [string, string][] = [
      ['ab', NAME_TEXTS.usernameTooShort],
      ['a'.repeat(31), NAME_TEXTS.usernameTooLong],
      ['ion<b>', NAME_TEXTS.usernameInvalid],
      ['-ion', NAME_TEXTS.usernameInvalid],
      ['Иван', NAME_TEXTS.usernameInvalid],
      ['12345', NAME_TEXTS.usernameInvalid],
      ['   ', NAME_TEXTS.usernameRequired],
    ];
    for (const [name, message] of cases) {
      const res = await signUp(ctx, name, { displayName: 'Ion', name: 'Ion' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(message);
    }
  });

  it('limits the display name (sign-up and profile) and the deletion reason with a Romanian 400', async () => {
    const huge = 'A'.repeat(60_000);
    const long = await signUp(ctx, `lung_${uid()}`, { displayName: huge });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(NAME_TEXTS.displayNameTooLong);
    const longName = await signUp(ctx, `lung_${uid()}`, { name: huge, displayName: 'Ana' });
    expect(longName.statusCode).toBe(400);

    const u = await createVerifiedUser(ctx);
    const update = await call(ctx, '/api/auth/update-user', { displayName: huge }, u.cookie);
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe(NAME_TEXTS.displayNameTooLong);
    const control = await call(ctx, '/api/auth/update-user', { displayName: 'Ana\u0000' }, u.cookie);
    expect(control.statusCode).toBe(400); // (refused by the JSON body's own check, in Romanian)
    expect(control.json().error).toMatch(/caractere de control/);
    const fine = await call(ctx, '/api/auth/update-user', { displayName: '  Ana   Maria ' }, u.cookie);
    expect(fine.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.displayName).toBe('Ana Maria');

    const reason = await call(ctx, '/api/account/delete', { email: u.email, reason: huge }, u.cookie);
    expect(reason.statusCode).toBe(400);
    expect(reason.json().error).toMatch(/Motivul poate avea cel mult 2000 de caractere/);
  });

  it('never answers an English message on the flows a player meets', async () => {
    const u = await createVerifiedUser(ctx);
    const unconfirmed = `neconfirmat-${uid()}@example.com`;
    await call(ctx, '/api/auth/sign-up/email', {
      email: unconfirmed,
      password: PASSWORD,
      name: `nc_${uid()}`,
      username: `nc_${uid()}`,
    });
    const flows: [string, unknown, string?, string?][] = [
      ['/api/auth/sign-up/email', {}],
      ['/api/auth/sign-up/email', { email: 'nu-e-email', password: PASSWORD, username: `x_${uid()}` }],
      [
        '/api/auth/sign-up/email',
        { email: `a-${uid()}@example.com`, password: 'a1', username: `x_${uid()}` },
      ],
      ['/api/auth/sign-up/email', { email: `a-${uid()}@example.com`, username: `x_${uid()}`, name: 'x' }],
      ['/api/auth/sign-up/email', { email: u.email, password: PASSWORD, username: `x_${uid()}`, name: 'x' }],
      [
        '/api/auth/sign-up/email',
        { email: `a-${uid()}@example.com`, password: '123456', username: `x_${uid()}` },
      ],
      ['/api/auth/sign-in/email', { email: u.email, password: 'Parola-gresita-1' }],
      ['/api/auth/sign-in/email', { email: 'nu-e-email', password: 'x' }],
      ['/api/auth/sign-in/email', {}],
      ['/api/auth/sign-in/email', { email: unconfirmed, password: PASSWORD }],
      ['/api/auth/sign-in/username', { username: 'Ștefan Pop', password: 'x' }],
      ['/api/auth/sign-in/username', { username: 'ab', password: 'x' }],
      ['/api/auth/request-password-reset', { email: 'nu-e-email' }],
      ['/api/auth/reset-password', { token: 'fals', newPassword: PASSWORD }],
      ['/api/auth/reset-password', { token: 'fals', newPassword: 'a' }],
      ['/api/auth/change-password', { currentPassword: u.password, newPassword: PASSWORD }],
      ['/api/auth/change-password', { currentPassword: 'gresita-1', newPassword: PASSWORD }, u.cookie],
      ['/api/auth/change-password', { currentPassword: u.password, newPassword: 'a' }, u.cookie],
      ['/api/auth/change-password', { currentPassword: u.password, newPassword: 'x'.repeat(200) }, u.cookie],
      ['/api/auth/update-user', { displayName: 'Ana' }],
      ['/api/auth/update-user', { username: 'ab' }, u.cookie],
      ['/api/auth/is-username-available', { username: 'a' }],
      ['/api/auth/send-verification-email', { email: 'nu-e-email' }],
      ['/api/auth/verify-email?token=fals', undefined, undefined, 'GET'],
    ];
    for (const [url, body, cookie, method] of flows) {
      const res = await call(ctx, url, body, cookie, method);
      const label = `${url} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      const json = res.json() as { message?: string; error?: string };
      const text = json.message ?? json.error;
      expect(ROMANIAN.has(text ?? ''), label).toBe(true);
    }
  });
});
