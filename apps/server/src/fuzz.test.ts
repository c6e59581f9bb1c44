/**
 * Bounded fuzz sweep: every route of the app (better-auth's included) receives bad input —
 * malformed JSON, NUL and other control characters, huge and fractional numbers, deep nesting,
 * wrong types, odd path parameters and query strings — as a guest and signed in. No answer may
 * be a 5xx or carry a stack trace. The generator is seeded, so a failure repeats exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, createVerifiedUser, type TestContext } from './test/context.ts';

/** A seeded linear congruential generator (Numerical Recipes constants): enough for a sweep. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => (a = (Math.imul(a, 1664525) + 1013904223) >>> 0) / 4294967296;
}

const FIELDS = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'username',
  'name',
  'displayName',
  'token',
  'callbackURL',
  'rememberMe',
  'reason',
  'setId',
  'id',
  'word',
  'words',
  'day',
  'date',
  'days',
  'found',
  'foundWords',
  'dailyCorrect',
  'dailyGoal',
  'correct',
  'answered',
  'total',
  'guesses',
  'state',
  'settings',
  'progress',
  'classic',
  'synonyms',
  'quiz',
  'crosswords',
  'wordle',
  'endpoint',
  'keys',
  'clueId',
  'level',
  'hintLevel',
  'answer',
  'gridState',
  'hintsUsed',
  'score',
  'timeSpentSeconds',
  'completed',
  'revealCount',
  'sets',
  'items',
];

const STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\u001b[31mroșu\u001b[0m',
  '\u0007\u0008\u007f',
  '\ud800',
  'x'.repeat(3000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '2026-13-45',
  '9999-12-31',
  '1900-01-01',
  '0000-00-00',
  'null',
  '-1',
  '2147483648',
  'NaN',
  '__proto__',
  'a@b.ro',
  'ana@example.com\u0000',
  'ȘTERGE',
];

const NUMBERS = [0, -1, 1, 2147483647, 2147483648, -2147483649, 2 ** 60, 1e308, -1e308, 0.5, 1e-9];

function value(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 2 ? 4 : 7));
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)]!;
  switch (k) {
    case 0:
      return pick(STRINGS);
    case 1:
      return pick(NUMBERS);
    case 2:
      return pick([null, true, false]);
    case 3:
      return pick([[], {}]);
    case 4:
      return Array.from({ length: 1 + Math.floor(r() * 3) }, () => value(r, depth + 1));
    default:
      return object(r, depth + 1);
  }
}

/** A bad value for one field of a plausible body: mostly strings and numbers that break things. */
function bad(r: () => number): unknown {
  const x = r();
  if (x < 0.4) return STRINGS[Math.floor(r() * STRINGS.length)];
  if (x < 0.7) return NUMBERS[Math.floor(r() * NUMBERS.length)];
  return value(r, 2);
}

function object(r: () => number, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = 1 + Math.floor(r() * 5);
  for (let i = 0; i < n; i++) {
    const key =
      r() < 0.9 ? FIELDS[Math.floor(r() * FIELDS.length)]! : STRINGS[Math.floor(r() * STRINGS.length)]!;
    out[key] = value(r, depth);
  }
  return out;
}

const RAW_BODIES = [
  '{',
  '{"email":',
  '[',
  'null',
  '"x"',
  '12',
  '1e400',
  '{"setId": 1e400}',
  '{"a":"\\u0000"}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '\u0000',
  '\ufeff{}',
  '[]',
  '{}',
  '{"a":1,"a":2}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  '[{"b":'.repeat(3_000) + 'null' + '}]'.repeat(3_000),
];

const PARAMS = [
  '0',
  '-1',
  '1',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '1.5',
  'abc',
  '%00',
  '%E2%80',
  '2026-02-30',
  '9999-12-31',
  '1900-01-01',
  '..%2F..%2Fetc',
  'x'.repeat(300),
];

const QUERIES = [
  '',
  '?setId=2147483648',
  '?setId=-1',
  '?id=%00',
  '?token=%00',
  '?token=abc&callbackURL=%2F%2Fevil.example',
  '?day=9999-12-31',
  '?date=%00',
  '?limit=1e400',
  '?page=-5&limit=99999999',
  '?a[b][c]=1',
  '?%E2%80=1',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
];

