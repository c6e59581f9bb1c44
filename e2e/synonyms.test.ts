/**
 * The synonym games in the browser (issues 6, 17): /sinonime (answers and their feedback line, score,
 * hint, skip rule, next word, reset, reload, the 30-day limit), /sinonime-simple (right and
 * wrong answers with keys 1–4 and Enter, the round summaries, the repeat round, the next-button labels,
 * reload), dexonline links on the found synonyms and the summaries,
 * /progres-sinonime (guest text; a signed-in player's figures), /setari-sinonime (goal
 * dialog, reminders with the permission granted or refused, the real reset), and axe.
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays } from '@slove/core/day';
import { GOAL_ERROR, synonymPoints } from '@slove/core/synonyms';
import type { QuizContent } from '@slove/core/quiz-api';
import type { SynonymDayResponse, SynonymSetDto } from '@slove/core/synonyms-api';
import {
  axeViolations,
  shot,
  baseUrl,
  closeBrowser,
  DESKTOP,
  newContext,
  PHONE,
  signUpAndIn,
} from './harness';

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });
const plain = (w: string) =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

async function daySets(): Promise<SynonymDayResponse> {
  return (await (await fetch(`${baseUrl}/api/synonyms/sets`)).json()) as SynonymDayResponse;
}

async function toast(page: Page, title: string, description?: string) {
  const t = page.locator('[data-sonner-toast]', { hasText: title }).last();
  await t.waitFor();
  if (description) expect(await t.textContent()).toContain(description);
}

/** The one feedback line under the input (a live region); never a toast. */
async function feedback(page: Page, title: string, text?: string) {
  const line = page.getByTestId('synonym-feedback');
  await poll(() => line.textContent()).toContain(title);
  if (text) expect(await line.textContent()).toContain(text);
  expect(await line.getAttribute('aria-live')).toBe('polite');
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
}

async function answer(page: Page, text: string) {
  await page.getByTestId('synonym-input').fill(text);
  await page.getByTestId('synonym-input').press('Enter');
}

async function axeBothThemes(page: Page) {
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
    await page.waitForTimeout(400);
    expect(await axeViolations(page, ['[data-sonner-toaster]'])).toEqual([]);
  }
}

