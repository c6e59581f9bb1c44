// Shared helpers for the benchmarks: free ports, starting the built server, PostgreSQL databases.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export function tmpDir(prefix = 'slove-bench-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Start the built server (BENCH_SERVER: another build's main.mjs, to compare two versions);
 * resolves with { url, pid, ms (spawn → first 200 on /api/health), stop }.
 */
export async function startServer(
  env = {},
  script = path.resolve(ROOT, process.env.BENCH_SERVER ?? 'apps/server/dist/main.mjs'),
  healthPath = '/api/health',
  cwd = ROOT,
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      REMINDERS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      const r = await fetch(url + healthPath);
      if (r.status === 200) break;
    } catch {
      /* not yet */
    }
    if (performance.now() - t0 > 300_000) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - t0;
  return {
    url,
    pid: child.pid,
    ms,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built server on the embedded database: this checkout's build, or (root) another build's
 * folder holding apps/web/dist, its apps/web/dist-ssr and apps/server/dist (e.g. a copy of
 * main's, for a baseline measured in the same run), with this checkout's content and
 * migrations; or (root) another whole checkout, built (e.g. a `git worktree` of an older
 * commit, with its own dependencies installed), run there with its own.
 */
export function startBuild(root) {
  const env = { DATA_DIR: tmpDir(), DATABASE_URL: '' };
  if (!root) return startServer(env);
  if (fs.existsSync(path.join(root, 'package.json')))
    return startServer(env, path.join(root, 'apps/server/dist/main.mjs'), '/api/health', root);
  return startServer(
    {
      ...env,
      SLOVE_ROOT: root,
      CONTENT_DIR: path.join(ROOT, 'packages/content/data'),
      SLOVE_MIGRATIONS_DIR: path.join(ROOT, 'apps/server/drizzle'),
    },
    path.join(root, 'apps/server/dist/main.mjs'),
  );
}

export async function createPgDatabase() {
  const name = `slove_bench_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: PG_ADMIN_URL });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

/** Resident set size of a process in MB (Linux /proc; VmHWM: its peak so far), 0 when unknown. */
export function rssMb(pid, field = 'VmRSS') {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** measure(label, env) on PGlite (a new DATA_DIR), then on a new PostgreSQL database. */
export async function onBothBackends(measure) {
  const results = [await measure('PGlite', { DATA_DIR: tmpDir(), DATABASE_URL: '' })];
  const db = await createPgDatabase();
  try {
    results.push(await measure('PostgreSQL', { DATA_DIR: tmpDir(), DATABASE_URL: db.url }));
  } finally {
    await db.drop();
  }
  return results;
}