/** Plausible bodies per route: the sweep breaks one field at a time, to get past the first check. */
const TEMPLATES: Record<string, Record<string, unknown>> = {
  '/api/auth/sign-up/email': {
    email: 'fuzz@example.com',
    password: 'Parola-sigura-123',
    name: 'fuzz_ana',
    username: 'fuzz_ana',
    displayName: 'Ana',
  },
  '/api/auth/sign-in/email': { email: 'fuzz@example.com', password: 'Parola-sigura-123' },
  '/api/auth/sign-in/username': { username: 'fuzz_ana', password: 'Parola-sigura-123' },
  '/api/auth/update-user': { displayName: 'Ana', name: 'Ana' },
  '/api/auth/reset-password': { token: 'abcdef', newPassword: 'Parola-noua-1234' },
  '/api/auth/request-password-reset': { email: 'fuzz@example.com', redirectTo: '/resetare-parola' },
  '/api/auth/change-password': { currentPassword: 'Parola-sigura-123', newPassword: 'Parola-noua-1234' },
  '/api/auth/is-username-available': { username: 'fuzz_ana' },
  '/api/auth/send-verification-email': { email: 'fuzz@example.com' },
  '/api/account/delete': { email: 'altcineva@example.com', reason: 'Nu mai joc.' },
  '/api/account/merge': { quiz: { completedQuestions: [1], totalCorrect: 1, totalAttempts: 1 } },
  '/api/classic/suggestions': { setId: 1, word: 'casă' },
  '/api/classic/words': { setId: 1, word: 'casă' },
  '/api/classic/progress/:setId': { foundWords: ['casă'] },
  '/api/quiz/progress': { completedQuestions: [1], totalCorrect: 1, totalAttempts: 1 },
  '/api/synonyms/progress': { setId: 1, foundSynonyms: ['iute'], hintUsed: false },
  '/api/synonyms/settings': { dailyGoal: 10 },
  '/api/wordle/progress': { day: '2026-01-01', guesses: ['CASĂS'] },
  '/api/crosswords/check': { clueId: 1, answer: 'CASA' },
  '/api/crosswords/hint': { clueId: 1, hintLevel: 1 },
  '/api/crosswords/:id/progress': { gridState: {}, completedClues: [], hintsUsed: 0, timeSpentSeconds: 0 },
  '/api/push/subscribe': { endpoint: 'https://push.example.com/x', keys: { p256dh: 'a', auth: 'b' } },
};

const REQUESTS_PER_ROUTE = 150;

/** Every method a client may send; each route also gets those it does not answer. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The routes of the app under /api, with HEAD beside every GET (Fastify answers it with GET's handler). */
function apiRoutes(table: { method: string; url: string }[]) {
  const routes = table.filter((route) => route.url.startsWith('/api'));
  return [...routes, ...routes.filter((r) => r.method === 'GET').map((r) => ({ ...r, method: 'HEAD' }))];
}

