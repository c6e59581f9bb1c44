/**
 * Every route, after a long session of play, is no wider than the screen (issue 39): a
 * signed-in player with a 50-character display name has found every word of the day's
 * classic set (saved through the game's own API, as the game saves them), won today's
 * Wordle and opened a crossword; then each page route, the articles, a crossword opened and
 * the 404 page are measured at 360×740 (and 390×844, 1280×800). A page wider than the
 * screen fails the test, with the widest elements named.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BLOG_IDS, ROUTES } from '@slove/core/routes';
import { baseUrl, closeBrowser, newContext, signUpAndIn } from './harness';

afterAll(closeBrowser);

const LONG_NAME = 'Maria-Magdalena Constantinescu-Brâncoveanu Ștefă';

const PATHS = [
  ...ROUTES.map((r) => r.path),
  ...BLOG_IDS.map((id) => `/blog/${id}`),
  '/integrame?id=1',
  '/pagina-inexistenta',
];

async function longSession(context: BrowserContext) {
  await signUpAndIn(context, 'lat');
  const req = context.request;
  const headers = { origin: baseUrl };
  const named = await req.post(`${baseUrl}/api/auth/update-user`, {
    headers,
    data: { displayName: LONG_NAME },
  });
  expect(named.status()).toBe(200);
  const day = (await (await req.get(`${baseUrl}/api/classic/day`)).json()) as {
    id: number;
    answers: string[];
  };
  const saved = await req.put(`${baseUrl}/api/classic/progress/${day.id}`, {
    headers,
    data: { foundWords: day.answers },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return day.answers.length;
}

/** The page's width beyond the screen, and the elements that reach furthest right. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const over = document.documentElement.scrollWidth - width;
    const widest = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter((x) => x.right > width + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ el, right }) => {
        const id = el.getAttribute('data-testid') ?? el.id;
        return `${el.tagName.toLowerCase()}${id ? `#${id}` : ''} → ${Math.round(right)}`;
      });
    return { over, widest };
  });
}

async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page
    .locator('#main h1, #main h2')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
}

describe('no horizontal overflow on any route after a long session', () => {
  it.each([
    [360, 740],
    [390, 844],
    [1280, 800],
  ])('at %i×%i', async (width, height) => {
    const mobile = width < 800;
    const context = await newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });
    const words = await longSession(context);
    expect(words).toBeGreaterThan(10);
    const page = await context.newPage();
    // today's Wordle, won (the end dialog closed), on this device
    const today = (await (await page.request.get(`${baseUrl}/api/wordle/today`)).json()) as { word: string };
    await page.goto('/wordle');
    await page.locator('[data-testid=wordle-keyboard]').waitFor({ timeout: 30_000 });
    for (const ch of today.word) await page.keyboard.press(ch.toLowerCase());
    await page.keyboard.press('Enter');
    await page.waitForTimeout(2500);
    await page.keyboard.press('Escape');

    const failures: string[] = [];
    for (const path of PATHS) {
      await settle(page, path);
      const { over, widest } = await overflow(page);
      if (over > 0) failures.push(`${path}: ${over} px too wide (${widest.join(', ')})`);
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});
