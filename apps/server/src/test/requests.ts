/**
 * Helpers of API tests that play as a client would: JSON requests with the site's origin and
 * a player's cookie, and a content puzzle solved (its answers read from the database, as a
 * solver would type them).
 */
import { eq } from 'drizzle-orm';
import { fillAnswer, type GridState } from '@slove/core/crosswords';
import type { Db } from '../db/client.ts';
import { crosswordClues } from '../games/crosswords/schema.ts';
import { toClue } from '../games/crosswords/service.ts';
import type { TestContext, TestUser } from './context.ts';

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** `send(method, url, player or null, JSON body?)` on the context's app. */
export function jsonSender(ctx: () => TestContext) {
  return (method: Method, url: string, u: TestUser | null, payload?: unknown) =>
    ctx().app.inject({
      method,
      url,
      headers: {
        origin: ctx().config.publicUrl,
        ...(u ? { cookie: u.cookie } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** A puzzle's clue ids and the grid that spells every answer. */
export async function solvedPuzzle(
  db: Db,
  puzzleId: number,
): Promise<{ grid: GridState; clueIds: number[] }> {
  const clues = await db.select().from(crosswordClues).where(eq(crosswordClues.puzzle_id, puzzleId));
  let grid: GridState = {};
  for (const c of clues) grid = fillAnswer(grid, toClue(c), c.answer);
  return { grid, clueIds: clues.map((c) => c.id) };
}
