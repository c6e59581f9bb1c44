// Time to playable, as a player feels it: from navigation until a typed letter appears in the
// game, on /wordle, /joc-clasic and /integrame (its first puzzle, /integrame?id=N), in
// Chromium at 412×823 with CDP throttling (150 ms latency, 1.6 Mbps down, 750 kbps up, CPU
// 4× slower). Cold: a fresh profile, typing 'a'; warm: the second visit of that profile, once
// its service worker is active, typing 'e' (the letter typed then must show, not one stored
// by the first visit: on /integrame that visit's letters are in the grid). From the start of
// navigation until the letter shows and the app has started (the page may show letters
// before), a letter is typed every ~50 ms; the keystrokes lost are those the page received
// that the game never applied, 10 s after the start (a keystroke is applied when the game's
// key handler takes it, preventDefault, while the game is on screen; keystrokes replayed by
// the page count once). The main thread's long tasks (> 50 ms, under the 4× CPU throttling)
// are counted until 1.5 s after the last key is applied, with the longest and the blocking
// time (the sum of their time beyond 50 ms, as Lighthouse's TBT). 5 runs (TTP_RUNS),
// medians with min–max; TTP_PAGES limits the pages (a comma-separated list).
// TTP_TYPING=0: cold visits only, nothing typed, for the start's long tasks alone (typing
// adds the kept keys' replay and makes them vary more): counted until 3 s after the app
// has started; the time reported is then the app's start (data-app=started).
// Opt-in: `npm run bench -- playable`, or `node bench/time-to-playable.mjs` on a build.
// TTP_BASELINE=<folder>: also measure another build (a folder holding apps/web/dist, its
// apps/web/dist-ssr if it has one, and apps/server/dist, e.g. a copy of main's), alternating
// run by run, and print the ratios.
// The browser is driven over the DevTools protocol directly (cdp.mjs), not by Playwright,
// whose Runtime domain makes V8 do work at the app's start that no player's browser does.
// The throttling applies to the page's requests: a service worker's own fetches are not
// throttled (Chromium emulates per target).
import path from 'node:path';
import { launchChromium } from './cdp.mjs';
import { startBuild, tmpDir } from './lib.mjs';

const RUNS = Number(process.env.TTP_RUNS ?? 5);
// TTP_PAGES=/wordle,/joc-clasic: only these pages (all three by default)
const PAGES = process.env.TTP_PAGES?.split(',');
const KEY_EVERY_MS = 50;
const TYPING = process.env.TTP_TYPING !== '0';
// TTP_WARM_STOPPED=1: the service worker stopped before the warm visit (see run)
const WARM_STOPPED = !!process.env.TTP_WARM_STOPPED;
const KINDS = TYPING ? ['cold', 'warm'] : ['cold'];
const TIMEOUT_MS = 20_000;

/** Per game: where to go, and (in the page) the game's element and whether a given letter shows. */
const GAMES = [
  {
    name: '/wordle',
    path: async () => '/wordle',
    game: '[data-testid=wordle-board]',
    shows: (L) =>
      `[...document.querySelectorAll('[data-testid=wordle-tile]')].some((t) => t.textContent.trim() === '${L}')`,
  },
  {
    name: '/joc-clasic',
    path: async () => '/joc-clasic',
    game: '[data-testid=word-input]',
    shows: (L) =>
      `!!document.querySelector('[data-testid=word-input]')?.value.toUpperCase().includes('${L}')`,
  },
  {
    name: '/integrame',
    path: async (url) => {
      const list = await (await fetch(`${url}/api/crosswords`)).json();
      const first = list.puzzles?.[0]?.id;
      if (!first) throw new Error('time-to-playable: no crossword to open');
      return `/integrame?id=${first}`;
    },
    game: '[data-testid=crossword-grid]',
    shows: (L) =>
      `[...document.querySelectorAll('[data-testid=crossword-grid] [data-letter]')].some((c) => c.textContent.trim() === '${L}')`,
  },
];

