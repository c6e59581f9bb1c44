/**
 * Mini crosswords in the browser: a whole 5x5 solved with the keyboard alone (answers read
 * from the content file on disk, never from the API), a wrong answer that stays
 * unconfirmed, a hint, the timer, reload, the completion dialog, the next puzzle, the end of
 * the list, the on-screen keyboard on a phone (the whole grid above it, down to 360×740), axe
 * on the picker and the play view, and every API response of the play-through inspected for
 * answers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { compareClues } from '@slove/core/crosswords';
import { foldUpper } from '@slove/core/text';
import {
  axeViolations,
  baseUrl,
  closeBrowser,
  DESKTOP,
  linkIn,
  newContext,
  newPage,
  PHONE,
  waitForMail,
} from './harness';
import {
  byId,
  cellsOf,
  expectNoAnswerLeaks,
  focusedCell,
  listOrder,
  shot,
  solveSelectedClue,
  watchResponses,
} from './crossword-content';

/**
 * Left out of axe: the toasts (transient, owned by sonner) and the top bar's logo link, whose
 * aria-label is the web shell's (reported to its owner); everything of this game is checked.
 */
const AXE_EXCLUDE = ['[data-sonner-toaster]'];

async function completedIds(page: Page): Promise<Set<number>> {
  const ids = await page
    .locator('[data-clue][data-completed="true"]')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.clue)));
  return new Set(ids);
}

afterAll(async () => {
  await closeBrowser();
});

