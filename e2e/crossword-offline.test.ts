/**
 * A crossword never opened on this device, opened offline by its address (issue 39): the
 * shared offline message, not React error #418 (the picker's kept page hydrated as a puzzle).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newContext, PHONE } from './harness';
import { listOrder } from './crossword-content';

afterAll(async () => {
  await closeBrowser();
});

describe('a crossword never opened, offline', () => {
  it('shows the shared offline message, with no page error', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/integrame');
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await page.locator('[data-testid="crossword-list"] article').first().waitFor();
    // the picker's page kept by the service worker
    await page.reload();
    await page.locator('[data-testid="crossword-list"] article').first().waitFor();
    const never = (await listOrder()).at(-1)!;
    await context.setOffline(true);
    await page.goto(`/integrame?id=${never.id}`);
    const error = page.getByTestId('load-error');
    await error.waitFor({ timeout: 10_000 });
    expect(await error.textContent()).toContain('Nu s-a putut încărca integrama.');
    expect(await error.getByRole('button', { name: 'Încearcă din nou' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.setOffline(false);
    await page.getByTestId('load-error-retry').click();
    await page.getByTestId('crossword-grid').waitFor({ timeout: 10_000 });
    await context.close();
  });
});