/** Runs in the page before its own scripts: counts keystrokes and records the playable moment. */
const probe = (game, shows) => `(() => {
  const m = (window.__ttp = { typed: 0, applied: 0, playableMs: null, longTasks: [], errors: [] });
  addEventListener('error', (e) => m.errors.push(String(e.message)));
  addEventListener('unhandledrejection', (e) => m.errors.push(String(e.reason?.message ?? e.reason)));
  // the main thread's long tasks (> 50 ms) from the start until the end of the visit: when, how long
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) m.longTasks.push({ at: Math.round(e.startTime), ms: Math.round(e.duration) }); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
  const seen = new WeakSet();
  // (TTP_VERBOSE) the trusted keys that nothing took, kept nor applied: when, and where the focus was
  const kept = new WeakSet();
  const trusted = [];
  m.untaken = () => trusted.filter((t) => !kept.has(t.e) && !seen.has(t.e)).map(({ e, ...t }) => t);
  addEventListener('keydown', (e) => {
    // (TTP_VERBOSE) when the page replayed the kept keys: the first and the last
    if (!e.isTrusted) {
      const r = (m.replayed ??= [Math.round(performance.now()), 0]);
      r[1] = Math.round(performance.now());
      return;
    }
    m.typed++;
    const a = document.activeElement;
    trusted.push({ e, ms: Math.round(performance.now()), app: document.documentElement.dataset.app ?? '',
      focus: a ? a.tagName + (a.getAttribute('data-testid') ? '#' + a.getAttribute('data-testid') : '') : '',
      dialog: !!document.querySelector('[role=dialog]') });
  }, true);
  const stop = Event.prototype.stopImmediatePropagation;
  Event.prototype.stopImmediatePropagation = function () {
    if (this.type === 'keydown') kept.add(this);
    return stop.call(this);
  };
  const prevent = Event.prototype.preventDefault;
  Event.prototype.preventDefault = function () {
    if (this.type === 'keydown' && !seen.has(this) && document.querySelector(${JSON.stringify(game)})) {
      seen.add(this);
      m.applied++;
    }
    return prevent.call(this);
  };
  const check = () => {
    if (m.playableMs === null) {
      try { if (${shows}) m.playableMs = performance.now(); } catch {}
    }
    if (m.playableMs === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  new MutationObserver(() => {
    if (m.playableMs === null) try { if (${shows}) m.playableMs = performance.now(); } catch {}
    if (m.startedMs === undefined && document.documentElement?.dataset.app === 'started') m.startedMs = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

/** The page's throttling: the network and the CPU, as on a slow phone. */
async function throttle(page) {
  await page.send('Network.enable');
  await page.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A phone's screen: 412×823, touch, Romanian, Bucharest's time. */
async function emulatePhone(page) {
  await page.send('Emulation.setDeviceMetricsOverride', {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    mobile: true,
  });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.send('Emulation.setLocaleOverride', { locale: 'ro-RO' });
  await page.send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Bucharest' });
}

/** One visit: navigate, type `key` from the start, return { ms, typed, lost, longTasks, longest, blocking }. */
async function visit(browser, url, g, key) {
  const page = await browser.newPage();
  await emulatePhone(page);
  await page.send('Page.addScriptToEvaluateOnNewDocument', {
    source: probe(g.game, g.shows(key.toUpperCase())),
  });
  await throttle(page);
  let done = false;
  const nav = page.send('Page.navigate', { url }).catch(() => {});
  const typing = (async () => {
    const t0 = Date.now();
    while (TYPING && !done && Date.now() - t0 < TIMEOUT_MS) {
      await page.press(key).catch(() => {});
      await new Promise((r) => setTimeout(r, KEY_EVERY_MS));
    }
  })();
  await nav;
  try {
    if (TYPING) await page.waitFor('window.__ttp?.playableMs != null', { timeoutMs: TIMEOUT_MS });
    // a letter may show before the app has started (echoed by the page): the typing goes on
    // until the app runs, so that the keys pressed all through its start are counted
    await page.waitFor("document.documentElement.dataset.app === 'started'", {
      timeoutMs: TIMEOUT_MS,
    });
  } finally {
    done = true;
    await typing;
  }
  // the keys kept before the start are applied one per task: until they all are (a key not
  // applied after 10 s is lost), then a moment more for the long tasks that follow
  await page.waitFor('window.__ttp.applied >= window.__ttp.typed', { timeoutMs: 10_000 }).catch(() => {});
  await new Promise((r) => setTimeout(r, TYPING ? 1500 : 3000));
  const m = await page.evaluate('({ ...window.__ttp, untaken: window.__ttp.untaken() })');
  await page.close();
  // a visit that hides a script error is no measure
  for (const e of m.errors) console.error(`time-to-playable: ${url}: page error: ${e}`);
  if (process.env.TTP_VERBOSE) console.log(JSON.stringify({ url, key, ...m }));
  return {
    ms: Math.round(TYPING ? m.playableMs : m.startedMs),
    typed: m.typed,
    lost: Math.max(0, m.typed - m.applied),
    longTasks: m.longTasks.length,
    longest: Math.max(0, ...m.longTasks.map((t) => t.ms)),
    // as Lighthouse's total blocking time: each long task's time beyond 50 ms
    blocking: m.longTasks.reduce((sum, t) => sum + t.ms - 50, 0),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/** One run of a page on a server: a fresh profile, the cold visit, then the warm one. */
async function run(serverUrl, url, g) {
  const browser = await launchChromium(tmpDir('slove-ttp-'), { args: ['--lang=ro-RO'] });
  try {
    const cold = await visit(browser, url, g, 'a');
    if (!TYPING) return { cold };
    // the second visit: once the service worker has installed (precached) and activated
    const page = await browser.newPage();
    await page.send('Page.navigate', { url: serverUrl + '/despre' });
    await page.waitFor("document.readyState === 'complete'");
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    // TTP_WARM_STOPPED=1: the worker stopped before the second visit, as when a player comes
    // back later (Chromium stops an idle worker after ~30 s); else it is still running, seconds
    // after the first visit, and its renderer process may take the page (warm caches)
    if (WARM_STOPPED) {
      await page.send('ServiceWorker.enable');
      await page.send('ServiceWorker.stopAllWorkers');
    }
    await page.close();
    if (WARM_STOPPED) await new Promise((r) => setTimeout(r, 2000));
    // another letter than the first visit's: the one typed now must show, not one stored then
    const warm = await visit(browser, url, g, 'e');
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

const fmt = (s) =>
  `${s.ms.median} ms (${s.ms.min}–${s.ms.max}), keystrokes lost ${s.lost.median} (${s.lost.min}–${s.lost.max}) of ${s.typed.median} typed, ` +
  `long tasks ${s.longTasks.median} (${s.longTasks.min}–${s.longTasks.max}), the longest ${s.longest.median} ms (${s.longest.min}–${s.longest.max}), ` +
  `blocking ${s.blocking.median} ms (${s.blocking.min}–${s.blocking.max})`;

export async function benchTimeToPlayable() {
  const baselineRoot = process.env.TTP_BASELINE ? path.resolve(process.env.TTP_BASELINE) : null;
  const builds = [{ label: 'this build', server: await startBuild(null) }];
  if (baselineRoot) builds.push({ label: 'baseline', server: await startBuild(baselineRoot) });
  const results = [];
  try {
    for (const g of GAMES.filter((x) => !PAGES || PAGES.includes(x.name))) {
      const runs = builds.map(() => ({ cold: [], warm: [] }));
      for (let i = 0; i < RUNS; i++) {
        for (const [b, build] of builds.entries()) {
          const url = build.server.url + (await g.path(build.server.url));
          const r = await run(build.server.url, url, g);
          runs[b].cold.push(r.cold);
          if (r.warm) runs[b].warm.push(r.warm);
        }
      }
      const row = { page: g.name };
      for (const [b, build] of builds.entries()) {
        const key = b === 0 ? 'current' : 'baseline';
        row[key] = {};
        for (const kind of KINDS) {
          const rs = runs[b][kind];
          row[key][kind] = {
            ms: summary(rs.map((r) => r.ms)),
            lost: summary(rs.map((r) => r.lost)),
            typed: summary(rs.map((r) => r.typed)),
            longTasks: summary(rs.map((r) => r.longTasks)),
            longest: summary(rs.map((r) => r.longest)),
            blocking: summary(rs.map((r) => r.blocking)),
          };
          console.log(
            `${g.name} ${kind} (${build.label}): ${TYPING ? 'playable' : 'app started'} ${fmt(row[key][kind])}`,
          );
        }
      }
      if (row.baseline)
        for (const kind of KINDS)
          console.log(
            `${g.name} ${kind}: this build / baseline = ${(row.current[kind].ms.median / row.baseline[kind].ms.median).toFixed(2)}`,
          );
      results.push(row);
    }
  } finally {
    for (const b of builds) await b.server.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTimeToPlayable();
