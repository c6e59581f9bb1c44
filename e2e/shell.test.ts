/**
 * The app shell in the browser (issue 9): accessibility of every page in light and dark,
 * the install banner with the browser's install event emulated, consent-gated ads and
 * analytics (configured to a local address), no third-party request when none is
 * configured, and offline play (Wordle guess and classic word with the network cut) whose
 * progress reaches the account when the connection returns.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BLOG_IDS, ROUTES } from '@slove/core/routes';
import { freePort, startServer, type RunningServer } from './server';
import {
  axeViolations,
  baseUrl,
  closeBrowser,
  DESKTOP,
  newContext,
  newPage,
  PHONE,
  signUpAndIn,
} from './harness';

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T, message?: string) =>
  expect.poll(fn, { timeout: 15_000, interval: 100, message });

const PAGES = [
  ...ROUTES.map((r) => r.path),
  ...BLOG_IDS.map((id) => `/blog/${id}`),
  '/blog/nu-exista',
  '/pagina-inexistenta',
];

/** Waits for the page's main content (lazy pages and their data). */
async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('#main h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
  // entrance animations and colour transitions end (spinners loop forever and are left out)
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

describe('accessibility of every page', () => {
  it.each([
    ['light', DESKTOP],
    ['dark', PHONE],
  ] as const)('axe reports no violation on any page (%s theme)', async (theme, viewport) => {
    const context = await newContext(viewport);
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    const found: Record<string, unknown[]> = {};
    for (const path of PAGES) {
      await settle(page, path);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      const v = await axeViolations(page);
      if (v.length) found[path] = v;
    }
    expect(found).toEqual({});
    await context.close();
  });
});

/** Fires the browser's install event with a prompt that records its call and the user's answer. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((o) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt(): Promise<void>;
      userChoice: Promise<unknown>;
    };
    const w = window as unknown as { __prompted: number };
    w.__prompted = 0;
    event.prompt = async () => {
      w.__prompted += 1;
    };
    event.userChoice = Promise.resolve({ outcome: o, platform: 'web' });
    window.dispatchEvent(event);
  }, outcome);
}

async function installPage(init?: (context: BrowserContext) => Promise<unknown>) {
  const context = await newContext(PHONE);
  await init?.(context);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/joc-clasic');
  await page.locator('#main h1').first().waitFor();
  return { context, page, banner: page.getByTestId('install-banner') };
}

describe('install banner (install event emulated)', () => {
  it('appears 10 s after the browser offers installation, not before; "Nu acum" hides it for the session', async () => {
    const { context, page, banner } = await installPage();
    await page.clock.fastForward(30_000);
    expect(await banner.count()).toBe(0); // nothing offered yet
    await offerInstall(page);
    await page.clock.fastForward(9_000);
    expect(await banner.count()).toBe(0);
    await page.clock.fastForward(1_500);
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Instalează Slove');
    await page.getByTestId('install-dismiss').click();
    await poll(() => banner.count()).toBe(0);
    // the session flag holds across a reload of the same tab
    await page.reload();
    await page.locator('#main h1').first().waitFor();
    await offerInstall(page);
    await page.clock.fastForward(11_000);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('"Instalează" shows the browser prompt; accepted, the app counts as installed and the banner stays away', async () => {
    const { context, page, banner } = await installPage();
    await offerInstall(page, 'accepted');
    await page.clock.fastForward(10_500);
    await page.getByTestId('install-accept').click();
    await poll(() => page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
    await poll(() => banner.count()).toBe(0);
    await offerInstall(page);
    await page.clock.fastForward(11_000);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('never appears once the browser reports the app installed', async () => {
    const { context, page, banner } = await installPage();
    await offerInstall(page);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await page.clock.fastForward(11_000);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('never appears when already standalone (the platform flag)', async () => {
    const { context, page, banner } = await installPage((c) =>
      c.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true })),
    );
    await offerInstall(page);
    await page.clock.fastForward(11_000);
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});

describe('no third party without configuration', () => {
  it('makes no request outside the site and shows no consent banner when ads and analytics are not configured', async () => {
    const page = await newPage(DESKTOP);
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    for (const path of ['/', '/joc-clasic', '/wordle', '/integrame', '/blog']) await settle(page, path);
    expect(foreign).toEqual([]);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    await page.context().close();
  });
});

describe('opener isolation (Cross-Origin-Opener-Policy)', () => {
  it('a window opened by another site stays in its group on the public pages, and is cut off on the account pages', async () => {
    // the opener: a page of another site, which sets no policy of its own
    const site = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Alt site</title>');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    const page = await newPage(DESKTOP);
    // (the frame's goto: the page's waits for Slove's app to start, which this site has not)
    await page.mainFrame().goto(`http://127.0.0.1:${(site.address() as { port: number }).port}/`);
    const cases: [string, boolean][] = [
      ['/', false],
      ['/wordle', false],
      ['/blog/strategii-pangrame', false],
      ['/auth', true],
      ['/progres', true],
    ];
    for (const [path, cutOff] of cases) {
      const opened = page.context().waitForEvent('page');
      await page.evaluate((url) => {
        (window as unknown as { w: Window | null }).w = window.open(url);
      }, `${baseUrl}${path}`);
      const popup = await opened;
      await popup.waitForLoadState('domcontentloaded');
      // a page in a group of its own looks closed to the window that opened it
      await poll(
        () => page.evaluate(() => (window as unknown as { w: Window }).w.closed),
        `${path}: the opener's window reference`,
      ).toBe(cutOff);
      await popup.close();
    }
    await page.context().close();
    await new Promise((r) => site.close(r));
  });
});

describe('consent-gated ads and analytics (configured to a local address)', () => {
  let server: RunningServer | undefined;
  let thirdParty: http.Server | undefined;
  const hits: string[] = [];
  afterAll(async () => {
    await server?.stop();
    await new Promise((r) => (thirdParty ? thirdParty.close(r) : r(null)));
  });

  it('loads nothing before consent, both scripts after "Accept", nothing after "Refuz"', async () => {
    const port = await freePort();
    thirdParty = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      res.end('/* third-party test script */');
    });
    await new Promise<void>((r) => thirdParty!.listen(port, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${port}`;
    server = await startServer({
      ADS_CLIENT_ID: 'ca-pub-0000000000000000',
      ADS_SCRIPT_URL: `${origin}/ads.js`,
      ANALYTICS_URL: `${origin}/analytics.js`,
      ANALYTICS_SITE_ID: 'slove-test',
    });

    // the CSP names the configured third party, and only it
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(origin);

    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    await page.goto(`${server.url}/wordle`);
    await page.locator('[data-testid=wordle-board]').waitFor();
    await page.waitForTimeout(1_500);
    expect(hits).toEqual([]);

    await page.getByTestId('consent-accept').click();
    await poll(() => hits.length).toBe(2);
    expect(hits.some((h) => h.startsWith('/ads.js?client=ca-pub-0000000000000000'))).toBe(true);
    expect(hits).toContain('/analytics.js');
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    // the choice is remembered: the next visit loads them without asking
    await page.reload();
    await poll(() => hits.length).toBe(4);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    await context.close();

    // another visitor refuses: nothing loads, now or after a reload
    hits.length = 0;
    const other = await newContext(DESKTOP);
    const p2 = await other.newPage();
    await p2.goto(`${server.url}/`);
    await p2.getByTestId('consent-refuse').click();
    await p2.reload();
    await p2.locator('#main h1').first().waitFor();
    await p2.waitForTimeout(1_500);
    expect(hits).toEqual([]);
    expect(await p2.getByTestId('consent-banner').count()).toBe(0);
    await other.close();
  });
});

describe('offline play', () => {
  it('after one visit, Wordle and the classic game play offline; the progress reaches the account when back online', async () => {
    const context = await newContext(PHONE);
    await signUpAndIn(context, 'offline');
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });

    // one visit of each game, online
    const today = (await (await context.request.get('/api/wordle/today')).json()) as {
      word: string;
      day: string;
    };
    const allowed = (
      (await (await context.request.get('/api/wordle/allowed')).json()) as { words: string }
    ).words.split(' ');
    const guess = allowed.find((w) => w !== today.word && /^[A-Z]{5}$/.test(w))!;
    const set = (await (await context.request.get('/api/classic/day')).json()) as {
      id: number;
      answers: string[];
    };
    const word = set.answers.find((w) => /^[A-Z]+$/.test(w))!;
    await page.goto('/wordle');
    // the board is in the page's HTML: wait for the game itself (and its dictionary)
    await page.locator('[data-testid=wordle-page][data-live]').waitFor();
    await page.goto('/joc-clasic');
    await page.locator('[data-testid=letter-wheel]').waitFor();
    await page.waitForLoadState('networkidle');

    // the network goes away
    await context.setOffline(true);
    await page.goto('/wordle');
    await page.locator('[data-testid=wordle-keyboard]').waitFor();
    await page.getByTestId('offline-badge').waitFor();
    for (const ch of guess) await page.keyboard.press(ch.toLowerCase());
    await page.keyboard.press('Enter');
    await poll(() =>
      page
        .locator('[data-testid=wordle-row]')
        .first()
        .locator('[data-state=absent], [data-state=present], [data-state=correct]')
        .count(),
    ).toBe(5);

    await page.goto('/joc-clasic');
    await page.locator('[data-testid=letter-wheel]').waitFor();
    await page.locator('body').click({ position: { x: 2, y: 300 } });
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=game-message]')?.getAttribute('data-kind') === 'success',
    );
    const queued = () =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('slove_offline_queue') ?? '[]') as { path: string }[]).map(
          (r) => r.path,
        ),
      );
    await poll(queued).toEqual(
      expect.arrayContaining(['/api/wordle/progress', `/api/classic/progress/${set.id}`]),
    );

    // back online: the queued saves reach the server
    await context.setOffline(false);
    await poll(async () => {
      const r = await context.request.get(`/api/wordle/progress?day=${today.day}`);
      const body = (await r.json()) as { progress: { attempts: { word: string }[] } | null };
      return body.progress?.attempts.map((a) => a.word) ?? [];
    }).toEqual([guess]);
    await poll(async () => {
      const r = await context.request.get(`/api/classic/progress/${set.id}`);
      return ((await r.json()) as { foundWords: string[] }).foundWords;
    }).toContain(word);
    await poll(() => page.evaluate(() => localStorage.getItem('slove_offline_queue'))).toBeNull();
    await context.close();
  });
});
