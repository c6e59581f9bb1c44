/**
 * Wordle Românesc in the browser, as a guest. The day is fixed through the archive route
 * (/wordle?zi=yyyy-mm-dd) with its word read from the API, so no clock is faked: a win with
 * the physical keyboard (Romanian letters through [ ] \ ; '), a loss, both validation
 * messages, Ctrl/Alt ignored, the stats dialog, the share text copied, reload mid-game, the
 * phone layout (keyboard visible without scrolling, keys sized for thumbs at 360 and 390 px),
 * messages over the board, hard mode and axe.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays } from '@slove/core/day';
import {
  hardModeError,
  MSG_INVALID,
  MSG_TOO_SHORT,
  scoreGuess,
  shareText,
  winMessage,
  type Mark,
} from '@slove/core/wordle';
import {
  axeViolations,
  baseUrl,
  closeBrowser,
  shot,
  DESKTOP,
  linkIn,
  newContext,
  newPage,
  PHONE,
  waitForMail,
} from './harness';

const file = path.resolve(import.meta.dirname, '../packages/content/data/wordle.json');
const CONTENT = JSON.parse(fs.readFileSync(file, 'utf8')) as { answers: string[]; allowed: string[] };
const ALLOWED = new Set([...CONTENT.allowed, ...CONTENT.answers]);

interface Day {
  day: string;
  word: string;
  number: number;
  today: string;
}
async function dayInfo(day: string | null): Promise<Day> {
  const res = await fetch(`${baseUrl}/api/wordle/${day ? `days/${day}` : 'today'}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Day;
}

/** The keys to press for a word on a keyboard without Romanian letters. */
const ROMANIAN_KEYS: Record<string, string> = { Ă: '[', Î: ']', Â: '\\', Ș: ';', Ț: "'" };
async function typeWord(page: Page, word: string) {
  for (const ch of Array.from(word)) await page.keyboard.press(ROMANIAN_KEYS[ch] ?? ch.toLowerCase());
}
async function guess(page: Page, word: string) {
  const before = await page
    .locator(
      '[data-testid=wordle-row] [data-state=correct], [data-testid=wordle-row] [data-state=present], [data-testid=wordle-row] [data-state=absent]',
    )
    .count();
  await typeWord(page, word);
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page
        .locator(
          '[data-testid=wordle-row] [data-state=correct], [data-testid=wordle-row] [data-state=present], [data-testid=wordle-row] [data-state=absent]',
        )
        .count(),
    )
    .toBe(before + 5);
}
const STATE: Record<Mark, string> = { 0: 'absent', 1: 'present', 2: 'correct' };
async function rowStates(page: Page, row: number) {
  return page
    .locator('[data-testid=wordle-row]')
    .nth(row)
    .locator('[data-testid=wordle-tile]')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.state));
}
async function rowLetters(page: Page, row: number) {
  return page
    .locator('[data-testid=wordle-row]')
    .nth(row)
    .locator('[data-testid=wordle-tile]')
    .allInnerTexts();
}
async function statValues(page: Page, scope: string) {
  const dlg = page.locator(scope);
  const v = async (id: string) => Number(await dlg.locator(`[data-testid=stat-${id}]`).innerText());
  return {
    played: await v('played'),
    winPct: await v('win-pct'),
    current: await v('current-streak'),
    max: await v('max-streak'),
  };
}
async function openGame(page: Page, day: string | null) {
  await page.goto(day ? `/wordle?zi=${day}` : '/wordle');
  await page.locator('[data-testid=wordle-board]').waitFor();
  await page.locator('[data-testid=wordle-keyboard]').waitFor();
}

/** Allowed words that are not the answer (plain letters, so any key layout types them). */
function misses(answer: string, n: number, opts: { withDiacritic?: boolean } = {}): string[] {
  const out: string[] = [];
  for (const w of ALLOWED) {
    if (w === answer) continue;
    if (opts.withDiacritic ? !/[ĂÂÎȘȚ]/.test(w) : /[ĂÂÎȘȚ]/.test(w)) continue;
    out.push(w);
    if (out.length === n) break;
  }
  return out;
}

