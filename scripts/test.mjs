#!/usr/bin/env node
// `npm test`: typecheck, lint, formatting, unit tests, API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), production build, browser tests. Ends with one line
// "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-test-report-'));
let passed = 0;
let failed = 0;
const failures = [];

function step(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function vitest(project) {
  const report = path.join(tmp, `${project}.json`);
  const ok = step(project, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (fs.existsSync(report)) {
    const j = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += j.numFailedTests ?? 0;
    if (!ok && (j.numFailedTests ?? 0) === 0) failed += 1; // a suite that failed to load
  } else if (!ok) failed += 1;
  return ok;
}

function check(name, cmd, args) {
  const ok = step(name, cmd, args);
  if (!only.length || only.includes(name)) {
    if (ok) passed++;
    else failed++;
  }
  return ok;
}

check('typecheck', 'npx', ['tsc', '-b']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.']);
vitest('unit');
vitest('api');
const built = check('build', 'npm', ['run', 'build']);
if (built) vitest('e2e');
else if (!only.length || only.includes('e2e')) failures.push('e2e (not run: build failed)');

fs.rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
