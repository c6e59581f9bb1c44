// Lighthouse in mobile emulation (its default) on /, /joc-clasic, /wordle and /integrame,
// served by the production server. Goals: performance ≥ 95, accessibility 100,
// best practices ≥ 95, SEO ≥ 95.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import path from 'node:path';
import { startBuild } from './lib.mjs';
import { startStaticServer } from './static-peer.mjs';

// LIGHTHOUSE_PAGES=/wordle,/integrame measures only those pages.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/joc-clasic', '/wordle', '/integrame'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export async function benchLighthouse() {
  const server = await startBuild(null);
  // LIGHTHOUSE_BASELINE=<folder>: also another build (as TTP_BASELINE in time-to-playable.mjs:
  // a folder holding apps/web/dist, apps/web/dist-ssr and apps/server/dist), its pages
  // measured in the same rounds, labelled "baseline".
  const baseline = process.env.LIGHTHOUSE_BASELINE
    ? await startBuild(path.resolve(process.env.LIGHTHOUSE_BASELINE))
    : null;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // LIGHTHOUSE_PEER=<folder>: also a peer's build (its home page), served as Slove's own
  // (static-peer.mjs), in the same runs.
  const peer = process.env.LIGHTHOUSE_PEER ? await startStaticServer(process.env.LIGHTHOUSE_PEER) : null;
  const targets = PAGES.flatMap((page) => [
    { page, url: `${server.url}${page}` },
    ...(baseline ? [{ page: `baseline ${page}`, url: `${baseline.url}${page}` }] : []),
  ]);
  if (peer) targets.push({ page: 'peer /', url: `${peer.url}/` });
  const results = [];
  try {
    // Lighthouse's figures vary from run to run (its own advice: take the median of several),
    // and on a shared host over minutes: each round measures every page once, RUNS rounds, so
    // that the pages (and the peer) share the host's slow and fast moments. The median run
    // (by performance) is reported with the spread. A run whose trace failed (runtimeError)
    // is run again.
    const runs = new Map(targets.map((t) => [t.page, []]));
    for (let round = 0; round < RUNS; round++) {
      for (const { page, url } of targets) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const run = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            // every run a first visit: Lighthouse clears only the caches, service workers and
            // file systems by default, so a run after the first had the app's local storage
            // (on a game page: the brand font recorded, its files fetched before the first paint)
            clearStorageTypes: ['all'],
          });
          if (!run.lhr.runtimeError) {
            runs.get(page).push(run.lhr);
            break;
          }
          console.log(`${page}: run failed (${run.lhr.runtimeError.code}), again`);
        }
      }
    }
    for (const { page } of targets) {
      const pageRuns = runs.get(page);
      if (pageRuns.length === 0) throw new Error(`lighthouse: no run of ${page} succeeded`);
      pageRuns.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = pageRuns[Math.floor(pageRuns.length / 2)];
      const spread = pageRuns.map((r) => Math.round(r.categories.performance.score * 100));
      const tbts = pageRuns.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? 0));
      if (process.env.LH_OUT) {
        const fs = await import('node:fs');
        fs.mkdirSync(process.env.LH_OUT, { recursive: true });
        const name = page
          .replace(/^(baseline|peer) /, '$1-')
          .replace(/\/$/, '/home')
          .replace(/\//g, '');
        fs.writeFileSync(`${process.env.LH_OUT}/${name}.json`, JSON.stringify(lhr));
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      );
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      const metrics = {
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      };
      console.log(
        `${page}: performance ${scores.performance} (runs: ${spread.join(', ')}), accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo} | FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms (runs: ${tbts.join(', ')}), CLS ${metrics.cls}${failing.length ? ` | failing: ${failing.join(', ')}` : ''}`,
      );
      results.push({ page, scores, metrics, failing, performanceRuns: spread, tbtRuns: tbts });
    }
    // the same rounds' ratios: this build against the baseline, and against the peer
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const byPage = new Map(results.map((r) => [r.page, r]));
    const against = (r, other, label) =>
      other &&
      console.log(
        `${r.page} vs ${label}: performance ${r.scores.performance} vs ${other.scores.performance}, median TBT ${median(r.tbtRuns)} vs ${median(other.tbtRuns)} ms`,
      );
    for (const r of results.filter((x) => PAGES.includes(x.page))) {
      against(r, byPage.get(`baseline ${r.page}`), 'baseline');
      against(r, byPage.get('peer /'), 'peer');
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await peer?.stop();
    await baseline?.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
