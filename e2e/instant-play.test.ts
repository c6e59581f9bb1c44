/**
 * Instant play: a game page comes with the day's data (the API's own answers, embedded as
 * JSON: nothing more secret than the API gives), the game reads no API before play, and
 * keys pressed before the app has started are applied once the game is ready, in order.
 * The app's JavaScript is held back until the keys are pressed, so that they surely come
 * before the app. /wordle and /joc-clasic arrive as the game itself (the empty board and
 * keyboard; the play area with today's letters), which the app hydrates in place.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page, Request, Response } from 'playwright-core';
import { byId } from './crossword-content';
import { baseUrl, closeBrowser, DESKTOP, newContext, newPage, PHONE } from './harness';

afterAll(closeBrowser);

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const getJson = async (path: string) => (await fetch(baseUrl + path)).json() as Promise<unknown>;

/** The JSON embedded in a page's HTML, by API path. */
async function embeddedIn(path: string): Promise<Record<string, unknown>> {
  const html = await (await fetch(baseUrl + path)).text();
  const m = /<script type="application\/json" id="slove-data">([^<]*)<\/script>/.exec(html);
  if (!m) return {};
  return (JSON.parse(m[1]!) as { data: Record<string, unknown> }).data;
}

async function firstPuzzleId(): Promise<number> {
  const list = (await getJson('/api/crosswords')) as { puzzles: { id: number }[] };
  return list.puzzles[0]!.id;
}

/**
 * Opens `path` with the app's scripts held, presses `keys` on the page (its splash), then
 * lets the scripts load; returns the API reads the page made.
 */
async function typeBeforeTheApp(page: Page, path: string, keys: string[]): Promise<string[]> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const reads: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() === 'GET') reads.push(url.pathname);
  });
  const navigation = page.goto(path);
  await page.waitForSelector('#root main', { state: 'attached' });
  for (const key of keys) await page.keyboard.press(key);
  expect(await page.evaluate(() => 'app' in document.documentElement.dataset)).toBe(false);
  release();
  await navigation;
  return reads;
}

describe('the day comes with the page', () => {
  it('embeds exactly what the day APIs return (secrets kept as the API keeps them)', async () => {
    expect(await embeddedIn('/wordle')).toEqual({ '/api/wordle/today': await getJson('/api/wordle/today') });
    expect(await embeddedIn('/joc-clasic')).toEqual({
      '/api/classic/day': await getJson('/api/classic/day'),
    });
    const id = await firstPuzzleId();
    const puzzle = await getJson(`/api/crosswords/${id}`);
    expect(await embeddedIn(`/integrame?id=${id}`)).toEqual({ [`/api/crosswords/${id}`]: puzzle });
    expect(JSON.stringify(puzzle)).not.toMatch(/"answer"/);
    // an archive day and the other pages embed nothing
    expect(await embeddedIn('/wordle?zi=2025-01-01')).toEqual({});
    expect(await embeddedIn('/despre')).toEqual({});
  });
});

