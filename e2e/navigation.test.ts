/**
 * Navigation of the web shell in the browser, on a desktop and a phone viewport: every
 * route answers 200 with its title, the top bar (Play menu, Progresul meu, Articole,
 * Conectare or the profile menu), the mobile menu that closes after a choice, the footer
 * links, the old legal paths, the unknown blog id, the FAQ accordion, the 404 page (status
 * 404, path logged), the hero button, and the theme surviving a reload.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLOG_IDS, NOT_FOUND_META, ROUTES, routeMeta } from '@slove/core/routes';
import { baseUrl, closeBrowser, DESKTOP, linkIn, newContext, newPage, PHONE, waitForMail } from './harness';

afterAll(closeBrowser);

/** expect.poll with room for lazy pages and smooth scrolling on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T, message?: string) =>
  expect.poll(fn, { timeout: 10_000, interval: 100, message });

const GAME_PATHS = ['/joc-clasic', '/sinonime', '/sinonime-simple', '/integrame', '/wordle'];
/**
 * The games rendered in the browser only (their splash in the HTML), and /integrame with an id
 * the server cannot render (served as built); the others arrive as the game.
 */
const SPLASH_GAME_PATHS = ['/sinonime', '/sinonime-simple', '/integrame?id=abc'];
const BOARD_GAME_PATHS: [string, string][] = [
  ['/joc-clasic', 'letter-wheel-loading'],
  ['/wordle', 'wordle-board'],
  // rendered per request by the server, with the list and the day's card (instant-play.test.ts)
  ['/integrame', 'crossword-list'],
];
const PAGES = [...ROUTES.map((r) => r.path), ...BLOG_IDS.map((id) => `/blog/${id}`)];

async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('#main').waitFor();
  return response!;
}

/** Waits until the client-side title of a path is set (route table loaded on demand). */
async function expectTitle(page: Page, path: string) {
  const title = (routeMeta(path) ?? NOT_FOUND_META).title;
  await poll(() => page.title()).toBe(title);
}

