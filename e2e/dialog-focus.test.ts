/**
 * Closing a dialog gives the focus back to the button that opened it (issue 39), with Esc
 * and with the mouse on "Închide", for every dialog a player opens in the classic game,
 * Wordle, the crosswords and the synonyms (its reset confirmation).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, newPage, PHONE } from './harness';
import { listOrder } from './crossword-content';

/** Opens the dialog with `opener`, closes it both ways, checks where the focus lands each time. */
async function closesBackTo(page: Page, opener: Locator, name: string) {
  const dialog = page.getByRole('dialog');
  for (const how of ['Escape', 'mouse'] as const) {
    await opener.click();
    await dialog.waitFor();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Închide', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => opener.evaluate((el) => el === document.activeElement), {
        timeout: 3000,
        message: `${name}, closed with ${how}`,
      })
      .toBe(true);
  }
}

afterAll(async () => {
  await closeBrowser();
});

describe('the focus returns to the opener of a dialog', () => {
  it('in the classic game: hints, answers, ranks, stats, help and the Hint button', async () => {
    const page = await newPage(PHONE);
    await page.goto('/joc-clasic');
    await page.waitForSelector('[data-testid=letter-wheel]', { timeout: 30_000 });
    for (const id of ['open-hints', 'open-answers', 'open-ranks', 'open-stats', 'open-help', 'btn-hint'])
      await closesBackTo(page, page.getByTestId(id), id);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('in Wordle: help, statistics, archive and settings', async () => {
    const page = await newPage(PHONE);
    await page.goto('/wordle');
    await page.getByTestId('wordle-help').waitFor();
    // a first visit opens the help by itself: close it
    if (await page.getByRole('dialog').isVisible()) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    for (const id of [
      'wordle-help',
      'wordle-stats-button',
      'wordle-archive-button',
      'wordle-settings-button',
    ])
      await closesBackTo(page, page.getByTestId(id), id);
    await page.context().close();
  });

  it('in the synonyms: the confirmation of "Resetează"', async () => {
    const page = await newPage(PHONE);
    await page.goto('/sinonime');
    await page.getByTestId('synonym-input').waitFor();
    await closesBackTo(page, page.getByTestId('reset-button'), 'reset-button');
    await page.context().close();
  });

  it('in a crossword: the help', async () => {
    const page = await newPage(PHONE);
    const [first] = await listOrder();
    await page.goto(`/integrame?id=${first!.id}`);
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    await closesBackTo(page, page.getByRole('button', { name: 'Cum se joacă', exact: true }), 'help');
    await page.context().close();
  });
});
