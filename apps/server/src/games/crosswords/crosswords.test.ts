import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldUpper } from '@slove/core/text';
import {
  backends,
  createTestContext,
  createVerifiedUser,
  type TestContext,
  type TestUser,
} from '../../test/context.ts';
import { crosswordClues, crosswordProgress, crosswordPuzzles } from './schema.ts';
import { and, eq } from 'drizzle-orm';
import type { CrosswordsLocal } from '@slove/core/crosswords-api';
import { mergeCrosswordsLocal } from './merge.ts';
import { clueCells, fillAnswer } from '@slove/core/crosswords';
import { toClue } from './service.ts';
import { dailyNumber, type DailyResponse } from '@slove/core/crosswords-daily';
import { addDays, dayKey } from '@slove/core/day';
import { CHECK_CLUE_LIMIT, HINT_LIMIT } from './routes.ts';
import { user as userTable } from '../../db/schema.ts';

/*
 * A hand-made puzzle, inserted next to the content:
 * Ț A R Ă      1→ ȚARĂ   1↓ ȚARA
 * A # A #      2↓ RAC
 * R O C I      3→ ROCI
 * A # # #
 */
const PID = 990_001;
const PID2 = 990_002;
const C = { h1: 990_011, v1: 990_012, v2: 990_013, h3: 990_014 };
const ANSWERS: Record<number, string> = { [C.h1]: 'ȚARĂ', [C.v1]: 'ȚARA', [C.v2]: 'RAC', [C.h3]: 'ROCI' };
const SOLVED_GRID = {
  '0-0': 'T',
  '0-1': 'A',
  '0-2': 'R',
  '0-3': 'A',
  '1-0': 'A',
  '1-2': 'A',
  '2-0': 'R',
  '2-1': 'O',
  '2-2': 'C',
  '2-3': 'I',
  '3-0': 'A',
};

async function insertPuzzle(ctx: TestContext) {
  const db = ctx.database.db;
  await db.insert(crosswordPuzzles).values([
    { id: PID, title: 'Ăăă test mic', difficulty: 1, size: '4x4', pattern: ['....', '.#.#', '....', '.###'] },
    {
      id: PID2,
      title: 'Zzz test doi',
      difficulty: 3,
      size: '4x4',
      pattern: ['....', '.#.#', '....', '.###'],
    },
  ]);
  const clue = (
    id: number,
    puzzle: number,
    number: number,
    direction: string,
    row: number,
    col: number,
    text: string,
  ) => ({
    id,
    puzzle_id: puzzle,
    clue_text: text,
    answer_length: ANSWERS[id]?.length ?? [...ANSWERS[id - 10]!].length,
    direction,
    position_row: row,
    position_col: col,
    number,
    answer: ANSWERS[id] ?? ANSWERS[id - 10]!,
  });
  await db
    .insert(crosswordClues)
    .values([
      clue(C.h1, PID, 1, 'horizontal', 0, 0, 'Patrie'),
      clue(C.v1, PID, 1, 'vertical', 0, 0, 'Stat'),
      clue(C.v2, PID, 2, 'vertical', 0, 2, 'Crustaceu'),
      clue(C.h3, PID, 3, 'horizontal', 2, 0, 'Pietre'),
      clue(C.h1 + 10, PID2, 1, 'horizontal', 0, 0, 'Patrie'),
      clue(C.v1 + 10, PID2, 1, 'vertical', 0, 0, 'Stat'),
      clue(C.v2 + 10, PID2, 2, 'vertical', 0, 2, 'Crustaceu'),
      clue(C.h3 + 10, PID2, 3, 'horizontal', 2, 0, 'Pietre'),
    ]);
}

