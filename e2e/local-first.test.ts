/**
 * Local first, for every game of the registry by the same steps (decision record 0007):
 * - guest migration: a guest plays each game, then signs in on /auth: the progress of every
 *   game is in the account (POST /api/account/merge, one call);
 * - offline play: a signed-in player visits each game once, loses the connection, plays each
 *   game offline (the saves wait in the offline queue), and every save reaches the account
 *   when the connection returns.
 * Each game gives its steps in e2e/games/<game>.ts; every game of the core registry must.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { GAME_IDS, type GameId } from '@slove/core/games';
import { baseUrl, closeBrowser, DESKTOP, newContext, signUpWithGuestData, signUpAndIn } from './harness';
import type { GameSteps, StepsOf } from './local-first-steps';

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T, message?: string) =>
  expect.poll(fn, { timeout: 20_000, interval: 200, message });

/** Every game's steps (e2e/games/<game>.ts), from the day's content. */
async function stepsOfAll(request: APIRequestContext): Promise<Record<GameId, GameSteps>> {
  const out: Partial<Record<GameId, GameSteps>> = {};
  for (const id of GAME_IDS) {
    const { steps } = (await import(`./games/${id}.ts`)) as { steps: StepsOf };
    out[id] = await steps(request);
  }
  return out as Record<GameId, GameSteps>;
}

const queued = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('slove_offline_queue') ?? '[]') as { path: string }[]).map(
      (r) => r.path,
    ),
  );

async function openGame(page: Page, game: GameSteps) {
  await page.goto(game.path);
  await game.ready(page);
}

describe('local first, for every game', () => {
  it('every game of the registry has its steps, and nothing else has any', () => {
    const files = fs.readdirSync(new URL('./games/', import.meta.url)).map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...GAME_IDS].sort());
  });

  it("a guest's progress in every game moves to the account at sign-in", async () => {
    const context = await newContext(DESKTOP);
    const games = await stepsOfAll(context.request);
    const page = await context.newPage();
    const played = new Map<GameId, string>();
    for (const id of GAME_IDS) {
      await openGame(page, games[id]);
      played.set(id, await games[id].play(page));
    }

    await signUpWithGuestData(page, 'migrare');
    await page.waitForURL(`${baseUrl}/`);
    for (const id of GAME_IDS)
      expect(await games[id].inAccount(context.request, played.get(id)!), `${id} in the account`).toBe(true);
    await context.close();
  });

  it('a signed-in player plays every game offline; the saves reach the account when back online', async () => {
    const context = await newContext(DESKTOP);
    await signUpAndIn(context, 'offlinetoate');
    const games = await stepsOfAll(context.request);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    // one visit of each game, online
    for (const id of GAME_IDS) {
      await openGame(page, games[id]);
      await page.waitForLoadState('networkidle');
    }

    await context.setOffline(true);
    const played = new Map<GameId, string>();
    for (const id of GAME_IDS) {
      await openGame(page, games[id]);
      played.set(id, await games[id].play(page));
      // the save waits in the offline queue (after the game's delay)
      await poll(() => queued(page), `${id} queued`).toContain(games[id].savePath);
    }

    await context.setOffline(false);
    for (const id of GAME_IDS)
      await poll(() => games[id].inAccount(context.request, played.get(id)!), `${id} in the account`).toBe(
        true,
      );
    await poll(() => page.evaluate(() => localStorage.getItem('slove_offline_queue'))).toBeNull();
    await context.close();
  });
});