describe('the game is in the HTML', () => {
  /** The root's HTML as the server sends it (before any JavaScript). */
  const rootOf = async (path: string) => {
    const html = await (await fetch(baseUrl + path)).text();
    return html.slice(html.indexOf('<div id="root">'));
  };

  it('Wordle: the empty board (6 rows of 5 tiles) and the keyboard, no splash', async () => {
    const root = await rootOf('/wordle');
    expect(root).toContain('data-testid="wordle-board"');
    expect(root.match(/data-testid="wordle-row"/g)).toHaveLength(6);
    expect(root.match(/data-testid="wordle-tile"[^>]*data-state="empty"/g)).toHaveLength(30);
    expect(root).toContain('data-testid="wordle-keyboard"');
    expect(root).not.toContain('page-splash');
  });

  it("classic: today's letters in the wheel, centre first; without the day's data, the wheel blank", async () => {
    const day = (await getJson('/api/classic/day')) as { letters: string; center: string };
    const root = await rootOf('/joc-clasic');
    expect(root).toContain('data-testid="word-input"');
    const letters = [...root.matchAll(/data-letter="([^"]*)"/g)].map((m) => m[1]);
    expect(letters).toEqual([...day.letters.slice(1), day.center]);
    expect(root).toMatch(new RegExp(`data-letter="${day.center}" data-center="true"`));
    expect(root).not.toContain('\uE000');
    expect(root).not.toContain('page-splash');
    const other = [...(await rootOf('/joc-clasic?set=1')).matchAll(/data-letter="([^"]*)"/g)];
    expect(other.map((m) => m[1])).toEqual(['', '', '', '', '', '', '']);
  });

  it('crosswords: a puzzle opened arrives as its play view (grid, clues, the first word selected), with no answer; an unknown one as before', async () => {
    const id = await firstPuzzleId();
    const puzzle = byId.get(id)!;
    for (const path of [`/integrame?id=${id}`, `/integrame?id=${id}&zi=2026-01-05`]) {
      const res = await fetch(baseUrl + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toContain('data-testid="crossword-grid"');
      expect(root, path).toContain('data-testid="clue-panel"');
      expect(root, path).not.toContain('page-splash');
      // the cells of the first word: one selected, the others highlighted
      expect([...root.matchAll(/data-state="selected"/g)].length, path).toBe(1);
      expect(root, path).toContain('data-state="highlighted"');
      for (const clue of puzzle.clues) expect(root, path).toContain(escapeHtml(clue.clue));
      // the answers stay on the server: empty cells, no answer in the page (the data is the API's)
      expect([...root.matchAll(/data-letter="">([^<]*)</g)].map((m) => m[1]).join(''), path).toBe('');
      for (const clue of puzzle.clues.filter((c) => c.answer.length > 3))
        expect(html, path).not.toMatch(new RegExp(`(^|[^\\p{L}])${clue.answer}([^\\p{L}]|$)`, 'u'));
      expect(html, path).toMatch(/id="slove-data">\{"at":\d+,"rendered":true,/);
    }
    expect(await embeddedIn(`/integrame?id=${id}`)).toEqual({
      [`/api/crosswords/${id}`]: await getJson(`/api/crosswords/${id}`),
    });
    // an unknown puzzle or a bad id: the page as built (the app shows its error or the picker)
    for (const path of ['/integrame?id=999999', '/integrame?id=abc']) {
      const res = await fetch(baseUrl + path);
      expect(res.status, path).toBe(200);
      const root = await rootOf(path);
      expect(root, path).not.toContain('data-testid="crossword-grid"');
      expect(await res.text(), path).not.toContain('"rendered":true');
    }
  });

  it("crosswords' picker: the day's card and the list's first cards (not a splash), marks none", async () => {
    const list = (await getJson('/api/crosswords')) as { puzzles: { id: number; title: string }[] };
    const daily = (await getJson('/api/crosswords/daily')) as { today: { number: number } };
    for (const path of ['/integrame', '/integrame?utm_source=x&zi=2026-01-05']) {
      const res = await fetch(baseUrl + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      // (React separates a text's parts with comments)
      const root = html.slice(html.indexOf('<div id="root">')).replace(/<!-- -->/g, '');
      expect(root, path).not.toContain('page-splash');
      expect(root, path).toContain('data-testid="daily-card"');
      expect(root, path).toContain(`Integrama zilei #${daily.today.number}`);
      expect(root, path).toContain('data-testid="crossword-list"');
      // the list's first dozen cards (more come once the app runs), none marked: the server knows no player
      const cards = [...root.matchAll(/<article[^>]*data-completed="(\w+)" data-started="(\w+)"/g)];
      expect(cards.length, path).toBe(Math.min(12, list.puzzles.length));
      expect(
        cards.every((m) => m[1] === 'false' && m[2] === 'false'),
        path,
      ).toBe(true);
      expect(html, path).toMatch(/id="slove-data">\{"at":\d+,"rendered":true,/);
    }
    expect(await embeddedIn('/integrame')).toEqual({
      '/api/crosswords': list,
      '/api/crosswords/daily': daily,
    });
  });

  it('hydrates in place, with a stored dark theme: the same nodes, no hydration error', async () => {
    const id = await firstPuzzleId();
    for (const [path, selector] of [
      ['/wordle', '[data-testid=wordle-board]'],
      ['/joc-clasic', '[aria-label="Literele setului"]'],
      [`/integrame?id=${id}`, '[data-testid=crossword-grid]'],
      [`/integrame?id=${id}&zi=2026-01-05`, '[data-testid=crossword-grid]'],
      ['/integrame', '[data-testid=crossword-list]'],
    ] as const) {
      const page = await newPage(PHONE);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript((sel) => {
        localStorage.setItem('theme', 'dark');
        document.addEventListener('DOMContentLoaded', () => {
          const served = document.querySelector(sel);
          Object.assign(window, { served });
          // where it is painted first: with the page's fonts (a font that arrives later is not used)
          void document.fonts.ready.then(() =>
            Object.assign(window, { servedTop: served?.getBoundingClientRect().top }),
          );
        });
      }, selector);
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
      await page.waitForLoadState('networkidle');
      // a failed hydration would render the page again from scratch: new nodes
      const same = await page.evaluate((sel) => {
        const served = (window as unknown as { served: Element | null }).served;
        return !!served && served.isConnected && served === document.querySelector(sel);
      }, selector);
      expect(same, path).toBe(true);
      // the game shows where the HTML showed it (no layout shift when the player's game arrives)
      const moved = await page.evaluate((sel) => {
        const { servedTop } = window as unknown as { servedTop: number };
        return Math.abs(document.querySelector(sel)!.getBoundingClientRect().top - servedTop);
      }, selector);
      expect(moved, path).toBeLessThan(2);
      expect(errors, path).toEqual([]);
      expect(page.consoleErrors, path).toEqual([]);
      await page.context().close();
    }
  });

  it("crosswords' picker: a tap before the app has started opens the puzzle (the server's play view)", async () => {
    const daily = (await getJson('/api/crosswords/daily')) as { today: { day: string; puzzleId: number } };
    // no JavaScript: the page as it is before the app runs
    const context = await newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.mainFrame().goto(`${baseUrl}/integrame`);
    const first = page.locator('[data-testid=crossword-list] article').first();
    const title = await first.locator('h4').textContent();
    await first.getByRole('link', { name: /Începe/ }).click();
    await page.waitForURL((u) => u.searchParams.has('id'));
    await page.locator('[data-testid=crossword-grid]').waitFor();
    expect(await page.getByTestId('puzzle-title').textContent()).toBe(title);
    // "Integrama zilei": the day's puzzle, with its day
    await page.mainFrame().goto(`${baseUrl}/integrame`);
    await page.getByTestId('daily-play').click();
    await page.waitForURL(
      (u) =>
        u.searchParams.get('id') === String(daily.today.puzzleId) &&
        u.searchParams.get('zi') === daily.today.day,
    );
    await page.locator('[data-testid=crossword-grid]').waitFor();
    await context.close();
  });

  it("crosswords' picker: this device's marks and day's result show after hydration, without an error", async () => {
    const list = (await getJson('/api/crosswords')) as { puzzles: { id: number }[] };
    const daily = (await getJson('/api/crosswords/daily')) as { today: { day: string } };
    const [done, started] = [list.puzzles[0]!.id, list.puzzles[1]!.id];
    const page = await newPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const progress = (over: object) =>
      JSON.stringify({ gridState: {}, completedClues: [], hintsUsed: 0, timeSpentSeconds: 40, ...over });
    await page.addInitScript(
      (items: [string, string][]) => {
        for (const [k, v] of items) localStorage.setItem(k, v);
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, { served: document.querySelector('[data-testid=crossword-list]') }),
        );
      },
      [
        [`slove_crossword_${done}`, progress({ isCompleted: true, completedAt: '2026-01-02T10:00:00.000Z' })],
        [`slove_crossword_${started}`, progress({ gridState: { '0-0': 'A' } })],
        [
          'slove_crosswords_daily',
          JSON.stringify({ [daily.today.day]: { seconds: 75, helps: 0, onDay: true } }),
        ],
      ] as [string, string][],
    );
    await page.goto('/integrame');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    const card = (id: number) => page.locator('article', { has: page.locator(`#crossword-${id}-title`) });
    await expect.poll(() => card(done).getAttribute('data-completed'), { timeout: 10_000 }).toBe('true');
    expect(await card(started).getAttribute('data-started')).toBe('true');
    expect(await card(started).getByRole('link').textContent()).toContain('Continuă');
    // the day solved on this device: its time instead of the button, the streak counted
    await expect.poll(() => page.getByTestId('daily-play').count()).toBe(0);
    expect(await page.getByTestId('daily-card').textContent()).toContain('1:15');
    expect(await page.getByTestId('daily-streak').textContent()).toBe('1');
    // hydrated in place: the list the server sent is the one on screen
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { served: Element | null }).served ===
          document.querySelector('[data-testid=crossword-list]'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("Wordle: a player's guesses (this device) show after hydration, without an error", async () => {
    const page = await newPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/wordle');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    const row = page.locator('[data-testid=wordle-row]').first().locator('[data-testid=wordle-tile]');
    for (const key of ['c', 'a', 'r', 't', 'e', 'Enter']) await page.keyboard.press(key);
    // judged (the echo before the app leaves the tiles 'empty': only a colour says the game has it)
    await expect
      .poll(() => row.first().getAttribute('data-state'), { timeout: 10_000 })
      .toMatch(/^(absent|present|correct)$/);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    await expect.poll(() => row.allTextContents(), { timeout: 10_000 }).toEqual(['C', 'A', 'R', 'T', 'E']);
    expect(errors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe("the app's code", () => {
  it("is React Router's production build: its development warnings are not shipped", async () => {
    const page = await newPage(PHONE);
    const scripts: Promise<string>[] = [];
    // (a body read after the page has closed fails: each read settles, and the reading stops
    // before the code is checked)
    const onResponse = (r: Response) => {
      if (/\/assets\/.*\.js$/.test(new URL(r.url()).pathname)) scripts.push(r.text().catch(() => ''));
    };
    page.on('response', onResponse);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    page.off('response', onResponse);
    const code = (await Promise.all(scripts)).join('\n');
    // the router is there (its invariant, in both builds), its development warnings are not
    expect(code).toContain('may be used only in the context of a <Router> component');
    expect(code).not.toContain('You rendered descendant <Routes>');
    await page.context().close();
  });

  it("a game page's scripts compile off the main thread: each of 2 KB or more starts with V8's compile hint", async () => {
    for (const path of ['/wordle', '/joc-clasic']) {
      const html = await (await fetch(baseUrl + path)).text();
      // the boot script's entry and the page's chunks (data-preload)
      const entry = /e\.src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      const chunks = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      expect(entry, path).toBeDefined();
      expect(chunks.length, path).toBeGreaterThan(10);
      // (chunks of 2–10 KB are among them: the game's hook, React, the query shell)
      let small = 0;
      for (const src of [entry!, ...chunks]) {
        const code = await (await fetch(baseUrl + src)).text();
        if (code.length >= 2000) expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
        if (code.length >= 2000 && code.length < 10_000) small++;
      }
      expect(small, path).toBeGreaterThan(3);
    }
  });

  it("a game page's icons and query code come in one chunk each, and the home page's icons stay in the entry", async () => {
    // an icon's module: its SVG, drawn as [["path",{d:…}], …] (lucide's createLucideIcon)
    const ICON = /\[[`"'](path|circle|rect|line|polyline)[`"'],\{/;
    const home = await (await fetch(baseUrl + '/')).text();
    const homeEntry = /e\.src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(ICON.test(await (await fetch(baseUrl + homeEntry!)).text())).toBe(true);
    for (const path of ['/wordle', '/joc-clasic']) {
      const html = await (await fetch(baseUrl + path)).text();
      const chunks = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      const icons = chunks.filter((c) => /\/icons-[^/]+\.js$/.test(c));
      const query = chunks.filter((c) => /\/query-[\w-]{8}\.js$/.test(c));
      expect(icons, path).toHaveLength(1);
      expect(query, path).toHaveLength(1);
      // no other chunk of the page holds an icon (each was a request of its own, ~200 bytes),
      // nor TanStack Query's code (its QueryObserver)
      for (const src of chunks) {
        const code = await (await fetch(baseUrl + src)).text();
        if (src !== icons[0]) expect(ICON.test(code), src).toBe(false);
        if (src !== query[0]) expect(code.includes('Missing queryFn'), src).toBe(false);
      }
    }
  });

  it("the boot script runs a game page's chunks each after the chunks it imports (each in a task of its own)", async () => {
    const listed = async (path: string) =>
      /data-preload="([^"]*)"/.exec(await (await fetch(baseUrl + path)).text())![1]!.split(' ');
    // the entry's imports (all the home page lists), run with the entry from its script
    const entry = new Set(await listed('/'));
    expect(entry.size).toBeGreaterThan(2);
    for (const path of ['/wordle', '/joc-clasic', '/integrame']) {
      // the page's own chunks, run in the reverse order of the list once the entry has run
      const run = (await listed(path)).filter((c) => !entry.has(c)).reverse();
      expect(run.length, path).toBeGreaterThan(10);
      for (const [i, src] of run.entries()) {
        const code = await (await fetch(baseUrl + src)).text();
        const imports = [...code.matchAll(/(?:^|;)import[^;]*?from\s*["']\.\/([^"']+)["']/g)].map(
          (m) => `/assets/${m[1]}`,
        );
        // a chunk run after this one would run in this one's task, before it
        for (const dep of imports)
          if (run.includes(dep)) expect(run.indexOf(dep), `${path}: ${src} imports ${dep}`).toBeLessThan(i);
      }
    }
  });

  it("code loaded later preloads only what is not loaded yet: Wordle's dialogs link no chunk already running", async () => {
    const page = await newPage(PHONE);
    await page.goto('/wordle');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    // the dialogs' code comes when the main thread is idle: its chunk is linked then
    const dialogs = page.locator('link[rel=modulepreload][href*="/assets/dialogs-"]');
    await expect.poll(() => dialogs.count(), { timeout: 15_000 }).toBe(1);
    const { entry, links, preloaded } = await page.evaluate(() => ({
      entry: new URL(document.querySelector<HTMLScriptElement>('script[type=module][src]')!.src).pathname,
      links: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
        (l) => new URL(l.href).pathname,
      ),
      preloaded: (document.querySelector('script[data-preload]')?.getAttribute('data-preload') ?? '').split(
        ' ',
      ),
    }));
    // the entry (run from its script) and the page's chunks (linked once, by the boot script)
    expect(links).not.toContain(entry);
    for (const chunk of preloaded)
      expect(
        links.filter((l) => l === chunk),
        chunk,
      ).toHaveLength(1);
    await page.context().close();
  });
});

describe("a game page's first layout", () => {
  it('has no footer: it comes once the app has started (below the fold); the other pages are sent with theirs', async () => {
    const page = await newPage(PHONE);
    for (const path of ['/wordle', '/joc-clasic'])
      expect(await (await page.request.get(path)).text(), path).not.toContain('data-testid="footer"');
    expect(await (await page.request.get('/despre')).text()).toContain('data-testid="footer"');
    await page.goto('/wordle');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    const footer = page.getByTestId('footer');
    await footer.waitFor({ state: 'attached' });
    // below the fold: its arrival moves nothing the player sees
    const top = await footer.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(PHONE.viewport!.height);
    await page.context().close();
  });
});

describe("the home page's first frames", () => {
  // the parts below the fold: the features, the articles, the footer
  const below = ['section:has(#de-ce)', 'section:has(#articole)', '[data-testid="footer"]'];
  const rendered = (page: Page) =>
    page.evaluate(
      (selectors) =>
        selectors.map((s) =>
          document
            .querySelector(s)!
            .firstElementChild!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
        ),
      below,
    );

  for (const [name, options, skipped] of [
    // the games fit the phone's first screen: the features start within a screen below, rendered
    ['phone', PHONE, [true, false, false]],
    // Chromium renders what is within about a screen's height: the footer is skipped
    ['desktop', DESKTOP, [true, true, false]],
  ] as const)
    it(`${name}: the browser renders only what is near the screen, the rest once scrolled to, at about the size it kept for it`, async () => {
      const page = await newPage(options);
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
      // the games' cards, in view or just below, are rendered from the start
      expect(
        await page
          .locator('#jocuri li')
          .first()
          .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions)),
      ).toBe(true);
      expect(await rendered(page)).toEqual(skipped);
      // scrolled to, each part is rendered, within a fifth of the height kept for it before,
      // so the page barely grows under the player (a part far above the screen may be skipped
      // again: each is checked as it comes into view)
      for (const [i, selector] of below.entries()) {
        const part = page.locator(selector);
        const estimate = await part.evaluate((el) =>
          Number(/(\d+)px/.exec(getComputedStyle(el).containIntrinsicHeight)![1]),
        );
        await part.scrollIntoViewIfNeeded();
        await expect.poll(async () => (await rendered(page))[i], { message: selector }).toBe(true);
        const height = await part.evaluate((el) => el.getBoundingClientRect().height);
        expect(Math.abs(height - estimate) / height, selector).toBeLessThan(0.2);
      }
      await page.context().close();
    });
});

describe('fonts never delay play', () => {
  const fontOf = (page: Page) =>
    page.evaluate(() => ({
      attr: document.documentElement.getAttribute('data-font'),
      family: getComputedStyle(document.body).fontFamily,
      // the header's logo: extra bold in the brand font, bold in the system's
      weight: getComputedStyle(document.querySelector('header .font-extrabold')!).fontWeight,
    }));

  it("a game page on a new device uses the system's font and requests none while the game loads; once it runs, the next page loaded uses the brand font", async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
    });
    // the app's scripts held: the page as the server sent it, laid out and painted
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const navigation = page.goto('/wordle');
    await page.waitForSelector('[data-testid=wordle-keyboard]', { state: 'attached' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const before = await fontOf(page);
    expect(before.attr).toBe('system');
    expect(before.family).not.toContain('Nunito');
    expect(before.family).not.toContain('ui-sans-serif');
    expect(before.weight).toBe('700');
    expect(fonts).toEqual([]);
    release();
    await navigation;
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    // once the game runs, the font is fetched (both files: ă, ș, ț are in the second) and recorded
    await page.waitForFunction(() => localStorage.getItem('slove_font') === '1', undefined, {
      timeout: 15_000,
    });
    expect(new Set(fonts).size).toBe(2);
    // this page keeps the system's font: no text moves under the player; the files went to
    // the cache only, not into this page (no decoding, no restyle for a font it does not show)
    expect(await fontOf(page)).toEqual(before);
    expect(await page.evaluate(() => [...document.fonts].map((f) => f.status))).toEqual([
      'unloaded',
      'unloaded',
    ]);
    // and so do the app's next pages: no font changes under the player until a page loads
    await page.getByTestId('wordle-back').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await fontOf(page)).toEqual(before);
    // the next game page loaded uses the brand font
    await page.goto('/joc-clasic');
    const next = await fontOf(page);
    expect(next.attr).toBeNull();
    expect(next.family).toMatch(/^"?Nunito/);
    expect(next.weight).toBe('800');
    await context.close();
  });

  it('the other pages use the brand font from the first visit, and record it', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/despre');
    const font = await fontOf(page);
    expect(font.attr).toBeNull();
    expect(font.family).toMatch(/^"?Nunito/);
    await page.waitForFunction(() => localStorage.getItem('slove_font') === '1', undefined, {
      timeout: 15_000,
    });
    await page.goto('/wordle');
    expect((await fontOf(page)).family).toMatch(/^"?Nunito/);
    await context.close();
  });

  it("the brand font's Romanian letters come in a file of their own under 5 KB, and every one of them is drawn in Nunito", async () => {
    const page = await newPage(PHONE);
    const preloaded: { href: string; size: number }[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('.woff2'))
        preloaded.push({ href: new URL(r.url()).pathname, size: (await r.body()).length });
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => preloaded.length).toBe(2);
    const ro = preloaded.find((f) => f.href.includes('nunito-ro-ext'));
    expect(ro, JSON.stringify(preloaded)).toBeDefined();
    expect(ro!.size).toBeLessThan(5 * 1024);
    // each letter measured in the brand font and in the fallback: equal widths would mean
    // the letter is missing from the file and drawn by the fallback font
    const same = await page.evaluate(async () => {
      const letters = [...'ăĂșȘțȚşŞţŢâÂîÎ'];
      await document.fonts.load('100px Nunito', letters.join(''));
      const ctx = document.createElement('canvas').getContext('2d')!;
      const width = (font: string, s: string) => ((ctx.font = font), ctx.measureText(s).width);
      return letters.filter(
        (l) => width('800 100px Nunito, sans-serif', l) === width('800 100px sans-serif', l),
      );
    });
    expect(same).toEqual([]);
    await page.context().close();
  });

  it("the site's icon is one small PNG (no SVG document to render on the page's main thread), and every icon is a palette PNG", async () => {
    // A PNG's width, height and colour type, from its header (IHDR).
    const png = async (href: string) => {
      const bytes = Buffer.from(await (await fetch(new URL(href, baseUrl))).arrayBuffer());
      expect(bytes.subarray(1, 4).toString('latin1'), href).toBe('PNG');
      return {
        href,
        bytes: bytes.length,
        width: bytes.readUInt32BE(16),
        height: bytes.readUInt32BE(20),
        type: bytes[25],
      };
    };
    const page = await newPage(PHONE);
    await page.goto('/wordle');
    const links = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLLinkElement>(
          'link[rel~=icon], link[rel=apple-touch-icon], link[rel=manifest]',
        ),
      ].map((l) => ({ rel: l.rel, type: l.type, href: l.getAttribute('href')! })),
    );
    await page.context().close();
    const icons = links.filter((l) => l.rel === 'icon');
    expect(icons).toEqual([{ rel: 'icon', type: 'image/png', href: '/icons/favicon-48.png' }]);
    expect(await png(icons[0]!.href)).toMatchObject({ width: 48, height: 48, type: 3 });
    const manifest = (await getJson(links.find((l) => l.rel === 'manifest')!.href)) as {
      icons: { src: string }[];
    };
    const all = [
      ...manifest.icons.map((i) => i.src),
      links.find((l) => l.rel === 'apple-touch-icon')!.href,
      '/icons/favicon-48.png',
    ];
    for (const href of all) {
      const p = await png(href);
      // colour type 3: a palette (pngquant, apps/web/scripts/render-images.mjs): 6–17 KB, not 20–112
      expect(p, href).toMatchObject({ type: 3 });
      expect(p.bytes, href).toBeLessThan(20_000);
    }
  });
});

describe('keys pressed before the app has started', () => {
  it('Wordle: the letters arrive in the first row, without a read of the day', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const reads = await typeBeforeTheApp(page, '/wordle', ['c', 'a', 'r', 'x', 'Backspace', 't']);
    const row = page.locator('[data-testid=wordle-row]').first().locator('[data-testid=wordle-tile]');
    await expect.poll(() => row.allTextContents(), { timeout: 20_000 }).toEqual(['C', 'A', 'R', 'T', '']);
    expect(reads).not.toContain('/api/wordle/today');
    await context.close();
  });

  it('classic: the letters arrive in the word field, without a read of the day', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const reads = await typeBeforeTheApp(page, '/joc-clasic', ['m', 'a', 'r', 'e']);
    await expect
      .poll(() => page.getByTestId('word-input').inputValue(), { timeout: 20_000 })
      .toMatch(/^mare$/i);
    expect(reads).not.toContain('/api/classic/day');
    await context.close();
  });

  it('crosswords: the letters fill the first cells of the opened puzzle', async () => {
    const id = await firstPuzzleId();
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const reads = await typeBeforeTheApp(page, `/integrame?id=${id}`, ['s', 'o']);
    const letters = page.locator('[data-testid=crossword-grid] [data-letter]');
    await expect.poll(async () => (await letters.allTextContents()).join(''), { timeout: 20_000 }).toBe('SO');
    expect(reads).not.toContain(`/api/crosswords/${id}`);
    await context.close();
  });
});

describe('keys typed before the app are seen at once (the page echoes them)', () => {
  /** Holds the app's scripts: the page stays as the server sent it until release() is called. */
  async function holdTheApp(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }
  /**
   * A phone opens `path` with the app's scripts held: resolves once `selector` is in the page
   * the server sent; the page's errors are collected.
   */
  async function openHeld(path: string, selector = '#root main') {
    const page = await newPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const release = await holdTheApp(page);
    const navigation = page.goto(path);
    await page.waitForSelector(selector, { state: 'attached' });
    return { page, errors, release, navigation };
  }
  const started = (page: Page) => page.evaluate(() => 'app' in document.documentElement.dataset);
  const tiles = (page: Page, row: number) =>
    page.locator('[data-testid=wordle-row]').nth(row).locator('[data-testid=wordle-tile]');
  /** The letters the echo shows outside the app's elements (its style, its layer), once it has ended: none. */
  const echoLeft = (page: Page) => page.evaluate(() => document.getElementById('slove-echo') !== null);
  /** Checks the app has not started, lets it load, and waits until it runs and the echo is gone. */
  async function startAndSettle(page: Page, release: () => void, navigation: Promise<unknown>) {
    expect(await started(page)).toBe(false);
    release();
    await navigation;
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    await expect.poll(() => echoLeft(page), { timeout: 20_000 }).toBe(false);
  }

  it('Wordle: typed and tapped letters show in the first row before the app, stay once after it, and the guess is submitted', async () => {
    const { page, errors, release, navigation } = await openHeld('/wordle');
    for (const key of ['c', 'a', 'r', 'x', 'Backspace']) await page.keyboard.press(key);
    // a tap on the on-screen keyboard and a Romanian layout's key count too
    await page.locator('[data-testid=wordle-keyboard] [data-key=T]').click();
    await page.keyboard.press('e');
    await page.keyboard.press('z'); // a sixth letter: not taken
    expect(await tiles(page, 0).allTextContents()).toEqual(['C', 'A', 'R', 'T', 'E']);
    expect(await tiles(page, 0).first().getAttribute('data-state')).toBe('tbd');
    expect(await tiles(page, 1).allTextContents()).toEqual(['', '', '', '', '']);
    await startAndSettle(page, release, navigation);
    // the game's own letters, once (no echo over them)
    expect(await tiles(page, 0).allTextContents()).toEqual(['C', 'A', 'R', 'T', 'E']);
    const after = await tiles(page, 0).evaluateAll((ts) =>
      ts.map((t) => getComputedStyle(t, '::after').content),
    );
    expect(after.every((c) => c === 'none' || c === 'normal')).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => tiles(page, 0).first().getAttribute('data-state'), { timeout: 10_000 })
      .toMatch(/^(correct|present|absent)$/);
    expect(errors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);

    // the next visit: this device has a guess for today, the echo goes into the second row
    const next = await page.context().newPage();
    const release2 = await holdTheApp(next);
    const navigation2 = next.goto('/wordle');
    await next.waitForSelector('#root main', { state: 'attached' });
    for (const key of ['m', 'a', 'r']) await next.keyboard.press(key);
    expect(await tiles(next, 0).allTextContents()).toEqual(['', '', '', '', '']);
    expect(await tiles(next, 1).allTextContents()).toEqual(['M', 'A', 'R', '', '']);
    release2();
    await navigation2;
    await expect
      .poll(() => tiles(next, 0).allTextContents(), { timeout: 20_000 })
      .toEqual(['C', 'A', 'R', 'T', 'E']);
    await expect
      .poll(() => tiles(next, 1).allTextContents(), { timeout: 20_000 })
      .toEqual(['M', 'A', 'R', '', '']);
    await expect.poll(() => echoLeft(next)).toBe(false);
    await page.context().close();
  });

  /** The letters of the first word's cells (selected, then highlighted: the word's order), as shown. */
  const firstWord = (page: Page) =>
    page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-testid=crossword-grid] [data-state=selected], [data-testid=crossword-grid] [data-state=highlighted]',
        ),
      ].map((c) => {
        const l = c.querySelector('[data-letter]')!;
        const after = getComputedStyle(l, '::after').content;
        return (l.textContent ?? '') + (after === 'none' || after === 'normal' ? '' : JSON.parse(after));
      }),
    );
  /** The letters in the whole grid, in the document's order. */
  const gridLetters = (page: Page) =>
    page.locator('[data-testid=crossword-grid] [data-letter]').allTextContents();

  it('crosswords: typed and tapped letters show in the first word before the app, stay once after it, none lost', async () => {
    const id = await firstPuzzleId();
    const { page, errors, release, navigation } = await openHeld(
      `/integrame?id=${id}`,
      '[data-testid=crossword-grid]',
    );
    const cells = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-testid=crossword-grid] [data-state=selected], [data-testid=crossword-grid] [data-state=highlighted]',
        ),
      ].map((c) => c.id),
    );
    expect(cells.length).toBeGreaterThanOrEqual(4);
    for (const key of ['s', 'o', 'x', 'Backspace']) await page.keyboard.press(key);
    // a tap on the on-screen Romanian keyboard counts too
    await page.locator('[data-testid=ro-keyboard] [data-key="Ș"]').click();
    const typed = ['S', 'O', 'Ș', ...Array<string>(cells.length - 3).fill('')];
    expect(await firstWord(page)).toEqual(typed);
    await startAndSettle(page, release, navigation);
    // the game's own letters, once, where the echo showed them (no echo over them)
    await expect.poll(() => firstWord(page), { timeout: 10_000 }).toEqual(typed);
    expect((await gridLetters(page)).join('')).toBe('SOȘ');
    expect(errors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);

    // the next visit: this device's letters show at once, and a key goes where the game puts it
    // (the first word's first empty cell)
    const next = await page.context().newPage();
    const release2 = await holdTheApp(next);
    const navigation2 = next.goto(`/integrame?id=${id}`);
    await next.waitForSelector('[data-testid=crossword-grid]', { state: 'attached' });
    await next.keyboard.press('m');
    expect(await firstWord(next)).toEqual(['S', 'O', 'Ș', 'M', ...Array<string>(cells.length - 4).fill('')]);
    expect(await started(next)).toBe(false);
    release2();
    await navigation2;
    await expect.poll(async () => (await gridLetters(next)).join(''), { timeout: 20_000 }).toBe('SOȘM');
    await expect.poll(() => echoLeft(next), { timeout: 20_000 }).toBe(false);
    await page.context().close();
  });

  /** Each cell of the grid as shown: its letter (the page's or the echo's), its background. */
  const gridAsShown = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=crossword-grid] [data-cell]')].map((c) => {
        const l = c.querySelector('[data-letter]')!;
        const after = getComputedStyle(l, '::after').content;
        const letter =
          l.textContent || (after === 'none' || after === 'normal' ? '' : (JSON.parse(after) as string));
        return `${c.getAttribute('data-cell')}:${letter}:${getComputedStyle(c).backgroundColor}`;
      }),
    );
  /** The current clue's bar as shown (the page's text, or the echo's before and after it). */
  const clueBar = (page: Page) =>
    page.evaluate(() => {
      const p = document.querySelector('[data-testid=current-clue] p')!;
      const part = (which: string) => {
        const c = getComputedStyle(p, which).content;
        return c === 'none' || c === 'normal' ? '' : (JSON.parse(c) as string);
      };
      const own = getComputedStyle(p).fontSize === '0px' ? '' : p.textContent;
      return (part('::before') + own + part('::after')).replace(/\s+/g, ' ').trim();
    });

  it('crosswords: a returning guest sees their grid before the app as the game then shows it (solved word, next word, keys)', async () => {
    const id = await firstPuzzleId();
    const { puzzle } = (await getJson(`/api/crosswords/${id}`)) as {
      puzzle: {
        clues: { id: number; number: number; direction: string; row: number; col: number; length: number }[];
      };
    };
    // the first clue of the list (horizontal, by number) solved on this device
    const first = [...puzzle.clues]
      .filter((c) => c.direction === 'horizontal')
      .sort((a, b) => a.number - b.number)[0]!;
    const gridState = Object.fromEntries(
      Array.from({ length: first.length }, (_, i) => [`${first.row}-${first.col + i}`, 'A']),
    );
    // (no colour transitions: the looks are compared as soon as they are set)
    const page = await newPage({ ...DESKTOP, reducedMotion: 'reduce' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [
        `slove_crossword_${id}`,
        JSON.stringify({
          gridState,
          completedClues: [first.id],
          hintsUsed: 0,
          timeSpentSeconds: 30,
          isCompleted: false,
          completedAt: null,
        }),
      ],
    );
    const release = await holdTheApp(page);
    const navigation = page.goto(`/integrame?id=${id}`);
    await page.waitForSelector('[data-testid=crossword-grid]', { state: 'attached' });
    for (const key of ['m', 'n', 'Backspace', 'o']) await page.keyboard.press(key);
    const before = await gridAsShown(page);
    const barBefore = await clueBar(page);
    // the solved word's letters are there, and the bar names another clue than the server's
    expect(before.filter((c) => c.split(':')[1] === 'A')).toHaveLength(first.length);
    expect(before.filter((c) => /:[MO]:/.test(c))).toHaveLength(2);
    expect(barBefore.startsWith(`${first.number} →`)).toBe(false);
    await startAndSettle(page, release, navigation);
    // the game's own state: the same letters in the same cells, the same looks, the same clue
    await expect.poll(() => gridAsShown(page), { timeout: 5_000 }).toEqual(before);
    await expect
      .poll(async () => (await clueBar(page)).replace(/\s+/g, ' '), { timeout: 5_000 })
      .toBe(barBefore);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('crosswords: on a device that has seen a player, the grid shows at once and the keys and taps wait for the session', async () => {
    const id = await firstPuzzleId();
    const page = await newPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // the last player seen here (the session, read by the app, says guest: the cookie is gone),
    // written before the page's own scripts run
    await page.addInitScript(() =>
      localStorage.setItem(
        'slove_last_user',
        JSON.stringify({ id: 'gone', name: 'Ana', email: 'ana@example.com' }),
      ),
    );
    let answer!: () => void;
    const session = new Promise<void>((r) => (answer = r));
    await page.route(/\/api\/auth\/get-session/, async (route) => {
      await session;
      await route.continue();
    });
    await page.goto(`/integrame?id=${id}`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    for (const key of ['c', 'a']) await page.keyboard.press(key);
    // a tap on the on-screen keyboard, once the app runs, goes after them
    await page.locator('[data-testid=ro-keyboard] [data-key="Ș"]').click();
    // the grid is there, the keys wait (echoed, not applied)
    await page.waitForTimeout(500);
    expect(await firstWord(page).then((w) => w.slice(0, 3))).toEqual(['C', 'A', 'Ș']);
    expect(await page.evaluate((n) => localStorage.getItem(`slove_crossword_${n}`), id)).toBeNull();
    expect(await page.locator('[data-live]').count()).toBe(0);
    answer();
    await page.locator('[data-live]').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await gridLetters(page)).join(''), { timeout: 20_000 }).toBe('CAȘ');
    await expect.poll(() => echoLeft(page), { timeout: 20_000 }).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('classic: the typed word shows before the app, stays once after it, and is checked on Enter', async () => {
    const { page, errors, release, navigation } = await openHeld('/joc-clasic');
    for (const key of ['m', 'a', 'r', 'x', 'Backspace']) await page.keyboard.press(key);
    // a Romanian keyboard's ș (not a key Playwright knows by name)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'ș', text: 'ș' });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'ș' });
    await page.keyboard.press('i');
    const input = page.getByTestId('word-input');
    // folded as the game folds it (ș → S)
    expect(await input.inputValue()).toBe('MARSI');
    await startAndSettle(page, release, navigation);
    expect(await input.inputValue()).toBe('MARSI');
    await page.keyboard.press('Enter');
    // checked (found or refused with a message): the field is empty again
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toBe('');
    await expect.poll(() => page.getByTestId('game-message').textContent()).not.toBe('');
    expect(errors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('returning players: pages from the service worker', () => {
  /** The `at` of the /wordle page kept by the service worker (0 when none is kept). */
  const keptWordleAt = (page: Page) =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) {
        if (!name.startsWith('slove-pages-')) continue;
        const res = await (await caches.open(name)).match('/wordle');
        if (!res) continue;
        const m = /id="slove-data">([^<]*)</.exec(await res.text());
        return m ? (JSON.parse(m[1]!) as { at: number }).at : 0;
      }
      return 0;
    });

  it('a game never visited opens from the cache and plays offline; a kept page is refreshed in the background', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/despre');
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    // the games' pages are kept from the install on, with the day's data
    await expect.poll(() => keptWordleAt(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const installedAt = await keptWordleAt(page);

    await context.setOffline(true);
    const offline = await page.goto('/wordle');
    expect(offline?.fromServiceWorker()).toBe(true);
    await page.locator('[data-testid=wordle-keyboard]').waitFor();
    for (const key of ['s', 'u', 'n']) await page.keyboard.press(key);
    const row = page.locator('[data-testid=wordle-row]').first().locator('[data-testid=wordle-tile]');
    await expect.poll(() => row.allTextContents()).toEqual(['S', 'U', 'N', '', '']);
    await context.setOffline(false);

    // online: the kept page opens at once (from the cache) and is replaced behind it
    const online = await page.goto('/wordle');
    expect(online?.fromServiceWorker()).toBe(true);
    await expect.poll(() => keptWordleAt(page), { timeout: 20_000 }).toBeGreaterThan(installedAt);
    await context.close();
  });
});
