// Page weight: the JavaScript the home route loads (entry chunk + its static imports and
// modulepreloads), gzip-compressed. Goal: at most 100 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib.mjs';

export function benchPageWeight() {
  const dist = path.join(ROOT, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) scripts.add(m[1]);
  // The home page's own lazy chunk (loaded on the home route too).
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const seen = new Set();
    const add = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      scripts.add('/' + manifest[key].file);
      for (const i of manifest[key].imports ?? []) add(i);
    };
    for (const [key, entry] of Object.entries(manifest))
      if (entry.isEntry || /pages\/home/.test(key)) add(key);
  }
  let raw = 0;
  let gz = 0;
  const files = [];
  for (const s of scripts) {
    const buf = fs.readFileSync(path.join(dist, s.replace(/^\//, '')));
    const g = zlib.gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gz += g;
    files.push({ file: s, kb: +(g / 1024).toFixed(1) });
  }
  const r = { homeJsGzipKB: +(gz / 1024).toFixed(1), homeJsRawKB: +(raw / 1024).toFixed(1), files };
  console.log(
    `home route JS: ${r.homeJsGzipKB} KB gzip (${r.homeJsRawKB} KB raw) in ${files.length} files (goal ≤ 100 KB gzip)`,
  );
  return r;
}

if (import.meta.url === `file://${process.argv[1]}`) benchPageWeight();
