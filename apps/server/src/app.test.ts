import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, createVerifiedUser, type TestContext } from './test/context.ts';

describe.each(backends)('foundation API on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('reports health to the public as ok or not, nothing more (no database kind, no versions)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
  });

  it('answers an unknown API path with a JSON 404, under /api/auth too', async () => {
    for (const url of ['/api/nu-exista', '/api/auth/nu-exista', '/api/auth/get-session/'])
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await ctx.app.inject({ method, url });
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
        expect(res.headers['content-type']).toContain('application/json');
        if (method === 'GET') expect(res.json().error).toMatch(/^Ruta API GET \/api\/.* nu există\.$/);
      }
  });

  it('marks every answer made for a signed-in player, or about an account, private and never stored', async () => {
    const { cookie } = await createVerifiedUser(ctx);
    const cacheControl = async (url: string, signedIn: boolean) =>
      (await ctx.app.inject({ method: 'GET', url, headers: signedIn ? { cookie } : {} })).headers[
        'cache-control'
      ];
    for (const url of [
      '/api/wordle/progress',
      '/api/classic/stats',
      '/api/crosswords',
      '/api/auth/get-session',
    ])
      expect([url, await cacheControl(url, true)]).toEqual([url, 'private, no-store']);
    // the same list for a visitor is everyone's: it may be kept, revalidated
    expect(await cacheControl('/api/crosswords', false)).toBe('no-cache');
    expect(await cacheControl('/api/auth/get-session', false)).toBe('private, no-store');
    // public content keeps its own
    expect(await cacheControl('/api/quiz/questions', false)).toMatch(/^public/);
  });

  it('answers an address that cannot be decoded with a Romanian 400', async () => {
    for (const url of ['/api/%E2%80', '/%E2%80', '/api/classic/sets/%C0']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().error).toBe('Adresa cererii nu este validă.');
    }
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'JSON invalid în corpul cererii.', statusCode: 400 });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.ro', password: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/64 KB/);
  });

  it('sends security headers on API responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signs up, confirms by mail and signs in a user', async () => {
    const user = await createVerifiedUser(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
  });
});

describe('graceful close', () => {
  it('lets an in-flight request finish before the app closes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ctx = await createTestContext('pglite', {}, (app) => {
      app.get('/api/test-slow', async () => {
        await gate;
        return { done: true };
      });
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as { port: number }).port;
    const pending = fetch(`http://127.0.0.1:${port}/api/test-slow`).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 100));
    setTimeout(release, 300);
    await ctx.close(); // app.close() waits for the request, then the database closes
    await expect(pending).resolves.toEqual({ done: true });
  });
});