let today: string;
beforeAll(async () => {
  today = (await dayInfo(null)).today;
});
afterAll(async () => {
  await closeBrowser();
});

describe('Wordle Românesc', () => {
  it("wins a fixed day with the physical keyboard (Romanian letters by [ ] \\ ; '), stats and share text", async () => {
    // a day of the archive whose word has a Romanian letter
    let target: Day | null = null;
    for (let i = 1; i <= 30 && !target; i++) {
      const d = await dayInfo(addDays(today, -i));
      if (/[ĂÂÎȘȚ]/.test(d.word)) target = d;
    }
    expect(target, 'a word with a Romanian letter in the last 30 days').not.toBeNull();
    const { day, word } = target!;
    const page = await newPage({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    await openGame(page, day);
    await expect
      .poll(() => page.getByTestId('wordle-archive-banner').innerText())
      .toContain(`#${target!.number}`);

    const first = misses(word, 1, { withDiacritic: true })[0]!;
    await guess(page, first);
    expect(await rowLetters(page, 0)).toEqual(Array.from(first));
    expect(await rowStates(page, 0)).toEqual(scoreGuess(first, word).map((m) => STATE[m]));
    // keys take the colour of the guess
    const firstMarks = scoreGuess(first, word);
    const someLetter = Array.from(first)[firstMarks.indexOf(Math.max(...firstMarks) as Mark)]!;
    // (once the row has flipped: about a second)
    await expect
      .poll(() => page.locator(`[data-key="${someLetter}"]`).getAttribute('class'), { timeout: 10_000 })
      .toMatch(/wt-(correct|present|absent)/);

    // Ctrl, Alt and Meta combinations are ignored
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Alt+c');
    expect((await rowLetters(page, 1)).join('')).toBe('');

    await guess(page, word);
    expect(await rowStates(page, 1)).toEqual(['correct', 'correct', 'correct', 'correct', 'correct']);
    // one line over the board once the row has turned, then the dialog
    await page.getByTestId('wordle-message').getByText('Felicitări! Ai ghicit cuvântul!').waitFor();
    const dialog = page.getByTestId('wordle-end-dialog');
    await dialog.waitFor({ timeout: 5000 });
    expect(await page.getByTestId('wordle-end-title').innerText()).toBe(winMessage(word, 2));
    expect(await page.getByTestId('wordle-end-title').innerText()).toBe(
      `Felicitări! Ai ghicit cuvântul ${word} în 2 încercări`,
    );
    expect(await page.getByTestId('wordle-countdown').innerText()).toMatch(/^\d\d:\d\d$/);
    // the word's definition on dexonline, in a new tab
    const dex = dialog.getByTestId('dexonline-link');
    expect(await dex.getAttribute('href')).toBe(
      `https://dexonline.ro/definitie/${encodeURIComponent(word.toLocaleLowerCase('ro-RO'))}`,
    );
    expect(await dex.getAttribute('target')).toBe('_blank');
    expect(await dex.getAttribute('rel')).toContain('noopener');
    // a past day counts as a game but leaves the streak alone
    expect(await statValues(page, '[data-testid=wordle-end-dialog]')).toEqual({
      played: 1,
      winPct: 100,
      current: 0,
      max: 0,
    });
    expect(await dialog.locator('[data-testid=dist-2]').getAttribute('data-highlight')).toBe('true');
    await shot(page, 'wordle-win');

    await page.getByTestId('wordle-share').click();
    await page.getByText('Rezultatul a fost copiat!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const attempts = [first, word].map((w) => ({ word: w, result: scoreGuess(w, word) }));
    expect(copied).toBe(shareText({ day, attempts, site: baseUrl }));
    expect(copied.split('\n')[0]).toBe(`Wordle Românesc #${target!.number} 2/6`);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('loses a fixed day: the loss dialog, stats, and the archive marks it', async () => {
    const { day, word } = await dayInfo(addDays(today, -7));
    const page = await newPage(DESKTOP);
    await openGame(page, day);
    const six = misses(word, 6);
    for (const w of six) await guess(page, w);
    await page.getByTestId('wordle-message').getByText(`Ai pierdut! Cuvântul era: ${word}`).waitFor();
    await page.getByTestId('wordle-end-dialog').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('wordle-end-title').innerText()).toBe('Mai încearcă mâine!');
    expect(await page.getByTestId('wordle-end-text').innerText()).toBe(`Cuvântul era ${word}`);
    expect(await statValues(page, '[data-testid=wordle-end-dialog]')).toEqual({
      played: 1,
      winPct: 0,
      current: 0,
      max: 0,
    });
    await shot(page, 'wordle-loss');
    // input is ignored once the game is over
    await page.keyboard.press('Escape');
    await typeWord(page, 'ab');
    expect(await page.locator('[data-testid=wordle-tile][data-state=tbd]').count()).toBe(0);

    await page.getByTestId('wordle-archive-button').click();
    const entry = page.getByTestId(`archive-${day}`);
    await entry.waitFor();
    expect(await entry.getAttribute('data-status')).toBe('lost');
    expect(await page.getByTestId(`archive-${addDays(today, -8)}`).getAttribute('data-status')).toBe('new');
    expect(await page.locator('[data-testid^=archive-2]').count()).toBe(31);
    await page.context().close();
  });

  it('shows both validation messages and shakes the row', async () => {
    const { word } = await dayInfo(addDays(today, -10));
    const page = await newPage(DESKTOP);
    await openGame(page, addDays(today, -10));
    await typeWord(page, 'abc');
    await page.keyboard.press('Enter');
    await page.getByTestId('wordle-message').getByText(MSG_TOO_SHORT).waitFor();
    expect(MSG_TOO_SHORT).toBe('Cuvântul trebuie să aibă 5 litere!');
    expect(await page.locator('[data-testid=wordle-row].wt-shake').count()).toBe(1);
    // a small line over the top of the board, not a toast
    const board = (await page.getByTestId('wordle-board').boundingBox())!;
    const line = (await page.getByTestId('wordle-message').locator('p').boundingBox())!;
    expect(line.y).toBeGreaterThanOrEqual(board.y - 16);
    expect(line.y + line.height).toBeLessThanOrEqual(board.y + board.height / 3);
    expect(line.x).toBeGreaterThanOrEqual(board.x - 24);
    expect(line.x + line.width).toBeLessThanOrEqual(board.x + board.width + 24);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    // it goes away by itself
    await expect.poll(() => page.getByTestId('wordle-message').innerText(), { timeout: 5000 }).toBe('');
    // not a word: still the five letters, the invalid message
    let bogus = 'QQQQQ';
    for (const w of ['ZXZXZ', 'QWQWQ', 'QQQQQ']) if (!ALLOWED.has(w) && w !== word) bogus = w;
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await typeWord(page, bogus);
    await page.keyboard.press('Enter');
    await page.getByTestId('wordle-message').getByText(MSG_INVALID).waitFor();
    expect(MSG_INVALID).toBe('Cuvânt invalid! Încearcă un cuvânt românesc de 5 litere din dicționar.');
    // nothing was played
    expect(
      await page
        .locator(
          '[data-testid=wordle-tile][data-state=absent], [data-testid=wordle-tile][data-state=correct]',
        )
        .count(),
    ).toBe(0);
    expect((await rowLetters(page, 0)).join('')).toBe(bogus);
    // the on-screen keyboard types too
    for (let i = 0; i < 5; i++) await page.locator('[data-key=BACKSPACE]').click();
    await page.locator('[data-key=Ș]').click();
    await page.locator('[data-key=Ă]').click();
    expect((await rowLetters(page, 0)).join('')).toBe('ȘĂ');
    await page.context().close();
  });

  it("restores today's game after a reload, then wins it: streak 1 in the stats dialog", async () => {
    const { word } = await dayInfo(null);
    const page = await newPage(PHONE);
    await openGame(page, null);
    const two = misses(word, 2);
    await guess(page, two[0]!);
    await guess(page, two[1]!);
    await typeWord(page, 'ab');
    const keyClass = await page.locator(`[data-key="${two[0]![0]}"]`).getAttribute('class');
    await page.reload();
    await page.locator('[data-testid=wordle-board]').waitFor();
    await expect.poll(() => rowLetters(page, 1)).toEqual(Array.from(two[1]!));
    expect(await rowLetters(page, 0)).toEqual(Array.from(two[0]!));
    expect(await rowStates(page, 0)).toEqual(scoreGuess(two[0]!, word).map((m) => STATE[m]));
    expect(await rowStates(page, 1)).toEqual(scoreGuess(two[1]!, word).map((m) => STATE[m]));
    expect((await rowLetters(page, 2)).join('')).toBe('');
    expect(await page.locator(`[data-key="${two[0]![0]}"]`).getAttribute('class')).toBe(keyClass);

    // the keyboard fits a phone screen without scrolling
    const kb = (await page.getByTestId('wordle-keyboard').boundingBox())!;
    expect(kb.y + kb.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const keyHeights = await page
      .locator('[data-testid=wordle-keyboard] button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.min(...keyHeights)).toBeGreaterThanOrEqual(44);
    await shot(page, 'wordle-phone-restored');

    await guess(page, word);
    await page.getByTestId('wordle-end-dialog').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('wordle-end-title').innerText()).toBe(winMessage(word, 3));
    await page.keyboard.press('Escape');
    await page.getByTestId('wordle-stats-button').click();
    const stats = page.getByTestId('wordle-stats-dialog');
    await stats.waitFor();
    expect(await statValues(page, '[data-testid=wordle-stats-dialog]')).toEqual({
      played: 1,
      winPct: 100,
      current: 1,
      max: 1,
    });
    expect(await stats.locator('[data-testid=dist-3]').getAttribute('data-highlight')).toBe('true');
    expect(await stats.locator('[data-testid=dist-3] [data-width]').getAttribute('data-width')).toBe('100');
    expect(await stats.locator('[data-testid=dist-1] [data-width]').getAttribute('data-width')).toBe('0');
    expect(await stats.getByText('Distribuția Ghicirilor').count()).toBe(1);
    await page.keyboard.press('Escape');

    // help shows the key map; settings switch to high contrast (kept after a reload)
    await page.getByTestId('wordle-help').click();
    await page.getByText('Cum se joacă').waitFor();
    expect(await page.getByTestId('wordle-key-map').innerText()).toMatch(
      /\[\s*→ Ă[\s\S]*\]\s*→ Î[\s\S]*\\\s*→ Â[\s\S]*;\s*→ Ș[\s\S]*'\s*→ Ț/,
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('wordle-settings-button').click();
    await page.getByTestId('wordle-hc-switch').click();
    await page.keyboard.press('Escape');
    const correctColour = () =>
      page
        .locator('[data-testid=wordle-tile][data-state=correct]')
        .first()
        .evaluate((e) => getComputedStyle(e).backgroundColor);
    await expect.poll(correctColour).toBe('rgb(194, 65, 12)');
    await page.reload();
    await page.locator('[data-testid=wordle-board]').waitFor();
    await expect.poll(correctColour).toBe('rgb(194, 65, 12)');
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  for (const [width, height] of [
    [360, 740],
    [390, 844],
  ] as const) {
    it(`fits a ${width}×${height} phone: letter keys ≥ 26×52 px, ENTER and ⌫ inside their keys, nothing below the fold`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await newPage({ ...PHONE, viewport: { width, height }, colorScheme });
        await openGame(page, addDays(today, -11));
        await shot(page, `wordle-${width}-${colorScheme}`);
        const keys = await page.locator('[data-testid=wordle-keyboard] button').evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            const inner = [...e.children].map((c) => c.getBoundingClientRect()).filter((c) => c.width > 0);
            return {
              key: (e as HTMLElement).dataset.key!,
              width: r.width,
              height: r.height,
              bottom: r.bottom,
              left: r.left,
              right: r.right,
              overflows: e.scrollWidth > e.clientWidth,
              inside: inner.every((c) => c.left >= r.left - 0.5 && c.right <= r.right + 0.5),
            };
          }),
        );
        expect(keys).toHaveLength(33);
        const letters = keys.filter((k) => k.key !== 'ENTER' && k.key !== 'BACKSPACE');
        expect(Math.min(...letters.map((k) => k.width))).toBeGreaterThanOrEqual(26);
        expect(Math.min(...keys.map((k) => k.height))).toBeGreaterThanOrEqual(52);
        for (const k of keys) {
          expect(k.overflows, k.key).toBe(false);
          expect(k.inside, k.key).toBe(true);
          expect(k.left).toBeGreaterThanOrEqual(0);
          expect(k.right).toBeLessThanOrEqual(width);
          expect(k.bottom).toBeLessThanOrEqual(height);
        }
        const board = (await page.getByTestId('wordle-board').boundingBox())!;
        expect(board.y).toBeGreaterThan(0);
        expect(board.y + board.height).toBeLessThanOrEqual(height);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await page.context().close();
      }
    });
  }

  it('hard mode: off by default, switched before the first guess, hints must be used, share text 2/6*', async () => {
    const day = addDays(today, -13);
    const { word, number } = await dayInfo(day);
    // a first guess that reveals a hint, and a second that ignores it
    const plain = [...ALLOWED].filter((w) => w !== word && !/[ĂÂÎȘȚ]/.test(w));
    const first = plain.find((w) => scoreGuess(w, word).some((m) => m > 0))!;
    const firstAttempt = [{ word: first, result: scoreGuess(first, word) }];
    const ignoring = plain.find((w) => w !== first && hardModeError(w, firstAttempt) !== null)!;
    expect(first && ignoring).toBeTruthy();

    const page = await newPage({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    await openGame(page, day);
    await page.getByTestId('wordle-settings-button').click();
    const hardSwitch = page.getByTestId('wordle-hard-switch');
    expect(await hardSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('wordle-settings-dialog').getByText('Mod dificil').count()).toBe(1);
    await hardSwitch.click();
    expect(await hardSwitch.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    await guess(page, first);
    await typeWord(page, ignoring);
    await page.keyboard.press('Enter');
    const msg = hardModeError(ignoring, firstAttempt)!;
    expect(msg).toMatch(/^Mod dificil: /);
    await page.getByTestId('wordle-message').getByText(msg).waitFor();
    expect(await page.locator('[data-testid=wordle-row].wt-shake').count()).toBe(1);
    expect((await rowLetters(page, 1)).join('')).toBe(ignoring);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    // after the first guess the switch is locked, with the reason
    await page.getByTestId('wordle-settings-button').click();
    expect(await hardSwitch.isDisabled()).toBe(true);
    await page.getByTestId('wordle-hard-locked').waitFor();
    await page.keyboard.press('Escape');

    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await typeWord(page, word);
    const sent = Date.now();
    await page.keyboard.press('Enter');
    // the result line comes once the row has turned; the dialog 1 s after that
    await page.getByTestId('wordle-message').getByText('Felicitări! Ai ghicit cuvântul!').waitFor();
    expect(await page.getByTestId('wordle-end-dialog').count()).toBe(0);
    await page.getByTestId('wordle-end-dialog').waitFor({ timeout: 6000 });
    // 4 × 150 ms stagger + 480 ms flip, then 1000 ms
    expect(Date.now() - sent).toBeGreaterThanOrEqual(2000);
    await page.getByTestId('wordle-share').click();
    await page.getByText('Rezultatul a fost copiat!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toBe(`Wordle Românesc #${number} 2/6*`);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('has no serious axe violations on the board and in the stats dialog', async () => {
    const page = await newPage(DESKTOP);
    await openGame(page, addDays(today, -12));
    // the site's top bar belongs to the shell and is checked by its own tests
    const board = (await axeViolations(page, ['header.sticky'])).filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(board).toEqual([]);
    await page.getByTestId('wordle-stats-button').click();
    await page.getByTestId('wordle-stats-dialog').waitFor();
    const dialog = (await axeViolations(page, ['header.sticky'])).filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(dialog).toEqual([]);
    await page.context().close();
  });
});

async function signUpAndIn(context: BrowserContext): Promise<void> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `wordle-${suffix}@example.com`;
  const password = `Parola-wordle-${suffix}`;
  const headers = { origin: baseUrl };
  const up = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers,
    data: {
      email,
      password,
      name: `wordle_${suffix}`,
      username: `wordle_${suffix}`,
      displayName: `wordle_${suffix}`,
    },
  });
  expect(up.status()).toBe(200);
  await context.request.get(linkIn(await waitForMail(email)));
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    headers,
    data: { email, password },
  });
  expect(res.status()).toBe(200);
  return;
}

describe('Wordle Românesc signed in', () => {
  it('saves after every valid guess and resumes on another device; stats come from the server', async () => {
    const day = addDays(today, -15);
    const { word } = await dayInfo(day);
    const one = await newContext(DESKTOP);
    await signUpAndIn(one);
    const page = await one.newPage();
    await openGame(page, day);
    const [m1, m2] = misses(word, 2);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/wordle/progress') && r.request().method() === 'PUT',
    );
    await guess(page, m1!);
    expect((await saved).status()).toBe(200);
    const progress = await (await one.request.get(`${baseUrl}/api/wordle/progress?day=${day}`)).json();
    expect(progress.progress).toMatchObject({ day, guessesCount: 1, isCompleted: false, completedAt: null });
    expect(progress.progress.attempts[0]).toEqual({ word: m1, result: scoreGuess(m1!, word) });

    // the same account on a second device (its own local storage): the board comes back from the server
    const two = await newContext(PHONE);
    const cookies = await one.cookies();
    await two.addCookies(cookies);
    const page2 = await two.newPage();
    await openGame(page2, day);
    await expect.poll(() => rowLetters(page2, 0)).toEqual(Array.from(m1!));
    expect(await rowStates(page2, 0)).toEqual(scoreGuess(m1!, word).map((m) => STATE[m]));
    const saved2 = page2.waitForResponse(
      (r) => r.url().includes('/api/wordle/progress') && r.request().method() === 'PUT',
    );
    await guess(page2, m2!);
    await saved2;
    const finished = page2.waitForResponse(
      (r) => r.url().includes('/api/wordle/progress') && r.request().method() === 'PUT',
    );
    await guess(page2, word);
    const body = await (await finished).json();
    expect(body.progress).toMatchObject({ isCompleted: true, isWon: true, guessesCount: 3 });
    expect(body.progress.completedAt).toEqual(expect.any(String));
    expect(body.stats).toMatchObject({ gamesPlayed: 1, gamesWon: 1, currentStreak: 0 });
    await page2.getByTestId('wordle-end-dialog').waitFor({ timeout: 5000 });
    expect(await statValues(page2, '[data-testid=wordle-end-dialog]')).toEqual({
      played: 1,
      winPct: 100,
      current: 0,
      max: 0,
    });
    await page2.keyboard.press('Escape');
    await page2.getByTestId('wordle-archive-button').click();
    await expect.poll(() => page2.getByTestId(`archive-${day}`).getAttribute('data-status')).toBe('won');
    await one.close();
    await two.close();
  });
});
