/**
 * Offline, every game (issue 17, item 5): after a page has loaded once online, today's puzzle
 * of every game (and each archive day already opened) stays playable with the network cut,
 * opened by a reload or by a link inside the app; what was never opened shows the shared
 * Romanian error with "Încearcă din nou" within 5 s (never an endless spinner), and retrying
 * once back online loads it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays } from '@slove/core/day';
import { GAME_IDS, type GameId } from '@slove/core/games';
import { closeBrowser, DESKTOP, newContext, PHONE, shot } from './harness';
import { getJSON, type GameSteps, type StepsOf } from './local-first-steps';

afterAll(closeBrowser);

const NETWORK_TEXT = 'Nu există conexiune la server';
/** The target: no spinner 5 s after an offline navigation. */
const SETTLE_MS = 5_000;

/** A spinner on screen (components/ui/spinner.tsx: a status holding the turning icon). */
const spinners = (page: Page) => page.locator('[role=status]:has(svg[class*="animate-spin"]):visible');

async function stepsOf(context: BrowserContext): Promise<Record<GameId, GameSteps>> {
  const out: Partial<Record<GameId, GameSteps>> = {};
  for (const id of GAME_IDS) {
    const { steps } = (await import(`./games/${id}.ts`)) as { steps: StepsOf };
    out[id] = await steps(context.request);
  }
  return out as Record<GameId, GameSteps>;
}

