#!/usr/bin/env node
// `npm start`: installs what is missing, builds when the sources changed, then starts
// Slove on the embedded database (PGlite in ./data) — one command on a fresh machine.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('slove: installing dependencies (npm ci)…');
  // npm's own output is kept until we know what it means: npm 11 can refuse its own lock over
  // other platforms' optional packages (npm/cli#4828; "Missing: @rollup/rollup-… from lock
  // file"), about 70 lines of `npm error` that a newcomer reads as a failure.
  const ci = spawnSync('npm ci --no-audit --no-fund', {
    cwd: root,
    shell: true,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (ci.status === 0) {
    process.stdout.write(ci.stdout);
  } else {
    const lockRefused = /Missing: \S+ from lock file|EUSAGE/.test(ci.stderr);
    if (lockRefused)
      console.log(
        "slove: npm ci wants other platforms' optional packages in the lock; installing the same locked versions with npm install…",
      );
    else process.stderr.write(ci.stdout + ci.stderr);
    run('npm install --no-audit --no-fund');
  }
}

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}
const stamp = path.join(root, 'apps/server/dist/.build-stamp');
const built =
  fs.existsSync(stamp) && fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
    ? fs.statSync(stamp).mtimeMs
    : 0;
const sources = Math.max(
  ...['apps/web', 'apps/server', 'packages/core', 'packages/content/src'].map((d) =>
    newest(path.join(root, d)),
  ),
);
if (built < sources || process.env.SLOVE_REBUILD === '1') {
  console.log('slove: building the web app and the server…');
  run('npm run build');
  fs.writeFileSync(stamp, new Date().toISOString());
}

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
