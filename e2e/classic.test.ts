/**
 * Classic letter game in the browser (issue 5): every validation message, a normal word, a
 * pangram and a bonus word, the hint, stats and ranks, switching sets and back, reloading —
 * as a guest (phone) and signed in (desktop, two devices), and the archive.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ROOT, startServer, type RunningServer } from './server';
import {
  axeViolations,
  baseUrl,
  closeBrowser,
  DESKTOP,
  newContext,
  PHONE,
  waitForMail,
  linkIn,
} from './harness';

interface SetPayload {
  id: number;
  date: string;
  letters: string;
  center: string;
  answers: string[];
  bonus: string[];
  maxWords: number;
}

const FOLD: Record<string, string> = { Ă: 'A', Â: 'A', Î: 'I', Ș: 'S', Ț: 'T', Ş: 'S', Ţ: 'T' };
const fold = (w: string) => w.replace(/[ĂÂÎȘȚŞŢ]/g, (c) => FOLD[c]!);
const isPangram = (w: string) => new Set(fold(w)).size >= 7;

async function daySet(page: Page): Promise<SetPayload> {
  return page.evaluate(async () => (await fetch('/api/classic/day')).json());
}

async function openGame(page: Page, path = '/joc-clasic') {
  await page.goto(baseUrl + path);
  await page.waitForSelector('[data-testid=letter-wheel]', { timeout: 30_000 });
}

async function typeWord(page: Page, word: string) {
  await page
    .locator('body')
    .click({ position: { x: 2, y: 300 } })
    .catch(() => {});
  await page.keyboard.type(fold(word));
  await page.keyboard.press('Enter');
}

async function expectMessage(page: Page, text: string, kind: 'success' | 'error') {
  await page.waitForFunction(
    ([t, k]) => {
      const el = document.querySelector('[data-testid=game-message]');
      return el && el.textContent?.trim() === t && el.getAttribute('data-kind') === k;
    },
    [text, kind] as const,
    { timeout: 5_000 },
  );
}

async function expectSuccess(page: Page, contains: string) {
  await page.waitForFunction(
    (c) => {
      const el = document.querySelector('[data-testid=game-message]');
      return el && el.getAttribute('data-kind') === 'success' && el.textContent?.includes(c);
    },
    contains,
    { timeout: 5_000 },
  );
}

async function foundWords(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=found-words] li')
    .allTextContents()
    .then((l) => l.map((s) => s.replace(/\(Pangramă\)/, '').trim()));
}

function pick(set: SetPayload) {
  const normal =
    set.answers.find((w) => !isPangram(w) && w === fold(w)) ?? set.answers.find((w) => !isPangram(w))!;
  const normal2 = set.answers.find((w) => !isPangram(w) && w !== normal)!;
  const pangram = set.answers.find(isPangram)!;
  const bonus = set.bonus[0]!;
  const outerOnly = set.letters[1]!.repeat(4);
  const missing = 'QWYKHJXZGVCBMPONUL'.split('').find((l) => !set.letters.includes(l))!;
  return {
    normal,
    normal2,
    pangram,
    bonus,
    outerOnly,
    unavailable: set.center + missing + set.center + missing,
    nonsense: set.center.repeat(5),
  };
}

afterAll(async () => {
  await closeBrowser();
});

describe('classic game: links, failures, accessibility', () => {
  it('opens /?set={id}, explains a set that cannot load, and passes axe in light and dark', async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await openGame(page);
    const set = await daySet(page);
    await page.goto(`${baseUrl}/?set=${set.id - 2}`);
    await page.waitForSelector('[data-testid=letter-wheel]');
    expect(page.url()).toBe(`${baseUrl}/joc-clasic?set=${set.id - 2}`);
    expect(await page.getByTestId('set-label').textContent()).toContain(`#${set.id - 2}`);

    await page.goto(`${baseUrl}/joc-clasic?set=${set.id + 1}`);
    await page.getByTestId('game-error').waitFor();
    expect(await page.getByTestId('game-error').textContent()).toContain('Eroare la încărcarea jocului');
    expect(await page.getByTestId('game-error').textContent()).toContain(
      'Setul acesta nu este încă disponibil.',
    );
    await page.goto(`${baseUrl}/joc-clasic?set=987654`);
    await page.getByTestId('game-error').waitFor();
    expect(await page.getByTestId('game-error').textContent()).toContain('Setul cerut nu există.');

    // Serious violations inside this area's pages (the shared top bar and footer are checked by their owner).
    const ours = async () => {
      const all = (await axeViolations(page)).filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      const inside = await page.evaluate(
        (targets) =>
          targets.map((list) =>
            list.some(
              (sel) =>
                !!document
                  .querySelector(sel)
                  ?.closest('[data-testid=classic-page],[data-testid=archive-page]'),
            ),
          ),
        all.map((v) => v.targets),
      );
      return all.filter((_, i) => inside[i]);
    };
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openGame(page);
      const serious = await ours();
      expect(serious, JSON.stringify(serious, null, 1)).toEqual([]);
      await page.goto(`${baseUrl}/arhiva-zilnica`);
      await page.getByTestId('archive-selected').waitFor();
      const archive = await ours();
      expect(archive, JSON.stringify(archive, null, 1)).toEqual([]);
    }
    await context.close();
  });
});

describe('classic game as a guest (phone)', () => {
  it('validates, scores, hints, shows stats and ranks, and keeps everything across set changes and reloads', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await openGame(page);
    // the page arrives as the game; its sign-in buttons show once the session has been read
    // (the session read can be slowed by the earlier tests' requests from the same address)
    await page.getByTestId('game-login').waitFor({ state: 'visible', timeout: 30_000 });
    await expect(page.getByTestId('game-guest').isVisible()).resolves.toBe(true);
    const set = await daySet(page);
    const w = pick(set);
    expect(await page.getByTestId('set-label').textContent()).toContain(`#${set.id}`);

    // Input forced to upper case, diacritics folded; Trimite marked unavailable under 4 letters
    // (a tap on it still says why).
    await page.getByTestId('word-input').fill('țară');
    expect(await page.getByTestId('word-input').inputValue()).toBe('TARA');
    await page.getByTestId('btn-clear').click();
    await page.keyboard.type('ab');
    expect(await page.getByTestId('word-input').inputValue()).toBe('AB');
    expect(await page.getByTestId('btn-submit').getAttribute('aria-disabled')).toBe('true');
    // (Playwright waits for aria-disabled buttons to be enabled; a finger does not)
    await page.getByTestId('btn-submit').click({ force: true });
    await expectMessage(page, 'Cuvântul trebuie să aibă minim 4 litere!', 'error');
    await page.keyboard.type('ab');
    await page.getByTestId('btn-delete').click();
    expect(await page.getByTestId('word-input').inputValue()).toBe('A');

    // Every validation message, in the spec's order; an error clears the typed word.
    await page.getByTestId('btn-clear').click();
    await typeWord(page, set.center + set.center);
    await expectMessage(page, 'Cuvântul trebuie să aibă minim 4 litere!', 'error');
    expect(await page.getByTestId('word-input').inputValue()).toBe('');
    await typeWord(page, w.outerOnly);
    await expectMessage(page, `Cuvântul trebuie să conțină litera ${set.center}!`, 'error');
    await typeWord(page, w.unavailable);
    await expectMessage(page, 'Folosești litere care nu sunt disponibile!', 'error');
    await typeWord(page, w.nonsense);
    await expectMessage(page, `"${w.nonsense}" nu este în dicționarul nostru.`, 'error');

    // A normal word, typed on the keyboard: success, shown with its diacritics.
    await typeWord(page, w.normal);
    await expectSuccess(page, w.normal);
    expect(await foundWords(page)).toEqual([w.normal]);
    await typeWord(page, w.normal);
    await expectMessage(page, 'Ai găsit deja acest cuvânt!', 'error');
    // A message other than success goes after 2 s.
    await page.waitForTimeout(2_400);
    expect(await page.getByTestId('game-message').count()).toBe(0);

    // The pangram, tapped on the wheel, then Trimite.
    for (const letter of fold(w.pangram))
      await page.locator(`[data-testid=letter-wheel] [data-letter="${letter}"]`).first().click();
    expect(await page.getByTestId('word-input').inputValue()).toBe(fold(w.pangram));
    await page.getByTestId('btn-submit').click();
    await expectSuccess(page, `PANGRAMĂ! ${w.pangram}`);
    // A success stays 4 s.
    await page.waitForTimeout(2_400);
    expect(await page.getByTestId('game-message').count()).toBe(1);
    expect(await page.locator(`[data-testid=found-words] [data-pangram]`).textContent()).toContain(w.pangram);

    // A bonus word: listed apart, not counted toward the set's total.
    await typeWord(page, w.bonus);
    await page.locator(`[data-testid=bonus-words] li`).first().waitFor({ state: 'attached' });
    expect(await page.locator('[data-testid=bonus-words] li').allTextContents()).toEqual([w.bonus]);
    expect(await page.getByTestId('word-count').textContent()).toBe(`2/${set.maxWords}`);
    expect(await page.getByTestId('pangram-count').textContent()).toMatch(/^1\//);
    const expectedScore = fold(w.normal).length + fold(w.pangram).length + 10 + fold(w.bonus).length;
    expect(await page.getByTestId('score').textContent()).toMatch(new RegExp(`^${expectedScore}/`));

    // Shuffle keeps the letters.
    const before = (await page.locator('[data-testid=letter-wheel] button').allTextContents()).sort();
    await page.getByTestId('btn-shuffle').click();
    expect((await page.locator('[data-testid=letter-wheel] button').allTextContents()).sort()).toEqual(
      before,
    );

    // Hint and the hint table.
    await page.getByTestId('btn-hint').click();
    const hint = await page.getByTestId('hint-text').textContent();
    expect(hint).toMatch(/Cuvânt de \d+ litere, începe cu „.” și se termină cu „.”/);
    const total = await page
      .locator('[data-testid=hint-table] tbody tr:last-child td:last-child')
      .textContent();
    expect(Number(total)).toBe(set.maxWords - 2);
    await page.keyboard.press('Escape');

    // Stats and ranks.
    await page.getByTestId('open-stats').click();
    expect(await page.getByTestId('stat-today-words').textContent()).toBe('3');
    expect(await page.getByTestId('stat-today-points').textContent()).toBe(String(expectedScore));
    expect(await page.getByTestId('stat-streak').textContent()).toBe('1');
    expect(await page.getByTestId('stat-total-games').textContent()).toBe('1');
    await page.keyboard.press('Escape');
    await page.getByTestId('open-ranks').click();
    expect(await page.locator('[data-testid=ranks-dialog] li').count()).toBe(9);
    expect(
      await page.locator('[data-testid=ranks-dialog] li[aria-current=true]').getAttribute('data-rank'),
    ).toBe('Ucenic');
    await page.keyboard.press('Escape');
    await page.getByTestId('open-help').click();
    expect(await page.getByTestId('help-dialog').textContent()).toContain('minim 4 litere');
    await page.keyboard.press('Escape');

    // Switch to the previous set and back: nothing lost.
    await page.getByTestId('prev-set').click();
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid=set-label]')?.textContent?.includes(`#${id - 1}`),
      set.id,
    );
    expect(page.url()).toContain(`set=${set.id - 1}`);
    expect(await page.locator('[data-testid=found-words] li').count()).toBe(0);
    await page.getByTestId('next-set').click();
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid=set-label]')?.textContent?.includes(`#${id}`),
      set.id,
    );
    await page.locator('[data-testid=found-words] li').first().waitFor({ state: 'attached' });
    expect((await foundWords(page)).sort()).toEqual([w.normal, w.pangram].sort());
    expect(await page.getByTestId('next-set').isDisabled()).toBe(true);

    // Reload: nothing lost; the data is under slove_ keys.
    await page.reload();
    await page.locator('[data-testid=found-words] li').first().waitFor({ state: 'attached' });
    expect((await foundWords(page)).sort()).toEqual([w.normal, w.pangram].sort());
    expect(await page.locator('[data-testid=bonus-words] li').allTextContents()).toEqual([w.bonus]);
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('slove_classic')),
    );
    expect(keys).toEqual(
      expect.arrayContaining(['slove_classic_progress', 'slove_classic_daily_stats', 'slove_classic_stats']),
    );

    // Joc Nou: stats saved, then a random other set.
    await page.getByTestId('btn-new-game').click();
    // the new set is on screen: the URL and the set label name the same, other set
    await page.waitForFunction((id) => {
      const m = /[?&]set=(\d+)/.exec(location.search);
      const label = document.querySelector('[data-testid=set-label]')?.textContent ?? '';
      return !!m && m[1] !== String(id) && /#(\d+)/.exec(label)?.[1] === m[1];
    }, set.id);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('slove_classic_stats') ?? '{}').totalGames),
    ).toBe(1);
    expect(await page.locator('[data-testid=found-words] li').count()).toBe(0);

    // The archive marks the day as played on this device, and its control stops at 30 days.
    await page.goto(`${baseUrl}/arhiva-zilnica`);
    await page.getByTestId('archive-selected').waitFor();
    expect(await page.getByTestId('archive-selected').textContent()).toContain(
      `În lucru · 2/${set.maxWords}`,
    );
    for (let i = 0; i < 30; i++) await page.getByTestId('archive-prev').click();
    expect(await page.getByTestId('archive-prev').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid=archive-day]').count()).toBeGreaterThanOrEqual(30);
    await page.locator('[data-testid=archive-day] [data-testid=archive-play]').nth(1).click();
    await page.waitForSelector('[data-testid=letter-wheel]');
    expect(page.url()).toMatch(/\/joc-clasic\?set=\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function signUpAndIn(context: BrowserContext): Promise<{ email: string; password: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `clasic-${suffix}@example.com`;
  const password = `Parola-clasic-${suffix}`;
  const headers = { origin: baseUrl };
  const up = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers,
    data: {
      email,
      password,
      name: `clasic_${suffix}`,
      username: `clasic_${suffix}`,
      displayName: `clasic_${suffix}`,
    },
  });
  expect(up.status()).toBe(200);
  const link = linkIn(await waitForMail(email));
  await context.request.get(link);
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

describe('classic game signed in (two devices)', () => {
  it('saves to the account, resumes on another device, suggests words', async () => {
    const one = await newContext(DESKTOP);
    const creds = await signUpAndIn(one);
    const page = await one.newPage();
    await openGame(page);
    await page.getByTestId('game-logout').waitFor();
    expect(await page.getByTestId('game-login').count()).toBe(0);
    const set = await daySet(page);
    const w = pick(set);

    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/classic/progress/${set.id}`) && r.request().method() === 'PUT',
    );
    await typeWord(page, w.normal);
    await expectSuccess(page, w.normal);
    await typeWord(page, w.pangram);
    await page.locator('[data-testid=found-words] [data-pangram]').waitFor({ state: 'attached' });
    const res = await saved;
    expect(res.status()).toBe(200);
    await page.waitForFunction(() => !localStorage.getItem('slove_offline_queue'));
    await page.waitForTimeout(1_200);

    // Another device: the same found words, from the account.
    const two = await newContext(DESKTOP);
    await signIn(two, creds.email, creds.password);
    const other = await two.newPage();
    await openGame(other);
    await other.waitForFunction(
      () => document.querySelectorAll('[data-testid=found-words] li').length === 2,
      undefined,
      { timeout: 10_000 },
    );
    expect((await foundWords(other)).sort()).toEqual([w.normal, w.pangram].sort());

    // The second device finds another word; the first, reloaded, has all three (union).
    const saved2 = other.waitForResponse(
      (r) => r.url().includes(`/api/classic/progress/${set.id}`) && r.request().method() === 'PUT',
    );
    await typeWord(other, w.normal2);
    expect((await saved2).status()).toBe(200);
    await page.reload();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=found-words] li').length === 3,
      undefined,
      { timeout: 10_000 },
    );

    // Server-side stats in the dialog.
    await page.getByTestId('open-stats').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=stat-today-words]')?.textContent === '3',
    );
    await page.keyboard.press('Escape');

    // "Propune un cuvânt" for a non-admin: the rules' messages, then a real suggestion.
    const admin = page.getByTestId('open-admin');
    expect(await admin.getAttribute('aria-label')).toBe('Propune un cuvânt');
    await admin.click();
    await page.getByTestId('admin-word').fill('ab');
    await page.getByTestId('admin-submit').click();
    expect(await page.getByTestId('admin-message').textContent()).toBe(
      'Cuvântul trebuie să aibă minim 4 litere!',
    );
    await page.getByTestId('admin-word').fill(set.letters.slice(1, 5));
    await page.getByTestId('admin-submit').click();
    expect(await page.getByTestId('admin-message').textContent()).toBe(
      `Cuvântul trebuie să conțină litera centrală "${set.center}"!`,
    );
    const proposal = set.center + set.letters.slice(1, 4) + set.center;
    await page.getByTestId('admin-word').fill(proposal);
    await page.getByTestId('admin-submit').click();
    await page.waitForFunction(
      (p) => document.querySelector('[data-testid=admin-message]')?.textContent?.includes(p),
      proposal,
    );
    expect(await page.getByTestId('admin-message').textContent()).toContain('Mulțumim');
    await page.keyboard.press('Escape');

    // The archive shows the account's progress.
    await page.goto(`${baseUrl}/arhiva-zilnica`);
    await page.getByTestId('archive-selected').waitFor();
    expect(await page.getByTestId('archive-selected').textContent()).toContain(
      `În lucru · 3/${set.maxWords}`,
    );
    await one.close();
    await two.close();
  });
});

describe('word administration in the browser (own server: admin granted with the CLI)', () => {
  let server: RunningServer | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-e2e-classic-admin-'));
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function register(url: string, name: string): Promise<{ email: string; password: string }> {
    const email = `${name}@example.com`;
    const password = `Parola-${name}-2026`;
    const res = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, name, username: name, displayName: name }),
    });
    expect(res.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      const mail = fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
            .find((m) => m.includes(`To: ${email}`))
        : undefined;
      if (mail)
        link = /(https?:\/\/[^\s"<>]+verify-email[^\s"<>]+)/.exec(
          mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
        )?.[1];
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect((await fetch(link!, { redirect: 'manual' })).status).toBeLessThan(400);
    return { email, password };
  }

  async function signedInPage(url: string, who: { email: string; password: string }) {
    const context = await newContext(PHONE);
    const res = await context.request.post(`${url}/api/auth/sign-in/email`, {
      headers: { origin: url },
      data: who,
    });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${url}/joc-clasic`);
    await page.waitForSelector('[data-testid=letter-wheel]', { timeout: 30_000 });
    return { context, page };
  }

  it('an admin adds a word and accepts a suggestion; both are playable on the next load', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const admin = await register(server.url, 'admin_clasic');
    const player = await register(server.url, 'jucator_clasic');
    await server.stop();
    const grant = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'grant', admin.email],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(grant.status, grant.stderr).toBe(0);
    server = await startServer({ DATA_DIR: dataDir });
    const url = server.url;

    const set: SetPayload = await (await fetch(`${url}/api/classic/day`)).json();
    const known = new Set([...set.answers, ...set.bonus].map(fold));
    const candidates = [1, 2, 3, 4, 5, 6].flatMap((i) =>
      [1, 2, 3, 4, 5, 6].map(
        (j) => set.center + set.letters[i] + set.letters[j] + set.center + set.letters[i],
      ),
    );
    const [added, proposed] = candidates.filter((c) => !known.has(c));

    // The player proposes a word.
    const p = await signedInPage(url, player);
    await p.page.getByTestId('open-admin').click();
    await p.page.getByTestId('admin-word').fill(proposed!);
    await p.page.getByTestId('admin-submit').click();
    await p.page.waitForFunction(() =>
      document.querySelector('[data-testid=admin-message]')?.textContent?.includes('Mulțumim'),
    );
    await p.page.keyboard.press('Escape');

    // The admin: every add-word message, a word added, the suggestion accepted.
    const a = await signedInPage(url, admin);
    expect(await a.page.getByTestId('open-admin').getAttribute('aria-label')).toBe('Administrare Cuvinte');
    await a.page.getByTestId('open-admin').click();
    const tries: [string, boolean, string][] = [
      ['', false, 'Introdu un cuvânt valid!'],
      [set.center + set.center + set.center, false, 'Cuvântul trebuie să aibă minim 4 litere!'],
      [set.letters.slice(1, 5), false, `Cuvântul trebuie să conțină litera centrală "${set.center}"!`],
      [
        set.center + 'Q' + set.center + set.center,
        false,
        'Litera "Q" nu este în setul de litere disponibile!',
      ],
      [added!, true, 'Pentru a fi pangram, cuvântul trebuie să conțină toate literele din set!'],
    ];
    for (const [word, pangram, text] of tries) {
      await a.page.getByTestId('admin-word').fill(word);
      if ((await a.page.getByTestId('admin-pangram').isChecked()) !== pangram)
        await a.page.getByTestId('admin-pangram').click();
      await a.page.getByTestId('admin-submit').click();
      expect(await a.page.getByTestId('admin-message').textContent()).toBe(text);
    }
    await a.page.getByTestId('admin-pangram').click();
    await a.page.getByTestId('admin-word').fill(added!);
    await a.page.getByTestId('admin-submit').click();
    await a.page.waitForFunction(
      (w) =>
        document.querySelector('[data-testid=admin-message]')?.textContent ===
        `Cuvântul "${w}" a fost adăugat cu succes!`,
      added!,
    );
    const suggestion = a.page.locator(`[data-suggestion="${proposed}"]`);
    await suggestion.waitFor();
    await suggestion.getByRole('button', { name: 'Acceptă' }).click();
    await a.page.waitForFunction(() => document.querySelectorAll('[data-suggestion]').length === 0);
    await a.page.keyboard.press('Escape');
    await typeWord(a.page, added!);
    await expectSuccess(a.page, added!);

    // The player, on the next load, can play both words.
    await p.page.reload();
    await p.page.waitForSelector('[data-testid=letter-wheel]');
    await typeWord(p.page, proposed!);
    await expectSuccess(p.page, proposed!);
    await typeWord(p.page, added!);
    await expectSuccess(p.page, added!);
    await a.context.close();
    await p.context.close();
  });
});