describe.each(backends)('fuzz sweep on %s', (backend) => {
  let ctx: TestContext;
  let cookie = '';
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    cookie = (await createVerifiedUser(ctx)).cookie;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (url: string, payload: string | undefined, withCookie = true) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        origin: ctx.config.publicUrl,
        ...(withCookie ? { cookie } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });

  it('refuses the six inputs that gave a 500 with a clear 400', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const cases: [string, string | undefined, RegExp][] = [
      ['/api/auth/sign-in/email', deep, /prea adânc/],
      ['/api/auth/update-user', 'null', /obiect JSON/],
      ['/api/auth/update-user', '{"displayName":"Ana\\u0000"}', /caractere de control/],
      [
        '/api/auth/reset-password',
        '{"token":"a\\u0000b","newPassword":"Parola-noua-1234"}',
        /caractere de control/,
      ],
      ['/api/account/delete', '{"email":"a@example.com","reason":"de ce\\u0000"}', /caractere de control/],
      ['/api/classic/suggestions', '{"setId":2147483648,"word":"casă"}', /./],
    ];
    for (const [url, payload, message] of cases) {
      const res = await post(url, payload);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().error).toMatch(message);
    }
    // an empty update is not an error, and not a 500
    const empty = await post('/api/auth/update-user', undefined);
    expect(empty.statusCode).toBeLessThan(500);
    // a line break in a reason is still fine
    const reason = await post(
      '/api/account/delete',
      '{"email":"a@example.com","reason":"rândul 1\\nrândul 2"}',
    );
    expect(reason.statusCode).toBe(200);
  });

  it(`answers ${REQUESTS_PER_ROUTE} bad requests per route with no 5xx and no stack trace`, async () => {
    const r = rng(19);
    const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
    const routes = apiRoutes(ctx.app.routeTable);
    expect(routes.some((route) => route.method === 'HEAD' && route.url === '/api/auth/*')).toBe(true);
    // every game and the accounts are reached
    for (const prefix of ['/api/auth/', '/api/account/', '/api/classic/', '/api/wordle/', '/api/quiz/'])
      expect(routes.some((route) => route.url.startsWith(prefix))).toBe(true);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (let i = 0; i < REQUESTS_PER_ROUTE; i++) {
        let url = route.url.replace(/:[A-Za-z]+/g, () => pick(PARAMS));
        if (url.endsWith('*'))
          url =
            url.slice(0, -1) +
            pick([
              'sign-in/email',
              'sign-up/email',
              'update-user',
              'reset-password',
              'verify-email',
              'change-password',
              'get-session',
              'sign-out',
              'request-password-reset',
              'is-username-available',
              'sign-in/username',
              'delete-user',
              pick(PARAMS),
            ]);
        const template = TEMPLATES[url.startsWith('/api/auth/') ? url : route.url];
        url += pick(QUERIES);
        const withBody =
          route.method === 'HEAD'
            ? false
            : route.method !== 'GET' && route.method !== 'DELETE'
              ? true
              : r() < 0.1;
        const contentType = pick(CONTENT_TYPES);
        const body = !withBody
          ? undefined
          : template && r() < 0.5
            ? JSON.stringify({ ...template, [pick(Object.keys(template))]: bad(r) })
            : r() < 0.3
              ? pick(RAW_BODIES)
              : JSON.stringify(r() < 0.8 ? object(r) : value(r));
        const headers: Record<string, string> = {};
        if (r() < 0.9) headers.origin = ctx.config.publicUrl;
        if (r() < 0.6) headers.cookie = cookie;
        if (body !== undefined && contentType) headers['content-type'] = contentType;
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          remoteAddress: `10.${Math.floor(r() * 250)}.${Math.floor(r() * 250)}.${1 + Math.floor(r() * 250)}`,
          ...(body !== undefined ? { payload: body } : {}),
        });
        sent++;
        if (res.statusCode >= 500 || /\n\s+at |"stack"/.test(res.body))
          failures.push(
            `${res.statusCode} ${route.method} ${url} ${String(body).slice(0, 120)} → ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 600_000);

  it("answers HEAD like GET on every API route, better-auth's included, with no body", async () => {
    const session = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.body).toBe('');
    const urls = [
      ...new Set(
        apiRoutes(ctx.app.routeTable)
          .filter((route) => route.method === 'GET')
          .map((route) => route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'get-session')),
      ),
    ];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls)
      for (const withCookie of [false, true]) {
        const headers = withCookie ? { cookie } : {};
        const get = await ctx.app.inject({ method: 'GET', url, headers });
        const head = await ctx.app.inject({ method: 'HEAD', url, headers });
        expect([url, withCookie, head.statusCode]).toEqual([url, withCookie, get.statusCode]);
        expect(head.headers['content-type']).toBe(get.headers['content-type']);
        expect(head.body).toBe('');
      }
  });

  it('answers every method on every route, those it does not take too, with no 5xx', async () => {
    const r = rng(40);
    const urls = [...new Set(ctx.app.routeTable.map((route) => route.url))];
    const failures: string[] = [];
    for (const pattern of urls)
      for (const method of METHODS)
        for (let i = 0; i < 4; i++) {
          const url = pattern
            .replace(/:[A-Za-z]+/g, () => PARAMS[Math.floor(r() * PARAMS.length)]!)
            .replace(/\*$/, () => (i % 2 ? 'get-session' : 'sign-out'));
          const withBody = method !== 'GET' && method !== 'HEAD' && i > 1;
          const res = await ctx.app.inject({
            method,
            url,
            headers: {
              origin: ctx.config.publicUrl,
              ...(i % 2 ? { cookie } : {}),
              ...(withBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(withBody ? { payload: JSON.stringify(object(r)) } : {}),
          });
          if (res.statusCode >= 500 || /\n\s+at |"stack"/.test(res.body))
            failures.push(`${res.statusCode} ${method} ${url} → ${res.body.slice(0, 200)}`);
        }
    expect(failures.slice(0, 30)).toEqual([]);
  }, 300_000);
});
