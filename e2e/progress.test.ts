/**
 * "Progresul meu" (/progres, issue 17 item 6): one page with every game's statistics. A
 * guest sees the empty states, plays a classic word and a Wordle guess and finds them on the
 * page (this device's data, reached from the mobile menu); a signed-in player whose progress
 * is only in the account (saved through the API) sees it there, reached from the top bar and
 * from the profile menu, which also downloads it ("Descarcă datele mele"); the synonym progress page is linked from it; axe finds nothing in
 * light and dark; screenshots at three sizes in both themes ($SCREENSHOT_DIR).
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { GAMES } from '@slove/core/games';
import {
  axeViolations,
  baseUrl,
  closeBrowser,
  DESKTOP,
  newContext,
  PHONE,
  shot,
  signUpAndIn,
} from './harness';
import { getJSON } from './local-first-steps';
import { steps as wordleSteps } from './games/wordle';

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T, message?: string) =>
  expect.poll(fn, { timeout: 20_000, interval: 100, message });

/** A classic word found as a player finds it (any screen size: on a phone the found-words list is folded). */
async function playClassicWord(page: Page) {
  const set = await getJSON<{ id: number; answers: string[] }>(page.request, '/api/classic/day');
  const word = set.answers.find((w) => /^[A-Z]+$/.test(w))!;
  await page.goto('/joc-clasic');
  await page.getByTestId('letter-wheel').waitFor({ timeout: 30_000 });
  await page.getByTestId('word-input').fill(word);
  await page.getByTestId('btn-submit').click();
  await poll(() => page.evaluate(() => localStorage.getItem('slove_classic_progress') ?? '')).toContain(word);
}

const section = (page: Page, id: string) => page.getByTestId(`progress-${id}`);
const stat = (page: Page, game: string, id: string) => page.getByTestId(`stat-${game}-${id}`).textContent();

/** The page has loaded every game's section (figures or empty state). */
async function settled(page: Page) {
  for (const game of GAMES)
    await poll(() => section(page, game.id).getAttribute('data-source'), game.id).not.toBeNull();
  await page.waitForLoadState('networkidle').catch(() => {});
}

async function axeInBothThemes(page: Page) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    expect(await axeViolations(page), theme).toEqual([]);
  }
}

