// Lighthouse in mobile emulation (its default) on /, /joc-clasic, /wordle and /integrame,
// served by the production server. Goals: performance ≥ 95, accessibility 100,
// best practices ≥ 95, SEO ≥ 95.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, tmpDir } from './lib.mjs';

// LIGHTHOUSE_PAGES=/wordle,/integrame measures only those pages.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/joc-clasic', '/wordle', '/integrame'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export async function benchLighthouse() {
  const server = await startServer({ DATA_DIR: tmpDir(), DATABASE_URL: '' });
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
  const results = [];
  try {
    for (const page of PAGES) {
      // Lighthouse's figures vary from run to run (its own advice: take the median of
      // several): each page is measured RUNS times and the median run (by performance) is
      // reported with the spread. A run whose trace failed (runtimeError) is run again.
      const runs = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
        const run = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (run.lhr.runtimeError) console.log(`${page}: run failed (${run.lhr.runtimeError.code}), again`);
        else runs.push(run.lhr);
      }
      if (runs.length === 0) throw new Error(`lighthouse: no run of ${page} succeeded`);
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const spread = runs.map((r) => Math.round(r.categories.performance.score * 100));
      if (process.env.LH_OUT) {
        const fs = await import('node:fs');
        fs.mkdirSync(process.env.LH_OUT, { recursive: true });
        fs.writeFileSync(
          `${process.env.LH_OUT}/${page === '/' ? 'home' : page.slice(1)}.json`,
          JSON.stringify(lhr),
        );
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
        `${page}: performance ${scores.performance} (runs: ${spread.join(', ')}), accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo} | FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}${failing.length ? ` | failing: ${failing.join(', ')}` : ''}`,
      );
      results.push({ page, scores, metrics, failing, performanceRuns: spread });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