describe('/sinonime (advanced game) as a guest', () => {
  it('checks answers with one feedback line, scores by rarity, hints, skips after 3, goes on, keeps progress, resets', async () => {
    const { sets, today } = await daySets();
    const set = sets[0]!;
    const context = await newContext(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.addInitScript(() => {
      // the clipboard fallback of the share button (no share sheet here)
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/sinonime');
    await poll(() => page.getByTestId('base-word').textContent()).toBe(set.baseWord);
    expect(await page.getByTestId('difficulty-badge').textContent()).toContain(String(set.difficulty));
    expect(await page.getByTestId('category-badge').textContent()).toBe(set.category);
    expect(await page.getByTestId('synonyms-count').textContent()).toBe(`0/${set.synonyms.length} sinonime`);

    // an empty answer is ignored; a wrong one is refused
    await answer(page, '   ');
    await answer(page, 'nuexistacuvantul');
    await feedback(page, 'Sinonim incorect', 'Încearcă din nou cu un alt sinonim.');
    // a synonym of another word of the day is told so
    const mine = new Set(set.synonyms.map((s) => plain(s.word)));
    const elsewhere = sets
      .slice(1)
      .flatMap((s) => s.synonyms)
      .find((s) => !mine.has(plain(s.word)) && plain(s.word) !== plain(set.baseWord))!;
    await answer(page, elsewhere.word);
    await feedback(
      page,
      'Sinonim al altui cuvânt',
      `„${elsewhere.word}” este sinonim cu alt cuvânt al zilei, nu cu „${set.baseWord}”.`,
    );

    // a right one, typed in capitals without diacritics, scores 10 + (rarity − 1) × 5
    const [a, b, c] = set.synonyms;
    await answer(page, ` ${plain(a!.word)} `);
    await poll(() => page.getByTestId('synonyms-count').textContent()).toBe(
      `1/${set.synonyms.length} sinonime`,
    );
    expect(Number(await page.getByTestId('synonyms-score').textContent())).toBe(synonymPoints(a!.rarity));
    // the right answer replaces the refusal on the same line
    await feedback(page, '', `+${synonymPoints(a!.rarity)} puncte`);
    expect(await page.getByTestId('synonym-feedback').textContent()).not.toContain('Sinonim incorect');
    await answer(page, a!.word);
    await feedback(page, 'Sinonim deja găsit!', 'Ai găsit deja acest sinonim.');

    // skip needs 3 found
    await page.getByTestId('skip-button').click();
    await feedback(
      page,
      'Găsește mai multe sinonime',
      'Trebuie să găsești cel puțin 3 sinonime înainte să poți sări.',
    );

    // the hint toggles
    await page.getByTestId('hint-button').click();
    expect(await page.getByTestId('hint-text').textContent()).toContain(set.hint.text);
    await page.getByTestId('hint-button').click();
    expect(await page.getByTestId('hint-text').count()).toBe(0);

    await answer(page, b!.word);
    await answer(page, c!.word);
    await poll(() => page.getByTestId('synonyms-count').textContent()).toBe(
      `3/${set.synonyms.length} sinonime`,
    );
    expect((await page.getByTestId('found-synonyms').locator('li').allTextContents()).length).toBe(3);
    // each found synonym opens its definition on dexonline in a new tab
    const link = page.getByTestId('found-synonyms').getByTestId('dexonline-link').first();
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/dexonline\.ro\/definitie\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await axeBothThemes(page);

    // skip acts as next word (the feedback stays with its word); next word goes through the day's sets
    await page.getByTestId('skip-button').click();
    await poll(() => page.getByTestId('base-word').textContent()).toBe(sets[1]!.baseWord);
    expect(await page.getByTestId('synonym-feedback').textContent()).toBe('');
    for (let i = 2; i < sets.length; i++) {
      await page.getByTestId('next-button').click();
      await poll(() => page.getByTestId('base-word').textContent()).toBe(sets[i]!.baseWord);
    }
    // after the last word: the day's summary (not the first word again), and a share text
    // with figures and the address, no word
    await page.getByTestId('next-button').click();
    await page.getByTestId('synonyms-summary').waitFor();
    expect(await page.getByTestId('base-word').count()).toBe(0);
    const total = sets.reduce((n, s) => n + s.synonyms.length, 0);
    const points = synonymPoints(a!.rarity) + synonymPoints(b!.rarity) + synonymPoints(c!.rarity);
    expect(await page.getByTestId('summary-found').textContent()).toBe(`3/${total}`);
    expect(await page.getByTestId('summary-score').textContent()).toBe(String(points));
    const top = Math.max(a!.rarity, b!.rarity, c!.rarity);
    expect(
      [a!, b!, c!].filter((w) => w.rarity === top).map((w) => `Cel mai rar sinonim găsit: ${w.word}`),
    ).toContain(await page.getByTestId('summary-rarest').textContent());
    await page.getByTestId('summary-share').click();
    await page.getByText('Rezultatul a fost copiat!').waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    const lines = shared.split('\n');
    expect(lines[0]).toMatch(/^Sinonime · \d+ \S+ \d{4}$/);
    expect(lines.slice(1)).toEqual([`3/${total} sinonime găsite · ${points} puncte`, `${baseUrl}/sinonime`]);
    for (const w of [a!, b!, c!]) expect(shared).not.toContain(w.word);
    await page.getByTestId('summary-again').click();
    await poll(() => page.getByTestId('base-word').textContent()).toBe(set.baseWord);

    // a reload keeps the day's set progress; reset starts it afresh
    await page.reload();
    await poll(() => page.getByTestId('synonyms-count').textContent()).toBe(
      `3/${set.synonyms.length} sinonime`,
    );
    expect(Number(await page.getByTestId('synonyms-score').textContent())).toBe(
      synonymPoints(a!.rarity) + synonymPoints(b!.rarity) + synonymPoints(c!.rarity),
    );
    // "Resetează" asks first: "Anulează" keeps everything, the focus back on the button
    await page.getByTestId('reset-button').click();
    const ask = page.getByTestId('reset-word-dialog');
    expect(await ask.textContent()).toContain(`Sinonimele găsite pentru „${set.baseWord}” se șterg`);
    await ask.getByTestId('reset-cancel').click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByTestId('synonyms-count').textContent()).toBe(`3/${set.synonyms.length} sinonime`);
    expect(await page.getByTestId('reset-button').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByTestId('reset-button').click();
    await page.getByTestId('reset-confirm').click();
    await poll(() => page.getByTestId('synonyms-count').textContent()).toBe(
      `0/${set.synonyms.length} sinonime`,
    );

    // the day selector: today at most, 30 days back at most
    expect(await page.getByTestId('day-next').isDisabled()).toBe(true);
    expect(await page.getByTestId('day-input').getAttribute('max')).toBe(today);
    expect(await page.getByTestId('day-input').getAttribute('min')).toBe(addDays(today, -30));
    await page.getByTestId('day-prev').click();
    await page.waitForURL(`${baseUrl}/sinonime?zi=${addDays(today, -1)}`);
    await page.goto(`/sinonime?zi=${addDays(today, -30)}`);
    await poll(() => page.getByTestId('day-input').inputValue()).toBe(addDays(today, -30));
    expect(await page.getByTestId('day-prev').getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('day-prev').click({ force: true });
    await page.waitForTimeout(300);
    expect(await page.getByTestId('day-input').inputValue()).toBe(addDays(today, -30));
    await page.goto(`/sinonime?zi=${addDays(today, -31)}`);
    await poll(() => page.getByTestId('day-input').inputValue()).toBe(today);
    await context.close();
  });

  it('completes a set: the congratulation line, the input disabled', async () => {
    const { sets } = await daySets();
    const set = [...sets].sort((x, y) => x.synonyms.length - y.synonyms.length)[0]!;
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`/sinonime?set=${set.id}`);
    await poll(() => page.getByTestId('base-word').textContent()).toBe(set.baseWord);
    expect(await page.getByTestId('next-button').count()).toBe(0); // a requested set has no next word
    for (const s of set.synonyms) await answer(page, s.word);
    await feedback(page, 'Felicitări!');
    await page.getByTestId('synonyms-completed').waitFor();
    expect(await page.getByTestId('synonym-input').isDisabled()).toBe(true);
    await context.close();
  });
});

/** The quiz content and, for a question id, the key (1–4) of its right and a wrong choice. */
async function quizContent() {
  const content = (await (await fetch(`${baseUrl}/api/quiz/questions`)).json()) as QuizContent;
  const keys = (id: number) => {
    const q = content.sets.flatMap((s) => s.questions).find((x) => x.id === id)!;
    const right = q.choices.findIndex((c) => c.isCorrect) + 1;
    return { right: String(right), wrong: String(right === 1 ? 2 : 1), word: q.choices[right - 1]!.word };
  };
  return { content, keys };
}

async function currentQuestion(page: Page) {
  await page.getByTestId('quiz').waitFor();
  return Number(await page.getByTestId('quiz').getAttribute('data-question'));
}

describe('/sinonime-simple (quiz) as a guest', () => {
  it('answers with keys 1–4 and Enter, repeats the wrong one, moves to the next set, and keeps progress', async () => {
    const { content, keys } = await quizContent();
    const set1 = content.sets[0]!;
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto('/sinonime-simple');
    expect(await page.getByTestId('quiz-set-name').textContent()).toBe('Set 1');
    expect(await page.getByTestId('quiz-sets-done').textContent()).toBe(
      `Seturi completate: 0/${content.sets.length}`,
    );
    await axeBothThemes(page);

    for (let i = 0; i < 7; i++) {
      const id = await currentQuestion(page);
      expect(id).toBe(set1.questions[i]!.id);
      expect(await page.getByTestId('quiz-position').textContent()).toBe(`Întrebarea ${i + 1} din 7`);
      const k = keys(id);
      await page.keyboard.press(i === 1 ? k.wrong : k.right);
      const feedback = page.getByTestId('quiz-feedback');
      await feedback.waitFor();
      if (i === 1) expect(await feedback.textContent()).toContain(k.word);
      else expect(await feedback.getAttribute('data-correct')).toBe('true');
      // the choices are locked once answered
      await page.keyboard.press(k.right);
      expect(await feedback.getAttribute('data-correct')).toBe(i === 1 ? 'false' : 'true');
      expect(await page.getByTestId('quiz-next').textContent()).toBe(
        i < 6 ? 'Următoarea întrebare' : 'Repetă întrebările greșite',
      );
      await page.keyboard.press('Enter');
    }
    // the set's summary, then the repeat round
    await page.getByTestId('quiz-summary').waitFor();
    expect(await page.getByTestId('quiz-summary-score').textContent()).toBe('6 din 7 corecte');
    expect(await page.getByTestId('quiz-summary').locator('li[data-correct="false"]').count()).toBe(1);
    const dex = page.getByTestId('quiz-summary').getByTestId('dexonline-link');
    expect(await dex.count()).toBe(14);
    expect(await dex.first().getAttribute('href')).toMatch(/^https:\/\/dexonline\.ro\/definitie\//);
    expect(await dex.first().getAttribute('target')).toBe('_blank');
    expect(await dex.first().getAttribute('rel')).toContain('noopener');
    await axeBothThemes(page);
    expect(await page.getByTestId('quiz-next').textContent()).toBe('Repetă întrebările greșite');
    await page.keyboard.press('Enter');
    // the repeat round: only the wrong question
    await page.getByTestId('repeat-badge').waitFor();
    expect(await page.getByTestId('repeat-badge').textContent()).toBe('Repetare');
    expect(await currentQuestion(page)).toBe(set1.questions[1]!.id);
    expect(await page.getByTestId('quiz-position').textContent()).toBe('Întrebarea 1 din 1');
    await page.keyboard.press(keys(set1.questions[1]!.id).right);
    expect(await page.getByTestId('quiz-next').textContent()).toBe('Următorul set');
    await page.getByTestId('quiz-next').click();
    await poll(() => page.getByTestId('quiz-summary-score').textContent()).toBe('1 din 1 corecte');
    expect(await page.getByTestId('quiz-next').textContent()).toBe('Următorul set');
    await page.getByTestId('quiz-next').click();
    await poll(() => page.getByTestId('quiz-set-name').textContent()).toBe('Set 2');
    expect(await page.getByTestId('quiz-sets-done').textContent()).toBe(
      `Seturi completate: 1/${content.sets.length}`,
    );
    expect(await page.getByTestId('quiz-total').textContent()).toBe('Scor total: 7/8 (88%)');

    // a reload resumes at the second set with the same totals
    await page.reload();
    await poll(() => page.getByTestId('quiz-set-name').textContent()).toBe('Set 2');
    expect(await page.getByTestId('quiz-total').textContent()).toBe('Scor total: 7/8 (88%)');
    await context.close();
  });
});

describe('synonym games at 360×740, 390×844 and 1280×800, light and dark', () => {
  it('shows the feedback line under the input and the set summary on screen', async () => {
    const { content, keys } = await quizContent();
    for (const [width, height] of [
      [360, 740],
      [390, 844],
      [1280, 800],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await newContext({
          ...(width < 1000 ? PHONE : DESKTOP),
          viewport: { width, height },
          colorScheme,
        });
        const page = await context.newPage();
        await page.goto('/sinonime');
        await page.getByTestId('base-word').waitFor();
        await answer(page, 'nuexistacuvantul');
        await feedback(page, 'Sinonim incorect', 'Încearcă din nou cu un alt sinonim.');
        // the line sits right under the input, inside the screen
        const input = (await page.getByTestId('synonym-input').boundingBox())!;
        const line = (await page.getByTestId('synonym-feedback').boundingBox())!;
        expect(line.y).toBeGreaterThanOrEqual(input.y + input.height);
        expect(line.y - (input.y + input.height)).toBeLessThan(24);
        expect(line.y + line.height).toBeLessThanOrEqual(height);
        expect(line.x + line.width).toBeLessThanOrEqual(width);
        // every button's label fits inside it ("Cuvântul următor" spilled out at 360 and 1280 px)
        const spilled = await page.evaluate(() =>
          [...document.querySelectorAll('main button')]
            .filter((b) => b.scrollWidth > b.clientWidth + 1)
            .map((b) => b.textContent),
        );
        expect(spilled).toEqual([]);
        await shot(page, `synonyms-feedback-${width}-${colorScheme}`);

        await page.goto('/sinonime-simple');
        for (const q of content.sets[0]!.questions) {
          expect(await currentQuestion(page)).toBe(q.id);
          await page.keyboard.press(keys(q.id).right);
          await page.getByTestId('quiz-next').waitFor();
          await page.keyboard.press('Enter');
        }
        await page.getByTestId('quiz-summary').waitFor();
        expect(await page.getByTestId('quiz-summary-score').textContent()).toBe('7 din 7 corecte');
        expect(await page.getByTestId('quiz-next').textContent()).toBe('Următorul set');
        const next = (await page.getByTestId('quiz-next').boundingBox())!;
        expect(next.y + next.height).toBeLessThanOrEqual(height);
        await shot(page, `quiz-summary-${width}-${colorScheme}`);
        await context.close();
      }
    }
  });
});

describe('/progres-sinonime and /setari-sinonime', () => {
  it('tells a guest to sign in', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/progres-sinonime');
    await page.getByTestId('progress-guest').waitFor();
    expect(await page.getByTestId('progress-guest').textContent()).toContain(
      'Pentru a vedea progresul, trebuie să te autentifici. Creează un cont sau conectează-te pentru a-ți urmări progresul.',
    );
    expect(await page.getByRole('link', { name: 'Conectează-te' }).getAttribute('href')).toBe('/auth');
    expect(await page.getByRole('link', { name: 'Înapoi la jocuri' }).last().getAttribute('href')).toBe('/');
    await axeBothThemes(page);
    await context.close();
  });

  let context: BrowserContext;
  let set: SynonymSetDto;

  it('shows a signed-in player the goal ring, real streaks and the categories with glosses', async () => {
    set = (await daySets()).sets[0]!;
    context = await newContext(DESKTOP);
    await signUpAndIn(context, 'sinonime');
    const page = await context.newPage();
    await page.goto('/sinonime');
    await poll(() => page.getByTestId('base-word').textContent()).toBe(set.baseWord);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/synonyms/progress') && r.request().method() === 'PUT',
    );
    await answer(page, set.synonyms[0]!.word);
    expect((await saved).status()).toBe(200);

    await page.goto('/progres-sinonime');
    await poll(() => page.getByTestId('goal-text').textContent()).toBe('1 din 20 răspunsuri corecte azi');
    expect(await page.getByTestId('current-streak').textContent()).toBe('1 zi');
    expect(await page.getByTestId('best-streak').textContent()).toBe('1 zi');
    expect(await page.getByTestId('time-left').textContent()).toMatch(/^\d{1,2} h \d{1,2} min$/);
    const labels = await page
      .locator('[data-testid^=category-]:not([data-testid$=-count])')
      .allTextContents();
    expect(labels.map((l) => l.replace(/\d+$/, ''))).toEqual([
      'Stăpânite',
      'Aproape stăpânite',
      'În progres',
      'Continuă să încerci',
      'Necesită exercițiu',
      'Nevăzute',
    ]);
    // one synonym of the set found: the base word's row by its share
    const share = 1 / set.synonyms.length;
    const row = share >= 0.3 ? 'keepTrying' : 'workNeeded';
    expect(await page.getByTestId(`category-${row}-count`).textContent()).toBe('1');
    await page.getByTestId(`category-${row}`).click();
    await page.getByTestId('category-word').filter({ hasText: set.baseWord }).click();
    expect(await page.getByTestId('word-definition').textContent()).toContain(
      set.gloss ?? 'Definiția nu este disponibilă momentan.',
    );
    await page.keyboard.press('Escape');
    await axeBothThemes(page);
    await page.getByRole('link', { name: 'Setări joc' }).click();
    await page.waitForURL(`${baseUrl}/setari-sinonime`);
    await page.close();
  });

  it('sets the daily goal (presets, custom 1–100 with its message), kept in the account', async () => {
    const page = await context.newPage();
    await page.goto('/setari-sinonime');
    await poll(() => page.getByTestId('goal-value').textContent()).toBe('20 răspunsuri corecte pe zi');
    await page.getByTestId('goal-open').click();
    await page.getByTestId('goal-preset-15').click();
    await page.getByTestId('goal-save').click();
    await poll(() => page.getByTestId('goal-value').textContent()).toBe('15 răspunsuri corecte pe zi');
    await page.getByTestId('goal-open').click();
    for (const bad of ['0', '101', '']) {
      await page.getByTestId('goal-custom').fill(bad);
      await page.getByTestId('goal-save').click();
      expect(await page.getByTestId('goal-error').textContent()).toBe(GOAL_ERROR);
    }
    await page.getByTestId('goal-custom').fill('42');
    await page.getByTestId('goal-save').click();
    await poll(() => page.getByTestId('goal-value').textContent()).toBe('42 răspunsuri corecte pe zi');
    const res = await context.request.get('/api/synonyms/settings');
    expect(((await res.json()) as { dailyGoal: number }).dailyGoal).toBe(42);
    expect(await page.getByTestId('settings-current-streak').textContent()).toBe('1 zi');
    await axeBothThemes(page);
    await page.close();
  });

  it('turns a reminder on with the permission granted (the device subscribes), off again, and explains a refusal', async () => {
    // The browser's own push service is out of reach here: the device's subscription is made
    // by the test (a real P-256 key pair); everything from the page to our server is real.
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const device = {
      endpoint: `https://push.example.test/e2e-${Date.now()}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    };
    await context.addInitScript((d) => {
      let sub: object | null = null;
      const make = () => ({
        endpoint: d.endpoint,
        toJSON: () => ({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }),
        unsubscribe: async () => ((sub = null), true),
      });
      PushManager.prototype.subscribe = async function () {
        sub = make();
        return sub as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return sub as PushSubscription | null;
      };
    }, device);
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const page = await context.newPage();
    await page.goto('/setari-sinonime');
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready));
    const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscribe'));
    // the switch's touch target is its whole row: a tap on the row's text toggles it
    const row = page.getByTestId('reminder-morning-row');
    const rowBox = (await row.boundingBox())!;
    expect(rowBox.height).toBeGreaterThanOrEqual(44);
    expect(rowBox.width).toBeGreaterThanOrEqual(200);
    await row.getByText('Memento de dimineață (09:00)').click();
    const res = await subscribed;
    expect(res.status()).toBe(200);
    expect(res.request().postDataJSON()).toEqual({
      endpoint: device.endpoint,
      keys: { p256dh: device.p256dh, auth: device.auth },
      morning: true,
      evening: false,
    });
    await poll(() => page.getByTestId('reminder-morning').getAttribute('aria-checked')).toBe('true');
    expect(
      (
        (await (await context.request.get('/api/synonyms/settings')).json()) as {
          morningNotifications: boolean;
        }
      ).morningNotifications,
    ).toBe(true);
    const unsubscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/unsubscribe'));
    await page.getByTestId('reminder-morning').click();
    expect((await unsubscribed).status()).toBe(200);
    await poll(() => page.getByTestId('reminder-morning').getAttribute('aria-checked')).toBe('false');
    await page.close();

    // another browser refuses notifications: a clear message, the switch stays off
    const refusing = await newContext(PHONE);
    const p2 = await refusing.newPage();
    await p2.goto('/setari-sinonime');
    await p2.evaluate(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'default' });
      Notification.requestPermission = async () => 'denied';
    });
    await p2.getByTestId('reminder-evening').click();
    await toast(p2, 'Notificări', 'Browserul nu permite notificări pentru Slove.');
    expect(await p2.getByTestId('reminder-evening').getAttribute('aria-checked')).toBe('false');
    await refusing.close();
  });

  it('resets an advanced set in the account too: a reload shows it afresh', async () => {
    const page = await context.newPage();
    await page.goto('/sinonime');
    await poll(() => page.getByTestId('base-word').textContent()).toBe(set.baseWord);
    await poll(() => page.getByTestId('synonyms-count').textContent()).toBe(
      `1/${set.synonyms.length} sinonime`,
    );
    const deleted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/synonyms/progress/${set.id}`) && r.request().method() === 'DELETE',
    );
    await page.getByTestId('reset-button').click();
    await page.getByTestId('reset-confirm').click();
    expect((await deleted).status()).toBe(200);
    await poll(() => page.getByTestId('synonyms-count').textContent()).toBe(
      `0/${set.synonyms.length} sinonime`,
    );
    const stored = (await (await context.request.get(`/api/synonyms/progress?ids=${set.id}`)).json()) as {
      progress: unknown[];
    };
    expect(stored.progress).toEqual([]);
    const cloudRead = page.waitForResponse(
      (r) => r.url().includes('/api/synonyms/progress?ids=') && r.request().method() === 'GET',
    );
    await page.reload();
    expect((await cloudRead).status()).toBe(200);
    await poll(() => page.getByTestId('base-word').textContent()).toBe(set.baseWord);
    await page.waitForTimeout(300); // the account's answer has been merged by now
    expect(await page.getByTestId('synonyms-count').textContent()).toBe(`0/${set.synonyms.length} sinonime`);
    await page.close();
  });

  it('resets the quiz progress for real, on this device and in the account, after a warning', async () => {
    const { keys } = await quizContent();
    const page = await context.newPage();
    await page.goto('/sinonime-simple');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/quiz/progress') && r.request().method() === 'PUT',
    );
    await page.keyboard.press(keys(await currentQuestion(page)).right);
    expect((await saved).status()).toBe(200);
    expect(
      ((await (await context.request.get('/api/quiz/progress')).json()) as { progress: unknown }).progress,
    ).not.toBeNull();

    await page.goto('/setari-sinonime');
    await page.getByTestId('reset-open').click();
    expect(await page.getByTestId('reset-dialog').textContent()).toContain(
      'Toate datele de progres vor fi șterse',
    );
    await page.getByTestId('reset-confirm').click();
    await toast(page, 'Progresul a fost șters.');
    expect(
      ((await (await context.request.get('/api/quiz/progress')).json()) as { progress: unknown }).progress,
    ).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('slove_quiz_progress'))).toBeNull();
    await page.goto('/sinonime-simple');
    await poll(() => page.getByTestId('quiz-total').textContent()).toBe('Scor total: 0/0 (0%)');
    await context.close();
  });
});