describe('Progresul meu for a guest', () => {
  let context: BrowserContext;
  let page: Page;

  it('shows every game with its empty state and a link to play it', async () => {
    context = await newContext(PHONE);
    page = await context.newPage();
    await page.goto('/progres');
    await page.getByRole('heading', { level: 1, name: 'Progresul meu' }).waitFor();
    await settled(page);
    for (const game of GAMES) {
      const s = section(page, game.id);
      expect(await s.getAttribute('data-source')).toBe('device');
      expect(await s.getByRole('heading', { level: 2 }).textContent()).toBe(game.title);
      expect(await s.getByTestId('progress-empty').textContent()).toMatch(/^Încă nu ai jucat /);
      const play = s.getByRole('link', { name: `Joacă acum ${game.title}` });
      expect(await play.getAttribute('href')).toBe(game.path);
      // touch targets
      const box = (await play.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.getByRole('link', { name: 'Conectează-te' }).getAttribute('href')).toBe('/auth');
    await axeInBothThemes(page);
    await page.evaluate(() => localStorage.removeItem('theme'));
  });

  it('a classic word and a Wordle guess played on this device show on the page, reached from the menu', async () => {
    await playClassicWord(page);

    const wordle = await wordleSteps(page.request);
    await page.goto(wordle.path);
    await wordle.ready(page);
    await wordle.play(page);

    // the main menu on a phone: the toggle, then "Progresul meu"
    await page.getByTestId('mobile-menu').click();
    await page.getByTestId('mobile-panel').getByRole('link', { name: 'Progresul meu' }).click();
    await page.waitForURL(`${baseUrl}/progres`);
    await settled(page);

    const classicSection = section(page, 'classic');
    expect(await classicSection.getByTestId('progress-empty').count()).toBe(0);
    expect(await stat(page, 'classic', 'words')).toBe('1');
    expect(await stat(page, 'classic', 'days')).toBe('1');
    expect(await stat(page, 'classic', 'streak')).toBe('1');
    expect(await stat(page, 'classic', 'rank')).toBe('Ucenic');
    expect(Number(await stat(page, 'classic', 'score'))).toBeGreaterThan(0);
    expect(await classicSection.getByRole('link', { name: 'Joacă Jocul clasic cu litere' }).count()).toBe(1);

    expect(await stat(page, 'wordle', 'today')).toBe('În curs (1/6)');
    expect(await stat(page, 'wordle', 'played')).toBe('0');
    expect(await section(page, 'wordle').getByText('Distribuția Ghicirilor').count()).toBe(1);

    for (const id of ['synonyms', 'quiz', 'crosswords'])
      expect(await section(page, id).getByTestId('progress-empty').count(), id).toBe(1);

    await axeInBothThemes(page);
    await page.evaluate(() => localStorage.removeItem('theme'));
    await context.close();
  });
});

describe('Progresul meu for a signed-in player', () => {
  it("shows the account's statistics, from the top bar and the profile menu, and links the synonym progress page", async () => {
    const context = await newContext(DESKTOP);
    const { email } = await signUpAndIn(context, 'progres');
    const headers = { origin: baseUrl };
    // progress made on another device: only the account has it
    const set = await getJSON<{ id: number; answers: string[] }>(context.request, '/api/classic/day');
    const words = set.answers.filter((w) => /^[A-Z]+$/.test(w)).slice(0, 2);
    const put = await context.request.put(`/api/classic/progress/${set.id}`, {
      headers,
      data: { foundWords: words },
    });
    expect(put.status()).toBe(200);
    const questions = await getJSON<{ sets: { questions: { id: number }[] }[] }>(
      context.request,
      '/api/quiz/questions',
    );
    const done = questions.sets[0]!.questions.slice(0, 2).map((q) => q.id);
    const quiz = await context.request.put('/api/quiz/progress', {
      headers,
      data: { completedQuestions: done, totalCorrect: 2, totalAttempts: 3 },
    });
    expect(quiz.status()).toBe(200);

    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navigare principală' })
      .getByRole('link', { name: 'Progresul meu' })
      .click();
    await page.waitForURL(`${baseUrl}/progres`);
    await settled(page);
    expect(await page.getByText('Statisticile din contul tău').count()).toBe(1);
    for (const game of GAMES)
      expect(await section(page, game.id).getAttribute('data-source')).toBe('account');
    expect(await stat(page, 'classic', 'words')).toBe(String(words.length));
    expect(await stat(page, 'classic', 'days')).toBe('1');
    expect(await stat(page, 'quiz', 'questions')).toBe('2');
    expect(await stat(page, 'quiz', 'correct')).toBe('2');
    expect(await stat(page, 'quiz', 'percent')).toBe('67%');
    // the device holds none of it
    expect(await page.evaluate(() => localStorage.getItem('slove_classic_progress'))).toBeNull();
    for (const id of ['synonyms', 'crosswords', 'wordle'])
      expect(await section(page, id).getByTestId('progress-empty').count(), id).toBe(1);
    await shot(page, 'progress-account-1280-light', true);

    // the profile menu downloads the account's data ("Descarcă datele mele")…
    await page.goto('/');
    const profile = page.getByTestId('profile-menu');
    await profile.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-data').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^slove-datele-mele-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(exported).toMatchObject({ format: 'slove-datele-mele', account: { email } });
    expect(exported.games.classic.game_progress[0].found_words).toHaveLength(words.length);

    // …and leads here too
    await profile.click();
    await page
      .locator(`#${await profile.getAttribute('aria-controls')}`)
      .getByRole('link', { name: 'Progresul meu' })
      .click();
    await page.waitForURL(`${baseUrl}/progres`);
    await settled(page);

    // the synonym progress page stays, linked from the page
    await section(page, 'synonyms').getByRole('link', { name: 'Progresul la sinonime' }).click();
    await page.waitForURL(`${baseUrl}/progres-sinonime`);
    await page.getByRole('heading', { level: 1, name: 'Progresul la sinonime' }).waitFor();
    await context.close();
  });
});

describe('layout at three sizes in light and dark (screenshots in $SCREENSHOT_DIR, looked at by hand)', () => {
  const sizes: [string, BrowserContextOptions][] = [
    ['360', { ...PHONE, viewport: { width: 360, height: 740 } }],
    ['390', PHONE],
    ['1280', DESKTOP],
  ];
  it.each(sizes)(
    'at %s px: nothing wider than the screen, links at least 44 px tall',
    async (name, options) => {
      const context = await newContext(options);
      const page = await context.newPage();
      await playClassicWord(page);
      const wordle = await wordleSteps(page.request);
      await page.goto(wordle.path);
      await wordle.ready(page);
      await wordle.play(page);
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        await page.goto('/progres');
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        const heights = await page
          .locator('#main a')
          .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
        expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
        await shot(page, `progress-${name}-${theme}`);
        await shot(page, `progress-${name}-${theme}-full`, true);
      }
      await context.close();
    },
  );
});
