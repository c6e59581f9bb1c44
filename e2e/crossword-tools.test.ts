/**
 * Mini crosswords, the solving keys and tools, at 390×844 and 1280×800: the first clue
 * selected on opening, Space / Tab / Shift+Tab, a whole 5x5 solved with the keyboard alone
 * (the focus never on a confirmed cell), "Verificare automată" off and remembered (a switch;
 * at 390 wide, an item of the "Verifică" menu),
 * "Verifică" and "Dezvăluie" (a letter, a word), the hint beside the clue, and the end
 * dialog's share text through the clipboard; the picker's groups, "Continuă" and filter. Answers are read from the content on disk.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clockTime } from '@slove/core/crosswords';
import { foldUpper } from '@slove/core/text';
import { axeViolations, baseUrl, closeBrowser, DESKTOP, newContext } from './harness';
import {
  byId,
  cellsOf,
  focusedCell,
  listOrder,
  shot,
  solveWholePuzzle,
  type Puzzle,
} from './crossword-content';

const AXE_EXCLUDE = ['[data-sonner-toaster]'];
/** A phone-sized window with a hardware keyboard (no touch: the grid keeps the focus). */
const NARROW = { viewport: { width: 390, height: 844 } };

afterAll(async () => {
  await closeBrowser();
});

const selectedClueId = async (page: Page) =>
  Number(await page.locator('[data-clue][aria-current="true"]').getAttribute('data-clue'));

async function openPuzzle(page: Page, puzzle: Puzzle) {
  await page.goto(`/integrame?id=${puzzle.id}`);
  await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
}

/**
 * "Verificare automată" (aria-checked), then turned over if `toggle`: a switch; in a phone-sized
 * window, an item of the "Verifică" menu (the focus then back on the grid).
 */
async function autoCheck(page: Page, narrow: boolean, toggle: boolean): Promise<string | null> {
  if (!narrow) {
    const control = page.getByRole('switch', { name: 'Verificare automată' });
    const state = await control.getAttribute('aria-checked');
    if (toggle) await control.click();
    return state;
  }
  expect(await page.getByRole('switch', { name: 'Verificare automată' }).isVisible()).toBe(false);
  await page.getByTestId('check-menu').click();
  const item = page.getByRole('menuitemcheckbox', { name: 'Verificare automată' });
  const state = await item.getAttribute('aria-checked');
  if (toggle) await item.click();
  else await page.keyboard.press('Escape');
  await expect.poll(() => item.count()).toBe(0);
  await page.locator('[role="grid"] [tabindex="0"]').focus();
  return state;
}

async function fivePuzzles(): Promise<Puzzle[]> {
  return (await listOrder()).filter((p) => p.size === '5x5').map((p) => byId.get(p.id)!);
}

