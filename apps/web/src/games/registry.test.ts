// @vitest-environment jsdom
/**
 * Every game of the registry, by the same tests: its pages and home card, its guest data
 * source (collects this device's data in the shape the account merge validates, clears it),
 * and its progress through the progress engine (kept on this device at once, sent to the
 * account after its delay and on flush, queued offline, the account's copy merged in and
 * written back). Each game gives its case in games/<game>/local-first.case.ts; every game
 * of the core registry must have one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS, GAMES as CORE_GAMES, type GameId } from '@slove/core/games';
import { collectGuestData } from '@/app/guest-migration';
import type { LocalFirstCase } from '@/lib/local-first-case';
import { QUEUE_KEY } from '@/lib/offline-queue';
import { storage } from '@/lib/storage';
import { GAMES, WEB_GAMES } from './registry';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the registry of games', () => {
  it('lists the games of the core registry, in its order, with a page for each of their paths', () => {
    expect(WEB_GAMES.map((g) => g.id)).toEqual([...GAME_IDS]);
    for (const game of GAMES) {
      const core = CORE_GAMES.find((g) => g.id === game.id)!;
      expect(game.pages).toHaveLength(core.paths.length);
      expect(game.paths).toEqual(core.paths);
      expect(game.title).toBe(core.title);
      expect(game.card.className).toMatch(/^bg-/);
    }
  });
});

/** Each game's case, by its folder. */
const CASES: Partial<Record<string, LocalFirstCase>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<LocalFirstCase>('./*/local-first.case.ts', { eager: true, import: 'localFirstCase' }),
  ).map(([file, c]) => [file.split('/')[1]!, c]),
);
const caseOf = (id: GameId): LocalFirstCase => {
  const c = CASES[id];
  if (!c) throw new Error(`games/${id}/local-first.case.ts is missing`);
  return c;
};

describe('the cases cover every game', () => {
  it('each game of the core registry has its case, and nothing else has one', () => {
    expect(Object.keys(CASES).sort()).toEqual([...GAME_IDS].sort());
  });
});

describe.each(WEB_GAMES.map((g) => [g.id, g] as const))('guest data of %s', (id, game) => {
  it('has nothing on a fresh device', async () => {
    expect((await game.guestData()).collect()).toBeNull();
    expect(await collectGuestData()).toEqual({});
  });

  it('collects what was played, in the shape the account merge validates, and clears it', async () => {
    caseOf(id).guest.play();
    const source = await game.guestData();
    const data = source.collect();
    expect(data).not.toBeNull();
    expect(caseOf(id).guest.schema.safeParse(data).success).toBe(true);
    expect(Object.keys(await collectGuestData())).toEqual([id]);
    source.clear();
    expect(source.collect()).toBeNull();
    expect(await collectGuestData()).toEqual({});
  });
});

describe.each(WEB_GAMES.map((g) => [g.id, g] as const))('statistics of %s ("Progresul meu")', (id, game) => {
  it('shows nothing played on a fresh device, with a Romanian empty state', async () => {
    const stats = await game.stats();
    expect(stats.device().played).toBe(false);
    expect(stats.empty).toMatch(/^Încă nu ai jucat /);
  });

  it('counts what was played on this device, in figures with labels and values', async () => {
    caseOf(id).guest.play();
    const data = (await game.stats()).device();
    expect(data.played).toBe(true);
    expect(data.figures.length).toBeGreaterThanOrEqual(4);
    expect(new Set(data.figures.map((f) => f.id)).size).toBe(data.figures.length);
    for (const f of data.figures) expect(f.label.length).toBeGreaterThan(0);
  });
});

describe.each(GAME_IDS.map((id) => [id, caseOf(id).progress] as const))('progress of %s', (_id, c) => {
  let sent: { path: string; body: unknown }[];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ path: url, body: init.body ? JSON.parse(String(init.body)) : null });
        return json(200, c.answer);
      }),
    );
  });

  it("a guest's change is kept on this device at once and never sent", async () => {
    const { play, shows } = c.sync(false);
    play();
    expect(shows()).toContain(c.played);
    expect(c.local(false)).toContain(c.played);
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
  });

  it("a player's change is kept (where this player keeps it) and sent after the game's delay", async () => {
    vi.useFakeTimers();
    const { sync, play } = c.sync(true);
    play();
    const local = c.local(true);
    if (local) expect(local).toContain(c.played);
    const delay = sync.config.saveDelayMs;
    if (delay > 0) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sent).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(Math.max(delay, 1));
    expect(sent.map((s) => s.path)).toEqual([c.path]);
    expect(JSON.stringify(sent[0]!.body)).toContain(c.played);
  });

  it('a flush sends what is pending at once (page hidden, leaving)', async () => {
    const { sync, play } = c.sync(true);
    play();
    await sync.flush();
    expect(sent.map((s) => s.path)).toEqual([c.path]);
  });

  it("the account's copy is merged in and written back, and what the account lacks is sent", async () => {
    const { sync, play, accountCopy, shows } = c.sync(true);
    play();
    await sync.flush();
    sync.mergeAccount(accountCopy);
    if (c.fromAccount === null) {
      // this game keeps the player's value (the account's copy came with the puzzle)
      expect(shows()).toEqual([c.played]);
      return;
    }
    expect(shows()).toContain(c.fromAccount);
    const local = c.local(true);
    if (local) expect(local).toContain(c.fromAccount);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  });

  it('offline, the save waits in the offline queue; the change stays on this device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { sync, play } = c.sync(true);
    play();
    await sync.flush();
    await vi.waitFor(() =>
      expect((storage.getJSON<{ path: string }[]>(QUEUE_KEY) ?? []).map((q) => q.path)).toEqual([c.path]),
    );
    const local = c.local(true);
    if (local) expect(local).toContain(c.played);
  });
});
