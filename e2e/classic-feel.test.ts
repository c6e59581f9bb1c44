/**
 * The classic game's feel (issue 17): the whole game on one screen at 360×740, 390×844 and
 * 1280×720 (measured on element boxes), the found words folded to one line on phones, the
 * 'minim 4 litere' message on Enter, the pangram celebration (still with reduced motion) and
 * "Răspunsurile de ieri" with ✓ on the words found and dexonline links, from the game and
 * from the archive.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays } from '@slove/core/day';
import type { ClassicSet } from '@slove/core/classic-api';
import { baseUrl, closeBrowser, shot, newPage, PHONE } from './harness';

type SetPayload = Pick<ClassicSet, 'id' | 'date' | 'letters' | 'center' | 'answers'>;
const FOLD: Record<string, string> = { Ă: 'A', Â: 'A', Î: 'I', Ș: 'S', Ț: 'T' };
const fold = (w: string) => w.replace(/[ĂÂÎȘȚ]/g, (c) => FOLD[c]!);

async function openGame(page: Page, query = '') {
  await page.goto(`${baseUrl}/joc-clasic${query}`);
  await page.waitForSelector('[data-testid=letter-wheel]', { timeout: 30_000 });
}
async function typeWord(page: Page, word: string) {
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.type(fold(word));
  await page.keyboard.press('Enter');
}
async function dayPayload(page: Page, date: string | null): Promise<SetPayload> {
  return page.evaluate(
    async (d) => (await fetch(d ? `/api/classic/day/${d}` : '/api/classic/day')).json(),
    date,
  );
}

afterAll(async () => {
  await closeBrowser();
});

describe('classic game feel', () => {
  for (const [width, height, phone] of [
    [360, 740, true],
    [390, 844, true],
    [1280, 720, false],
  ] as const) {
    it(`fits ${width}×${height} without scrolling, light and dark`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await newPage({
          ...(phone ? PHONE : {}),
          viewport: { width, height },
          colorScheme,
        });
        await openGame(page);
        const boxes = await page
          .locator(
            '[data-testid=rank-bar], [data-testid=score], [data-testid=word-input], [data-testid=letter-wheel] button, [data-testid=btn-shuffle], [data-testid=btn-hint]',
          )
          .evaluateAll((els) =>
            els.map((e) => {
              const r = e.getBoundingClientRect();
              return { id: (e as HTMLElement).dataset.testid ?? (e as HTMLElement).dataset.letter, r };
            }),
          );
        // rank bar, score, input, 7 letters, Amestecă, Hint
        expect(boxes).toHaveLength(12);
        for (const { id, r } of boxes) {
          expect(r.top, id).toBeGreaterThanOrEqual(0);
          expect(r.bottom, id).toBeLessThanOrEqual(height);
          expect(r.right, id).toBeLessThanOrEqual(width);
        }
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await shot(page, `classic-${width}-${colorScheme}`);
        if (phone) {
          // the found words are one line that opens on a tap
          const section = (await page.getByTestId('found-section').boundingBox())!;
          expect(section.height).toBeLessThanOrEqual(64);
          expect(await page.locator('#found-body').isVisible()).toBe(false);
          await page.getByTestId('found-toggle').click();
          expect(await page.locator('#found-body').isVisible()).toBe(true);
          expect(await page.getByTestId('found-toggle').getAttribute('aria-expanded')).toBe('true');
          await page.getByTestId('found-toggle').click();
        } else {
          expect(await page.locator('#found-body').isVisible()).toBe(true);
        }
        await page.context().close();
      }
    });
  }

  it("says 'minim 4 litere' on Enter; a pangram is celebrated (still with reduced motion)", async () => {
    const page = await newPage({ ...PHONE, reducedMotion: 'reduce' });
    await openGame(page);
    const set = await dayPayload(page, null);
    await typeWord(page, set.center + set.letters.replace(set.center, '').slice(0, 2));
    const message = page.getByTestId('game-message');
    await expect.poll(() => message.textContent()).toBe('Cuvântul trebuie să aibă minim 4 litere!');
    expect(await message.getAttribute('data-kind')).toBe('error');
    // the message sits over the play area: no empty band above the input
    const input = (await page.getByTestId('word-input').boundingBox())!;
    const score = (await page.getByTestId('score').boundingBox())!;
    expect(input.y - (score.y + score.height)).toBeLessThan(40);
    // and it does not cover the input: the letters typed next stay visible
    const shown = (await message.boundingBox())!;
    expect(shown.y + shown.height).toBeLessThanOrEqual(input.y);

    const pangram = set.answers.find((w) => new Set(fold(w)).size >= 7)!;
    await page.getByTestId('btn-clear').click();
    await typeWord(page, pangram);
    const party = page.getByTestId('celebration');
    await party.waitFor();
    expect(await party.getAttribute('data-kind')).toBe('pangram');
    expect(await party.innerText()).toContain('Pangramă!');
    // reduced motion: no animation runs
    expect(await party.evaluate((e) => e.getAnimations({ subtree: true }).length)).toBe(0);
    await party.waitFor({ state: 'detached', timeout: 5000 });
    // the found word links to its definition on dexonline, in a new tab
    await page.getByTestId('found-toggle').click();
    const link = page.locator(`[data-testid=found-words] a[data-word="${fold(pangram)}"]`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe(
      `https://dexonline.ro/definitie/${encodeURIComponent(pangram.toLocaleLowerCase('ro-RO'))}`,
    );
    await page.context().close();
  });

  it("after Joc Nou, a reload comes back to the day's set", async () => {
    const page = await newPage(PHONE);
    await openGame(page);
    const today = await dayPayload(page, null);
    await page.getByTestId('btn-new-game').click();
    await page.waitForURL(/[?&]set=\d+/);
    const random = Number(new URL(page.url()).searchParams.get('set'));
    expect(random).not.toBe(today.id);
    await expect.poll(() => page.getByTestId('set-label').textContent()).toContain(`#${random}`);
    await page.reload();
    await page.waitForSelector('[data-testid=letter-wheel]', { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('set-label').textContent()).toContain(`#${today.id}`);
    expect(new URL(page.url()).searchParams.get('set')).toBeNull();
    // an address with a set chosen by hand still opens that set on a reload
    await openGame(page, `?set=${random}`);
    await page.reload();
    await expect.poll(() => page.getByTestId('set-label').textContent()).toContain(`#${random}`);
    await page.context().close();
  });

  it("shows yesterday's answers with ✓ on the words found, from the game and from the archive", async () => {
    const page = await newPage(PHONE);
    await openGame(page);
    const today = (await dayPayload(page, null)).date;
    const yesterday = addDays(today, -1);
    const set = await dayPayload(page, yesterday);
    // find one word of yesterday's set
    await openGame(page, `?set=${set.id}`);
    const word = set.answers[0]!;
    await typeWord(page, word);
    await expect.poll(() => page.getByTestId('game-message').getAttribute('data-kind')).toBe('success');

    await openGame(page);
    await page.getByTestId('open-answers').click();
    const dialog = page.getByTestId('answers-dialog');
    await dialog.getByText('Răspunsurile de ieri').waitFor();
    const list = dialog.getByTestId('answers-list');
    await list.waitFor();
    expect(await list.locator('li').count()).toBe(set.answers.length);
    expect(await list.locator('li[data-found]').count()).toBe(1);
    expect(await list.locator(`li[data-word="${fold(word)}"]`).getAttribute('data-found')).toBe('true');
    expect(await dialog.innerText()).toContain(`Ai găsit 1 din ${set.answers.length} cuvinte`);
    expect(await list.locator('a').first().getAttribute('target')).toBe('_blank');
    await shot(page, 'classic-answers');
    await page.keyboard.press('Escape');

    // from the archive: any past day
    const older = addDays(today, -3);
    await page.goto(`${baseUrl}/arhiva-zilnica`);
    const entry = page.locator(`[data-date="${older}"] [data-testid=archive-answers]`);
    await entry.waitFor({ timeout: 30_000 });
    expect(await page.locator(`[data-date="${today}"] [data-testid=archive-answers]`).count()).toBe(0);
    await entry.click();
    await page.getByTestId('answers-dialog').getByTestId('answers-list').waitFor({ timeout: 30_000 });
    const olderSet = await dayPayload(page, older);
    expect(await page.getByTestId('answers-list').locator('li').count()).toBe(olderSet.answers.length);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
