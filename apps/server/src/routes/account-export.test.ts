/**
 * GET /api/account/export on both backends: every row of the signed-in player's account, in
 * every user-owned table, and nothing secret or of anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { dayKey } from '@slove/core/day';
import * as t from '../test/schema.ts';
import { backends, createTestContext, createVerifiedUser, type TestContext } from '../test/context.ts';
import { jsonSender } from '../test/requests.ts';
import { EXPORT_FORMAT } from './account-export.ts';

describe.each(backends)('Descarcă datele mele on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const send = jsonSender(() => ctx);

  it('gives every row of the account as a JSON file, without secrets, and only to its owner', async () => {
    const db = ctx.database.db;
    const me = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const today = dayKey();
    const [set] = await db.select().from(t.letterSets).where(eq(t.letterSets.daily_date, today));
    const [word] = await db
      .select({ word: t.words.word })
      .from(t.words)
      .where(eq(t.words.set_id, set!.id))
      .orderBy(asc(t.words.word))
      .limit(1);
    const { word: wordleWord } = (await send('GET', `/api/wordle/days/${today}`, null)).json();
    for (const u of [me, other]) {
      const saves = [
        await send('PUT', `/api/classic/progress/${set!.id}`, u, { foundWords: [word!.word] }),
        await send('PUT', '/api/wordle/progress', u, { day: today, attempts: [{ word: wordleWord }] }),
        await send('PUT', '/api/quiz/progress', u, {
          completedQuestions: [1],
          totalCorrect: 1,
          totalAttempts: 2,
        }),
        await send('PUT', '/api/synonyms/settings', u, { dailyGoal: 12 }),
      ];
      expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    }

    expect((await send('GET', '/api/account/export', null)).statusCode).toBe(401);
    const res = await send('GET', '/api/account/export', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="slove-datele-mele-${today}.json"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data).toMatchObject({
      format: EXPORT_FORMAT,
      version: 1,
      account: { id: me.id, email: me.email },
    });

    // every user-owned table: as many rows as the account has, each game's under its table
    const exported: Record<string, unknown[]> = {
      session: data.sessions,
      account: data.signIn,
      push_subscriptions: data.reminders,
      ...Object.assign({}, ...Object.values(data.games as Record<string, Record<string, unknown[]>>)),
    };
    let rows = 0;
    for (const [name, table] of Object.entries(t.userOwnedTables)) {
      const columns = getTableColumns(table as PgTable) as Record<string, PgColumn>;
      const owner = columns.user_id ?? columns.userId!;
      const mine = await db
        .select()
        .from(table as PgTable)
        .where(eq(owner, me.id));
      expect(exported[name], name).toHaveLength(mine.length);
      rows += mine.length;
    }
    expect(rows).toBeGreaterThanOrEqual(7);
    expect(data.games.classic.game_progress[0]).toMatchObject({ set_id: set!.id, found_words: [word!.word] });
    expect(data.games.quiz.easy_synonym_progress[0]).toMatchObject({
      completed_questions: [1],
      total_correct: 1,
    });

    // nothing secret, nothing of another player
    const body = res.body;
    const [{ hash }] = (await db
      .select({ hash: t.account.password })
      .from(t.account)
      .where(eq(t.account.userId, me.id))) as [{ hash: string }];
    const tokens = await db.select({ token: t.session.token, id: t.session.id }).from(t.session);
    expect(body).not.toContain(hash);
    for (const s of tokens) {
      expect(body).not.toContain(s.token);
      expect(body).not.toContain(s.id);
    }
    expect(body).not.toContain(other.id);
    expect(body).not.toContain(other.email);
  });
});
