/**
 * "Integrama zilei" in the browser, at 1280×800 and 390×844, against the real build: the daily
 * card at the top of /integrame, today's puzzle opened and solved with the keyboard alone (the
 * focus never on a confirmed cell), the end dialog's time, streak and "Distribuie" (clipboard
 * fallback), the card afterwards, the 30-day archive (a past day solved there counts as solved
 * but leaves the streak alone); the guest's results move into the account at sign-in. Then the help shown (hint, checked and revealed letters) survives a reload, for a
 * guest and for a signed-in player, until the word is solved. Answers are read from the content
 * on disk, never from the API. Screenshots (SCREENSHOT_DIR, what the window shows) of the card
 * and the end dialog, light and dark.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { clockTime } from '@slove/core/crosswords';
import type { DailyResponse } from '@slove/core/crosswords-daily';
import { foldUpper } from '@slove/core/text';
import {
  axeViolations,
  baseUrl,
  closeBrowser,
  DESKTOP,
  newContext,
  shot,
  signUpWithGuestData,
  signUpAndIn,
} from './harness';
import {
  byId,
  cellsOf,
  expectNoAnswerLeaks,
  focusedCell,
  listOrder,
  solveWholePuzzle,
  watchResponses,
  type Clue,
  type Puzzle,
} from './crossword-content';

const AXE_EXCLUDE = ['[data-sonner-toaster]'];
/** A phone-sized window with a hardware keyboard (no touch: the grid keeps the focus). */
const NARROW = { viewport: { width: 390, height: 844 } };

afterAll(async () => {
  await closeBrowser();
});

async function daily(context: BrowserContext): Promise<DailyResponse> {
  return (await (await context.request.get(`/api/crosswords/daily`)).json()) as DailyResponse;
}

const selectedClueId = async (page: Page) =>
  Number(await page.locator('[data-clue][aria-current="true"]').getAttribute('data-clue'));

