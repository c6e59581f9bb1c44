/**
 * Morning and evening reminders by Web Push, end to end: subscriptions stored through the API
 * (a guest's device and a signed-in user's), the scheduler's slot sent to a push service
 * started by the test on 127.0.0.1, each message decrypted with the subscription's own keys,
 * the VAPID signature checked, one sender per slot (the database lock), gone subscriptions
 * deleted, the Bucharest clock in winter and summer time, and the VAPID keys kept in DATA_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { dayKey } from '@slove/core/day';
import { loadConfig } from '../config.ts';
import { jobRuns, pushSubscriptions } from '../db/schema.ts';
import { pushEndpointAllowed, sendPush, vapidKeys, type VapidKeys } from '../lib/push.ts';
import { PUSH_OTHER_ACCOUNT } from './routes.ts';
import {
  backends,
  createTestContext,
  createVerifiedUser,
  type TestContext,
  type TestUser,
} from '../test/context.ts';
import {
  decryptPush,
  deviceKeys,
  startPushService,
  verifyVapid,
  type DeviceKeys,
  type PushService,
  type ReceivedPush,
} from '../test/push.ts';
import { REMINDER_MESSAGES, dueSlot, runReminderSlot, type ReminderSlot } from './scheduler.ts';
import { CONTROL_CHARS } from '../lib/json-body.ts';

describe('dueSlot: 09:00 and 19:00 Bucharest time, summer time included', () => {
  /** [instant, the slot due then (on that day) or null] */
  const cases: Record<string, [string, ReminderSlot | null][]> = {
    'winter (UTC+2)': [
      ['2026-01-15T06:59:59Z', null],
      ['2026-01-15T07:00:00Z', 'morning'],
      ['2026-01-15T08:59:59Z', 'morning'],
      ['2026-01-15T09:00:00Z', null],
      ['2026-01-15T16:59:59Z', null],
      ['2026-01-15T17:00:00Z', 'evening'],
      ['2026-01-15T18:59:59Z', 'evening'],
      ['2026-01-15T19:00:00Z', null],
    ],
    'summer (UTC+3)': [
      ['2026-07-15T05:59:59Z', null],
      ['2026-07-15T06:00:00Z', 'morning'],
      ['2026-07-15T07:59:59Z', 'morning'],
      ['2026-07-15T08:00:00Z', null],
      ['2026-07-15T15:59:59Z', null],
      ['2026-07-15T16:00:00Z', 'evening'],
      ['2026-07-15T18:00:00Z', null],
    ],
    // 2026-03-29: 03:00 becomes 04:00, so 09:00 is 06:00 UTC
    'the last Sunday of March': [
      ['2026-03-29T05:59:59Z', null],
      ['2026-03-29T06:00:00Z', 'morning'],
      ['2026-03-29T16:00:00Z', 'evening'],
    ],
    // 2026-10-25: 04:00 becomes 03:00, so 09:00 is 07:00 UTC
    'the last Sunday of October': [
      ['2026-10-25T06:59:59Z', null],
      ['2026-10-25T07:00:00Z', 'morning'],
      ['2026-10-25T16:59:59Z', null],
      ['2026-10-25T17:00:00Z', 'evening'],
    ],
  };
  it.each(Object.entries(cases))('%s', (_name, list) => {
    for (const [iso, slot] of list)
      expect(dueSlot(new Date(iso)), iso).toEqual(slot ? { slot, day: iso.slice(0, 10) } : null);
  });
});

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-vapid-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('are generated once and kept in DATA_DIR: the same public key after a restart', () => {
    const dir = tempDir();
    const first = vapidKeys(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }));
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(first.subject).toBe('mailto:contact@slove.ro');
    const file = path.join(dir, 'secrets', 'vapid-keys.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    // a new process: a new configuration object on the same folder
    expect(vapidKeys(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }))).toEqual(first);
    // another data folder, another key pair
    expect(vapidKeys(loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir() })).publicKey).not.toBe(
      first.publicKey,
    );
  });

  it('come from the configuration when set (and then nothing is written)', () => {
    const dir = tempDir();
    const configured = webpush.generateVAPIDKeys();
    const keys = vapidKeys(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: configured.publicKey,
        VAPID_PRIVATE_KEY: configured.privateKey,
        VAPID_SUBJECT: 'https://slove.example',
      }),
    );
    expect(keys).toEqual({ ...configured, subject: 'https://slove.example' });
    expect(fs.existsSync(path.join(dir, 'secrets', 'vapid-keys.json'))).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, VAPID_PUBLIC_KEY: configured.publicKey }),
    ).toThrow(/go together/);
  });
});