describe.each([
  ['1280x800', DESKTOP],
  ['390x844', NARROW],
] as const)('crossword solving tools at %s', (size, options) => {
  it('picker: "Continuă" on a started puzzle and the filter (✓ on solved ones: crosswords.test.ts)', async () => {
    const fives = await fivePuzzles();
    const puzzle = fives[fives.length - 1]!;
    const context = await newContext(options);
    const page = await context.newPage();
    await openPuzzle(page, puzzle);
    await page.keyboard.type('Z');
    await page.getByRole('button', { name: 'Înapoi la integrame' }).click();
    const card = page.locator('article', {
      has: page.getByRole('heading', { name: puzzle.title, exact: true }),
    });
    await expect.poll(() => card.getByRole('link').textContent()).toContain('Continuă');
    expect(await card.getAttribute('data-started')).toBe('true');

    // the filter: started ones only, then completed ones (none yet)
    await page.getByRole('button', { name: 'Începute', exact: true }).click();
    expect(
      await page.getByRole('button', { name: 'Începute', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => page.locator('[data-testid="crossword-list"] article').count()).toBe(1);
    expect(await page.locator('[data-testid="crossword-list"] h4').textContent()).toBe(puzzle.title);
    await page.getByRole('button', { name: 'Completate', exact: true }).click();
    await page.getByText('Nicio integramă nu se potrivește filtrului.').waitFor();
    await page.getByRole('button', { name: 'Toate', exact: true }).click();

    // "Continuă" opens the puzzle where it was left
    await card.getByRole('link', { name: /Continuă/ }).click();
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    expect(await page.locator('[data-cell] [data-letter]').allTextContents()).toContain('Z');
    await page.getByRole('button', { name: 'Înapoi la integrame' }).click();
    await card.waitFor();
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `tools-picker-${size}-light`);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(500);
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `tools-picker-${size}-dark`);
    await context.close();
  });

  it('keys: first clue selected, Space turns, Tab / Shift+Tab; a 5x5 solved by keyboard alone; share text', async () => {
    const fives = await fivePuzzles();
    const puzzle = fives[size === '390x844' ? 1 % fives.length : 0]!;
    const context = await newContext(options);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.addInitScript(() => {
      // the clipboard fallback of "Distribuie" (no share sheet here)
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await openPuzzle(page, puzzle);

    // the first clue (1 horizontal) is selected and its first cell focused, without a click
    const first = puzzle.clues
      .filter((c) => c.direction === 'horizontal')
      .sort((a, b) => a.number - b.number)[0]!;
    expect(await selectedClueId(page)).toBe(first.id);
    expect((await focusedCell(page)).cell).toBe(`${first.row}-${first.col}`);
    await expect.poll(() => page.getByTestId('current-clue').textContent()).toContain(first.clue);

    // Space turns the selection on the cell (when a vertical clue crosses it), and back
    const down = puzzle.clues.find(
      (c) => c.direction === 'vertical' && cellsOf(c).includes(`${first.row}-${first.col}`),
    );
    await page.keyboard.press(' ');
    expect(await selectedClueId(page)).toBe(down ? down.id : first.id);
    await page.keyboard.press(' ');
    expect(await selectedClueId(page)).toBe(first.id);
    // Tab and Shift+Tab: the next and the previous clue
    await page.keyboard.press('Tab');
    const second = await selectedClueId(page);
    expect(second).not.toBe(first.id);
    expect((await focusedCell(page)).cell).toMatch(/^\d+-\d+$/);
    await page.keyboard.press('Shift+Tab');
    expect(await selectedClueId(page)).toBe(first.id);

    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `tools-play-${size}-light`);

    // the whole puzzle with the keyboard alone: after each solved word the selection moves
    // to the next open clue, typing skips confirmed cells, the focus never lands on one
    const clock = clockTime(await solveWholePuzzle(page, puzzle));
    const dialog = page.getByTestId('completion-dialog');
    // no spoiler, and the address that opens this puzzle
    const share = `Integrama „${puzzle.title}” · ${clock} · fără ajutor\n${baseUrl}/integrame?id=${puzzle.id}`;
    expect(await page.getByTestId('share-text').textContent()).toBe(share);
    await dialog.getByRole('button', { name: 'Distribuie' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(share);
    await page.getByText('Rezultatul a fost copiat!').waitFor();
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `tools-end-${size}-light`);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(500);
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `tools-end-${size}-dark`);
    await context.close();
  });

  it('Verificare automată off (remembered), Verifică and Dezvăluie a letter and a word, hint beside the clue', async () => {
    const fives = await fivePuzzles();
    const puzzle = fives[size === '390x844' ? 3 % fives.length : 2 % fives.length]!;
    const context = await newContext(options);
    const page = await context.newPage();
    await openPuzzle(page, puzzle);

    const narrow = size === '390x844';
    expect(await autoCheck(page, narrow, true)).toBe('true');
    await page.reload();
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    expect(await autoCheck(page, narrow, false)).toBe('false');

    // a right word is not checked by itself now
    // the first clue is selected on opening: its word typed from its first cell
    const sel = await selectedClueId(page);
    const clue = puzzle.clues.find((c) => c.id === sel)!;
    const answer = [...foldUpper(clue.answer)];
    // a wrong first letter, the rest right
    const wrongFirst = answer[0] === 'Z' ? 'Y' : 'Z';
    await page.keyboard.type([wrongFirst, ...answer.slice(1)].join(''), { delay: 15 });
    await page.waitForTimeout(800);
    expect(await page.locator(`[data-clue="${clue.id}"]`).getAttribute('data-completed')).toBe('false');

    // Verifică > cuvântul: wrong
    await page.getByTestId('check-menu').click();
    await page.getByRole('menuitem', { name: 'Verifică cuvântul' }).click();
    await expect.poll(() => page.getByTestId('live-region').textContent()).toContain('Nu este corect');

    // Verifică > litera on the wrong first letter: marked wrong in the grid
    const [c0, c1] = cellsOf(clue);
    await page.locator(`[data-cell="${c0}"]`).click();
    if ((await selectedClueId(page)) !== clue.id) await page.locator(`[data-cell="${c0}"]`).click();
    await page.getByTestId('check-menu').click();
    await page.getByRole('menuitem', { name: 'Verifică litera' }).click();
    await expect.poll(() => page.locator(`[data-cell="${c0}"]`).getAttribute('data-mark')).toBe('wrong');
    expect(await page.locator(`[data-cell="${c0}"]`).textContent()).toContain('verificată, greșită');

    // Dezvăluie > litera: the real first letter, marked revealed, counted as a hint
    await page.getByTestId('reveal-menu').click();
    await page.getByRole('menuitem', { name: 'Dezvăluie litera' }).click();
    const real0 = [...clue.answer][0]!;
    await expect.poll(() => page.locator(`[data-cell="${c0}"] [data-letter]`).textContent()).toBe(real0);
    expect(await page.locator(`[data-cell="${c0}"]`).getAttribute('data-mark')).toBe('revealed');

    // Verifică > litera on a right letter: marked right
    await page.locator(`[data-cell="${c1}"]`).click();
    if ((await selectedClueId(page)) !== clue.id) await page.locator(`[data-cell="${c1}"]`).click();
    await page.getByTestId('check-menu').click();
    await page.getByRole('menuitem', { name: 'Verifică litera' }).click();
    await expect.poll(() => page.locator(`[data-cell="${c1}"]`).getAttribute('data-mark')).toBe('right');

    // Verifică > cuvântul: now right, confirmed
    await page.getByTestId('check-menu').click();
    await page.getByRole('menuitem', { name: 'Verifică cuvântul' }).click();
    await expect
      .poll(() => page.locator(`[data-clue="${clue.id}"]`).getAttribute('data-completed'))
      .toBe('true');

    // the hint on the next clue stays beside it
    const next = await selectedClueId(page);
    expect(next).not.toBe(clue.id);
    const nextClue = puzzle.clues.find((c) => c.id === next)!;
    await page.getByTestId('hint-button').click();
    await expect
      .poll(() => page.getByTestId('clue-hint').textContent())
      .toMatch(new RegExp(`^Indiciu: ${[...nextClue.answer][0]} `));
    await page.waitForTimeout(5000); // long after any toast
    expect(await page.getByTestId('clue-hint').isVisible()).toBe(true);

    // Dezvăluie > cuvântul: the word confirmed with its real letters
    await page.getByTestId('reveal-menu').click();
    await page.getByRole('menuitem', { name: 'Dezvăluie cuvântul' }).click();
    await expect
      .poll(() => page.locator(`[data-clue="${nextClue.id}"]`).getAttribute('data-completed'))
      .toBe('true');
    const text = await Promise.all(
      cellsOf(nextClue).map((k) => page.locator(`[data-cell="${k}"] [data-letter]`).textContent()),
    );
    expect(text.join('')).toBe(nextClue.answer);
    expect(await page.getByTestId('progress-count').textContent()).toBe(`2/${puzzle.clues.length}`);
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `tools-marks-${size}-light`);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(500);
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `tools-marks-${size}-dark`);
    await context.close();
  });
});
