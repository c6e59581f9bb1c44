/**
 * A shared device keeps nobody's data (issue 40, deliverable 1): a signed-in player's answers
 * from the API are never kept by the service worker, and when the session ends (sign-out,
 * account deletion, an expired or revoked session), changes hands, or another player signs
 * in, neither the previous player's cached answers nor their game data stay on the device
 * (read in the page: Cache Storage and localStorage). A guest's own data stays.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, closeBrowser, newContext, signUpAndIn } from './harness';

afterAll(closeBrowser);

/** API answers made for the signed-in player (progress, stats, a list with their marks). */
const PRIVATE_READS = [
  '/api/wordle/progress',
  '/api/wordle/stats',
  '/api/classic/stats',
  '/api/quiz/progress',
  '/api/synonyms/progress',
  '/api/auth/get-session',
];

/** This player's game data on the device, as the games keep it (the values are not read back). */
const GAME_DATA: Record<string, string> = {
  slove_wordle_games: '{}',
  slove_classic_sets: '{}',
  slove_offline_queue: '[]',
};

async function controlled(page: Page) {
  await page.goto('/');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Signed in as a new player: the page is controlled, read the private answers, holds game data. */
async function playerPlaying(context: BrowserContext, prefix: string): Promise<Page> {
  const page = await context.newPage();
  await controlled(page);
  await signUpAndIn(context, prefix);
  await page.reload();
  await page.getByTestId('profile-menu').waitFor();
  await page.evaluate(
    async ({ reads, data }) => {
      for (const url of reads) await fetch(url, { credentials: 'same-origin' });
      for (const [key, value] of Object.entries(data)) localStorage.setItem(key, value);
    },
    { reads: PRIVATE_READS, data: GAME_DATA },
  );
  return page;
}

/** What is left of a player on the device: cached API answers and game data. */
async function leftOnDevice(page: Page): Promise<{ cached: string[]; stored: string[] }> {
  return page.evaluate(
    async ({ reads, keys }) => {
      const cached: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const path = new URL(request.url).pathname;
          if (reads.includes(path)) cached.push(`${name} ${path}`);
        }
      }
      const stored = keys.filter((key) => localStorage.getItem(key) !== null);
      if (localStorage.getItem('slove_device_owner') !== null) stored.push('slove_device_owner');
      return { cached, stored };
    },
    { reads: PRIVATE_READS, keys: Object.keys(GAME_DATA) },
  );
}

/** The session cookies of a fresh player, signed in in a context of their own. */
async function otherPlayersCookies(prefix: string) {
  const other = await newContext();
  await signUpAndIn(other, prefix);
  const cookies = await other.cookies();
  await other.close();
  return cookies;
}

const nothingLeft = { cached: [], stored: [] };

describe('a shared device keeps nobody else’s data', () => {
  it('the service worker keeps no private answer, even while the player plays', async () => {
    const context = await newContext();
    const page = await playerPlaying(context, 'privat');
    expect((await leftOnDevice(page)).cached).toEqual([]);
    // the public answers are still kept for offline play
    await page.evaluate(() => fetch('/api/quiz/questions'));
    await expect
      .poll(() => page.evaluate(async () => !!(await caches.match('/api/quiz/questions'))))
      .toBe(true);
    await context.close();
  });

  it('1. sign-out: nothing of the player stays', async () => {
    const context = await newContext();
    const page = await playerPlaying(context, 'iesire');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await page.getByRole('link', { name: 'Conectare' }).first().waitFor();
    await expect.poll(() => leftOnDevice(page)).toEqual(nothingLeft);
    await context.close();
  });

  it('2. account deletion: nothing of the player stays', async () => {
    const context = await newContext();
    const page = await playerPlaying(context, 'sters');
    const email = await page.evaluate(async () => {
      const res = await fetch('/api/auth/get-session');
      return ((await res.json()) as { user: { email: string } }).user.email;
    });
    await page.goto('/delete-account');
    await page.locator('#delete-email').fill(email);
    await page.locator('#delete-reason').fill('Test de ștergere.');
    await page.getByRole('button', { name: 'Trimite cererea' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#delete-confirm').fill('ȘTERGE');
    await dialog.getByRole('button', { name: 'Șterge definitiv contul' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => leftOnDevice(page)).toEqual(nothingLeft);
    await context.close();
  });

  it('3. a session that ends (expired: no session read; revoked: a 401): nothing of the player stays', async () => {
    // expired: the cookie is gone, the next session read finds none
    const context = await newContext();
    const page = await playerPlaying(context, 'expirat');
    await context.clearCookies();
    await page.reload();
    await page.getByRole('link', { name: 'Conectare' }).first().waitFor();
    await expect.poll(() => leftOnDevice(page)).toEqual(nothingLeft);
    await context.close();

    // revoked elsewhere: the app learns it from a 401 of our API, without a reload
    const second = await newContext();
    const other = await playerPlaying(second, 'revocat');
    const revoked = await second.request.post(`${baseUrl}/api/auth/revoke-sessions`, {
      headers: { origin: baseUrl },
      data: {},
    });
    expect(revoked.status()).toBe(200);
    await other.evaluate(() => {
      // a game's request, as the app sends it (lib/api.ts)
      window.history.pushState({}, '', '/wordle');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => leftOnDevice(other), { timeout: 15_000 }).toEqual(nothingLeft);
    await second.close();
  });

  it('4. a session that changes user: nothing of the previous player stays', async () => {
    const context = await newContext();
    const page = await playerPlaying(context, 'primul');
    const cookies = await otherPlayersCookies('alDoilea');
    await context.clearCookies();
    await context.addCookies(cookies);
    await page.reload();
    await page.getByTestId('profile-menu').waitFor();
    await expect.poll(() => leftOnDevice(page)).toEqual({ cached: [], stored: ['slove_device_owner'] });
    expect(await page.evaluate(() => localStorage.getItem('slove_wordle_games'))).toBeNull();
    await context.close();
  });

  it('5. a different player signs in after a session the app did not see end: nothing of the previous player stays', async () => {
    const context = await newContext();
    const page = await playerPlaying(context, 'tableta');
    const { email, password } = await (async () => {
      const other = await newContext();
      const credentials = await signUpAndIn(other, 'urmatorul');
      await other.close();
      return credentials;
    })();
    // the first player's session is gone without the app having seen it end
    await context.clearCookies();
    await page.goto('/auth');
    await page.locator('#signin-email').fill(email);
    await page.locator('#signin-password').fill(password);
    await page.locator('form[aria-label="Conectare"] button[type=submit]').click();
    await page.getByTestId('profile-menu').waitFor({ timeout: 15_000 });
    await expect.poll(() => leftOnDevice(page)).toEqual({ cached: [], stored: ['slove_device_owner'] });
    await context.close();
  });

  it("a guest's own data stays the guest's (a 401 or a session read finding none clears nothing)", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await controlled(page);
    await page.evaluate((data) => {
      for (const [key, value] of Object.entries(data)) localStorage.setItem(key, value);
    }, GAME_DATA);
    await page.reload();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/wordle');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForTimeout(1000);
    const { stored } = await leftOnDevice(page);
    expect(stored).toEqual(Object.keys(GAME_DATA));
    await context.close();
  });
});
