/**
 * The classic game's layout after a long session (issue 39): with 0, 10, 30 and all of the
 * day's words found, at 360×740, 390×844 and 1280×800, light and dark, the page never widens
 * (document scrollWidth ≤ innerWidth) and the letter wheel, the input and the buttons stay
 * fully on screen. The found words are written to this device's storage as a guest's game.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, closeBrowser, newPage, PHONE, shot } from './harness';

interface DaySet {
  id: number;
  date: string;
  answers: string[];
}

const FOLD: Record<string, string> = { Ă: 'A', Â: 'A', Î: 'I', Ș: 'S', Ț: 'T' };
const fold = (w: string) => w.replace(/[ĂÂÎȘȚ]/g, (c) => FOLD[c]!);

async function openGame(page: Page) {
  await page.goto(`${baseUrl}/joc-clasic`);
  await page.waitForSelector('[data-testid=letter-wheel]', { timeout: 30_000 });
}

/** The day's set with `count` of its words found on this device, then the page reloaded. */
async function seedFound(page: Page, count: number | 'all'): Promise<number> {
  const set = await page.evaluate(async () => (await fetch('/api/classic/day')).json() as Promise<DaySet>);
  const words = (count === 'all' ? set.answers : set.answers.slice(0, count)).map(fold);
  await page.evaluate(
    ({ id, date, words }) => {
      localStorage.setItem(
        'slove_classic_progress',
        JSON.stringify({ [id]: { [date]: { foundWords: words, score: 0, timestamp: Date.now() } } }),
      );
      localStorage.setItem('slove_classic_current', JSON.stringify({ setId: id, day: date }));
    },
    { id: set.id, date: set.date, words },
  );
  await openGame(page);
  await expect
    .poll(() => page.getByTestId('word-count').textContent(), { timeout: 10_000 })
    .toMatch(new RegExp(`^${words.length}\\b`));
  return words.length;
}

/** Every box that must be fully on screen: the wheel's letters, the input and each button. */
async function offScreen(page: Page, width: number, height: number) {
  const boxes = await page
    .locator(
      '[data-testid=letter-wheel] button, [data-testid=word-input], [data-testid=btn-submit], [data-testid=btn-delete], [data-testid=btn-clear], [data-testid=btn-shuffle], [data-testid=btn-hint], [data-testid=btn-new-game]',
    )
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const el = e as HTMLElement;
        return { id: el.dataset.testid ?? `letter ${el.dataset.letter}`, ...r.toJSON() } as {
          id: string;
          left: number;
          right: number;
          top: number;
          bottom: number;
        };
      }),
    );
  expect(boxes.length).toBe(14);
  return boxes.filter((b) => b.left < 0 || b.top < 0 || b.right > width || b.bottom > height);
}

afterAll(async () => {
  await closeBrowser();
});

describe('classic layout after a long session', () => {
  for (const [width, height, phone] of [
    [360, 740, true],
    [390, 844, true],
    [1280, 800, false],
  ] as const) {
    it(`never widens at ${width}×${height} with 0, 10, 30 and all words found`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await newPage({ ...(phone ? PHONE : {}), viewport: { width, height }, colorScheme });
        await openGame(page);
        for (const count of [0, 10, 30, 'all'] as const) {
          const n = await seedFound(page, count);
          const label = `${width} ${colorScheme} ${n} words`;
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          // a phone's browser zooms out on a wider page: the window itself must stay as wide
          expect(innerWidth, label).toBe(width);
          expect(scrollWidth, label).toBeLessThanOrEqual(innerWidth);
          expect(await offScreen(page, width, height), label).toEqual([]);
          if (count === 'all') await shot(page, `classic-long-${width}-${colorScheme}`);
          if (phone && count === 'all') {
            // the folded line is a big touch target
            expect((await page.getByTestId('found-toggle').boundingBox())!.height).toBeGreaterThanOrEqual(44);
            // opened, the whole list wraps inside the page
            await page.getByTestId('found-toggle').click();
            await page.locator('#found-body').waitFor();
            expect(
              await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]),
              label,
            ).toEqual([width, width]);
            await shot(page, `classic-long-${width}-${colorScheme}-open`, true);
          }
        }
        expect(page.consoleErrors).toEqual([]);
        await page.context().close();
      }
    });
  }
});
