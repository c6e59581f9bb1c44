#!/usr/bin/env node
// `npm run dev`: the API (tsx, restarts on change) on :3000 and Vite with hot reload on :5173,
// which proxies /api to it.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: '3000' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = (sig) => procs.forEach((p) => p.kill(sig));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const p of procs)
  p.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
