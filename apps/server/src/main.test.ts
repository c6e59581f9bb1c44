/**
 * The server as a process: bad configuration, unreachable database, data-folder lock, graceful
 * shutdown, and the first start from the build's embedded database image.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dayKey } from '@slove/core/day';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tmpDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-main-'));
  dirs.push(d);
  return d;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      REMINDERS: 'false',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, exited, output: () => out };
}

async function waitHealthy(port: number, proc: ReturnType<typeof launch>) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`exited early: ${proc.output()}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy: ${proc.output()}`);
}

describe('the server process', () => {
  it('exits 1 with one clear line naming a bad setting', async () => {
    const p = launch({ PORT: 'abc', DATA_DIR: tmpDir() });
    expect(await p.exited).toBe(1);
    const lines = p.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^slove: Invalid configuration: PORT: /);
  });

  it('exits 1 with a clear message when the database cannot be reached', async () => {
    const port = await freePort();
    const p = launch({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nope`, DATA_DIR: tmpDir() });
    expect(await p.exited).toBe(1);
    expect(p.output().trim()).toMatch(/^slove: Cannot reach the database at DATABASE_URL: /);
    expect(p.output()).not.toMatch(/\n\s+at /);
  });

  it('keeps a second process off the same data folder, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = tmpDir();
    const port = await freePort();
    const first = launch({ DATA_DIR: dataDir, PORT: String(port) });
    await waitHealthy(port, first);

    const second = launch({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/DATA_DIR .* is in use by another Slove process \(pid \d+\)/);

    // An in-flight request finishes after SIGTERM; the process exits 0 and releases the lock.
    const inflight = fetch(`http://127.0.0.1:${port}/api/health`);
    first.child.kill('SIGTERM');
    const res = await inflight.catch(() => null);
    if (res) expect([200, 503]).toContain(res.status);
    const t0 = Date.now();
    expect(await first.exited).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);

    // The same folder opens again, with the data it had (no duplicate content rows).
    const third = launch({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    await waitHealthy(port, third);
    expect(third.output()).toContain('"msg":"content up to date"');
    expect(third.output()).not.toContain('"msg":"content loaded"');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);

  it("a first start copies a matching build image and serves today's games from it; a stale image is not used", async () => {
    // The build's step (apps/server/build.mjs), then again: the second finds the image up to date.
    const image = path.join(tmpDir(), 'pglite-image');
    const buildEnv = { DATA_DIR: `${image}.build`, SLOVE_BUILD_DB_IMAGE: image, SLOVE_IMAGE_SOURCES: 'test' };
    const build = launch(buildEnv);
    expect(await build.exited).toBe(0);
    expect(build.output()).toMatch(/embedded database image made in [\d.]+ s/);
    expect(fs.existsSync(`${image}.build`)).toBe(false);
    const again = launch(buildEnv);
    expect(await again.exited).toBe(0);
    expect(again.output()).toMatch(/image is up to date/);

    const port = await freePort();
    const dataDir = tmpDir();
    const fromImage = launch({
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'info',
      SLOVE_DB_IMAGE: image,
    });
    await waitHealthy(port, fromImage);
    expect(fromImage.output()).toContain('"msg":"embedded database created from the build image"');
    expect(fromImage.output()).toContain('"msg":"content up to date"');
    expect(fromImage.output()).not.toContain('"msg":"content loaded"');
    const today = dayKey();
    const get = async (url: string) => {
      const r = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(r.status, url).toBe(200);
      return (await r.json()) as Record<string, unknown> & { today: { day: string } };
    };
    expect((await get('/api/classic/day')).date).toBe(today);
    const wordle = await get('/api/wordle/today');
    expect(wordle.day).toBe(today);
    expect(wordle.word).toMatch(/^\p{Lu}{5}$/u);
    expect((await get('/api/crosswords/daily')).today.day).toBe(today);
    fromImage.child.kill('SIGTERM');
    expect(await fromImage.exited).toBe(0);
    // the player's database is a copy: the image itself is unchanged and still usable
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    // An image made for other content is not used: the first start creates the database itself.
    const stampFile = path.join(image, 'stamp.json');
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(stampFile, JSON.stringify({ ...stamp, contentVersion: 'older-content' }));
    const stale = launch({
      DATA_DIR: tmpDir(),
      PORT: String(port),
      LOG_LEVEL: 'info',
      SLOVE_DB_IMAGE: image,
    });
    await waitHealthy(port, stale);
    expect(stale.output()).toContain('"msg":"embedded database created without the build image"');
    expect(stale.output()).toMatch(/"image":"its contentVersion is older-content, not [0-9a-f]+"/);
    expect(stale.output()).toContain('"msg":"content loaded"');
    expect((await get('/api/classic/day')).date).toBe(today);
    stale.child.kill('SIGTERM');
    expect(await stale.exited).toBe(0);
  }, 400_000);
});