describe('pages rendered at build time', () => {
  const STATIC_PAGES = [
    '/',
    '/despre',
    '/cum-sa-joci',
    '/blog',
    '/faq',
    '/privacy-policy',
    '/terms-conditions',
  ];

  it('arrive with their content in the HTML: the static pages whole, the games as their board or splash', async () => {
    for (const path of [...STATIC_PAGES, ...BLOG_IDS.map((id) => `/blog/${id}`)]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+/);
      expect(html, path).toMatch(/<script data-preload="\/assets\/[^"]+">/);
      expect(html, path).not.toContain('<script type="module"');
    }
    for (const path of SPLASH_GAME_PATHS) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain('data-testid="page-splash"');
      expect(html, path).toMatch(/<script data-preload="\/assets\/[^"]+">/);
    }
    for (const [path, board] of BOARD_GAME_PATHS) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain(`data-testid="${board}"`);
      expect(html, path).not.toContain('data-testid="page-splash"');
      expect(html, path).toMatch(/<script data-preload="\/assets\/[^"]+">/);
    }
  });

  it("a splash's spinner stays still for its first 1.5 s (no frames drawn while the page's code loads), then turns", async () => {
    // the page as it arrives, before any of its code runs
    const context = await newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of SPLASH_GAME_PATHS) {
      await page.mainFrame().goto(`${baseUrl}${path}`);
      const icon = page.getByTestId('page-splash').getByRole('status').locator('svg');
      const animation = await icon.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.animationName, s.animationDelay, s.animationIterationCount];
      });
      expect(animation, path).toEqual(['spin', '1.5s', 'infinite']);
    }
    await context.close();
  });

  it('hydrate in place: no page error, no console error (CSP included), the same nodes, the stored theme shown', async () => {
    const page = await newPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // the page's heading as the HTML brought it: a failed hydration would re-create it
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served: Element | null }).served = document.querySelector('#main h1');
      });
    });
    for (const path of STATIC_PAGES) {
      await page.goto(path);
      // the stored theme, once hydrated: the toggle's moon (the HTML was rendered with its sun)
      await poll(() => page.getByTestId('theme-toggle').locator('svg').getAttribute('class'), path).toContain(
        'lucide-moon',
      );
      await page.waitForLoadState('networkidle');
      const same = await page.evaluate(() => {
        const served = (window as unknown as { served: Element | null }).served;
        return !!served && served === document.querySelector('#main h1') && served.isConnected;
      });
      expect(same, path).toBe(true);
    }
    // a game rendered in the browser: its splash, then the game itself in place of it
    await page.goto('/sinonime-simple');
    await poll(() => page.getByTestId('page-splash').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('navigation on %s', (name, viewport) => {
  it('every route answers 200 with the app, its title and no page error', async () => {
    const page = await newPage(viewport);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const path of PAGES) {
      // without a token, /reset-password sends a guest on to /auth at once (spec): open its form
      const res = await open(page, path === '/reset-password' ? `${path}?token=e2e-navigation` : path);
      expect(res.status(), path).toBe(200);
      await poll(() => page.title(), path).toBe(routeMeta(path)!.title);
      await poll(() => page.locator('#main h1').count(), path).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown path answers 404 with the real page, a link home, and logs the path', async () => {
    const page = await newPage(viewport);
    const res = await open(page, '/nu-exista-pagina');
    expect(res.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await poll(() => page.consoleErrors.some((e) => e.includes('/nu-exista-pagina'))).toBe(true);
    await page.getByRole('link', { name: 'Înapoi la pagina principală' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Jocuri de cuvinte în limba română' }).waitFor();
    await page.context().close();
  });

  it('the old legal paths redirect to the current ones', async () => {
    const page = await newPage(viewport);
    await open(page, '/politica-confidentialitate');
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Politica de confidențialitate' }).waitFor();
    await open(page, '/termeni-conditii');
    expect(new URL(page.url()).pathname).toBe('/terms-conditions');
    await page.getByRole('heading', { level: 1, name: 'Termeni și condiții' }).waitFor();
    // The legal pages name the configured contact.
    const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as {
      contact: { name: string; email: string };
    };
    await poll(() => page.getByTestId('legal-contact-name').first().innerText()).toBe(config.contact.name);
    await poll(() => page.getByTestId('legal-contact-email').first().innerText()).toBe(config.contact.email);
    await page.context().close();
  });

  it('an unknown blog id shows "Articol negăsit" with a link back to /blog', async () => {
    const page = await newPage(viewport);
    await open(page, '/blog/nu-exista');
    await page.getByRole('heading', { name: 'Articol negăsit' }).waitFor();
    await page.getByRole('link', { name: 'Înapoi la articole' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Articole' }).waitFor();
    // Every article opens from the list, with its category, read time and date.
    for (const id of BLOG_IDS) {
      await page.goto('/blog');
      await page.locator(`a[href="/blog/${id}"]`).first().click();
      await page.waitForURL(`${baseUrl}/blog/${id}`);
      await expectTitle(page, `/blog/${id}`);
      await poll(() => page.locator('article time').count()).toBe(1);
      await poll(() => page.locator('article').innerText()).toMatch(/min de citit/);
      await poll(() => page.locator('.prose-slove h2').count()).toBeGreaterThan(3);
    }
    await page.context().close();
  });

  it('the FAQ has ten questions and keeps only one open', async () => {
    const page = await newPage(viewport);
    await open(page, '/faq');
    const triggers = page.locator('[data-testid=faq] button[aria-expanded]');
    await poll(() => triggers.count()).toBe(10);
    await triggers.nth(0).click();
    await poll(() => triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
    await triggers.nth(4).click();
    await poll(() => triggers.nth(4).getAttribute('aria-expanded')).toBe('true');
    await poll(() => triggers.nth(0).getAttribute('aria-expanded')).toBe('false');
    await poll(() => page.locator('[data-testid=faq] [role=region][data-state=open]').count()).toBe(1);
    // Links to /blog and /despre.
    await page.locator('a[href="/despre"]').last().click();
    await page.waitForURL(`${baseUrl}/despre`);
    await open(page, '/faq');
    await page.locator('#main a[href="/blog"]').last().click();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.context().close();
  });

  it('the footer links lead to their pages, and its consent link opens the settings', async () => {
    const page = await newPage(viewport);
    await open(page, '/');
    const footer = page.getByTestId('footer');
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ...GAME_PATHS,
        '/despre',
        '/cum-sa-joci',
        '/blog',
        '/faq',
        '/arhiva-zilnica',
        '/privacy-policy',
        '/terms-conditions',
        '/delete-account',
      ]),
    );
    for (const href of hrefs) {
      await footer.locator(`a[href="${href}"]`).click();
      await page.waitForURL(`${baseUrl}${href}`);
      await expectTitle(page, href);
    }
    await poll(() => footer.innerText()).toMatch(/aplicația mobilă Slove/);
    await footer.getByTestId('footer-consent').click();
    await page.getByRole('dialog', { name: 'Setări cookie-uri' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the hero button scrolls to the games, which list the five games and three coming soon', async () => {
    const page = await newPage(viewport);
    await open(page, '/');
    const games = page.locator('#jocuri');
    await page.getByTestId('hero-play').click();
    await poll(() => games.evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120)).toBe(true);
    for (const path of GAME_PATHS) await poll(() => games.locator(`a[href="${path}"]`).count()).toBe(1);
    await poll(() => games.getByText('în curând', { exact: true }).count()).toBe(3);
    await page.context().close();
  });

  it('the theme choice survives a reload', async () => {
    const page = await newPage({ ...viewport, colorScheme: 'light' });
    await open(page, '/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByTestId('theme-toggle').click();
    await page.locator('[data-theme-option=dark]').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload({ waitUntil: 'domcontentloaded' });
    // Applied by the blocking theme-init.js, before any module runs.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByTestId('theme-toggle').click();
    await page.locator('[data-theme-option=system]').click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.context().close();
  });

  if (name === 'desktop') {
    it('the Play menu lists the games with descriptions; Progresul meu, Articole and Conectare lead to their pages', async () => {
      const page = await newPage(viewport);
      await open(page, '/');
      const nav = page.getByRole('navigation', { name: 'Navigare principală' });
      await nav.getByTestId('play-menu').click();
      const menu = page.locator(`#${await nav.getByTestId('play-menu').getAttribute('aria-controls')}`);
      await poll(() => menu.isVisible()).toBe(true);
      for (const path of GAME_PATHS) {
        const link = menu.locator(`a[href="${path}"]`);
        await poll(() => link.locator('span').count()).toBe(2);
      }
      await menu.locator('a[href="/wordle"]').click();
      await page.waitForURL(`${baseUrl}/wordle`);
      await poll(() => menu.isVisible()).toBe(false);
      // Escape closes the menu too.
      await nav.getByTestId('play-menu').click();
      await page.keyboard.press('Escape');
      await poll(() => menu.isVisible()).toBe(false);
      await nav.getByRole('link', { name: 'Progresul meu' }).click();
      await page.waitForURL(`${baseUrl}/progres`);
      await nav.getByRole('link', { name: 'Articole' }).click();
      await page.waitForURL(`${baseUrl}/blog`);
      await nav.getByRole('link', { name: 'Conectare' }).click();
      await page.waitForURL(`${baseUrl}/auth`);
      await nav.getByRole('link', { name: 'Slove, pagina principală' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.context().close();
    });

    it('a signed-in user gets the profile menu: Progresul meu, Setări, Deconectare', async () => {
      const page = await newPage(viewport);
      const email = `nav-${Date.now()}@example.com`;
      const password = 'zmeu-verde-2025';
      const headers = { origin: baseUrl };
      const up = await page.request.post('/api/auth/sign-up/email', {
        headers,
        data: {
          email,
          password,
          name: 'navtest',
          username: `nav${Date.now() % 1e8}`,
          displayName: 'Ana Navigare',
        },
      });
      expect(up.status()).toBe(200);
      await page.goto(linkIn(await waitForMail(email)));
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        headers,
        data: { email, password },
      });
      expect(signIn.status()).toBe(200);
      await open(page, '/');
      const nav = page.getByRole('navigation', { name: 'Navigare principală' });
      const profile = nav.getByTestId('profile-menu');
      await profile.waitFor();
      await profile.click();
      const menu = page.locator(`#${await profile.getAttribute('aria-controls')}`);
      await menu.getByRole('link', { name: 'Setări' }).click();
      await page.waitForURL(`${baseUrl}/setari-sinonime`);
      await profile.click();
      await menu.getByRole('link', { name: 'Progresul meu' }).click();
      await page.waitForURL(`${baseUrl}/progres`);
      await profile.click();
      await menu.getByRole('button', { name: 'Deconectare' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await nav.getByRole('link', { name: 'Conectare' }).waitFor();
      const session = await (await page.request.get('/api/auth/get-session')).json();
      expect(session).toBeNull();
      await page.context().close();
    });
  } else {
    it('the mobile menu toggles, has the same items and closes after a choice', async () => {
      const page = await newPage(viewport);
      await open(page, '/');
      const toggle = page.getByTestId('mobile-menu');
      const panel = page.getByTestId('mobile-panel');
      expect(await panel.isVisible()).toBe(false);
      // The desktop items are hidden on a phone.
      expect(await page.getByTestId('play-menu').isVisible()).toBe(false);
      await toggle.click();
      await poll(() => panel.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      for (const path of [...GAME_PATHS, '/progres', '/blog', '/auth']) {
        await poll(() => panel.locator(`a[href="${path}"]`).count(), path).toBe(1);
      }
      await panel.locator('a[href="/blog"]').click();
      await page.waitForURL(`${baseUrl}/blog`);
      await poll(() => panel.isVisible()).toBe(false);
      await toggle.click();
      await panel.locator('a[href="/integrame"]').click();
      await page.waitForURL(`${baseUrl}/integrame`);
      await poll(() => panel.isVisible()).toBe(false);
      await toggle.click();
      await toggle.click();
      await poll(() => panel.isVisible()).toBe(false);
      // Touch targets of the bar are at least 44 px.
      for (const el of [toggle, page.getByTestId('theme-toggle')]) {
        const box = (await el.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await page.context().close();
    });
  }
});