describe('mini crosswords (/integrame)', () => {
  it('picker lists puzzles by difficulty then title, with badges and no axe violations', async () => {
    const page = await newPage();
    await page.goto('/integrame');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mini Integrame');
    await page.getByRole('heading', { name: 'Alege o Integramă' }).waitFor();
    const cards = page.locator('[data-testid="crossword-list"] article');
    await cards.first().waitFor();
    const order = await listOrder();
    // the cards come a dozen at a time (picker.tsx): all of them, soon
    await expect.poll(() => cards.count()).toBe(order.length);
    // grouped by difficulty, then size (smaller first); the API's order (title) within a group
    const groups = page.locator('[data-testid="crossword-list"] section');
    const keys = await groups.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.group!));
    const area = (size: string) => size.split('x').reduce((a, b) => a * Number(b), 1);
    const parsed = keys.map((k) => ({ difficulty: Number(k.split('-')[0]), size: k.split('-')[1]! }));
    for (let i = 1; i < parsed.length; i++) {
      const a = parsed[i - 1]!;
      const b = parsed[i]!;
      expect(
        a.difficulty < b.difficulty || (a.difficulty === b.difficulty && area(a.size) < area(b.size)),
      ).toBe(true);
    }
    for (const [i, key] of keys.entries()) {
      const titles = await groups.nth(i).locator('h4').allTextContents();
      const expected = order
        .filter((p) => `${byId.get(p.id)!.difficulty}-${p.size}` === key)
        .map((p) => p.title);
      expect(titles).toEqual(expected);
    }
    await expect.poll(() => cards.first().getByRole('link').textContent()).toContain('Începe');
    expect(await cards.first().getByRole('img', { name: 'Necompletată' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Înapoi/ }).getAttribute('href')).toBe('/');
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, 'picker-desktop-light');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(500); // colour transitions end
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await page.close();
  });

  it('solves a whole 5x5 by keyboard: wrong answer unconfirmed, hint, timer, reload, completion, next puzzle', async () => {
    const order = await listOrder();
    const five = order.find((p) => p.size === '5x5')!;
    expect(five, 'a 5x5 puzzle').toBeTruthy();
    const puzzle = byId.get(five.id)!;
    const solved = new Set<number>();
    const page = await newPage();
    const responses = watchResponses(page, solved);

    await page.goto('/integrame');
    const card = page.locator('article', {
      has: page.getByRole('heading', { name: puzzle.title, exact: true }),
    });
    await card.getByRole('link', { name: /Începe/ }).click();
    await page.waitForURL(new RegExp(`[?&]id=${puzzle.id}`));
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    expect(await page.getByTestId('puzzle-title').textContent()).toBe(puzzle.title);
    expect(await page.getByTestId('progress-count').textContent()).toBe(`0/${puzzle.clues.length}`);
    const h = puzzle.clues.filter((c) => c.direction === 'horizontal').length;
    expect(await page.getByTestId('count-horizontal').textContent()).toBe(`Orizontal: 0/${h}`);
    expect(await page.getByTestId('count-vertical').textContent()).toBe(
      `Vertical: 0/${puzzle.clues.length - h}`,
    );
    // clues sorted by number, each with its arrow
    const numbers = await page
      .locator('[data-clue]')
      .evaluateAll((els) => els.map((e) => Number(e.querySelector('span')!.textContent)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(await page.locator('[data-clue]').first().textContent()).toMatch(/[→↓]/);

    // the clue list is sticky on large screens
    expect(await page.getByTestId('clue-panel').evaluate((el) => getComputedStyle(el).position)).toBe(
      'sticky',
    );
    expect(
      await page.locator('[data-testid="clue-panel"] ul').evaluate((el) => getComputedStyle(el).maxHeight),
    ).toBe('600px');

    // the timer runs
    const t0 = await page.getByTestId('timer').textContent();
    await page.waitForTimeout(2300);
    const t1 = await page.getByTestId('timer').textContent();
    expect(t1).not.toBe(t0);
    expect(t1).toMatch(/\d+m \d+s/);

    // the timer does not count while the tab is hidden
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden0 = await page.getByTestId('timer').textContent();
    await page.waitForTimeout(2300);
    expect(await page.getByTestId('timer').textContent()).toBe(hidden0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => page.getByTestId('timer').textContent(), { timeout: 3000 }).not.toBe(hidden0);

    // the first clue is selected on opening, its first cell focused
    const firstId = Number(await page.locator('[data-clue][aria-current="true"]').getAttribute('data-clue'));
    const first = puzzle.clues.find((c) => c.id === firstId)!;
    expect(first.direction).toBe('horizontal');
    expect(first.number).toBe(
      Math.min(...puzzle.clues.filter((c) => c.direction === 'horizontal').map((c) => c.number)),
    );
    expect((await focusedCell(page)).cell).toBe(`${first.row}-${first.col}`);
    expect(await page.getByTestId('live-region').textContent()).toContain(first.clue);
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);

    // a wrong answer stays unconfirmed
    const wrong = [...foldUpper(first.answer)].map((l) => (l === 'Z' ? 'Y' : 'Z')).join('');
    await page.keyboard.type(wrong, { delay: 15 });
    await expect
      .poll(() => page.getByTestId('live-region').textContent(), { timeout: 10_000 })
      .toContain('Nu este corect');
    expect(await page.locator(`[data-clue="${first.id}"]`).getAttribute('data-completed')).toBe('false');
    expect(await page.getByTestId('progress-count').textContent()).toBe(`0/${puzzle.clues.length}`);

    // a hint (level 1: the first letter) — Escape leaves the grid, the hint button is focused
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'hint-button',
    );
    await page.keyboard.press('Enter');
    const firstLetter = [...first.answer][0]!;
    // the hint stays beside the clue
    await expect
      .poll(() => page.getByTestId('clue-hint').textContent())
      .toBe(
        `Indiciu: ${firstLetter} ${Array(first.answer.length - 1)
          .fill('_')
          .join(' ')}`,
      );

    // back into the grid; clear the wrong word with Backspace and Delete
    await page.locator('[role="grid"] [tabindex="0"]').focus();
    for (let i = 0; i < first.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.press('Delete');
    const filled = await page
      .locator('[data-cell] [data-letter]')
      .evaluateAll((els) => els.filter((e) => (e.textContent ?? '').trim().length > 0).length);
    expect(filled).toBe(0);

    // solve about half, then reload
    const half = Math.ceil(puzzle.clues.length / 2);
    for (let i = 0; i < half; i++) {
      const c = await solveSelectedClue(page, puzzle);
      solved.add(c.id);
      for (const id of await completedIds(page)) solved.add(id);
    }
    const done = (await completedIds(page)).size;
    expect(done).toBeGreaterThanOrEqual(half);
    // confirmed cells show the real letters, diacritics included
    for (const id of await completedIds(page)) {
      const c = puzzle.clues.find((x) => x.id === id)!;
      const text = await Promise.all(
        cellsOf(c).map((k) => page.locator(`[data-cell="${k}"] [data-letter]`).textContent()),
      );
      expect(text.join('')).toBe(c.answer);
    }
    const timeBefore = await page.getByTestId('timer').textContent();
    await page.reload();
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    expect(await page.getByTestId('progress-count').textContent()).toBe(`${done}/${puzzle.clues.length}`);
    expect((await completedIds(page)).size).toBe(done);
    const secs = (s: string | null) => {
      const m = /(\d+)m (\d+)s/.exec(s ?? '')!;
      return Number(m[1]) * 60 + Number(m[2]);
    };
    expect(secs(await page.getByTestId('timer').textContent())).toBeGreaterThanOrEqual(secs(timeBefore));

    // solve the rest by keyboard
    // the first open clue is selected again and its cell focused
    expect((await focusedCell(page)).state).not.toBe('completed');
    while ((await completedIds(page)).size < puzzle.clues.length) {
      const c = await solveSelectedClue(page, puzzle);
      solved.add(c.id);
      for (const id of await completedIds(page)) solved.add(id);
    }

    // the completion dialog, once
    const dialog = page.getByTestId('completion-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Felicitări!');
    expect(await dialog.textContent()).toContain('Ai completat integrama cu succes!');
    expect(await page.getByTestId('final-score').textContent()).toBe(String(puzzle.clues.length * 10 - 2));
    expect(await page.getByTestId('final-hints').textContent()).toBe('1');
    expect(await page.getByTestId('final-time').textContent()).toMatch(/^\d+m \d+s$/);
    expect(await dialog.getByRole('button', { name: 'Înapoi la Meniu' }).count()).toBe(1);
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, 'completed-desktop');

    // the answers of unsolved clues never reached the browser
    expectNoAnswerLeaks(responses, puzzle);
    expect(responses.length).toBeGreaterThan(puzzle.clues.length);

    // next puzzle
    await dialog.getByRole('button', { name: 'Următoarea Integramă' }).click();
    const next = order[order.findIndex((p) => p.id === puzzle.id) + 1]!;
    await page.waitForURL(new RegExp(`[?&]id=${next.id}`));
    await expect.poll(() => page.getByTestId('puzzle-title').textContent()).toBe(next.title);

    // back in the picker the solved puzzle is marked completed
    await page.getByRole('button', { name: 'Înapoi la integrame' }).click();
    const solvedCard = page.locator('article', {
      has: page.getByRole('heading', { name: puzzle.title, exact: true }),
    });
    await solvedCard.getByRole('img', { name: 'Completată' }).waitFor();
    expect(await solvedCard.getByRole('button').textContent()).toContain('Joacă din nou');

    // 'Joacă din nou' starts the puzzle over; the picker keeps the completed mark
    await solvedCard.getByRole('button', { name: /Joacă din nou/ }).click();
    await page.waitForURL(new RegExp(`[?&]id=${puzzle.id}`));
    await expect
      .poll(() => page.getByTestId('progress-count').textContent())
      .toBe(`0/${puzzle.clues.length}`);
    expect(await page.getByTestId('timer').textContent()).toMatch(/^(?:\s*Timp:\s*)?0m [0-2]s$/);
    await page.getByRole('button', { name: 'Înapoi la integrame' }).click();
    await solvedCard.getByRole('img', { name: 'Completată' }).waitFor();
    await page.close();
  });

  it('at the end of the list, "Următoarea Integramă" returns to the picker with the final toast', async () => {
    const order = await listOrder();
    const last = byId.get(order.at(-1)!.id)!;
    const page = await newPage();
    await page.goto('/integrame');
    // this device already solved every clue but one (letters as the server confirmed them)
    const [open, ...rest] = [...last.clues].sort((a, b) => a.id - b.id);
    const gridState: Record<string, string> = {};
    for (const c of rest) cellsOf(c).forEach((k, i) => (gridState[k] = [...c.answer][i]!));
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [
        `slove_crossword_${last.id}`,
        JSON.stringify({
          gridState,
          completedClues: rest.map((c) => c.id),
          hintsUsed: 0,
          timeSpentSeconds: 30,
        }),
      ],
    );
    await page.goto(`/integrame?id=${last.id}`);
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    expect(await page.getByTestId('progress-count').textContent()).toBe(
      `${rest.length}/${last.clues.length}`,
    );
    await page.locator(`[data-clue="${open!.id}"]`).click();
    const focused = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.cell ?? '',
    );
    const start = cellsOf(open!).indexOf(focused);
    await page.keyboard.type([...foldUpper(open!.answer)].slice(Math.max(0, start)).join(''), { delay: 15 });
    const dialog = page.getByTestId('completion-dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('final-score').textContent()).toBe(String(last.clues.length * 10));
    await dialog.getByRole('button', { name: 'Următoarea Integramă' }).click();
    await page.getByText('Felicitări! Ai completat toate integramele disponibile!').waitFor();
    await page.getByRole('heading', { name: 'Alege o Integramă' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('on a phone: the whole grid above the keyboard, large cells, the on-screen Romanian keyboard, and no axe violations (light and dark)', async () => {
    const order = await listOrder();
    const nine = order.find((p) => p.size === '9x9') ?? order.at(-1)!;
    const five = order.find((p) => p.size === '5x5')!;
    const page = await newPage(PHONE);
    await page.goto('/integrame');
    await page.locator('[data-testid="crossword-list"]').waitFor();
    await shot(page, 'picker-phone-light');
    await page.goto(`/integrame?id=${five.id}`);
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    await page.getByTestId('ro-keyboard').waitFor();
    // the whole grid shows above the keyboard dock; the clue is in the dock, with its arrows
    const gridBox = (await page.getByTestId('crossword-grid').boundingBox())!;
    const dockBox = (await page.getByTestId('keyboard-dock').boundingBox())!;
    expect(gridBox.y + gridBox.height).toBeLessThanOrEqual(dockBox.y);
    expect(await page.getByTestId('current-clue').isVisible()).toBe(false);
    const dockClue = page.getByTestId('dock-clue');
    const firstClue = await dockClue.textContent();
    await page.getByRole('button', { name: 'Cuvântul următor' }).click();
    await expect.poll(() => dockClue.textContent()).not.toBe(firstClue);
    await page.getByRole('button', { name: 'Cuvântul anterior' }).click();
    await expect.poll(() => dockClue.textContent()).toBe(firstClue);
    const puzzle = byId.get(five.id)!;
    const clue = [...puzzle.clues].sort((a, b) => a.id - b.id)[0]!;
    await page.locator(`[data-clue="${clue.id}"]`).click();
    // a clue chosen in the list below brings the grid back into view
    await expect
      .poll(async () => {
        const b = (await page.getByTestId('crossword-grid').boundingBox())!;
        return b.y >= 0 && b.y < 844 / 2;
      })
      .toBe(true);
    for (const l of [...clue.answer])
      await page.getByTestId('ro-keyboard').getByRole('button', { name: l, exact: true }).click();
    await expect
      .poll(() => page.locator(`[data-clue="${clue.id}"]`).getAttribute('data-completed'), {
        timeout: 10_000,
      })
      .toBe('true');
    const box = await page.locator('[data-cell]').first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, 'play-phone-5x5-light');

    await page.goto(`/integrame?id=${nine.id}`);
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    const size = Number(/^(\d+)/.exec(nine.size)![1]);
    const cell = await page.locator('[data-cell]').first().boundingBox();
    // the grid takes the phone's width: 390px minus the page padding
    expect(cell!.width * size).toBeGreaterThan(320);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(500); // colour transitions end
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `play-phone-${nine.size}-dark`);
    await page.close();
  });

  it('on a 360×740 phone: the whole grid above the keyboard dock when a puzzle opens (a two-line clue, every size), the tools in one row, "Verificare automată" in the "Verifică" menu, no axe violations (light and dark)', async () => {
    const order = await listOrder();
    // of every size, the puzzle whose first clue (the one selected when it opens) is the longest
    const opening = (id: number) => [...byId.get(id)!.clues].sort(compareClues)[0]!;
    const sizes = [...new Set(order.map((p) => p.size))];
    const puzzles = sizes.map(
      (size) =>
        order
          .filter((p) => p.size === size)
          .sort((a, b) => opening(b.id).clue.length - opening(a.id).clue.length)[0]!,
    );
    const page = await newPage({ ...PHONE, viewport: { width: 360, height: 740 } });
    for (const [i, p] of puzzles.entries()) {
      await page.goto(`/integrame?id=${p.id}`);
      await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
      await page.getByTestId('ro-keyboard').waitFor();
      const dockClue = page.getByTestId('dock-clue');
      expect(await dockClue.textContent()).toContain(opening(p.id).clue);
      expect((await dockClue.boundingBox())!.height).toBeGreaterThan(44); // two lines
      const gridBox = (await page.getByTestId('crossword-grid').boundingBox())!;
      const dockBox = (await page.getByTestId('keyboard-dock').boundingBox())!;
      expect(gridBox.y + gridBox.height, `${p.size} #${p.id}`).toBeLessThanOrEqual(dockBox.y);
      // cells of 44 px at least where the phone's width allows them (9x9: its whole width)
      const cell = (await page.locator('[data-cell]').first().boundingBox())!;
      const cols = Number(/^(\d+)/.exec(p.size)![1]);
      expect(cell.width).toBeGreaterThanOrEqual(Math.min(44, (360 - 16) / cols - 5));
      // the header: the timer and the words done beside the title, the tools in one row
      const tools = (await page.getByRole('toolbar').boundingBox())!;
      expect(tools.height).toBeLessThanOrEqual(48);
      for (const id of ['timer', 'progress-count', 'hint-button', 'check-menu', 'reveal-menu'])
        expect(await page.getByTestId(id).isVisible()).toBe(true);
      if (i === 0) {
        // the switch of the wider screens is in the "Verifică" menu here
        expect(await page.getByRole('switch', { name: 'Verificare automată' }).isVisible()).toBe(false);
        await page.getByTestId('check-menu').click();
        const item = page.getByRole('menuitemcheckbox', { name: 'Verificare automată' });
        expect(await item.getAttribute('aria-checked')).toBe('true');
        await item.click();
        await page.getByTestId('check-menu').click();
        expect(await item.getAttribute('aria-checked')).toBe('false');
        await item.click();
        await expect.poll(() => item.count()).toBe(0);
        expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
        await shot(page, `play-phone-360-${p.size}-light`);
      }
    }
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(500); // colour transitions end
    expect(await axeViolations(page, AXE_EXCLUDE)).toEqual([]);
    await shot(page, `play-phone-360-${puzzles.at(-1)!.size}-dark`);
    await page.close();
  });
});

