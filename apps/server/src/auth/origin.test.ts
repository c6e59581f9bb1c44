/**
 * The same-origin check follows the request: with PUBLIC_URL unset, a page opened at
 * localhost, 127.0.0.1 or a LAN address may sign up, sign in and save; with PUBLIC_URL set,
 * that origin and ALLOWED_ORIGINS may. Foreign origins stay refused with the Romanian message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { backends, createTestContext, linkFromMail, outboxMails, type TestContext } from '../test/context.ts';
import { ORIGIN_REFUSED } from './origin.ts';

const uid = () => randomBytes(4).toString('hex');

/** A POST as a browser at `site` sends it (Host from the address, Origin from the page). */
function postAt(
  ctx: TestContext,
  site: { host: string; origin: string },
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { host: site.host, origin: site.origin, 'content-type': 'application/json', ...headers },
    payload: payload as object,
  });
}

/** Sign up, confirm and sign in from one site; returns the session cookie. */
async function accountAt(ctx: TestContext, site: { host: string; origin: string }): Promise<string> {
  const email = `origine-${uid()}@example.com`;
  const password = `Parola-sigura-${uid()}`;
  const username = `origine_${uid()}`;
  const up = await postAt(ctx, site, '/api/auth/sign-up/email', {
    email,
    password,
    name: username,
    username,
    callbackURL: '/',
  });
  expect(up.statusCode, up.body).toBe(200);
  const link = new URL(linkFromMail(outboxMails(ctx, email).at(-1)!));
  expect((await ctx.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(302);
  const signIn = await postAt(ctx, site, '/api/auth/sign-in/email', { email, password });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return ([] as string[])
    .concat(signIn.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe.each(backends)('same-origin check with PUBLIC_URL unset on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { PUBLIC_URL: '' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('accepts the origin the site was opened at: localhost, 127.0.0.1, a LAN address', async () => {
    expect(ctx.config.PUBLIC_URL).toBeUndefined();
    for (const host of ['localhost:3000', '127.0.0.1:3000', '192.168.1.23:3000']) {
      const site = { host, origin: `http://${host}` };
      const cookie = await accountAt(ctx, site);
      const save = await postAt(ctx, site, '/api/account/merge', {}, { cookie });
      expect(save.statusCode, `${host}: ${save.body}`).toBe(200);
      const out = await postAt(ctx, site, '/api/auth/sign-out', {}, { cookie });
      expect(out.statusCode, `${host}: ${out.body}`).toBe(200);
    }
  });

  it('refuses an origin other than the request’s own, and foreign sites', async () => {
    for (const origin of ['http://localhost:3000', 'https://127.0.0.1:3000', 'https://rau.example', 'null']) {
      const res = await postAt(ctx, { host: '127.0.0.1:3000', origin }, '/api/auth/sign-up/email', {
        email: `x-${uid()}@example.com`,
        password: `Parola-sigura-${uid()}`,
        username: `x_${uid()}`,
      });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error).toBe(ORIGIN_REFUSED);
    }
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto unless TRUST_PROXY', async () => {
    const res = await postAt(
      ctx,
      { host: '10.0.0.5:3000', origin: 'https://slove.example' },
      '/api/account/merge',
      {},
      { 'x-forwarded-host': 'slove.example', 'x-forwarded-proto': 'https' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ORIGIN_REFUSED);
  });
});

describe.each(backends)('same-origin check behind a trusted proxy on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { PUBLIC_URL: '', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('takes the site from X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const forwarded = { 'x-forwarded-host': 'slove.example', 'x-forwarded-proto': 'https' };
    const site = { host: '10.0.0.5:3000', origin: 'https://slove.example' };
    const ok = await postAt(
      ctx,
      site,
      '/api/auth/sign-up/email',
      {
        email: `p-${uid()}@example.com`,
        password: `Parola-sigura-${uid()}`,
        name: `p_${uid()}`,
        username: `p_${uid()}`,
      },
      forwarded,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const direct = await postAt(
      ctx,
      { host: '10.0.0.5:3000', origin: 'http://10.0.0.5:3000' },
      '/api/account/merge',
      {},
      forwarded,
    );
    expect(direct.statusCode).toBe(403);
  });
});

describe.each(backends)('same-origin check with PUBLIC_URL and ALLOWED_ORIGINS on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      PUBLIC_URL: 'https://slove.example',
      ALLOWED_ORIGINS: 'https://www.slove.example, http://192.168.1.23:3000',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('accepts PUBLIC_URL’s origin and the listed ones, nothing else', async () => {
    const attempt = (origin: string) =>
      postAt(ctx, { host: '192.168.1.23:3000', origin }, '/api/auth/sign-up/email', {
        email: `l-${uid()}@example.com`,
        password: `Parola-sigura-${uid()}`,
        name: `l_${uid()}`,
        username: `l_${uid()}`,
        callbackURL: '/',
      });
    for (const origin of ['https://slove.example', 'https://www.slove.example', 'http://192.168.1.23:3000']) {
      const res = await attempt(origin);
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
    }
    // the request's own address is not enough once PUBLIC_URL is set
    const own = await postAt(
      ctx,
      { host: '10.0.0.7:3000', origin: 'http://10.0.0.7:3000' },
      '/api/account/merge',
      {},
    );
    expect(own.statusCode).toBe(403);
    for (const origin of [
      'https://rau.example',
      'http://slove.example',
      'https://slove.example.rau.example',
    ]) {
      const res = await attempt(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error).toBe(ORIGIN_REFUSED);
    }
  });
});
