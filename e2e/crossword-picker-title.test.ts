/**
 * The crossword picker (issue 39): a tap on a puzzle's title opens it, as "Începe" does, on a
 * phone (the card is the tap area of its one link).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, PHONE } from './harness';

afterAll(async () => {
  await closeBrowser();
});

describe('the crossword picker', () => {
  it("opens a puzzle by a tap on its title, like 'Începe'", async () => {
    const page = await newPage(PHONE);
    await page.goto('/integrame');
    const card = page.locator('[data-testid="crossword-list"] article').nth(1);
    const title = card.getByRole('heading');
    const name = (await title.textContent())!;
    // one link per card, the button's; the whole card is its tap area
    expect(await card.getByRole('link').count()).toBe(1);
    const href = (await card.getByRole('link').getAttribute('href'))!;
    expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // a finger on the title's text
    await title.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await title.boundingBox())!;
    await page.touchscreen.tap(box.x + 10, box.y + box.height / 2);
    await page.waitForURL((url) => url.pathname + url.search === href);
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    expect(await page.getByTestId('puzzle-title').textContent()).toBe(name);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
