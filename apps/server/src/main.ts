/**
 * Start the server: configuration, data folder lock, database, migrations, content,
 * then listen. SIGTERM/SIGINT finish in-flight requests and close the database (≤ 10 s).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseUnavailableError, migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { seedContent } from './content/seed.ts';
import { persistentSecret } from './lib/secrets.ts';
import { buildApp } from './app.ts';
import { vapidKeys } from './lib/push.ts';
import { startReminderScheduler } from './reminders/scheduler.ts';

function fail(message: string): never {
  process.stderr.write(`slove: ${message}\n`);
  process.exit(1);
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
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  let release: (() => void) | null = null;
  if (!config.DATABASE_URL) {
    try {
      release = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirLockedError) fail(err.message);
      throw err;
    }
  }
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
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
  const authSecret = config.AUTH_SECRET ?? persistentSecret(config.DATA_DIR, 'auth-secret');
  const app = await buildApp({ config, database, authSecret });
  try {
    const seeded = await seedContent(database.db, config.CONTENT_DIR);
    app.log.info(seeded, seeded.seeded ? 'content loaded' : 'content up to date');
  } catch (err) {
    app.log.error({ err }, 'content could not be loaded');
    await database.close().catch(() => {});
    release?.();
    fail(`Content could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
  }

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
