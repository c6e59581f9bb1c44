/**
 * The synonym quiz on a phone (issues 38, 39): no choice's definition before the answer; at
 * 390×844 the 4th choice, the "Corect!/Greșit" line and the next button are on screen after
 * every answer; the round's summary and the end screens start at the top of the page; Restart
 * asks first and gives the focus back to its button.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { QuizContent } from '@slove/core/quiz-api';
import { baseUrl, closeBrowser, newContext, PHONE } from './harness';

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });

async function content(): Promise<QuizContent> {
  return (await (await fetch(`${baseUrl}/api/quiz/questions`)).json()) as QuizContent;
}

async function currentQuestion(page: Page) {
  await page.getByTestId('quiz').waitFor();
  return Number(await page.getByTestId('quiz').getAttribute('data-question'));
}

/** Whether the element's whole box is inside the viewport. */
async function onScreen(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });
}

const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } };

describe('/sinonime-simple at 390×844', () => {
  it('keeps the 4th choice, the feedback line and the next button on screen after each answer', async () => {
    const quiz = await content();
    const byId = new Map(quiz.sets.flatMap((s) => s.questions).map((q) => [q.id, q]));
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await newContext({ ...PHONE_390, colorScheme });
      const page = await context.newPage();
      await page.goto('/sinonime-simple');
      for (let i = 0; i < 7; i++) {
        const q = byId.get(await currentQuestion(page))!;
        // before the answer no choice shows its definition (it would give the answer away)
        expect(await page.getByTestId('choice-definition').count()).toBe(0);
        const right = q.choices.find((c) => c.isCorrect)!;
        const wrong = q.choices.find((c) => !c.isCorrect)!;
        await page.getByTestId(`choice-${i % 2 ? wrong.id : right.id}`).click();
        await page.getByTestId('quiz-feedback').waitFor();
        // after it, every choice shows its definition
        expect(await page.getByTestId('choice-definition').count()).toBe(4);
        for (const id of ['choice-d', 'quiz-feedback', 'quiz-next']) {
          await poll(() => onScreen(page, id)).toBe(true);
        }
        await page.getByTestId('quiz-next').click();
      }
      // the set's summary starts at the top of the page
      await page.getByTestId('quiz-summary').waitFor();
      await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await onScreen(page, 'quiz-next')).toBe(true);
      // the repeat round, answered right, ends on its own summary, at the top too
      await page.getByTestId('quiz-next').click();
      await page.getByTestId('repeat-badge').waitFor();
      for (let i = 0; i < 3; i++) {
        const q = byId.get(await currentQuestion(page))!;
        await page.getByTestId(`choice-${q.choices.find((c) => c.isCorrect)!.id}`).click();
        await poll(() => onScreen(page, 'quiz-next')).toBe(true);
        await page.getByTestId('quiz-next').click();
      }
      await page.getByTestId('quiz-summary').waitFor();
      await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.getByTestId('quiz-summary-score').textContent()).toBe('3 din 3 corecte');
      await context.close();
    }
  });

  it('asks before Restart wipes the set, and gives the focus back to Restart', async () => {
    const quiz = await content();
    const first = quiz.sets[0]!.questions;
    const context = await newContext(PHONE_390);
    const page = await context.newPage();
    await page.goto('/sinonime-simple');
    for (const q of first.slice(0, 2)) {
      expect(await currentQuestion(page)).toBe(q.id);
      await page.getByTestId(`choice-${q.choices.find((c) => c.isCorrect)!.id}`).click();
      await page.getByTestId('quiz-next').click();
    }
    expect(await currentQuestion(page)).toBe(first[2]!.id);
    const restart = page.getByTestId('quiz-restart');
    expect(await restart.textContent()).toContain('Restart');

    // cancelled (Esc): nothing changes and the focus is back on Restart
    await restart.click();
    const dialog = page.getByTestId('quiz-restart-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Reiei setul de la prima întrebare?');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'quiz-restart',
    );
    expect(await currentQuestion(page)).toBe(first[2]!.id);

    // the cancel button does the same
    await restart.click();
    await page.getByTestId('quiz-restart-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await currentQuestion(page)).toBe(first[2]!.id);

    // confirmed: the set starts again from its first question
    await restart.click();
    await page.getByTestId('quiz-restart-confirm').click();
    await poll(() => currentQuestion(page)).toBe(first[0]!.id);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'quiz-restart',
    );
    await context.close();
  });
});