describe.each(backends)('crosswords API (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  const origin = () => ({ origin: ctx.config.publicUrl });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await insertPuzzle(ctx);
    alice = await createVerifiedUser(ctx);
    bob = await createVerifiedUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: unknown, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...origin(), ...(cookie ? { cookie } : {}) },
    });
  const put = (url: string, payload: unknown, cookie?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: { ...origin(), ...(cookie ? { cookie } : {}) },
    });

  /** A content puzzle's clues and its solved grid (answers read from the database, as a solver would type them). */
  async function solvedGrid(puzzleId: number) {
    const clues = await ctx.database.db
      .select()
      .from(crosswordClues)
      .where(eq(crosswordClues.puzzle_id, puzzleId));
    let grid: Record<string, string> = {};
    for (const c of clues) grid = fillAnswer(grid, toClue(c), c.answer);
    return { clues, grid };
  }

  /** A guest device's puzzles holding one content puzzle solved, for the merge. */
  async function solvedOnDevice(
    puzzleId: number,
    hintsUsed: number,
    timeSpentSeconds: number,
    completedAt: string,
  ) {
    const { clues, grid } = await solvedGrid(puzzleId);
    const puzzle = { gridState: grid, completedClues: clues.map((c) => c.id), hintsUsed, timeSpentSeconds };
    return { [String(puzzleId)]: { ...puzzle, isCompleted: true, completedAt, hints: {}, marks: {} } };
  }

  it('lists puzzles by difficulty then title, without answers', async () => {
    const res = await get('/api/crosswords');
    expect(res.statusCode).toBe(200);
    const { puzzles } = res.json() as {
      puzzles: {
        id: number;
        difficulty: number;
        title: string;
        completed: boolean;
        clueCount: number;
        size: string;
      }[];
    };
    const ours = puzzles.find((p) => p.id === PID)!;
    expect(ours).toEqual({
      id: PID,
      title: 'Ăăă test mic',
      difficulty: 1,
      size: '4x4',
      clueCount: 4,
      completed: false,
      started: false,
    });
    for (let i = 1; i < puzzles.length; i++) {
      const a = puzzles[i - 1]!;
      const b = puzzles[i]!;
      expect(
        a.difficulty < b.difficulty ||
          (a.difficulty === b.difficulty && a.title.localeCompare(b.title, 'ro') <= 0),
      ).toBe(true);
    }
    expect(res.body).not.toMatch(/answer/i);
  });

  it('sends a puzzle without answers; 404 and 400 for bad ids', async () => {
    const res = await get(`/api/crosswords/${PID}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      puzzle: { pattern: string[]; clues: Record<string, unknown>[] };
      progress: unknown;
    };
    expect(body.puzzle.pattern).toEqual(['....', '.#.#', '....', '.###']);
    expect(body.puzzle.clues.map((c) => c.id)).toEqual([C.h1, C.v1, C.v2, C.h3]);
    expect(Object.keys(body.puzzle.clues[0]!).sort()).toEqual([
      'clue',
      'col',
      'direction',
      'id',
      'length',
      'number',
      'row',
    ]);
    expect(body.progress).toBeNull();
    for (const a of Object.values(ANSWERS)) {
      expect(res.body).not.toContain(a);
      expect(res.body).not.toContain(foldUpper(a));
    }
    expect((await get('/api/crosswords/123456789')).statusCode).toBe(404);
    expect((await get('/api/crosswords/abc')).statusCode).toBe(400);
  });

  it('validates check requests', async () => {
    expect((await post('/api/crosswords/check', {})).statusCode).toBe(400);
    expect((await post('/api/crosswords/check', { clueId: 'x', answer: 'A' })).statusCode).toBe(400);
    expect((await post('/api/crosswords/check', { clueId: C.h1, answer: '' })).statusCode).toBe(400);
    expect((await post('/api/crosswords/check', { clueId: C.h1, answer: 'A'.repeat(41) })).statusCode).toBe(
      400,
    );
    const missing = await post('/api/crosswords/check', { clueId: 123456789, answer: 'ABC' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Indiciul nu a fost găsit.' });
    // a request from another site is refused
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/crosswords/check',
      payload: { clueId: C.h1, answer: 'TARA' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('ȚARĂ');
  });

  it('confirms a right answer (diacritics folded) and never reveals a wrong one', async () => {
    const wrong = await post('/api/crosswords/check', { clueId: C.h1, answer: 'TARI' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ correct: false });
    const short = await post('/api/crosswords/check', { clueId: C.h1, answer: 'TAR' });
    expect(short.json()).toEqual({ correct: false });
    const right = await post('/api/crosswords/check', { clueId: C.h1, answer: 'tara' });
    expect(right.json()).toEqual({ correct: true, answer: 'ȚARĂ' });
    const exact = await post('/api/crosswords/check', { clueId: C.h1, answer: 'ȚARĂ' });
    expect(exact.json()).toEqual({ correct: true, answer: 'ȚARĂ' });
  });

  it('gives hints by level for a guest, never the whole answer', async () => {
    const levels = [];
    for (const hintLevel of [1, 2, 3]) {
      const res = await post('/api/crosswords/hint', { clueId: C.h1, hintLevel });
      expect(res.statusCode).toBe(200);
      levels.push(res.json() as { level: number; mask: string; hint: string });
    }
    expect(levels.map((l) => l.mask)).toEqual(['Ț _ _ _', 'Ț _ _ Ă', 'Ț _ R Ă']);
    expect(levels[0]!.hint).toBe('Prima literă: Ț _ _ _');
    expect(levels[2]!.hint).toBe('O literă din două și ultima literă: Ț _ R Ă');
    const rac = await post('/api/crosswords/hint', { clueId: C.v2, hintLevel: 3 });
    expect(rac.json()).toMatchObject({ mask: 'R _ C' });
    for (const l of levels) expect(l.hint.replace(/[ _]/g, '')).not.toBe('ȚARĂ');
    expect((await post('/api/crosswords/hint', { clueId: C.h1, hintLevel: 4 })).statusCode).toBe(400);
    expect((await post('/api/crosswords/hint', { clueId: C.h1 })).statusCode).toBe(400);
    expect((await post('/api/crosswords/hint', { clueId: 123456789, hintLevel: 1 })).statusCode).toBe(404);
  });

  it('counts a signed-in player’s hints on the server and cycles the level from that count', async () => {
    const user = await createVerifiedUser(ctx);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      // the requested level is ignored for a signed-in player: the server counts
      const res = await post('/api/crosswords/hint', { clueId: C.v2 + 10, hintLevel: 3 }, user.cookie);
      seen.push(res.json() as { level: number; hintsUsed: number });
    }
    expect(seen.map((s) => [s.level, s.hintsUsed])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [1, 4],
    ]);
    // saving progress with fewer hints does not lower the count
    const saved = await put(
      `/api/crosswords/${PID2}/progress`,
      { gridState: {}, completedClues: [], hintsUsed: 0, timeSpentSeconds: 5 },
      user.cookie,
    );
    expect(saved.json()).toMatchObject({ progress: { hintsUsed: 4, score: 0 } });
  });

  it('saves progress only for a signed-in player, re-validated on the server', async () => {
    const body = {
      gridState: {
        '0-0': 'T',
        '0-1': 'A',
        '0-2': 'R',
        '0-3': 'Ă',
        '2-0': 'R',
        '2-1': 'O',
        '2-2': 'C',
        '2-3': 'A',
      },
      completedClues: [C.h1, C.h3, C.v1],
      hintsUsed: 1,
      timeSpentSeconds: 42,
    };
    const guest = await put(`/api/crosswords/${PID}/progress`, body);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'Trebuie să fii conectat.' });
    const bad = await put(
      `/api/crosswords/${PID}/progress`,
      { ...body, gridState: { 'a-b': 'X' } },
      alice.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const res = await put(`/api/crosswords/${PID}/progress`, body, alice.cookie);
    expect(res.statusCode).toBe(200);
    const { progress } = res.json() as { progress: Record<string, unknown> };
    // 3→ spells ROCA (wrong) and 1↓ is not filled: only 1→ counts
    expect(progress).toMatchObject({
      puzzleId: PID,
      completedClues: [C.h1],
      hintsUsed: 1,
      score: 8,
      timeSpentSeconds: 42,
      isCompleted: false,
      completedAt: null,
    });
    expect(progress.solved).toEqual({ [C.h1]: 'ȚARĂ' });
    // the confirmed clue's cells hold the real letters
    expect((progress.gridState as Record<string, string>)['0-0']).toBe('Ț');
    expect((progress.gridState as Record<string, string>)['2-3']).toBe('A');
    // loaded back with the puzzle, for its owner only
    const mine = (await get(`/api/crosswords/${PID}`, alice.cookie)).json() as {
      progress: Record<string, unknown>;
    };
    expect(mine.progress).toMatchObject({ completedClues: [C.h1], score: 8 });
    expect(JSON.stringify(mine)).not.toContain('ROCI');
    const theirs = (await get(`/api/crosswords/${PID}`, bob.cookie)).json() as { progress: unknown };
    expect(theirs.progress).toBeNull();
    // Bob's save does not touch Alice's row
    await put(
      `/api/crosswords/${PID}/progress`,
      { gridState: {}, completedClues: [], hintsUsed: 0, timeSpentSeconds: 1 },
      bob.cookie,
    );
    const again = (await get(`/api/crosswords/${PID}`, alice.cookie)).json() as {
      progress: Record<string, unknown>;
    };
    expect(again.progress).toMatchObject({ completedClues: [C.h1], timeSpentSeconds: 42 });
    const rows = await ctx.database.db
      .select()
      .from(crosswordProgress)
      .where(eq(crosswordProgress.puzzle_id, PID));
    expect(rows.map((r) => r.user_id).sort()).toEqual([alice.id, bob.id].sort());
  });

  it('completes a puzzle, marks it in the list, and keeps the mark after starting over', async () => {
    const res = await put(
      `/api/crosswords/${PID}/progress`,
      { gridState: SOLVED_GRID, completedClues: Object.values(C), hintsUsed: 1, timeSpentSeconds: 75 },
      alice.cookie,
    );
    const { progress } = res.json() as {
      progress: { isCompleted: boolean; completedAt: string | null; score: number; completedClues: number[] };
    };
    expect(progress.isCompleted).toBe(true);
    expect(progress.completedAt).not.toBeNull();
    expect(progress.score).toBe(38);
    const list = (await get('/api/crosswords', alice.cookie)).json() as {
      puzzles: { id: number; completed: boolean; started: boolean }[];
    };
    expect(list.puzzles.find((p) => p.id === PID)).toMatchObject({ completed: true, started: false });
    const bobList = (await get('/api/crosswords', bob.cookie)).json() as {
      puzzles: { id: number; completed: boolean }[];
    };
    expect(bobList.puzzles.find((p) => p.id === PID)?.completed).toBe(false);

    const reset = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/crosswords/${PID}/progress`,
      headers: { ...origin(), cookie: alice.cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      progress: {
        completedClues: [],
        hintsUsed: 0,
        score: 0,
        timeSpentSeconds: 0,
        isCompleted: false,
        gridState: {},
      },
    });
    const after = (await get('/api/crosswords', alice.cookie)).json() as {
      puzzles: { id: number; completed: boolean; started: boolean }[];
    };
    expect(after.puzzles.find((p) => p.id === PID)).toMatchObject({ completed: true, started: false });
    // one letter typed: started again ("Continuă"), the completed mark stays
    await put(
      `/api/crosswords/${PID}/progress`,
      { gridState: { '0-0': 'T' }, completedClues: [], hintsUsed: 0, timeSpentSeconds: 4 },
      alice.cookie,
    );
    const again = (await get('/api/crosswords', alice.cookie)).json() as {
      puzzles: { id: number; completed: boolean; started: boolean }[];
    };
    expect(again.puzzles.find((p) => p.id === PID)).toMatchObject({ completed: true, started: true });
  });

  it('a whole play-through never shows an answer before its clue is solved', async () => {
    const user = await createVerifiedUser(ctx);
    const solved = new Set<number>();
    const bodies: { step: string; body: string; solvedBefore: Set<number> }[] = [];
    const record = (step: string, body: string) => bodies.push({ step, body, solvedBefore: new Set(solved) });

    record('list', (await get('/api/crosswords', user.cookie)).body);
    record('puzzle', (await get(`/api/crosswords/${PID2}`, user.cookie)).body);
    let hintsUsed = 0;
    const grid: Record<string, string> = {};
    const order = [C.h1 + 10, C.v2 + 10, C.h3 + 10, C.v1 + 10];
    for (const clueId of order) {
      const hint = await post(
        '/api/crosswords/hint',
        { clueId, hintLevel: (hintsUsed % 3) + 1 },
        user.cookie,
      );
      hintsUsed++;
      record(`hint ${clueId}`, hint.body);
      const answer = ANSWERS[clueId - 10]!;
      const wrong = await post(
        '/api/crosswords/check',
        { clueId, answer: 'Q'.repeat([...answer].length) },
        user.cookie,
      );
      record(`wrong ${clueId}`, wrong.body);
      const right = await post('/api/crosswords/check', { clueId, answer: foldUpper(answer) }, user.cookie);
      expect(right.json()).toEqual({ correct: true, answer });
      solved.add(clueId);
      record(`right ${clueId}`, right.body);
      Object.assign(grid, SOLVED_GRID);
      const save = await put(
        `/api/crosswords/${PID2}/progress`,
        { gridState: grid, completedClues: [...solved], hintsUsed, timeSpentSeconds: 10 },
        user.cookie,
      );
      record(`save ${clueId}`, save.body);
      record(`reload ${clueId}`, (await get(`/api/crosswords/${PID2}`, user.cookie)).body);
    }
    const final = JSON.parse(bodies.at(-1)!.body) as { progress: { isCompleted: boolean; score: number } };
    expect(final.progress).toMatchObject({ isCompleted: true, score: 32 });

    // Every response, inspected: the answer (with or without diacritics) of a clue that was
    // not solved before it never appears; letters typed by the player are theirs.
    for (const { step, body, solvedBefore } of bodies) {
      for (const id of order) {
        if (solvedBefore.has(id) || step === `right ${id}`) continue;
        const answer = ANSWERS[id - 10]!;
        const typedInGrid = step.startsWith('save') || step.startsWith('reload');
        if (typedInGrid) {
          // the progress echoes the player's own grid; its `solved` map must not hold the answer
          const parsed = JSON.parse(body) as { progress?: { solved: Record<string, string> } };
          expect(parsed.progress?.solved[String(id)], `${step}: solved ${id}`).toBeUndefined();
          continue;
        }
        expect(body, `${step} leaks ${answer}`).not.toContain(answer);
        expect(body, `${step} leaks ${foldUpper(answer)}`).not.toContain(foldUpper(answer));
      }
    }
  });

  it('checks one letter: the real letter only when it is right; 400 for a bad position', async () => {
    const right = await post('/api/crosswords/check-letter', { clueId: C.h1, index: 0, letter: 't' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ correct: true, letter: 'Ț' });
    const wrong = await post('/api/crosswords/check-letter', { clueId: C.h1, index: 3, letter: 'E' });
    expect(wrong.json()).toEqual({ correct: false });
    const out = await post('/api/crosswords/check-letter', { clueId: C.h1, index: 4, letter: 'A' });
    expect(out.statusCode).toBe(400);
    expect(out.json().error).toBe('Poziția nu există în acest cuvânt.');
    expect(out.body).not.toContain('ȚARĂ');
    const bad = await post('/api/crosswords/check-letter', { clueId: C.h1, index: -1, letter: 'A' });
    expect(bad.statusCode).toBe(400);
    expect((await post('/api/crosswords/check-letter', { clueId: C.h1, index: 0 })).statusCode).toBe(400);
    expect(
      (await post('/api/crosswords/check-letter', { clueId: 123456789, index: 0, letter: 'A' })).statusCode,
    ).toBe(404);
  });

  it('reveals a letter or the whole word, counted as a hint for a signed-in player', async () => {
    const guest = await post('/api/crosswords/reveal', { clueId: C.v2, index: 1 });
    expect(guest.json()).toEqual({ letters: [{ index: 1, letter: 'A' }] });
    const user = await createVerifiedUser(ctx);
    const one = await post('/api/crosswords/reveal', { clueId: C.h1 + 10, index: 3 }, user.cookie);
    expect(one.json()).toEqual({ letters: [{ index: 3, letter: 'Ă' }], hintsUsed: 1 });
    const word = await post('/api/crosswords/reveal', { clueId: C.h1 + 10 }, user.cookie);
    expect(word.json()).toMatchObject({ answer: 'ȚARĂ', hintsUsed: 2 });
    expect((word.json() as { letters: unknown[] }).letters).toHaveLength(4);
    // the revealed word counts when saved, and the reveals count as hints in the score
    const saved = await put(
      `/api/crosswords/${PID2}/progress`,
      {
        gridState: { '0-0': 'Ț', '0-1': 'A', '0-2': 'R', '0-3': 'Ă' },
        completedClues: [C.h1 + 10],
        hintsUsed: 0,
        timeSpentSeconds: 3,
      },
      user.cookie,
    );
    expect(saved.json()).toMatchObject({ progress: { completedClues: [C.h1 + 10], hintsUsed: 2, score: 6 } });
    const out = await post('/api/crosswords/reveal', { clueId: C.v2, index: 3 });
    expect(out.statusCode).toBe(400);
    expect(out.json().error).toBe('Poziția nu există în acest cuvânt.');
    expect((await post('/api/crosswords/reveal', { clueId: C.v2, index: 'x' })).statusCode).toBe(400);
  });

  it('letter checks and single reveals give away only the letter earned', async () => {
    // A whole word of wrong letters, checked one by one, and one revealed letter: no response
    // holds more than that letter of the answer.
    const bodies: string[] = [];
    for (let i = 0; i < 4; i++)
      bodies.push((await post('/api/crosswords/check-letter', { clueId: C.h3, index: i, letter: 'Q' })).body);
    const one = await post('/api/crosswords/reveal', { clueId: C.h3, index: 1 });
    for (const body of bodies) {
      expect(body).toBe('{"correct":false}');
    }
    expect(one.body).not.toContain('ROCI');
    expect(one.body.match(/"letter":"[A-ZĂÂÎȘȚ]"/g)).toEqual(['"letter":"O"']);
  });

  it('Integrama zilei: today and 30 days of archive, a result only once solved, streak and best time', async () => {
    const guest = await get('/api/crosswords/daily');
    expect(guest.statusCode).toBe(200);
    const view = guest.json() as DailyResponse;
    expect(view.today.day).toBe(dayKey());
    expect(view.today.number).toBe(dailyNumber(dayKey()));
    expect(view.archive).toHaveLength(30);
    expect(view.archive[0]).toEqual(view.today);
    expect(view.archive[29]!.day).toBe(addDays(dayKey(), -29));
    expect(view.stats).toBeNull();
    expect(guest.body).not.toMatch(/answer/i);
    // a guest records nothing on the server
    expect((await post(`/api/crosswords/daily/${dayKey()}/result`, {})).statusCode).toBe(401);

    const user = await createVerifiedUser(ctx);
    const day = view.today.day;
    const early = await post(`/api/crosswords/daily/${day}/result`, {}, user.cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('Integrama zilei nu este rezolvată încă.');

    // solve today's puzzle (answers read from the database, as a player typing them would)
    const { clues, grid } = await solvedGrid(view.today.puzzleId);
    const saved = await put(
      `/api/crosswords/${view.today.puzzleId}/progress`,
      { gridState: grid, completedClues: clues.map((c) => c.id), hintsUsed: 0, timeSpentSeconds: 72 },
      user.cookie,
    );
    expect(saved.json()).toMatchObject({ progress: { isCompleted: true } });
    const rec = await post(`/api/crosswords/daily/${day}/result`, {}, user.cookie);
    expect(rec.statusCode).toBe(200);
    expect(rec.json()).toEqual({ streak: 1, bestSeconds: 72, solved: 1 });
    // idempotent
    expect((await post(`/api/crosswords/daily/${day}/result`, {}, user.cookie)).json()).toEqual({
      streak: 1,
      bestSeconds: 72,
      solved: 1,
    });
    const mine = (await get('/api/crosswords/daily', user.cookie)).json() as DailyResponse;
    expect(mine.today.result).toEqual({ seconds: 72, helps: 0 });
    expect(mine.stats).toEqual({ streak: 1, bestSeconds: 72, solved: 1 });
    expect(mine.archive[1]!.result).toBeNull();

    const bad = await post('/api/crosswords/daily/2026-02-30/result', {}, user.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Zi invalidă');
    const old = await post('/api/crosswords/daily/2020-01-01/result', {}, user.cookie);
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe('Ziua nu este în arhiva Integramei zilei (ultimele 30 de zile).');
  });

  it('keeps the help still shown (hints, checked and revealed letters) with the progress, until the word is solved', async () => {
    const user = await createVerifiedUser(ctx);
    const hint = await post('/api/crosswords/hint', { clueId: C.h3 + 10, hintLevel: 1 }, user.cookie);
    const mask = (hint.json() as { mask: string }).mask;
    expect(mask).toBe('R _ _ _');
    const save = (body: object) =>
      put(
        `/api/crosswords/${PID2}/progress`,
        {
          gridState: { '2-1': 'Q', '0-2': 'R' },
          completedClues: [],
          hintsUsed: 1,
          timeSpentSeconds: 4,
          ...body,
        },
        user.cookie,
      );
    const saved = await save({
      hints: { [C.h3 + 10]: mask, [C.v2 + 10]: 'R _ _ _', [C.v1 + 10]: 'R A C E' },
      marks: {
        '2-1': { kind: 'wrong', letter: 'Q' },
        '0-2': { kind: 'revealed', letter: 'r' },
        '1-1': { kind: 'right', letter: 'A' },
        '3-0': { kind: 'maybe', letter: 'A' },
      },
    });
    // '3-0' has a kind that does not exist: the whole save is refused, in Romanian
    expect(saved.statusCode).toBe(400);
    const ok = await save({
      hints: { [C.h3 + 10]: mask, [C.v2 + 10]: 'R _ _ _', [C.v1 + 10]: 'RACE', '999': 'A _' },
      marks: {
        '2-1': { kind: 'wrong', letter: 'Q' },
        '0-2': { kind: 'revealed', letter: 'r' },
        '1-1': { kind: 'right', letter: 'A' },
      },
    });
    expect(ok.statusCode).toBe(200);
    const reload = async () =>
      (
        (await get(`/api/crosswords/${PID2}`, user.cookie)).json() as {
          progress: { hints: object; marks: object };
        }
      ).progress;
    // kept in shape only: a mask of another length, a clue of another puzzle, a blocked cell dropped
    expect((await reload()).hints).toEqual({ [C.h3 + 10]: 'R _ _ _' });
    expect((await reload()).marks).toEqual({
      '2-1': { kind: 'wrong', letter: 'Q' },
      '0-2': { kind: 'revealed', letter: 'R' },
    });
    // 3→ solved: its hint and the marks of its cells go
    const solved = await save({
      gridState: { '2-0': 'R', '2-1': 'O', '2-2': 'C', '2-3': 'I', '0-2': 'R' },
      completedClues: [C.h3 + 10],
      hints: { [C.h3 + 10]: mask },
      marks: { '2-1': { kind: 'wrong', letter: 'Q' }, '0-2': { kind: 'revealed', letter: 'R' } },
    });
    expect(solved.json()).toMatchObject({
      progress: {
        completedClues: [C.h3 + 10],
        hints: {},
        marks: { '0-2': { kind: 'revealed', letter: 'R' } },
      },
    });
    // a wrong kept letter tells nothing: what is kept does not depend on the answers
    const guess = await save({
      marks: { '0-3': { kind: 'right', letter: 'Z' } },
      hints: { [C.h1 + 10]: 'Z _ _ Z' },
    });
    expect(guess.json()).toMatchObject({
      progress: { hints: { [C.h1 + 10]: 'Z _ _ Z' }, marks: { '0-3': { kind: 'right', letter: 'Z' } } },
    });
  });

  it('merges a guest’s solved days of Integrama zilei: only days whose puzzle the merged progress proves solved', async () => {
    const view = (await get('/api/crosswords/daily')).json() as DailyResponse;
    const today = view.today;
    const yesterday = view.archive[1]!;
    const user = await createVerifiedUser(ctx);
    const local = {
      puzzles: await solvedOnDevice(today.puzzleId, 1, 83, new Date().toISOString()),
      daily: {
        // the claim: the progress's time and helps count; solved on its day (completed today)
        [today.day]: { seconds: 2, helps: 0, onDay: true },
        // its puzzle is not solved here: dropped; or it is today's puzzle, completed today, not
        // yesterday: an archive solve whatever the device says
        [yesterday.day]: { seconds: 30, helps: 0, onDay: true },
        '2020-01-01': { seconds: 10, helps: 0, onDay: true }, // out of the archive: dropped
      },
    };
    const merge = () => post('/api/account/merge', { crosswords: local }, user.cookie);
    expect((await merge()).statusCode).toBe(200);
    const mine = (await get('/api/crosswords/daily', user.cookie)).json() as DailyResponse;
    const expected = yesterday.puzzleId === today.puzzleId ? 2 : 1;
    expect(mine.today.result).toEqual({ seconds: 83, helps: 1 });
    expect(mine.stats).toEqual({ streak: 1, bestSeconds: 83, solved: expected });
    // idempotent
    expect((await merge()).statusCode).toBe(200);
    expect(((await get('/api/crosswords/daily', user.cookie)).json() as DailyResponse).stats).toEqual(
      mine.stats,
    );
    // a claimed day that is not a day is refused whole, with a Romanian message
    const bad = await post(
      '/api/account/merge',
      { crosswords: { puzzles: {}, daily: { ieri: { seconds: 1, helps: 0 } } } },
      user.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/Zi invalidă|invalid/i);
  });

  it('Integrama zilei: only a puzzle solved on its own day makes the streak; archive days count as solved', async () => {
    const view = (await get('/api/crosswords/daily')).json() as DailyResponse;
    const [today, yesterday] = [view.archive[0]!, view.archive[1]!];
    const user = await createVerifiedUser(ctx);
    const solve = async (puzzleId: number, seconds: number) => {
      const { clues, grid } = await solvedGrid(puzzleId);
      const res = await put(
        `/api/crosswords/${puzzleId}/progress`,
        { gridState: grid, completedClues: clues.map((c) => c.id), hintsUsed: 0, timeSpentSeconds: seconds },
        user.cookie,
      );
      expect(res.json()).toMatchObject({ progress: { isCompleted: true } });
    };
    const record = (day: string) => post(`/api/crosswords/daily/${day}/result`, {}, user.cookie);

    await solve(today.puzzleId, 95);
    expect((await record(today.day)).json()).toEqual({ streak: 1, bestSeconds: 95, solved: 1 });
    // yesterday's puzzle, solved today from the archive: one more solved, the streak stays 1
    if (yesterday.puzzleId !== today.puzzleId) await solve(yesterday.puzzleId, 50);
    const late = await record(yesterday.day);
    expect(late.statusCode).toBe(200);
    const best = yesterday.puzzleId === today.puzzleId ? 95 : 50;
    expect(late.json()).toEqual({ streak: 1, bestSeconds: best, solved: 2 });
    // idempotent, and the archive shows its ✓
    expect((await record(yesterday.day)).json()).toEqual({ streak: 1, bestSeconds: best, solved: 2 });
    const mine = (await get('/api/crosswords/daily', user.cookie)).json() as DailyResponse;
    expect(mine.archive[1]!.result).not.toBeNull();
    expect(mine.stats).toEqual({ streak: 1, bestSeconds: best, solved: 2 });
  });

  it("Integrama zilei: today's puzzle completed on an earlier day is an archive solve until it is solved again today", async () => {
    const view = (await get('/api/crosswords/daily')).json() as DailyResponse;
    const today = view.today;
    const user = await createVerifiedUser(ctx);
    const { clues, grid } = await solvedGrid(today.puzzleId);
    const save = () =>
      put(
        `/api/crosswords/${today.puzzleId}/progress`,
        { gridState: grid, completedClues: clues.map((c) => c.id), hintsUsed: 0, timeSpentSeconds: 61 },
        user.cookie,
      );
    expect((await save()).json()).toMatchObject({ progress: { isCompleted: true } });
    // as if it had been solved from the list two days ago, before it was the puzzle of the day
    await ctx.database.db
      .update(crosswordProgress)
      .set({ completed_at: new Date(Date.now() - 2 * 86_400_000) })
      .where(and(eq(crosswordProgress.user_id, user.id), eq(crosswordProgress.puzzle_id, today.puzzleId)));
    const record = () => post(`/api/crosswords/daily/${today.day}/result`, {}, user.cookie);
    expect((await record()).json()).toEqual({ streak: 0, bestSeconds: 61, solved: 1 });
    // started over and solved today: now it is solved on its day (the first time stays)
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/crosswords/${today.puzzleId}/progress`,
          headers: { ...origin(), cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect((await save()).json()).toMatchObject({ progress: { isCompleted: true } });
    expect((await record()).json()).toEqual({ streak: 1, bestSeconds: 61, solved: 1 });
  });

  it('merges a guest’s solved day whose puzzle was started over since: the day’s solved grid proves it, a wrong one does not', async () => {
    const today = ((await get('/api/crosswords/daily')).json() as DailyResponse).today;
    const { grid } = await solvedGrid(today.puzzleId);
    // solved today on the device, then "Joacă din nou": an empty grid, the completion date kept
    const startedOver = (letters: Record<string, string>) => ({
      puzzles: {
        [String(today.puzzleId)]: {
          gridState: {},
          completedClues: [],
          hintsUsed: 0,
          timeSpentSeconds: 0,
          isCompleted: false,
          completedAt: new Date().toISOString(),
        },
      },
      daily: { [today.day]: { seconds: 75, helps: 1, onDay: true, letters } },
    });
    const statsAfter = async (local: CrosswordsLocal) => {
      const u = await createVerifiedUser(ctx);
      expect((await post('/api/account/merge', { crosswords: local }, u.cookie)).statusCode).toBe(200);
      return ((await get('/api/crosswords/daily', u.cookie)).json() as DailyResponse).stats;
    };
    expect(await statsAfter(startedOver(grid))).toEqual({ streak: 1, bestSeconds: 75, solved: 1 });
    // one letter wrong: no proof, the day is not counted
    const [cell, letter] = Object.entries(grid)[0]!;
    const wrong = { ...grid, [cell]: letter === 'A' ? 'B' : 'A' };
    expect(await statsAfter(startedOver(wrong))).toEqual({ streak: 0, bestSeconds: null, solved: 0 });
    // no grid kept (a device from before): as before, nothing proves it
    const noGrid = startedOver(grid);
    delete (noGrid.daily[today.day] as { letters?: unknown }).letters;
    expect(await statsAfter(noGrid)).toEqual({ streak: 0, bestSeconds: null, solved: 0 });
  });

  it('merges a guest’s on-day claim only where the server can check it', async () => {
    const today = ((await get('/api/crosswords/daily')).json() as DailyResponse).today;
    const guest = async (completedAt: string) => ({
      puzzles: await solvedOnDevice(today.puzzleId, 0, 70, completedAt),
      daily: { [today.day]: { seconds: 70, helps: 0, onDay: true } },
    });
    const statsAfter = async (u: TestUser, local: CrosswordsLocal) => {
      expect((await post('/api/account/merge', { crosswords: local }, u.cookie)).statusCode).toBe(200);
      return ((await get('/api/crosswords/daily', u.cookie)).json() as DailyResponse).stats;
    };
    // the device says "on its day", but the puzzle's completion it sends is two days old
    const stale = await createVerifiedUser(ctx);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    expect(await statsAfter(stale, await guest(twoDaysAgo))).toEqual({
      streak: 0,
      bestSeconds: 70,
      solved: 1,
    });
    // a day the device did not flag (an entry from before the flag): an archive solve
    const unflagged = await createVerifiedUser(ctx);
    const noFlag = {
      ...(await guest(new Date().toISOString())),
      daily: { [today.day]: { seconds: 70, helps: 0 } },
    };
    expect(await statsAfter(unflagged, noFlag)).toEqual({ streak: 0, bestSeconds: 70, solved: 1 });
    // an account created before today: the merge's day counts, as if solved signed in today
    const older = await createVerifiedUser(ctx);
    await ctx.database.db
      .update(userTable)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(userTable.id, older.id));
    expect(await statsAfter(older, await guest(new Date().toISOString()))).toEqual({
      streak: 1,
      bestSeconds: 70,
      solved: 1,
    });
    // the same claim, checked out: completed today, by a guest who signed up today
    const fresh = await createVerifiedUser(ctx);
    expect(await statsAfter(fresh, await guest(new Date().toISOString()))).toEqual({
      streak: 1,
      bestSeconds: 70,
      solved: 1,
    });
  });

  it('Integrama zilei played through: no response holds an answer before its word is earned', async () => {
    const view = (await get('/api/crosswords/daily')).json() as DailyResponse;
    const id = view.today.puzzleId;
    const { clues } = await solvedGrid(id);
    const user = await createVerifiedUser(ctx);
    const solved = new Set<number>();
    const bodies: { step: string; body: string; solvedBefore: Set<number> }[] = [];
    const record = (step: string, body: string) => bodies.push({ step, body, solvedBefore: new Set(solved) });
    record('daily', (await get('/api/crosswords/daily', user.cookie)).body);
    record('puzzle', (await get(`/api/crosswords/${id}`, user.cookie)).body);
    let grid: Record<string, string> = {};
    let hintsUsed = 0;
    const hints: Record<string, string> = {};
    for (const c of clues) {
      const hint = await post('/api/crosswords/hint', { clueId: c.id, hintLevel: 1 }, user.cookie);
      hintsUsed++;
      hints[c.id] = (hint.json() as { mask: string }).mask;
      record(`hint ${c.id}`, hint.body);
      const wrong = await post(
        '/api/crosswords/check',
        { clueId: c.id, answer: 'Q'.repeat(c.answer_length) },
        user.cookie,
      );
      record(`wrong ${c.id}`, wrong.body);
      const right = await post(
        '/api/crosswords/check',
        { clueId: c.id, answer: foldUpper(c.answer) },
        user.cookie,
      );
      expect(right.json()).toEqual({ correct: true, answer: c.answer });
      solved.add(c.id);
      grid = fillAnswer(grid, toClue(c), c.answer);
      const save = await put(
        `/api/crosswords/${id}/progress`,
        { gridState: grid, completedClues: [...solved], hintsUsed, timeSpentSeconds: 20, hints, marks: {} },
        user.cookie,
      );
      record(`save ${c.id}`, save.body);
      record(`reload ${c.id}`, (await get(`/api/crosswords/${id}`, user.cookie)).body);
      record(`list ${c.id}`, (await get('/api/crosswords', user.cookie)).body);
      record(`daily ${c.id}`, (await get('/api/crosswords/daily', user.cookie)).body);
    }
    const rec = await post(`/api/crosswords/daily/${view.today.day}/result`, {}, user.cookie);
    expect(rec.statusCode).toBe(200);
    // Every response: an unsolved word's answer is never a value in it (a grid's letters are
    // the player's own; a hint mask never shows the whole word).
    for (const { step, body, solvedBefore } of bodies) {
      const strings: string[] = [];
      const walk = (v: unknown) => {
        if (typeof v === 'string') strings.push(v);
        else if (v && typeof v === 'object') Object.values(v).forEach(walk);
      };
      walk(JSON.parse(body));
      for (const c of clues) {
        if (solvedBefore.has(c.id) || step === `right ${c.id}`) continue;
        for (const form of [c.answer, foldUpper(c.answer)]) {
          expect(strings, `${step} leaks ${c.id}`).not.toContain(form);
          expect(
            strings.map((t) => t.replace(/ /g, '')),
            `${step} shows all of ${c.id}`,
          ).not.toContain(form);
        }
        const cells = clueCells(toClue(c)).map((x) => `${x.row}-${x.col}`);
        const parsed = JSON.parse(body) as { progress?: { solved?: Record<string, string> } };
        expect(parsed.progress?.solved?.[String(c.id)], `${step}: solved ${c.id}`).toBeUndefined();
        expect(cells.length).toBe(c.answer_length);
      }
    }
  });

  it('rate-limits answer checks of one clue, with a Romanian message', async () => {
    const user = await createVerifiedUser(ctx);
    let last;
    for (let i = 0; i < CHECK_CLUE_LIMIT.max; i++) {
      last = await post(
        '/api/crosswords/check',
        { clueId: C.v2, answer: `X${String.fromCharCode(65 + (i % 26))}Z` },
        user.cookie,
      );
      expect(last.statusCode).toBe(200);
    }
    last = await post('/api/crosswords/check', { clueId: C.v2, answer: 'RAC' }, user.cookie);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      error: 'Prea multe încercări într-un timp scurt. Așteaptă puțin și încearcă din nou.',
    });
    expect(last.body).not.toContain('RAC');
    // another player is not affected
    const other = await post('/api/crosswords/check', { clueId: C.v2, answer: 'RAC' }, bob.cookie);
    expect(other.json()).toEqual({ correct: true, answer: 'RAC' });
  });

  it('rate-limits hints too', async () => {
    const user = await createVerifiedUser(ctx);
    for (let i = 0; i < HINT_LIMIT.max; i++) {
      const res = await post('/api/crosswords/hint', { clueId: C.h3, hintLevel: 1 }, user.cookie);
      expect(res.statusCode).toBe(200);
    }
    const over = await post('/api/crosswords/hint', { clueId: C.h3, hintLevel: 1 }, user.cookie);
    expect(over.statusCode).toBe(429);
    expect(over.body).not.toContain('ROCI');
  });

  it('merges a guest’s puzzles into the account, re-validated and idempotent', async () => {
    const user = await createVerifiedUser(ctx);
    const db = ctx.database.db;
    // the account already solved 2↓ with 2 hints
    await put(
      `/api/crosswords/${PID}/progress`,
      {
        gridState: { '0-2': 'R', '1-2': 'A', '2-2': 'C' },
        completedClues: [C.v2],
        hintsUsed: 2,
        timeSpentSeconds: 30,
      },
      user.cookie,
    );
    const local: CrosswordsLocal = {
      puzzles: {
        [String(PID)]: {
          gridState: {
            '0-0': 'Ț',
            '0-1': 'A',
            '0-2': 'R',
            '0-3': 'Ă',
            '2-0': 'R',
            '2-1': 'O',
            '2-2': 'C',
            '2-3': 'U',
          },
          completedClues: [C.h1, C.h3], // 3→ spells ROCU: dropped
          hintsUsed: 1,
          timeSpentSeconds: 90,
        },
        '123456789': { gridState: {}, completedClues: [], hintsUsed: 0, timeSpentSeconds: 1 },
      },
    };
    await mergeCrosswordsLocal(db, user.id, local);
    const read = async () =>
      (
        await db
          .select()
          .from(crosswordProgress)
          .where(and(eq(crosswordProgress.user_id, user.id), eq(crosswordProgress.puzzle_id, PID)))
      )[0]!;
    const first = await read();
    expect([...first.completed_clues].sort()).toEqual([C.h1, C.v2].sort());
    expect(first.hints_used).toBe(2);
    expect(first.time_spent_seconds).toBe(90);
    expect(first.score).toBe(16);
    expect(first.is_completed).toBe(false);
    await mergeCrosswordsLocal(db, user.id, local);
    const second = await read();
    expect({ ...second, last_played: null }).toEqual({ ...first, last_played: null });
    const all = await db.select().from(crosswordProgress).where(eq(crosswordProgress.user_id, user.id));
    expect(all).toHaveLength(1);
  });
});