async function controlled(page: Page) {
  await page.goto('/');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** A navigation inside the app, as a link does it (React Router follows the history). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** 5 s after a navigation: no spinner, and the page shows `ready` (game or error). */
async function settlesWithin5s(page: Page, ready: () => Promise<void>, where: string) {
  const started = Date.now();
  await ready();
  expect(Date.now() - started, `${where}: shown within 5 s`).toBeLessThan(SETTLE_MS + 500);
  await page.waitForTimeout(Math.max(0, SETTLE_MS - (Date.now() - started)));
  expect(await spinners(page).count(), `${where}: no spinner after 5 s`).toBe(0);
}

/** The shared error (components/load-error.tsx): Romanian text and "Încearcă din nou". */
async function expectOfflineError(page: Page, testId: string) {
  const error = page.getByTestId(testId);
  await error.waitFor({ timeout: SETTLE_MS });
  expect(await error.getAttribute('role')).toBe('alert');
  expect(await error.textContent()).toContain(NETWORK_TEXT);
  expect(await error.getByRole('button', { name: 'Încearcă din nou' }).isVisible()).toBe(true);
}

describe('offline, every game', () => {
  it("after one visit, every game's puzzle of the day (and the daily crossword) opens and plays offline, by a link and by a reload; no spinner after 5 s", async () => {
    // desktop: the moves are the local-first tests' (e2e/games/*.ts), made on the desktop layout
    const context = await newContext(DESKTOP);
    const games = await stepsOf(context);
    const daily = await getJSON<{ today: { day: string; puzzleId: number } }>(
      context.request,
      '/api/crosswords/daily',
    );
    const dailyPath = `/integrame?id=${daily.today.puzzleId}&zi=${daily.today.day}`;
    const grid = (page: Page) => page.getByTestId('crossword-grid').waitFor({ timeout: SETTLE_MS });
    const page = await context.newPage();
    await controlled(page);

    // one visit of each, online
    for (const id of GAME_IDS) {
      await page.goto(games[id].path);
      await games[id].ready(page);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/integrame');
    await page.getByTestId('daily-card').waitFor();
    await page.goto(dailyPath);
    await grid(page);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    // by a link inside the app: each game's page from the home page
    for (const id of GAME_IDS) {
      await page.goto('/');
      await navigateInApp(page, games[id].path);
      await settlesWithin5s(page, () => games[id].ready(page), `${id} (link)`);
      expect(await page.getByTestId('load-error').count()).toBe(0);
    }
    await page.goto('/');
    await navigateInApp(page, '/integrame');
    await settlesWithin5s(
      page,
      () => page.getByTestId('daily-card').waitFor({ timeout: SETTLE_MS }),
      'crossword picker (link)',
    );
    await navigateInApp(page, dailyPath);
    await settlesWithin5s(page, () => grid(page), 'daily crossword (link)');

    // by a reload: each game plays (one move each)
    for (const id of GAME_IDS) {
      await page.goto(games[id].path);
      await settlesWithin5s(page, () => games[id].ready(page), `${id} (reload)`);
      await games[id].play(page);
    }
    await page.goto(dailyPath);
    await settlesWithin5s(page, () => grid(page), 'daily crossword (reload)');
    await page.locator('[role="grid"] [tabindex="0"]').focus();
    const cell = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell!);
    await page.keyboard.press('a');
    await expect
      .poll(() => page.locator(`[data-cell="${cell}"] [data-letter]`).textContent(), { timeout: 5_000 })
      .toBe('A');
    await context.close();
  });

  it("classic: the previous-set arrow offline to a set never loaded shows the error with 'Încearcă din nou' within 5 s; retrying online loads the set", async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await controlled(page);
    const set = await getJSON<{ id: number }>(context.request, '/api/classic/day');
    await page.goto('/joc-clasic');
    await page.getByTestId('letter-wheel').waitFor();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByTestId('prev-set').click();
    await settlesWithin5s(page, () => expectOfflineError(page, 'game-error'), 'previous set offline');
    expect(await page.getByTestId('game-error').textContent()).toContain('Eroare la încărcarea jocului');

    await context.setOffline(false);
    await page.getByTestId('load-error-retry').click();
    await page.getByTestId('letter-wheel').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('set-label').textContent()).toContain(`#${set.id - 1}`);

    // the set opened once now plays offline too, after a reload
    await context.setOffline(true);
    await page.reload();
    await settlesWithin5s(
      page,
      () => page.getByTestId('letter-wheel').waitFor({ timeout: SETTLE_MS }),
      'previous set reload offline',
    );
    expect(await page.getByTestId('set-label').textContent()).toContain(`#${set.id - 1}`);
    await context.close();
  });

  it('Wordle archive: a day opened once plays offline; a day never opened shows the error within 5 s, and retrying online opens it', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await controlled(page);
    const today = (await getJSON<{ day: string }>(context.request, '/api/wordle/today')).day;
    const opened = addDays(today, -1);
    const unopened = addDays(today, -2);
    const keyboard = () => page.getByTestId('wordle-keyboard').waitFor({ timeout: SETTLE_MS });
    const firstRow = page.locator('[data-testid=wordle-row]').first().locator('[data-testid=wordle-tile]');
    await page.goto(`/wordle?zi=${opened}`);
    await page.getByTestId('wordle-archive-banner').waitFor();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    // a link inside the app to the opened day, then a reload of it: playable
    await page.goto('/wordle');
    await keyboard();
    await navigateInApp(page, `/wordle?zi=${opened}`);
    await settlesWithin5s(
      page,
      () => page.getByTestId('wordle-archive-banner').waitFor(),
      'opened day (link)',
    );
    await page.reload();
    await settlesWithin5s(page, keyboard, 'opened day (reload)');
    for (const key of ['m', 'a', 'r']) await page.keyboard.press(key);
    await expect.poll(() => firstRow.allTextContents()).toEqual(['M', 'A', 'R', '', '']);

    // a day never opened: the error, by a link and by a reload
    await navigateInApp(page, `/wordle?zi=${unopened}`);
    await settlesWithin5s(page, () => expectOfflineError(page, 'wordle-error'), 'unopened day (link)');
    await page.goto(`/wordle?zi=${unopened}`);
    await settlesWithin5s(page, () => expectOfflineError(page, 'wordle-error'), 'unopened day (reload)');
    await shot(page, 'offline-error-390-light');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expectOfflineError(page, 'wordle-error');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await shot(page, 'offline-error-390-dark');

    await context.setOffline(false);
    await page.getByTestId('load-error-retry').click();
    await page.getByTestId('wordle-keyboard').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('wordle-archive-banner').textContent()).toContain('Arhivă');
    await context.close();
  });

  it("a past day never opened, in the synonyms and the crosswords' archives: the same error offline within 5 s; retrying online opens it", async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await controlled(page);
    const daily = await getJSON<{ today: { day: string }; archive: { day: string; puzzleId: number }[] }>(
      context.request,
      '/api/crosswords/daily',
    );
    const past = daily.archive.find((entry) => entry.day !== daily.today.day)!;
    const synonymsDay = addDays(daily.today.day, -3);
    await page.goto('/sinonime');
    await page.getByTestId('synonym-input').waitFor();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await navigateInApp(page, `/sinonime?zi=${synonymsDay}`);
    await settlesWithin5s(page, () => expectOfflineError(page, 'load-error'), 'synonyms past day (link)');
    expect(await page.getByTestId('load-error').textContent()).toContain('Eroare: ');
    await page.goto(`/integrame?id=${past.puzzleId}&zi=${past.day}`);
    await settlesWithin5s(page, () => expectOfflineError(page, 'load-error'), 'crossword past day (reload)');
    expect(await page.getByTestId('load-error').textContent()).toContain('Nu s-a putut încărca integrama.');

    await context.setOffline(false);
    await page.getByTestId('load-error-retry').click();
    await page.getByTestId('crossword-grid').waitFor({ timeout: 10_000 });
    await page.goto(`/sinonime?zi=${synonymsDay}`);
    await page.getByTestId('synonym-input').waitFor({ timeout: 10_000 });
    await context.close();
  });
});
