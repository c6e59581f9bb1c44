/**
 * API test context: a real server (buildApp) on a real database, PGlite in a temporary
 * folder, and — when TEST_DATABASE_URL is set — a fresh database on that PostgreSQL server.
 * Use `backends` with describe.each to run a suite against both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { migrateDatabase, migrationsFolder, openDatabase, type Database } from '../db/client.ts';
import { contentDataDir } from '@slove/content/load';
import { seedContent } from '../content/seed.ts';
import { buildApp } from '../app.ts';
import { eq } from 'drizzle-orm';
import { user as userTable } from '../db/schema.ts';

export type Backend = 'pglite' | 'postgres';

/** The backends to test: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  backend: Backend;
  close(): Promise<void>;
}

/**
 * Seeding the whole content takes seconds, so tests start from a template: a database that
 * was migrated and seeded once per content version and migration set. PGlite templates are
 * folders (copied); PostgreSQL templates are databases (CREATE DATABASE … TEMPLATE).
 */
function templateKey(): string {
  const h = createHash('sha256');
  h.update(fs.readFileSync(path.join(contentDataDir(), 'manifest.json')));
  const migrations = migrationsFolder();
  for (const f of fs.readdirSync(migrations).sort())
    if (f.endsWith('.sql')) h.update(fs.readFileSync(path.join(migrations, f)));
  return h.digest('hex').slice(0, 12);
}

async function seededTemplate(database: Database) {
  await migrateDatabase(database);
  await seedContent(database.db);
  await database.close();
}

/** A copy of the seeded PGlite template folder, as a new data folder's pglite/. */
async function pgliteFromTemplate(dataDir: string): Promise<void> {
  const tpl = path.join(os.tmpdir(), `slove-test-template-${templateKey()}`);
  if (!fs.existsSync(path.join(tpl, 'ready'))) {
    fs.rmSync(tpl, { recursive: true, force: true });
    fs.mkdirSync(tpl, { recursive: true });
    await seededTemplate(await openDatabase({ dataDir: tpl }));
    fs.writeFileSync(path.join(tpl, 'ready'), '');
  }
  fs.cpSync(path.join(tpl, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function pgTemplateName(): Promise<string> {
  const name = `slove_tpl_${templateKey()}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  await client.end();
  if (!exists) {
    const building = `${name}_build_${randomBytes(3).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${building}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${building}`;
    await seededTemplate(
      await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir(), poolSize: 2 }),
    );
    try {
      await adminQuery(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      await adminQuery(`DROP DATABASE IF EXISTS ${building}`); // another run made it first
    }
  }
  return name;
}

/** Create a fresh PostgreSQL database on the TEST_DATABASE_URL server; returns its URL and a drop function. */
export async function createPgDatabase(
  opts: { seeded?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `slove_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = opts.seeded ? await pgTemplateName() : null;
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestContext(
  backend: Backend = 'pglite',
  env: Record<string, string> = {},
  /** Called before the app is ready (e.g. to add a route of the test). */
  setup?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-test-'));
  let dropDb: (() => Promise<void>) | null = null;
  const baseEnv: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    REMINDERS: 'false',
    ...env,
  };
  if (backend === 'postgres') {
    const created = await createPgDatabase({ seeded: true });
    baseEnv.DATABASE_URL = created.url;
    dropDb = created.drop;
  }
  const config = loadConfig(baseEnv);
  if (backend === 'pglite') await pgliteFromTemplate(dataDir);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 4,
  });
  await migrateDatabase(database);
  await seedContent(database.db, config.CONTENT_DIR);
  const app = await buildApp({
    config,
    database,
    authSecret: 'test-secret-test-secret-test-secret-123',
    webDist: false,
  });
  setup?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    backend,
    async close() {
      await app.close();
      await database.close();
      if (dropDb) await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Latest e-mail written to the outbox for an address (the default mailer without SMTP_URL). */
export function outboxMails(ctx: TestContext, to?: string): string[] {
  const dir = path.join(ctx.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => !to || m.includes(`To: ${to}`));
}

/** The mails to an address once there are `count` (some are sent off the request's path). */
export async function waitForMails(ctx: TestContext, to: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = outboxMails(ctx, to);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** First link in a mail to the site (quoted-printable soft breaks removed). */
export function linkFromMail(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /(https?:\/\/[^\s"<>]+)/.exec(text);
  if (!m) throw new Error('no link in mail');
  return m[1]!;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Cookie header value for signed-in requests. */
  cookie: string;
}

function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Sign up through the API, confirm through the mailed link (which signs in): a real verified user with a session. */
export async function createVerifiedUser(
  ctx: TestContext,
  opts: { email?: string; password?: string; username?: string } = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const email = opts.email ?? `jucator-${suffix}@example.com`;
  const password = opts.password ?? `Parola-sigura-${suffix}`;
  const username = opts.username ?? `jucator_${suffix}`;
  const headers = { origin: ctx.config.publicUrl, 'content-type': 'application/json' };
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { email, password, name: username, username, displayName: username },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const mail = outboxMails(ctx, email).at(-1);
  if (!mail) throw new Error('no confirmation mail');
  const link = new URL(linkFromMail(mail));
  const verify = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
  if (verify.statusCode >= 400) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);
  // the confirmation link signs the player in: that session is the user's (one session each)
  const cookie = cookieFrom(verify.headers['set-cookie']);
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  const id = (me.json() as { user?: { id: string } } | null)?.user?.id;
  if (!id) throw new Error(`no session after confirmation: ${me.statusCode} ${me.body}`);
  return { id, email, password, cookie };
}

/** Make an account older (created `days` days ago). */
export async function backdateAccount(ctx: TestContext, userId: string, days: number): Promise<void> {
  await ctx.database.db
    .update(userTable)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(userTable.id, userId));
}
