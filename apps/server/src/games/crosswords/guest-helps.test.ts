/**
 * Helps are the puzzle's, not the session's (issue 40): the reveals a guest gets are counted
 * in the browser's cookie, and a signed-in save or merge of that puzzle from the same browser
 * counts them as helps. Both backends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { crosswordScore } from '@slove/core/crosswords';
import * as t from '../../test/schema.ts';
import { backends, createTestContext, createVerifiedUser, type TestContext } from '../../test/context.ts';
import { solvedPuzzle } from '../../test/requests.ts';
import { GUEST_HELPS_COOKIE } from './guest-helps.ts';

describe.each(backends)('a guest’s crossword helps on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const request = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        origin: ctx.config.publicUrl,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      payload,
    });

  /** A guest browser reveals every word of a puzzle; its cookie jar after the reveals. */
  async function revealAll(clueIds: number[]) {
    let jar = '';
    for (const clueId of clueIds) {
      const res = await request('POST', '/api/crosswords/reveal', jar, { clueId });
      expect(res.statusCode).toBe(200);
      expect(res.json().answer).toBeTruthy();
      const set = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith(GUEST_HELPS_COOKIE));
      expect(set, 'the reveal is counted in the browser').toMatch(/; Path=\/api; HttpOnly; SameSite=Lax/);
      jar = set!.split(';')[0]!;
    }
    return jar;
  }

  it('reveals made as a guest count as helps in a signed-in save and in the merge', async () => {
    const [puzzle] = await ctx.database.db
      .select()
      .from(t.crosswordPuzzles)
      .orderBy(asc(t.crosswordPuzzles.id))
      .limit(1);
    const { grid, clueIds } = await solvedPuzzle(ctx.database.db, puzzle!.id);
    const n = clueIds.length;
    const solved = { gridState: grid, completedClues: clueIds, hintsUsed: 0, timeSpentSeconds: 3 };

    // the case: every word revealed as a guest, then saved signed in as "0 helps"
    const jar = await revealAll(clueIds);
    const u = await createVerifiedUser(ctx);
    const saved = await request(
      'PUT',
      `/api/crosswords/${puzzle!.id}/progress`,
      `${u.cookie}; ${jar}`,
      solved,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().progress).toMatchObject({
      isCompleted: true,
      hintsUsed: n,
      score: crosswordScore(n, n),
    });

    // the same through the merge of the guest's progress
    const v = await createVerifiedUser(ctx);
    const local = {
      puzzles: { [puzzle!.id]: { ...solved, isCompleted: true, completedAt: new Date().toISOString() } },
    };
    expect(
      (await request('POST', '/api/account/merge', `${v.cookie}; ${jar}`, { crosswords: local })).statusCode,
    ).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(t.crosswordProgress)
      .where(and(eq(t.crosswordProgress.user_id, v.id), eq(t.crosswordProgress.puzzle_id, puzzle!.id)));
    expect(row).toMatchObject({ hints_used: n, score: crosswordScore(n, n) });

    // a cookie that is not the server's counts nothing
    const w = await createVerifiedUser(ctx);
    const [name, value] = jar.split('=') as [string, string];
    const [payload, sig] = value.split('.') as [string, string];
    const forged = `${name}=${payload}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const other = await request(
      'PUT',
      `/api/crosswords/${puzzle!.id}/progress`,
      `${w.cookie}; ${forged}`,
      solved,
    );
    expect(other.json().progress).toMatchObject({ hintsUsed: 0 });
  });
});