describe.each(backends)('reminders by Web Push (%s)', (backend) => {
  let ctx: TestContext;
  let push: PushService;
  let keys: VapidKeys;
  let alice: TestUser;
  const devices = new Map<string, DeviceKeys>();
  const today = dayKey();

  const db = () => ctx.database.db;
  const post = (url: string, body: unknown, user?: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        origin: ctx.config.publicUrl,
        'content-type': 'application/json',
        ...(user ? { cookie: user.cookie } : {}),
      },
      payload: JSON.stringify(body),
    });
  /** Subscribe a new device through the API; returns its endpoint path. */
  const subscribe = async (name: string, flags: { morning: boolean; evening: boolean }, user?: TestUser) => {
    const device = deviceKeys();
    const endpointPath = `/push/${name}`;
    devices.set(endpointPath, device);
    const res = await post(
      '/api/push/subscribe',
      { endpoint: `${push.url}${endpointPath}`, keys: device.json, ...flags },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    return endpointPath;
  };
  /** Check one received push completely and return its decrypted message. */
  const open = (r: ReceivedPush) => {
    expect(r.method).toBe('POST');
    expect(r.headers['content-encoding']).toBe('aes128gcm');
    expect(r.headers['content-type']).toBe('application/octet-stream');
    expect(Number(r.headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(String(r.headers.authorization));
    expect(vapid.publicKey).toBe(keys.publicKey);
    expect(vapid.claims.aud).toBe(push.url);
    expect(vapid.claims.sub).toBe(keys.subject);
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    return JSON.parse(decryptPush(r.body, devices.get(r.path)!)) as Record<string, unknown>;
  };
  const message = (slot: ReminderSlot) => ({ ...REMINDER_MESSAGES[slot], tag: `slove-${slot}` });
  const paths = (list: ReceivedPush[]) => list.map((r) => r.path).sort();

  beforeAll(async () => {
    push = await startPushService();
    // the test's push service listens on 127.0.0.1 over http
    ctx = await createTestContext(backend, { PUSH_ALLOW_INSECURE: 'true' });
    keys = vapidKeys(ctx.config);
    alice = await createVerifiedUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await push?.close();
  });

  it('publishes the public VAPID key kept in the data folder', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().push).toEqual({ publicKey: keys.publicKey });
    expect(fs.existsSync(path.join(ctx.dataDir, 'secrets', 'vapid-keys.json'))).toBe(true);
  });

  it('stores subscriptions per device, for a guest and for a signed-in user', async () => {
    const guest = await subscribe('guest', { morning: true, evening: true });
    await subscribe('alice', { morning: true, evening: true }, alice);
    await subscribe('evening-only', { morning: false, evening: true });
    await subscribe('both-off', { morning: false, evening: false });
    const rows = await db().select().from(pushSubscriptions);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.endpoint.endsWith('/push/alice'))).toMatchObject({
      user_id: alice.id,
      morning: true,
      evening: true,
    });
    expect(rows.find((r) => r.endpoint.endsWith(guest))).toMatchObject({
      user_id: null,
      p256dh: devices.get(guest)!.json.p256dh,
    });
    // the same device again updates its row (new keys, new switches), no second row
    const renewed = deviceKeys();
    devices.set('/push/both-off', renewed);
    const again = await post('/api/push/subscribe', {
      endpoint: `${push.url}/push/both-off`,
      keys: renewed.json,
      morning: false,
      evening: false,
    });
    expect(again.statusCode).toBe(200);
    const row = (
      await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${push.url}/push/both-off`))
    )[0]!;
    expect(row).toMatchObject({ p256dh: renewed.json.p256dh, auth: renewed.json.auth });
    expect(await db().select().from(pushSubscriptions)).toHaveLength(4);
  });

  it('refuses bad subscriptions with a 400 and a Romanian message', async () => {
    const good = deviceKeys().json;
    const notOnCurve = `B${Buffer.alloc(64, 7).toString('base64url')}`;
    const cases: [unknown, string][] = [
      [{ endpoint: 'ftp://push.example/x', keys: good, morning: true, evening: true }, 'Abonament invalid.'],
      [{ endpoint: 'nu e o adresă', keys: good, morning: true, evening: true }, 'Abonament invalid.'],
      [
        { endpoint: `${push.url}/push/x`, keys: { ...good, p256dh: 'abc' }, morning: true, evening: true },
        'Abonament invalid.',
      ],
      [
        {
          endpoint: `${push.url}/push/x`,
          keys: { ...good, p256dh: Buffer.alloc(40, 4).toString('base64url') },
          morning: true,
          evening: true,
        },
        'Abonament invalid.',
      ],
      [
        {
          endpoint: `${push.url}/push/x`,
          keys: { ...good, auth: Buffer.alloc(8, 1).toString('base64url') },
          morning: true,
          evening: true,
        },
        'Abonament invalid.',
      ],
      [
        {
          endpoint: `${push.url}/push/x`,
          keys: { ...good, p256dh: notOnCurve },
          morning: true,
          evening: true,
        },
        'Abonament invalid.',
      ],
      [{ endpoint: `${push.url}/push/x`, keys: good, morning: 'da', evening: true }, 'Abonament invalid.'],
      // a control character is refused for every body, before the route sees it
      [{ endpoint: `${push.url}/push/x\u0000`, keys: good, morning: true, evening: true }, CONTROL_CHARS],
      [{ endpoint: `${push.url}/push/x` }, 'Abonament invalid.'],
    ];
    for (const [body, error] of cases) {
      const res = await post('/api/push/subscribe', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    for (const [body, error] of [
      [{}, 'Abonament invalid.'],
      [{ endpoint: '' }, 'Abonament invalid.'],
      [{ endpoint: 'x'.repeat(1001) }, 'Abonament invalid.'],
      [{ endpoint: 'a\u0000b' }, CONTROL_CHARS],
    ] as const) {
      const res = await post('/api/push/unsubscribe', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect(await db().select().from(pushSubscriptions)).toHaveLength(4);
  });

  it('keeps a device with its account: another user or a guest neither takes it over nor drops it', async () => {
    const bob = await createVerifiedUser(ctx);
    const endpoint = `${push.url}/push/alice`;
    const takeover = await post(
      '/api/push/subscribe',
      { endpoint, keys: deviceKeys().json, morning: false, evening: false },
      bob,
    );
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().error).toBe(PUSH_OTHER_ACCOUNT);
    expect(
      (
        await post('/api/push/subscribe', {
          endpoint,
          keys: deviceKeys().json,
          morning: false,
          evening: false,
        })
      ).statusCode,
    ).toBe(409);
    expect((await post('/api/push/unsubscribe', { endpoint }, bob)).statusCode).toBe(200);
    expect((await post('/api/push/unsubscribe', { endpoint })).statusCode).toBe(200);
    const row = (
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
    )[0];
    expect(row).toMatchObject({
      user_id: alice.id,
      morning: true,
      evening: true,
      p256dh: devices.get('/push/alice')!.json.p256dh,
    });
    // a guest's device becomes the account's when its player signs in
    const shared = await subscribe('signs-in-later', { morning: false, evening: false });
    const claimed = await post(
      '/api/push/subscribe',
      { endpoint: `${push.url}${shared}`, keys: devices.get(shared)!.json, morning: false, evening: false },
      bob,
    );
    expect(claimed.statusCode).toBe(200);
    expect(
      (
        await db()
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, `${push.url}${shared}`))
      )[0]?.user_id,
    ).toBe(bob.id);
    expect((await post('/api/push/unsubscribe', { endpoint: `${push.url}${shared}` }, bob)).statusCode).toBe(
      200,
    );
    expect(
      await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${push.url}${shared}`)),
    ).toHaveLength(0);
  });

  it('sends the morning slot: each message decrypts with its device keys; gone devices are deleted', async () => {
    await subscribe('gone', { morning: true, evening: true });
    await subscribe('missing', { morning: true, evening: false });
    push.statusFor.set('/push/gone', 410);
    push.statusFor.set('/push/missing', 404);
    push.received.length = 0;

    const result = await runReminderSlot(db(), keys, 'morning', today);
    expect(result).toEqual({ sent: 2, failed: 0, removed: 2 });
    expect(paths(push.received)).toEqual(['/push/alice', '/push/gone', '/push/guest', '/push/missing']);
    for (const r of push.received) expect(open(r)).toEqual(message('morning'));
    expect(message('morning')).toMatchObject({
      title: 'Bună dimineața de la Slove!',
      url: '/sinonime-simple',
      tag: 'slove-morning',
    });

    const rows = await db().select().from(pushSubscriptions);
    expect(rows.map((r) => r.endpoint.slice(push.url.length)).sort()).toEqual([
      '/push/alice',
      '/push/both-off',
      '/push/evening-only',
      '/push/guest',
    ]);
    for (const r of rows) expect(r.last_sent_at !== null).toBe(r.morning);
    expect(
      await db()
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.key, `reminders:${today}:morning`)),
    ).toHaveLength(1);
  });

  it('sends a slot once: a second run, and a second instance at the same time, send nothing', async () => {
    push.received.length = 0;
    expect(await runReminderSlot(db(), keys, 'morning', today)).toBeNull();
    expect(push.received).toHaveLength(0);

    // Alice turns her evening reminders off in the settings: her devices follow
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/synonyms/settings',
      headers: { origin: ctx.config.publicUrl, cookie: alice.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ eveningNotifications: false }),
    });
    expect(off.statusCode).toBe(200);

    const runs = await Promise.all([
      runReminderSlot(db(), keys, 'evening', today),
      runReminderSlot(db(), keys, 'evening', today),
    ]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)).toEqual({ sent: 2, failed: 0, removed: 0 });
    expect(paths(push.received)).toEqual(['/push/evening-only', '/push/guest']);
    for (const r of push.received) expect(open(r)).toEqual(message('evening'));
    expect(message('evening')).toMatchObject({ title: 'Nu uita de sinonime!', tag: 'slove-evening' });
  });

  it('a broken subscription or an unreachable push service does not stop the others', async () => {
    const day = '2030-01-01';
    // a row stored before keys were checked, with a key that is not a point of the curve
    await db()
      .insert(pushSubscriptions)
      .values({
        endpoint: `${push.url}/push/broken`,
        p256dh: `B${Buffer.alloc(64, 7).toString('base64url')}`,
        auth: deviceKeys().json.auth,
        morning: true,
      });
    await db()
      .insert(pushSubscriptions)
      .values({ endpoint: 'http://127.0.0.1:1/push/unreachable', ...deviceKeys().json, morning: true });
    push.statusFor.set('/push/guest', 500);
    push.received.length = 0;
    const result = await runReminderSlot(db(), keys, 'morning', day);
    expect(result).toEqual({ sent: 1, failed: 3, removed: 0 });
    expect(paths(push.received)).toEqual(['/push/alice', '/push/guest']);
    expect(open(push.received.find((r) => r.path === '/push/alice')!)).toEqual(message('morning'));
    push.statusFor.delete('/push/guest');
  });

  it('signs with the configured VAPID keys when they are set', async () => {
    const configured = webpush.generateVAPIDKeys();
    const own: VapidKeys = { ...configured, subject: 'mailto:echipa@slove.example' };
    const device = deviceKeys();
    devices.set('/push/configured', device);
    push.received.length = 0;
    const status = await sendPush(
      own,
      { endpoint: `${push.url}/push/configured`, ...device.json },
      message('morning'),
    );
    expect(status).toBe(201);
    const r = push.received[0]!;
    const vapid = verifyVapid(String(r.headers.authorization));
    expect(vapid.publicKey).toBe(configured.publicKey);
    expect(vapid.claims.sub).toBe('mailto:echipa@slove.example');
    expect(JSON.parse(decryptPush(r.body, device))).toEqual(message('morning'));
  });
});

describe('push endpoints the server may post to', () => {
  it('takes public https push services and refuses http, loopback and private addresses (unless allowed for tests)', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QG',
      'https://8.8.8.8/x',
    ]) {
      expect(pushEndpointAllowed(ok), ok).toBe(true);
    }
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/x',
      'https://api.localhost/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.5/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://printer.local/x',
      'ftp://example.com/x',
      'nu e o adresă',
    ]) {
      expect(pushEndpointAllowed(bad), bad).toBe(false);
    }
    expect(pushEndpointAllowed('http://127.0.0.1:8080/push', true)).toBe(true);
    expect(pushEndpointAllowed('ftp://127.0.0.1/push', true)).toBe(false);
  });
});
