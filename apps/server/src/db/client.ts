/**
 * The database: PGlite (embedded, a folder in DATA_DIR) by default, a node-postgres pool
 * when DATABASE_URL is set. One Drizzle schema and one set of migrations for both.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction of Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialise the transactions that write under one key (two devices of a player saving at
 * once): a transaction-scoped advisory lock, released at commit or rollback. A row lock
 * (SELECT … FOR UPDATE) cannot do this while the row does not exist yet.
 */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw pool or PGlite instance, for better-auth and health checks. */
  pool: pg.Pool | null;
  pglite: PGlite | null;
  close(): Promise<void>;
}

/** Migration files: next to the bundle in production (dist/drizzle), apps/server/drizzle in development. */
export function migrationsFolder(): string {
  if (process.env.SLOVE_MIGRATIONS_DIR) return process.env.SLOVE_MIGRATIONS_DIR;
  return fileURLToPath(new URL('../../drizzle', import.meta.url));
}

const MIGRATION_LOCK = 727_001; // advisory lock key for migrations

export class DatabaseUnavailableError extends Error {}

/**
 * PGlite's defaults plus a small buffer pool. initdb writes shared_buffers = 128MB, and the
 * embedded PostgreSQL touches all of it in its WebAssembly memory at start (about 110 MB of
 * RSS); the data (under 100 MB) is also in the operating system's file cache, and the hot
 * reads (the day's sets) are cached by the server, so 16 MB costs no measurable speed.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Whether DATA_DIR holds an embedded database already (false before the first start). */
export function pgliteDataExists(dataDir: string): boolean {
  return fs.existsSync(path.join(path.resolve(dataDir, 'pglite'), 'PG_VERSION'));
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Create a new PGlite folder in this process rather than in a child (a short-lived process already). */
  initdbInProcess?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    pool.on('error', () => {
      /* idle client errors are reported by the next query */
    });
    try {
      const c = await pool.connect();
      c.release();
    } catch (err) {
      await pool.end().catch(() => {});
      const msg = err instanceof Error ? err.message : String(err);
      throw new DatabaseUnavailableError(
        `Cannot reach the database at DATABASE_URL: ${msg || 'connection refused'}`,
      );
    }
    // drizzle-orm is typed against its own copy of @types/pg; the pool is the same pg.Pool at run time.
    const db = drizzlePg({ client: pool as unknown as Parameters<typeof drizzlePg>[0] & never, schema });
    return { db, kind: 'postgres', pool, pglite: null, close: () => pool.end() };
  }
  const dir = path.resolve(opts.dataDir, 'pglite');
  if (!opts.initdbInProcess && !pgliteDataExists(opts.dataDir)) await initPgliteDataDir(dir);
  const pglite = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: null,
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Create a new PGlite data folder (initdb) in a short-lived child process. PGlite runs initdb
 * in a second embedded PostgreSQL and copies its files: done in the server's process, that left
 * about 450 MB more RSS than opening an existing folder (freed WebAssembly memory and compiled
 * code are not given back to the system), so a first start used twice a restart's memory.
 */
async function initPgliteDataDir(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code =
    `require(${JSON.stringify(entry)}).PGlite.create(process.argv[1]).then((db) => db.close())` +
    '.catch((err) => { process.stderr.write(String(err?.message ?? err)); process.exit(1); });';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (status, signal) => {
      if (status === 0) resolve();
      else reject(new Error(`PGlite initdb failed (${signal ?? `exit ${status}`}): ${stderr.trim()}`));
    });
  });
}

/** Apply the committed migrations, under an advisory lock so that concurrent starts are safe. */
export async function migrateDatabase(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite' && database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Number of applied migrations (0 when the journal table does not exist). */
/** One round trip to the database (health check); the error is thrown to the caller. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`SELECT 1`);
}

export async function appliedMigrations(database: Database): Promise<number> {
  try {
    const rows = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    const r = (rows as unknown as { rows?: { n: number }[] }).rows ?? (rows as unknown as { n: number }[]);
    return Number(r[0]?.n ?? 0);
  } catch {
    return 0;
  }
}
