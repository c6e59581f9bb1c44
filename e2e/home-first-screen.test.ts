/**
 * The home page's first screen on a phone shows the day's games (issue 39), and for a
 * returning player today's state of a game once the page has started (here Wordle, won).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAMES } from '@slove/core/games';
import { baseUrl, closeBrowser, newPage } from './harness';

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T, message?: string) =>
  expect.poll(fn, { timeout: 20_000, interval: 100, message });

/** The bottom edge of each game's card on the home page, in CSS pixels from the top of the screen. */
const cardBottoms = (page: Page) =>
  page.evaluate(
    (paths) =>
      paths.map(
        (p) => document.querySelector(`#jocuri a[href="${p}"]`)?.getBoundingClientRect().bottom ?? Infinity,
      ),
    GAMES.map((g) => g.path),
  );

describe('home, first screen', () => {
  it.each([
    [390, 844],
    [360, 740],
  ])('at %i×%i every game of the day is above the fold', async (width, height) => {
    const page = await newPage({ viewport: { width, height }, isMobile: true, hasTouch: true });
    await page.goto('/');
    const bottoms = await cardBottoms(page);
    for (const b of bottoms) expect(b).toBeLessThanOrEqual(height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
  });

  it("shows a returning player's state of today (played, result, streak)", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const today = (await (await page.request.get(`${baseUrl}/api/wordle/today`)).json()) as { word: string };
    await page.goto('/wordle');
    await page.locator('[data-testid=wordle-keyboard]').waitFor({ timeout: 30_000 });
    for (const ch of today.word) await page.keyboard.press(ch.toLowerCase());
    await page.keyboard.press('Enter');
    await poll(() => page.locator('[data-testid=wordle-row] [data-state=correct]').count()).toBe(5);
    await page.goto('/');
    const state = page.getByTestId('home-today-wordle');
    await poll(() => state.textContent()).toBe('Cuvântul de azi: Ghicit din 1 · Serie: 1 zi');
    // still on the first screen
    expect(await state.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(844);
    expect(await page.getByTestId('home-today-classic').count()).toBe(0);
    await page.context().close();
  });
});