/** Tab from the top of the page until an element matching `selector` has the focus (bounded). */
async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the focus never reached ${selector} with Tab`);
}

async function lightAndDark(page: Page, name: string) {
  expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
  await shot(page, `${name}-light`);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(400);
  expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
  await shot(page, `${name}-dark`);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

describe.each([
  ['1280x800', DESKTOP],
  ['390x844', NARROW],
] as const)('Integrama zilei at %s', (size, options) => {
  it('the card on top, today solved by keyboard alone, the end dialog, the archive, merged at sign-in', async () => {
    const context = await newContext(options);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.addInitScript(() => {
      // the clipboard fallback of "Distribuie" (no share sheet here)
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const view = await daily(context);
    const today = view.today;
    const puzzle = byId.get(today.puzzleId)!;
    // every API response until the guest signs in, with the clues solved before it
    const solved = new Set<number>();
    const responses = watchResponses(page, solved);

    // the daily card is at the top of /integrame, above the picker
    await page.goto('/integrame');
    const card = page.getByTestId('daily-card');
    await card.waitFor();
    await page.locator('[data-testid="crossword-list"]').waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(
      `Integrama zilei #${today.number}`,
    );
    const cardBox = (await card.boundingBox())!;
    const listBox = (await page.locator('[data-testid="crossword-list"]').boundingBox())!;
    expect(cardBox.y).toBeLessThan(listBox.y);
    expect(cardBox.y).toBeLessThan(page.viewportSize()!.height); // in view without scrolling
    expect(await page.getByTestId('daily-streak').textContent()).toBe('0');
    expect(await page.getByTestId('daily-best').textContent()).toBe('–');
    await lightAndDark(page, `daily-card-${size}-new`);

    // opened with the keyboard: Tab to "Rezolvă", Enter
    await tabTo(page, '[data-testid="daily-play"]');
    await page.keyboard.press('Enter');
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    await page.waitForURL((u) => u.searchParams.get('zi') === today.day);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(today.puzzleId));
    expect(await page.getByTestId('puzzle-title').textContent()).toBe(puzzle.title);

    // solved with the keyboard alone: the first clue is selected and focused on opening; after
    // every word the selection moves on, typing skips confirmed cells, the focus never lands on one
    expect((await focusedCell(page)).cell).toMatch(/^\d+-\d+$/);
    const seconds = await solveWholePuzzle(page, puzzle, solved);
    // the end dialog: the time, the streak, the share text of the day
    const dialog = page.getByTestId('completion-dialog');
    const share = `Integrama zilei #${today.number} · ${clockTime(seconds)} · fără ajutor\n${baseUrl}/integrame`;
    expect(await page.getByTestId('share-text').textContent()).toBe(share);
    await expect.poll(() => page.getByTestId('final-streak').textContent()).toBe('Serie: 1 zi');
    expect(await page.getByTestId('final-hints').textContent()).toBe('0');
    // "Distribuie" with the keyboard: the text goes to the clipboard
    await dialog.getByRole('button', { name: 'Distribuie' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(share);
    await page.getByText('Rezultatul a fost copiat!').waitFor();
    await lightAndDark(page, `daily-end-${size}`);

    // back to the list: the card says solved, with the streak and the best time
    await dialog.getByRole('button', { name: 'Înapoi la Meniu' }).focus();
    await page.keyboard.press('Enter');
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain(`Rezolvată în ${clockTime(seconds)}`);
    expect(await page.getByTestId('daily-play').count()).toBe(0);
    expect(await page.getByTestId('daily-streak').textContent()).toBe('1');
    expect(await page.getByTestId('daily-best').textContent()).toBe(clockTime(seconds));

    // the archive: the 29 days before today, newest first, each opens its puzzle of that day
    const summary = card.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const days = card.locator('[data-testid="daily-archive"] a');
    await expect.poll(() => days.count()).toBe(29);
    const listed = await days.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.day));
    expect(listed).toEqual(view.archive.slice(1).map((e) => e.day));
    expect(await days.first().textContent()).toContain(`#${today.number - 1}`);
    expect(await days.last().textContent()).toContain(`#${today.number - 29}`);
    await lightAndDark(page, `daily-card-${size}-solved`);
    const past = view.archive[3]!;
    await days.nth(2).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    await page.waitForURL((u) => u.searchParams.get('zi') === past.day);
    const pastPuzzle = byId.get(past.puzzleId)!;
    expect(past.puzzleId).not.toBe(today.puzzleId);
    expect(await page.getByTestId('puzzle-title').textContent()).toBe(pastPuzzle.title);
    // solved from the archive: one more solved day, but only a puzzle solved on its day makes the streak
    await solveWholePuzzle(page, pastPuzzle, solved);
    await expect.poll(() => page.getByTestId('final-streak').textContent()).toBe('Serie: 1 zi');
    const onDevice = await page.evaluate(
      () => JSON.parse(localStorage.getItem('slove_crosswords_daily') ?? '{}') as Record<string, unknown>,
    );
    expect(onDevice).toMatchObject({ [today.day]: { onDay: true }, [past.day]: { onDay: false } });
    // each with its grid as solved (the proof at sign-in, should the puzzle be started over)
    const kept = Object.values((onDevice[today.day] as { letters: Record<string, string> }).letters);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((l) => /^[A-ZĂÂÎȘȚ]$/.test(l))).toBe(true);
    await page.getByTestId('completion-dialog').getByRole('button', { name: 'Înapoi la Meniu' }).click();
    await card.waitFor();
    await expect.poll(() => page.getByTestId('daily-streak').textContent()).toBe('1');
    // today's puzzle started over before signing in: an empty grid, the day still solved
    await page.goto(`/integrame?id=${today.puzzleId}&zi=${today.day}`);
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    await page.getByRole('button', { name: 'Joacă din nou' }).click();
    await expect
      .poll(() => page.locator('[data-testid=crossword-grid] [data-letter]').allTextContents())
      .toEqual(expect.not.arrayContaining([expect.stringMatching(/\S/)]));

    // no answer reached the browser before its word was solved (the daily and archive reads included)
    expect(responses.some((r) => r.url.endsWith('/api/crosswords/daily'))).toBe(true);
    expectNoAnswerLeaks([...responses], puzzle);
    expectNoAnswerLeaks([...responses], pastPuzzle);

    // the guest signs in: both days' results move into the account (today's proved by its kept
    // grid), the streak only from today's
    await signUpWithGuestData(page, 'zilei');
    const mine = await daily(context);
    expect(mine.today.result).toEqual({ seconds: expect.any(Number), helps: 0 });
    expect(Math.abs(mine.today.result!.seconds - seconds)).toBeLessThanOrEqual(2);
    expect(mine.archive[3]!.result).not.toBeNull();
    expect(mine.stats).toMatchObject({ streak: 1, solved: 2 });
    await page.goto('/integrame');
    await card.waitFor();
    await expect.poll(() => page.getByTestId('daily-streak').textContent()).toBe('1');
    expect(await page.getByTestId('daily-best').textContent()).toBe(clockTime(mine.stats!.bestSeconds!));
    await context.close();
  });

  it.each(['guest', 'player'] as const)(
    'the help shown survives a reload (%s), until the word is solved',
    async (who) => {
      const context = await newContext(options);
      if (who === 'player') await signUpAndIn(context, 'indicii');
      const page = await context.newPage();
      const fives = (await listOrder()).filter((p) => p.size === '5x5').map((p) => byId.get(p.id)!);
      const puzzle: Puzzle = fives[(size === '390x844' ? 5 : 4) % fives.length]!;
      const open = async () => {
        await page.goto(`/integrame?id=${puzzle.id}`);
        await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
      };
      await open();
      const first = await selectedClueId(page);
      const clue: Clue = puzzle.clues.find((c) => c.id === first)!;
      const [c0, c1, c2] = cellsOf(clue);
      const answer = [...clue.answer];

      // a hint, beside the clue
      await page.getByTestId('hint-button').click();
      await expect.poll(() => page.getByTestId('clue-hint').textContent()).toMatch(/^Indiciu: /);
      const hint = (await page.getByTestId('clue-hint').textContent())!;
      expect(hint.startsWith(`Indiciu: ${answer[0]} `)).toBe(true);
      // a wrong letter checked
      const select = async (cell: string) => {
        await page.locator(`[data-cell="${cell}"]`).click();
        if ((await selectedClueId(page)) !== clue.id) await page.locator(`[data-cell="${cell}"]`).click();
        expect(await selectedClueId(page)).toBe(clue.id);
      };
      await select(c1!);
      const wrong = foldUpper(answer[1]!) === 'Z' ? 'Y' : 'Z';
      await page.keyboard.type(wrong);
      await select(c1!);
      await page.getByTestId('check-menu').click();
      await page.getByRole('menuitem', { name: 'Verifică litera' }).click();
      await expect.poll(() => page.locator(`[data-cell="${c1}"]`).getAttribute('data-mark')).toBe('wrong');
      // a letter revealed
      await select(c2!);
      await page.getByTestId('reveal-menu').click();
      await page.getByRole('menuitem', { name: 'Dezvăluie litera' }).click();
      await expect.poll(() => page.locator(`[data-cell="${c2}"]`).getAttribute('data-mark')).toBe('revealed');

      if (who === 'player') {
        // kept in the account (not only on this device)
        await expect
          .poll(
            async () =>
              (
                (await (await context.request.get(`/api/crosswords/${puzzle.id}`)).json()) as {
                  progress: { hints: Record<string, string>; marks: Record<string, unknown> } | null;
                }
              ).progress,
            { timeout: 10_000 },
          )
          .toMatchObject({
            hints: { [clue.id]: hint.replace('Indiciu: ', '') },
            marks: {
              [c1!]: { kind: 'wrong', letter: wrong },
              [c2!]: { kind: 'revealed', letter: answer[2] },
            },
          });
        await page.evaluate(() => localStorage.clear());
      }

      // reloaded: the hint beside the clue and in the list, the marks in the grid
      await page.reload();
      await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
      expect(await selectedClueId(page)).toBe(clue.id);
      await expect.poll(() => page.getByTestId('clue-hint').textContent()).toBe(hint);
      expect(await page.locator(`[data-clue="${clue.id}"]`).textContent()).toContain(hint);
      expect(await page.locator(`[data-cell="${c1}"]`).getAttribute('data-mark')).toBe('wrong');
      expect(await page.locator(`[data-cell="${c1}"]`).textContent()).toContain('verificată, greșită');
      expect(await page.locator(`[data-cell="${c2}"]`).getAttribute('data-mark')).toBe('revealed');
      expect(await page.locator(`[data-cell="${c2}"] [data-letter]`).textContent()).toBe(answer[2]);
      expect(await page.getByTestId('progress-count').textContent()).toBe(`0/${puzzle.clues.length}`);

      // the word solved (typed right over the wrong letter): the help about it is gone, for good
      await select(c0!);
      expect((await focusedCell(page)).cell).toBe(c0);
      await page.keyboard.type(foldUpper(clue.answer), { delay: 20 });
      await expect
        .poll(() => page.locator(`[data-clue="${clue.id}"]`).getAttribute('data-completed'), {
          timeout: 10_000,
        })
        .toBe('true');
      await page.waitForTimeout(1500); // the save's delay
      await page.reload();
      await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
      expect(await page.locator(`[data-clue="${clue.id}"]`).getAttribute('data-completed')).toBe('true');
      expect(await page.locator(`[data-clue="${clue.id}"]`).textContent()).not.toContain('Indiciu:');
      for (const cell of [c1!, c2!])
        expect(await page.locator(`[data-cell="${cell}"]`).getAttribute('data-mark')).toBeNull();
      await context.close();
    },
  );
});
