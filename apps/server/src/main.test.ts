/** The server as a process: bad configuration, unreachable database, data-folder lock, graceful shutdown. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

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
});