async function signUpAndIn(context: BrowserContext): Promise<{ email: string; password: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `integrame-${suffix}@example.com`;
  const password = `Parola-integrame-${suffix}`;
  const up = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers: { origin: baseUrl },
    data: {
      email,
      password,
      name: `integrame_${suffix}`,
      username: `integrame_${suffix}`,
      displayName: `integrame_${suffix}`,
    },
  });
  expect(up.status()).toBe(200);
  await context.request.get(linkIn(await waitForMail(email)));
  await signIn(context, email, password);
  return { email, password };
}

async function signIn(context: BrowserContext, email: string, password: string) {
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    headers: { origin: baseUrl },
    data: { email, password },
  });
  expect(res.status()).toBe(200);
}

describe('mini crosswords signed in', () => {
  it('saves progress to the account (hints counted), restores it on another device, marks it completed, starts over', async () => {
    const order = await listOrder();
    const fives = order.filter((p) => p.size === '5x5');
    const puzzle = byId.get((fives[2] ?? fives[0]!).id)!;
    const one = await newContext(DESKTOP);
    const creds = await signUpAndIn(one);
    const page = await one.newPage();
    await page.goto(`/integrame?id=${puzzle.id}`);
    await page.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    await page.locator('[role="grid"] [tabindex="0"]').focus();
    // a hint, counted by the server
    const clueId = Number(await page.locator('[data-clue][aria-current="true"]').getAttribute('data-clue'));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.getByTestId('clue-hint').waitFor();
    await page.locator('[role="grid"] [tabindex="0"]').focus();
    const solvedIds = new Set<number>();
    for (let i = 0; i < 2; i++) solvedIds.add((await solveSelectedClue(page, puzzle)).id);
    const done = (await completedIds(page)).size;
    // the save reaches the account (debounced)
    await expect
      .poll(
        async () => {
          const res = await one.request.get(`${baseUrl}/api/crosswords/${puzzle.id}`);
          const body = (await res.json()) as {
            progress: { completedClues: number[]; hintsUsed: number } | null;
          };
          return body.progress ? `${body.progress.completedClues.length}/${body.progress.hintsUsed}` : 'none';
        },
        { timeout: 10_000 },
      )
      .toBe(`${done}/1`);
    expect(clueId).toBeGreaterThan(0);
    await page.goto('/integrame');
    await one.close();

    // another device, same account: no local data, the account's progress comes back
    const two = await newContext(PHONE);
    await signIn(two, creds.email, creds.password);
    const other = await two.newPage();
    await other.goto(`/integrame?id=${puzzle.id}`);
    await other.locator('[data-live] [data-testid="crossword-grid"]').waitFor();
    await expect
      .poll(() => other.getByTestId('progress-count').textContent())
      .toBe(`${done}/${puzzle.clues.length}`);
    expect((await completedIds(other)).size).toBe(done);
    for (const id of solvedIds) {
      const c = puzzle.clues.find((x) => x.id === id)!;
      const text = await Promise.all(
        cellsOf(c).map((k) => other.locator(`[data-cell="${k}"] [data-letter]`).textContent()),
      );
      expect(text.join('')).toBe(c.answer);
    }
    expect(
      await other.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('slove_crossword_'))),
    ).toEqual([]);

    // finish it here (a hardware keyboard on the phone): dialog, then the picker marks it from the account
    await other.locator('[role="grid"] [tabindex="0"]').focus();
    while ((await completedIds(other)).size < puzzle.clues.length) await solveSelectedClue(other, puzzle);
    await other.getByTestId('completion-dialog').waitFor();
    expect(await other.getByTestId('final-score').textContent()).toBe(String(puzzle.clues.length * 10 - 2));
    await other.getByRole('button', { name: 'Înapoi la Meniu' }).click();
    const card = other.locator('article', {
      has: other.getByRole('heading', { name: puzzle.title, exact: true }),
    });
    await card.getByRole('img', { name: 'Completată' }).waitFor();
    // the mark stays once the last save has landed (a list read racing the save must not undo it)
    await other.waitForTimeout(1_500);
    await card.getByRole('img', { name: 'Completată' }).waitFor({ timeout: 1_000 });
    const listed = (await (await two.request.get(`${baseUrl}/api/crosswords`)).json()) as {
      puzzles: { id: number; completed: boolean }[];
    };
    expect(listed.puzzles.find((p) => p.id === puzzle.id)?.completed).toBe(true);
    // starting over empties the account's grid and keeps the mark
    await card.getByRole('button', { name: /Joacă din nou/ }).click();
    await expect
      .poll(() => other.getByTestId('progress-count').textContent())
      .toBe(`0/${puzzle.clues.length}`);
    const fresh = (await (await two.request.get(`${baseUrl}/api/crosswords/${puzzle.id}`)).json()) as {
      progress: { completedClues: number[]; isCompleted: boolean };
    };
    expect(fresh.progress).toMatchObject({ completedClues: [], isCompleted: false });
    await other.getByRole('button', { name: 'Înapoi la integrame' }).click();
    await card.getByRole('img', { name: 'Completată' }).waitFor();
    // the mark stays once the last save has landed (a list read racing the save must not undo it)
    await other.waitForTimeout(1_500);
    await card.getByRole('img', { name: 'Completată' }).waitFor({ timeout: 1_000 });
    await two.close();
  });
});
