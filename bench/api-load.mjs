// API load on the 2-core machine against a real PostgreSQL, measured in the same run as a
// bare Fastify hello-world (the baseline):
//   - reading the day's classic set: goal ≥ 3,000 req/s, p99 ≤ 30 ms, ≥ 40% of the baseline;
//   - saving classic progress (signed in): goal ≥ 800 req/s, p99 ≤ 50 ms.
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { createPgDatabase, ROOT, startServer, tmpDir } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, pipelining: 1, ...opts }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}

function summary(label, r) {
  const s = {
    label,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
  console.log(
    `${label}: ${s.reqPerSec} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, non-2xx ${s.non2xx}, errors ${s.errors}`,
  );
  return s;
}

async function signedInCookie(url, dataDir) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-parola-lunga-42';
  const headers = { 'content-type': 'application/json', origin: url };
  const up = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'bench', username: `bench${Date.now()}` }),
  });
  if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  const mail = fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .find((m) => m.includes(email));
  const link = /(http:\/\/[^\s"<>]+verify-email[^\s"<>]+)/.exec(
    mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  )[1];
  await fetch(link, { redirect: 'manual' });
  const inRes = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!inRes.ok) throw new Error(`sign-in: ${inRes.status} ${await inRes.text()}`);
  return inRes.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function benchApiLoad() {
  const baseline = await startServer({}, path.join(ROOT, 'bench/hello.mjs'));
  const hello = summary('baseline: bare Fastify hello-world', await load({ url: `${baseline.url}/` }));
  await baseline.stop();

  const db = await createPgDatabase();
  const dataDir = tmpDir();
  const slove = await startServer({ DATABASE_URL: db.url, DATA_DIR: dataDir });
  try {
    const { day, save } = await measureDayAndSave(slove.url, dataDir);
    const ratio = +(day.reqPerSec / hello.reqPerSec).toFixed(2);
    console.log(`day's set vs baseline: ${Math.round(ratio * 100)}% (goal ≥ 40%)`);
    return { hello, day, save, ratio };
  } finally {
    await slove.stop();
    await db.drop();
  }
}

/** The day's set read (brotli) and a signed-in progress save, on a running server. */
export async function measureDayAndSave(url, dataDir, label = '') {
  const dayUrl = `${url}/api/classic/day`;
  const day = summary(
    `${label}GET /api/classic/day (brotli)`,
    await load({ url: dayUrl, headers: { 'accept-encoding': 'br, gzip' } }),
  );
  const set = await (await fetch(dayUrl)).json();
  const cookie = await signedInCookie(url, dataDir);
  const words = (set.answers ?? []).slice(0, 8).map((a) => a.word ?? a[0] ?? a);
  const save = summary(
    `${label}PUT /api/classic/progress/${set.id} (signed in, ${words.length} words)`,
    await load({
      url: `${url}/api/classic/progress/${set.id}`,
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: url },
      body: JSON.stringify({ foundWords: words }),
    }),
  );
  return { day, save };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApiLoad();
