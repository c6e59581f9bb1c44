/**
 * Start the server: configuration, data folder lock, database, migrations, content,
 * then listen. SIGTERM/SIGINT finish in-flight requests and close the database (≤ 10 s).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.ts';
import {
  DatabaseUnavailableError,
  migrateDatabase,
  openDatabase,
  pgliteDataExists,
  type Database,
} from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { currentStamp, imageUpToDate, publishImage, restoreImage, type RestoreResult } from './db/image.ts';
import { seedContent } from './content/seed.ts';
import { persistentSecret } from './lib/secrets.ts';
import { buildApp } from './app.ts';
import { logDestination } from './lib/log-format.ts';
import { vapidKeys } from './lib/push.ts';
import { startReminderScheduler } from './reminders/scheduler.ts';

function fail(message: string): never {
  process.stderr.write(`slove: ${message}\n`);
  process.exit(1);
}

/** Set in the child that prepares a new embedded database (see prepareInChild). */
const PREPARE_ENV = 'SLOVE_PREPARE_DATABASE';

/** Open the database and bring it up to date (migrations); fails the process with a clear line. */
async function openAndMigrate(config: Config, release: (() => void) | null, initdbInProcess = false) {
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      initdbInProcess,
    });
  } catch (err) {
    release?.();
    if (err instanceof DatabaseUnavailableError) fail(err.message);
    fail(`Cannot open the database: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close().catch(() => {});
    release?.();
    fail(`Database migration failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return database;
}

/** Load the content (nothing when its version is in the database already). */
async function loadContent(
  config: Config,
  database: Database,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
  release: (() => void) | null,
) {
  try {
    const seeded = await seedContent(database.db, config.CONTENT_DIR);
    log.info(seeded, seeded.seeded ? 'content loaded' : 'content up to date');
  } catch (err) {
    log.error({ err }, 'content could not be loaded');
    await database.close().catch(() => {});
    release?.();
    fail(`Content could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * The first start on the embedded database (no PGlite folder yet) creates, migrates and loads
 * it in a child process of this same program, which then exits. Creating the folder (initdb)
 * and loading 700,000 words leave hundreds of MB of freed WebAssembly memory and heap that
 * the process keeps; the server itself then opens the ready folder like on a restart
 * (RSS after a first start: about 1.1 GB before, the same as a restart now).
 * The child's messages go to the same stdout/stderr; it exits if this process dies.
 */
async function prepareInChild(release: () => void): Promise<void> {
  const script = process.argv[1];
  if (!script) return;
  const status = await new Promise<number | string>((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, script], {
      env: { ...process.env, [PREPARE_ENV]: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('error', (err) => resolve(err.message));
    child.once('exit', (code, signal) => resolve(code ?? `signal ${signal}`));
  });
  if (status === 0) return;
  release();
  if (typeof status === 'number') process.exit(status); // the child printed why
  fail(`Could not prepare the embedded database: ${status}`);
}

/** Create, migrate and load the embedded database in DATA_DIR (in this process), then close it. */
async function prepare(config: Config): Promise<void> {
  const database = await openAndMigrate(config, null, true);
  // The server's log format (pino's JSON lines) for the one line this step logs.
  const log = {
    info(o: object, msg: string) {
      if (['info', 'debug', 'trace'].includes(config.LOG_LEVEL))
        (logDestination() ?? process.stdout).write(
          `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...o, msg })}\n`,
        );
    },
    error() {
      /* loadContent's failure line says why */
    },
  };
  await loadContent(config, database, log, null);
  await database.close();
}

/** The child of prepareInChild: create, migrate and load the database, then exit. */
async function prepareAndExit(config: Config): Promise<never> {
  process.on('disconnect', () => process.exit(1));
  await prepare(config);
  process.exit(0);
}

/** Set by apps/server/build.mjs: make the first-start image (db/image.ts) in this folder, then exit. */
const BUILD_IMAGE_ENV = 'SLOVE_BUILD_DB_IMAGE';

/**
 * The build's step: prepare a database in DATA_DIR (a folder beside the image) and publish it
 * as the image, unless the image there matches the code and content already. SLOVE_IMAGE_SOURCES
 * (a digest of the seed code, from build.mjs) is kept in the stamp so that a changed seed
 * rebuilds the image.
 */
async function buildImageAndExit(config: Config, imageDir: string, env: NodeJS.ProcessEnv): Promise<never> {
  const stamp = currentStamp(config.CONTENT_DIR);
  const extra = { sources: env.SLOVE_IMAGE_SOURCES ?? '' };
  if (imageUpToDate(imageDir, stamp, extra)) {
    process.stdout.write(`slove: the embedded database image is up to date (${imageDir})\n`);
    process.exit(0);
  }
  const t0 = performance.now();
  fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  await prepare(config);
  publishImage(config.DATA_DIR, imageDir, stamp, extra);
  fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  process.stdout.write(`slove: embedded database image made in ${s} s (${imageDir})\n`);
  process.exit(0);
}

/**
 * The first-start image: SLOVE_DB_IMAGE, else the one next to the bundle (dist/pglite-image);
 * in development (src/main.ts) the last build's, used only when its stamp matches.
 */
function imageDir(env: NodeJS.ProcessEnv): string {
  const beside = import.meta.url.endsWith('.ts') ? '../dist/pglite-image' : './pglite-image';
  return env.SLOVE_DB_IMAGE || fileURLToPath(new URL(beside, import.meta.url));
}

/** A first start on the embedded database: copy the build's image, else prepare it (the slow path). */
async function createEmbeddedDatabase(
  config: Config,
  env: NodeJS.ProcessEnv,
  release: () => void,
): Promise<RestoreResult> {
  let restored: RestoreResult;
  try {
    restored = restoreImage(imageDir(env), config.DATA_DIR, currentStamp(config.CONTENT_DIR));
  } catch (err) {
    restored = { restored: false, reason: err instanceof Error ? err.message : String(err) };
  }
  if (!restored.restored) await prepareInChild(release);
  return restored;
}

export async function start(env: NodeJS.ProcessEnv = process.env) {
  const t0 = performance.now();
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (env[PREPARE_ENV] === '1' && !config.DATABASE_URL) return prepareAndExit(config);
  const buildImage = env[BUILD_IMAGE_ENV];
  if (buildImage && !config.DATABASE_URL) return buildImageAndExit(config, buildImage, env);
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  let release: (() => void) | null = null;
  let created: RestoreResult | null = null;
  if (!config.DATABASE_URL) {
    try {
      release = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirLockedError) fail(err.message);
      throw err;
    }
    if (!pgliteDataExists(config.DATA_DIR)) created = await createEmbeddedDatabase(config, env, release);
  }
  const database = await openAndMigrate(config, release);
  const authSecret = config.AUTH_SECRET ?? persistentSecret(config.DATA_DIR, 'auth-secret');
  const stream = logDestination();
  const app = await buildApp({
    config,
    database,
    authSecret,
    logger: { level: config.LOG_LEVEL, ...(stream ? { stream } : {}) },
  });
  if (created?.restored) app.log.info('embedded database created from the build image');
  else if (created)
    app.log.info({ image: created.reason }, 'embedded database created without the build image');
  await loadContent(config, database, app.log, release);

  let stopReminders: (() => void) | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      release?.();
      process.exit(1);
    }, 10_000);
    force.unref();
    stopReminders?.();
    try {
      await app.close();
      await database.close();
    } finally {
      release?.();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    await database.close().catch(() => {});
    release?.();
    fail(
      `Cannot listen on ${config.HOST}:${config.PORT}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  app.log.info(
    { url: config.publicUrl, database: database.kind, ms: Math.round(performance.now() - t0) },
    'Slove is ready',
  );

  // Reminders (09:00 and 19:00 Bucharest, Web Push): a database lock elects one sender per slot.
  if (config.REMINDERS && app.pushPublicKey) {
    stopReminders = startReminderScheduler(database.db, vapidKeys(config), app.log);
  }
  return app;
}

const entry = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (entry.endsWith(`${path.sep}main.ts`) || entry.endsWith(`${path.sep}main.mjs`)) {
  void start();
}
