/** The crosswords' content read from disk (answers for the browser tests, never from the API) and shared helpers. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { foldUpper } from '@slove/core/text';
import { baseUrl } from './harness';

export interface Clue {
  id: number;
  number: number;
  direction: 'horizontal' | 'vertical';
  row: number;
  col: number;
  length: number;
  clue: string;
  answer: string;
}
export interface Puzzle {
  id: number;
  title: string;
  difficulty: number;
  size: string;
  pattern: string[];
  clues: Clue[];
}

const file = path.resolve(import.meta.dirname, '../packages/content/data/crosswords.json');
const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Puzzle[] | { puzzles: Puzzle[] };
export const CONTENT: Puzzle[] = Array.isArray(raw) ? raw : raw.puzzles;
export const byId = new Map(CONTENT.map((p) => [p.id, p]));

const SHOTS = process.env.SCREENSHOT_DIR;
export async function shot(page: Page, name: string) {
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }
}

export async function listOrder(): Promise<{ id: number; title: string; size: string }[]> {
  const res = await fetch(`${baseUrl}/api/crosswords`);
  return ((await res.json()) as { puzzles: { id: number; title: string; size: string }[] }).puzzles;
}

export const cellsOf = (c: Clue) =>
  Array.from({ length: c.length }, (_, i) =>
    c.direction === 'horizontal' ? `${c.row}-${c.col + i}` : `${c.row + i}-${c.col}`,
  );

/** The focused cell's key and state ('' when the focus is not on a cell). */
export async function focusedCell(page: Page): Promise<{ cell: string; state: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { cell: el?.dataset.cell ?? '', state: el?.dataset.state ?? '' };
  });
}

/**
 * Solve the selected clue with the keyboard alone: its (accent-less) letters typed one by one
 * into its open cells from the focused one; after every key the focus is on a cell that no
 * confirmed word holds.
 */
export async function solveSelectedClue(page: Page, puzzle: Puzzle): Promise<Clue> {
  // After a solved word the selection and the focus move on once the server's check is back:
  // wait (bounded) until the focus is on an open cell of the selected clue.
  const selected = () => page.locator('[data-clue][aria-current="true"]').getAttribute('data-clue');
  await expect
    .poll(
      async () => {
        const id = Number(await selected());
        const c = puzzle.clues.find((x) => x.id === id);
        const f = await focusedCell(page);
        return !!c && cellsOf(c).includes(f.cell) && f.state !== 'completed';
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  const clueId = Number(await selected());
  const clue = puzzle.clues.find((c) => c.id === clueId)!;
  const cells = cellsOf(clue);
  const focused = await focusedCell(page);
  const start = cells.indexOf(focused.cell);
  expect(start, `focus inside clue ${clue.number} ${clue.direction}`).toBeGreaterThanOrEqual(0);
  expect(focused.state).not.toBe('completed');
  const states = await Promise.all(
    cells.map((k) => page.locator(`[data-cell="${k}"]`).getAttribute('data-state')),
  );
  const letters = [...foldUpper(clue.answer)];
  for (let i = start; i < cells.length; i++) {
    if (states[i] === 'completed') continue;
    await page.keyboard.type(letters[i]!);
    const now = await focusedCell(page);
    if (now.cell) expect(now.state, `focus on ${now.cell} after typing`).not.toBe('completed');
  }
  await expect
    .poll(() => page.locator(`[data-clue="${clue.id}"]`).getAttribute('data-completed'), { timeout: 10_000 })
    .toBe('true');
  return clue;
}

/**
 * Solve a whole puzzle with the keyboard alone, clue after clue as the selection moves on
 * (solveSelectedClue), then wait for the end dialog; returns its time in seconds.
 */
export async function solveWholePuzzle(
  page: Page,
  puzzle: Puzzle,
  solved = new Set<number>(),
): Promise<number> {
  let guard = 0;
  while ((await page.locator('[data-clue][data-completed="true"]').count()) < puzzle.clues.length) {
    solved.add((await solveSelectedClue(page, puzzle)).id);
    expect(++guard).toBeLessThanOrEqual(puzzle.clues.length);
  }
  await page.getByTestId('completion-dialog').waitFor();
  const time = (await page.getByTestId('final-time').textContent())!;
  const m = /^(\d+)m (\d+)s$/.exec(time)!;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Every API response of the page, with the clues solved before it arrived. */
export function watchResponses(page: Page, solved: Set<number>) {
  const seen: { url: string; body: string; solvedBefore: Set<number> }[] = [];
  page.on('response', async (res: Response) => {
    if (!res.url().includes('/api/')) return;
    const solvedBefore = new Set(solved);
    try {
      seen.push({ url: res.url(), body: await res.text(), solvedBefore });
    } catch {
      /* redirects and aborted requests have no body */
    }
  });
  return seen;
}

/**
 * The answers of unsolved clues never reached the browser: no response holds the answer of a
 * clue not solved before it arrived (with or without diacritics), except the check that solves it.
 */
export function expectNoAnswerLeaks(responses: ReturnType<typeof watchResponses>, puzzle: Puzzle) {
  for (const r of responses) {
    for (const c of puzzle.clues) {
      if (r.solvedBefore.has(c.id)) continue;
      // a check response confirming this clue carries its answer: that is the solve itself
      if (
        r.url.endsWith('/api/crosswords/check') &&
        r.body.includes('"correct":true') &&
        r.body.includes(`"answer":"${c.answer}"`)
      )
        continue;
      if (r.url.includes('/progress') || r.url.endsWith(`/api/crosswords/${puzzle.id}`)) {
        const parsed = JSON.parse(r.body) as { progress?: { solved?: Record<string, string> } | null };
        expect(parsed.progress?.solved?.[String(c.id)], `${r.url} solved ${c.id}`).toBeUndefined();
      }
      expect(r.body, `${r.url} leaks ${c.answer}`).not.toContain(`"${c.answer}"`);
      expect(r.body, `${r.url} leaks ${foldUpper(c.answer)}`).not.toContain(`"${foldUpper(c.answer)}"`);
    }
  }
}
