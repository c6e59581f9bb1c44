/**
 * Wordle's end dialog on a small phone (issue 39): at 360×740, won and lost, light and dark,
 * 'Distribuie Rezultatul' is fully visible inside the dialog without scrolling, and the
 * countdown says it is a duration.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { addDays } from '@slove/core/day';
import { baseUrl, closeBrowser, newPage, PHONE, shot } from './harness';

const file = path.resolve(import.meta.dirname, '../packages/content/data/wordle.json');
const CONTENT = JSON.parse(fs.readFileSync(file, 'utf8')) as { answers: string[]; allowed: string[] };
const ROMANIAN_KEYS: Record<string, string> = { Ă: '[', Î: ']', Â: '\\', Ș: ';', Ț: "'" };

async function dayWord(day: string | null): Promise<{ word: string; today: string }> {
  const res = await fetch(`${baseUrl}/api/wordle/${day ? `days/${day}` : 'today'}`);
  return (await res.json()) as { word: string; today: string };
}

async function play(page: Page, words: string[]) {
  for (const w of words) {
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    for (const ch of Array.from(w)) await page.keyboard.press(ROMANIAN_KEYS[ch] ?? ch.toLowerCase());
    await page.keyboard.press('Enter');
    await page.waitForTimeout(2200);
  }
}

afterAll(async () => {
  await closeBrowser();
});

describe('Wordle end dialog at 360×740', () => {
  it('shows the whole share button, won and lost, light and dark; the countdown is a duration', async () => {
    const { today } = await dayWord(null);
    for (const [i, colorScheme] of (['light', 'dark'] as const).entries()) {
      for (const won of [true, false]) {
        const day = addDays(today, -(2 * i + (won ? 1 : 2)));
        const { word } = await dayWord(day);
        const misses = CONTENT.allowed.filter((w) => w !== word && !/[ĂÂÎȘȚ]/.test(w)).slice(0, 6);
        const page = await newPage({ ...PHONE, viewport: { width: 360, height: 740 }, colorScheme });
        await page.goto(`/wordle?zi=${day}`);
        await page.locator('[data-testid=wordle-keyboard]').waitFor();
        // a first visit opens the help by itself
        await page.waitForTimeout(300);
        if (await page.getByRole('dialog').isVisible()) {
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
        await play(page, won ? [...misses.slice(0, 5), word] : misses);
        const dialog = page.getByTestId('wordle-end-dialog');
        await dialog.waitFor({ timeout: 10_000 });
        await page.waitForTimeout(400);
        const label = `${colorScheme} ${won ? 'won' : 'lost'}`;
        const share = page.getByTestId('wordle-share');
        expect(await share.textContent(), label).toContain('Distribuie Rezultatul');
        const b = (await share.boundingBox())!;
        const d = (await dialog.boundingBox())!;
        expect(b.y, label).toBeGreaterThanOrEqual(d.y);
        expect(b.y + b.height, label).toBeLessThanOrEqual(Math.min(d.y + d.height, 740));
        // nothing lies over it: a tap at its edges reaches the button
        const reached = await share.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
          return [
            [cx, r.top + 2],
            [cx, r.bottom - 2],
            [r.left + 12, cy],
            [r.right - 12, cy],
          ].every(([x, y]) => el.contains(document.elementFromPoint(x!, y!)));
        });
        expect(reached, label).toBe(true);
        // hours:minutes as the spec says, with a label that makes it a duration
        const countdown = page.getByTestId('wordle-countdown');
        const [h, m] = (await countdown.innerText()).split(':').map(Number);
        expect(await countdown.getAttribute('aria-label')).toBe(`peste ${h} h ${m} min`);
        expect(await page.getByTestId('wordle-countdown-unit').innerText()).toBe('(ore:minute)');
        await shot(page, `wordle-end-360-${colorScheme}-${won ? 'won' : 'lost'}`);
        await page.context().close();
      }
    }
  });
});
