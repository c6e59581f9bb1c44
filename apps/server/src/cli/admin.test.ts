/**
 * `npm run admin -- …` for real: a separate process on the same database (PGlite after the
 * server closed it, PostgreSQL while the server runs).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { deletionRequests, user } from '../db/schema.ts';
import { backends, createTestContext, createVerifiedUser, type TestContext } from '../test/context.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Through the root script (`npm run admin -- …`), or straight with node when `viaNpm` is false (faster). */
async function admin(args: string[], env: Record<string, string>, viaNpm = false) {
  const [cmd, argv] = viaNpm
    ? ['npm', ['run', '--silent', 'admin', '--', ...args]]
    : [process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args]];
  try {
    const { stdout, stderr } = await run(cmd as string, argv as string[], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const post = (ctx: TestContext, url: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json' },
    payload,
  });

describe.each(backends)('npm run admin on %s', (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('grants the admin role and lists deletion requests', async () => {
    const ctx = await createTestContext(backend);
    const u = await createVerifiedUser(ctx);
    await post(ctx, '/api/account/delete', {
      email: 'cineva@example.com',
      reason: 'Vă rog ștergeți contul.',
    });
    let env: Record<string, string>;
    if (backend === 'pglite') {
      // The embedded database is one process at a time: close the server first.
      await ctx.app.close();
      await ctx.database.close();
      env = { DATA_DIR: ctx.dataDir };
      cleanups.push(async () => fs.rmSync(ctx.dataDir, { recursive: true, force: true }));
    } else {
      env = { DATA_DIR: ctx.dataDir, DATABASE_URL: ctx.config.DATABASE_URL! };
      cleanups.push(() => ctx.close());
    }

    const grant = await admin(['grant', u.email], env, true);
    expect(grant.stderr).toBe('');
    expect(grant.code).toBe(0);
    expect(grant.stdout.trim()).toBe(`${u.email} este acum administrator.`);

    const list = await admin(['deletion-requests'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^1 cerere de ștergere:/);
    expect(list.stdout).toContain('cineva@example.com');
    expect(list.stdout).toContain('niciun cont cu această adresă');
    expect(list.stdout).toContain('motiv: Vă rog ștergeți contul.');
    // a reason stored with terminal escapes (older data, or a format character the API lets
    // through) is printed as visible text, never sent to the terminal
    const raw = backend === 'pglite' ? await openDatabase({ dataDir: ctx.dataDir }) : ctx.database;
    try {
      await raw.db.insert(deletionRequests).values({
        email: 'altcineva@example.com',
        reason: 'rând\u001b[2J\u001b]0;titlu\u0007 \u202eînapoi',
      });
    } finally {
      if (backend === 'pglite') await raw.close();
    }
    const escaped = await admin(['deletion-requests'], env);
    // eslint-disable-next-line no-control-regex
    expect(escaped.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    expect(escaped.stdout).toContain('motiv: rând\\u{001b}[2J\\u{001b}]0;titlu\\u{0007} \\u{202e}înapoi');

    const missing = await admin(['grant', 'nimeni@example.com'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Nu există niciun cont cu adresa nimeni@example.com.');
    const unknown = await admin(['sterge-tot'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toContain('Comandă necunoscută');

    const database = backend === 'pglite' ? await openDatabase({ dataDir: ctx.dataDir }) : ctx.database;
    try {
      const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.id, u.id));
      expect(row!.role).toBe('admin');
    } finally {
      if (backend === 'pglite') await database.close();
    }
  }, 180_000);
});

describe('the built admin CLI (apps/server/dist/cli/admin.mjs)', () => {
  it('finds its migrations and runs a command on a fresh data folder', async () => {
    await run(process.execPath, ['build.mjs'], { cwd: path.join(ROOT, 'apps/server'), timeout: 120_000 });
    const dir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'slove-built-admin-'));
    try {
      // from another folder, with nothing in the environment pointing at the repository
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      };
      for (const k of ['SLOVE_ROOT', 'CONTENT_DIR', 'SLOVE_MIGRATIONS_DIR']) delete env[k];
      env.DATA_DIR = dir;
      const cli = path.join(ROOT, 'apps/server/dist/cli/admin.mjs');
      const { stdout, stderr } = await run(process.execPath, [cli, 'deletion-requests'], {
        cwd: dir,
        env,
        timeout: 60_000,
      });
      expect(stderr).not.toContain('_journal.json');
      expect(stdout.trim()).toBe('Nicio cerere de ștergere în așteptare.');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('npm run admin and the embedded database lock', () => {
  it('refuses to open the embedded database while the server holds it', async () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'slove-lock-'));
    try {
      fs.writeFileSync(path.join(dir, '.lock'), String(process.pid));
      const res = await admin(['deletion-requests'], { DATA_DIR: dir });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('is in use by another Slove process');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
