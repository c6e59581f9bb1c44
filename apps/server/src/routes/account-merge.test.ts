/**
 * POST /api/account/merge with real content on both backends: the guest data of classic,
 * crosswords and Wordle lands in the signed-in account only, invalid items are dropped,
 * found items are united, and running the merge twice changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { cellKey, clueCells } from '@slove/core/crosswords';
import { dayKey } from '@slove/core/day';
import type { Db } from '../db/client.ts';
import * as t from '../test/schema.ts';
import { wordForDay } from '../games/wordle/service.ts';
import { wordleLists } from '../games/wordle/words.ts';
import {
  backends,
  createTestContext,
  createVerifiedUser,
  type TestContext,
  type TestUser,
} from '../test/context.ts';

function merge(ctx: TestContext, u: TestUser, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/merge',
    headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json', cookie: u.cookie },
    payload: body as object,
  });
}

/** Every game row of a user, without update times (what "changes nothing" compares). */
async function snapshot(db: Db, userId: string) {
  const strip = <T extends Record<string, unknown>>(rows: T[]) =>
    rows
      .map(({ updated_at: _u, id: _i, ...rest }) => rest)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    game_progress: strip(await db.select().from(t.gameProgress).where(eq(t.gameProgress.user_id, userId))),
    game_stats: strip(await db.select().from(t.gameStats).where(eq(t.gameStats.user_id, userId))),
    crossword_progress: strip(
      await db.select().from(t.crosswordProgress).where(eq(t.crosswordProgress.user_id, userId)),
    ),
    wordle_progress: strip(
      await db.select().from(t.wordleProgress).where(eq(t.wordleProgress.user_id, userId)),
    ),
    wordle_stats: strip(await db.select().from(t.wordleStats).where(eq(t.wordleStats.user_id, userId))),
  };
}

interface Fixture {
  today: string;
  setId: number;
  words: string[];
  wordle: string;
  puzzleId: number;
  gridState: Record<string, string>;
  clueIds: number[];
}

async function fixture(ctx: TestContext): Promise<Fixture> {
  const db = ctx.database.db;
  const today = dayKey();
  const [set] = await db.select().from(t.letterSets).where(eq(t.letterSets.daily_date, today));
  expect(set, 'a classic set for today').toBeTruthy();
  const words = (
    await db
      .select({ word: t.words.word })
      .from(t.words)
      .where(eq(t.words.set_id, set!.id))
      .orderBy(asc(t.words.word))
      .limit(3)
  ).map((w) => w.word);
  expect(words.length).toBe(3);
  const { word } = await wordForDay(db, wordleLists(ctx.config.CONTENT_DIR), today);
  const [puzzle] = await db.select().from(t.crosswordPuzzles).orderBy(asc(t.crosswordPuzzles.id)).limit(1);
  const clues = await db.select().from(t.crosswordClues).where(eq(t.crosswordClues.puzzle_id, puzzle!.id));
  const gridState: Record<string, string> = {};
  for (const c of clues) {
    const cells = clueCells({
      row: c.position_row,
      col: c.position_col,
      direction: c.direction as 'horizontal' | 'vertical',
      length: c.answer_length,
    });
    cells.forEach((cell, i) => (gridState[cellKey(cell.row, cell.col)] = c.answer[i]!));
  }
  return {
    today,
    setId: set!.id,
    words,
    wordle: word,
    puzzleId: puzzle!.id,
    gridState,
    clueIds: clues.map((c) => c.id),
  };
}

describe.each(backends)('guest data merged into an account on %s', (backend) => {
  let ctx: TestContext;
  let a: TestUser;
  let b: TestUser;
  let f: Fixture;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    a = await createVerifiedUser(ctx);
    b = await createVerifiedUser(ctx);
    f = await fixture(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('merges every game into the signed-in account only, and a second run changes nothing', async () => {
    const body = {
      classic: {
        progress: {
          [f.setId]: {
            [f.today]: { foundWords: [f.words[0]!, f.words[1]!, 'ZZZZZ'], score: 999, timestamp: Date.now() },
          },
        },
      },
      crosswords: {
        puzzles: {
          [f.puzzleId]: {
            gridState: f.gridState,
            completedClues: f.clueIds,
            hintsUsed: 0,
            timeSpentSeconds: 120,
            isCompleted: true,
          },
        },
      },
      wordle: {
        games: { [f.today]: { attempts: [{ word: f.wordle }], completedAt: new Date().toISOString() } },
      },
      // Someone else's id in the body is not a way in: the session decides.
      userId: b.id,
    };
    const first = await merge(ctx, a, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ merged: ['classic', 'crosswords', 'wordle'], unsupported: ['userId'] });

    const after = await snapshot(ctx.database.db, a.id);
    expect(after.game_progress).toHaveLength(1);
    expect([...(after.game_progress[0]!.found_words as string[])].sort()).toEqual(
      [f.words[0], f.words[1]].sort(),
    ); // ZZZZZ dropped
    expect(after.game_progress[0]!.score).not.toBe(999); // recomputed, not taken from the client
    expect(after.game_stats).toHaveLength(1);
    expect(after.crossword_progress).toHaveLength(1);
    expect(after.crossword_progress[0]).toMatchObject({ puzzle_id: f.puzzleId, is_completed: true });
    expect(after.wordle_progress).toHaveLength(1);
    expect(after.wordle_progress[0]).toMatchObject({ is_won: true, guesses_count: 1 });

    const again = await merge(ctx, a, body);
    expect(again.statusCode).toBe(200);
    expect(await snapshot(ctx.database.db, a.id)).toEqual(after);

    // The other user got nothing.
    const other = await snapshot(ctx.database.db, b.id);
    for (const rows of Object.values(other)) expect(rows).toHaveLength(0);
  });

  it('unites found words with what the account holds', async () => {
    const res = await merge(ctx, a, {
      classic: {
        progress: {
          [f.setId]: { [f.today]: { foundWords: [f.words[2]!], score: 1, timestamp: Date.now() } },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(t.gameProgress)
      .where(
        and(
          eq(t.gameProgress.user_id, a.id),
          eq(t.gameProgress.set_id, f.setId),
          isNotNull(t.gameProgress.last_played),
        ),
      );
    expect([...row!.found_words].sort()).toEqual([...f.words].sort());
  });

  it("one user's merge never touches another's rows", async () => {
    const before = await snapshot(ctx.database.db, a.id);
    const res = await merge(ctx, b, {
      classic: {
        progress: {
          [f.setId]: { [f.today]: { foundWords: [f.words[0]!], score: 4, timestamp: Date.now() } },
        },
      },
      wordle: { games: { [f.today]: { attempts: [{ word: f.wordle }] } } },
    });
    expect(res.statusCode).toBe(200);
    expect(await snapshot(ctx.database.db, a.id)).toEqual(before);
    const mine = await snapshot(ctx.database.db, b.id);
    expect(mine.game_progress).toHaveLength(1);
    expect(mine.wordle_progress).toHaveLength(1);
  });
});
