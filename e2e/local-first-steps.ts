/**
 * What the local-first browser tests (local-first.test.ts) need from a game: each game gives
 * its steps in e2e/games/<game>.ts (export `steps`).
 */
import { expect } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { baseUrl } from './harness';

export interface GameSteps {
  /** The game's page. */
  path: string;
  /** The page shows the game, ready to play. */
  ready(page: Page): Promise<void>;
  /** One move, as a player makes it; resolves with what the account must then hold. */
  play(page: Page): Promise<string>;
  /** The account's copy holds what the move made. */
  inAccount(request: APIRequestContext, token: string): Promise<boolean>;
  /** The path of the game's save (in the offline queue). */
  savePath: string;
}

/** A game's steps, from the day's content (read with `request` before any connection is cut). */
export type StepsOf = (request: APIRequestContext) => Promise<GameSteps>;

export async function getJSON<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${baseUrl}${path}`);
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** Waits until `fn` resolves to `value` (20 s at most). */
export async function waitUntil<T>(fn: () => Promise<T> | T, value: T, message?: string): Promise<void> {
  await expect.poll(fn, { timeout: 20_000, interval: 200, message }).toEqual(value);
}
