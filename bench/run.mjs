// `npm run bench`: every benchmark, after a production build. Figures go to the console and
// to bench/results/latest.json. Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test) and /usr/bin/chromium for Lighthouse.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { benchStartup } from './startup.mjs';
import { benchPageWeight } from './page-weight.mjs';
import { benchApiLoad } from './api-load.mjs';
import { benchMemory } from './memory.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchScale } from './scale.mjs';

const only = process.argv.slice(2);
const want = (name) => !only.length || only.includes(name);
if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

const results = { date: new Date().toISOString() };
if (want('weight')) results.pageWeight = benchPageWeight();
if (want('startup')) results.startup = await benchStartup();
if (want('api')) results.api = await benchApiLoad();
if (want('memory')) results.memory = await benchMemory();
if (want('lighthouse')) results.lighthouse = await benchLighthouse();
// opt-in: seeds 5 million rows (minutes), so only when asked for (`npm run bench -- scale`)
if (only.includes('scale')) results.scale = await benchScale();
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/latest.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\nwritten: bench/results/latest.json');
