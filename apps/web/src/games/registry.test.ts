// @vitest-environment jsdom
/**
 * Every game of the registry, by the same tests: its pages and home card, its guest data
 * source (collects this device's data in the shape the account merge validates, clears it),
 * and its progress through the progress engine (kept on this device at once, sent to the
 * account after its delay and on flush, queued offline, the account's copy merged in and
 * written back). The tables must list every game of the core registry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZodType } from 'zod';
import { classicLocalSchema } from '@slove/core/classic-api';
import { addFoundWord, foundWordsOf } from '@slove/core/classic-merge';
import { crosswordsLocalSchema } from '@slove/core/crosswords-api';
import { dayKey } from '@slove/core/day';
import { GAME_IDS, GAMES as CORE_GAMES, type GameId } from '@slove/core/games';
import { quizLocalSchema } from '@slove/core/quiz-api';
import { synonymsLocalSchema, type SynonymSetDto } from '@slove/core/synonyms-api';
import { scoreAttempts } from '@slove/core/wordle';
import { wordleLocalSchema } from '@slove/core/wordle-api';
import { collectGuestData } from '@/app/guest-migration';
import { QUEUE_KEY } from '@/lib/offline-queue';
import { ProgressSync, type ProgressPlan } from '@/lib/progress-sync';
import { storage } from '@/lib/storage';
import { recordCorrect } from '@/lib/synonym-games';
import { localFound, recordWords } from './classic/local';
import { classicProgress } from './classic/progress';
import { loadLocalPuzzle, saveLocalPuzzle } from './crosswords/local';
import { crosswordProgress, type CrosswordPlay } from './crosswords/progress';
import { localQuiz, saveLocalQuiz } from './quiz/local';
import { quizProgress } from './quiz/progress';
import { GAMES, WEB_GAMES } from './registry';
import { localSetProgress, saveLocalSetProgress } from './synonyms/local';
import { synonymsProgress } from './synonyms/progress';
import { localGame, saveLocalGame } from './wordle/local';
import { wordleProgress } from './wordle/progress';

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

// ------------------------------------------------------------------ guest data

const synonymSet: SynonymSetDto = {
  id: 5,
  baseWord: 'frumos',
  difficulty: 1,
  category: 'adjectiv',
  isDaily: true,
  dailyDate: dayKey(),
  gloss: null,
  hint: { partOfSpeech: 'adjectiv', synonymCount: 3, commonStart: '', text: 'Un indiciu' },
  synonyms: [
    { word: 'arătos', rarity: 1, gloss: null },
    { word: 'chipeș', rarity: 3, gloss: null },
    { word: 'drăguț', rarity: 1, gloss: null },
  ],
};

/** A little play as a guest, through each game's own local functions, and its merge schema. */
const GUEST_PLAY: Record<GameId, { play(): void; schema: ZodType }> = {
  classic: { play: () => recordWords(7, ['ARTA'], dayKey()), schema: classicLocalSchema },
  synonyms: {
    play: () => {
      saveLocalSetProgress(5, {
        foundSynonyms: ['arătos'],
        totalScore: 10,
        hintUsed: false,
        lastPlayed: dayKey(),
        completedAt: null,
      });
      recordCorrect(1);
    },
    schema: synonymsLocalSchema,
  },
  quiz: {
    play: () =>
      saveLocalQuiz({ completedQuestions: [1], totalCorrect: 1, totalAttempts: 2, lastPlayed: dayKey() }),
    schema: quizLocalSchema,
  },
  crosswords: {
    play: () =>
      saveLocalPuzzle(3, {
        gridState: { '0-0': 'A' },
        completedClues: [],
        hintsUsed: 0,
        timeSpentSeconds: 4,
        isCompleted: false,
        completedAt: null,
      }),
    schema: crosswordsLocalSchema,
  },
  wordle: {
    play: () =>
      saveLocalGame('2026-11-20', { attempts: scoreAttempts(['CARTE'], 'MAMEI'), completedAt: null }),
    schema: wordleLocalSchema,
  },
};

describe.each(WEB_GAMES.map((g) => [g.id, g] as const))('guest data of %s', (id, game) => {
  it('has nothing on a fresh device', async () => {
    expect((await game.guestData()).collect()).toBeNull();
    expect(await collectGuestData()).toEqual({});
  });

  it('collects what was played, in the shape the account merge validates, and clears it', async () => {
    GUEST_PLAY[id].play();
    const source = await game.guestData();
    const data = source.collect();
    expect(data).not.toBeNull();
    expect(GUEST_PLAY[id].schema.safeParse(data).success).toBe(true);
    expect(Object.keys(await collectGuestData())).toEqual([id]);
    source.clear();
    expect(source.collect()).toBeNull();
    expect(await collectGuestData()).toEqual({});
  });
});

// ------------------------------------------------------------------ progress

interface ProgressCase {
  /** The game's progress plan for a guest or a signed-in player. */
  sync(signedIn: boolean): {
    sync: ProgressSync<unknown, unknown>;
    /** One change by the player. */
    play(): void;
    /** The account's copy (it has something this device lacks). */
    accountCopy: unknown;
    /** What the progress shows, as words. */
    shows(): string[];
  };
  /** What this device keeps, as words (null: the game keeps none for this player). */
  local(signedIn: boolean): string[] | null;
  /** The word the change adds, and the one only the account had. */
  played: string;
  fromAccount: string | null;
  /** The save's path and the server's answer to it. */
  path: string;
  answer: unknown;
}

/** A case of a game whose progress value is T (the table below erases T). */
function progressCase<T, R>(c: {
  plan(signedIn: boolean): ProgressPlan<T, R>;
  play(value: T): T;
  accountCopy: T;
  shows(value: T): string[];
  local(signedIn: boolean): string[] | null;
  played: string;
  fromAccount: string | null;
  path: string;
  answer: R;
}): ProgressCase {
  return {
    sync(signedIn) {
      const plan = c.plan(signedIn);
      const sync = new ProgressSync<T, R>(plan.id, plan.start(), plan);
      sync.start();
      return {
        sync: sync as unknown as ProgressSync<unknown, unknown>,
        play: () => sync.update(c.play),
        accountCopy: c.accountCopy,
        shows: () => c.shows(sync.get()),
      };
    },
    local: c.local,
    played: c.played,
    fromAccount: c.fromAccount,
    path: c.path,
    answer: c.answer,
  };
}

const today = dayKey();
const wordleDay = { day: '2026-11-20', word: 'MAMEI' };
const crosswordStart: CrosswordPlay = {
  gridState: {},
  completedClues: [],
  hintsUsed: 0,
  timeSpentSeconds: 0,
  completedAt: null,
};
const letters = (g: Record<string, string>) => Object.values(g);

const PROGRESS: Record<GameId, ProgressCase> = {
  classic: progressCase({
    plan: (signedIn) => classicProgress(7, signedIn),
    play: (days) => addFoundWord(days, today, 'ARTA'),
    accountCopy: { '2026-11-19': ['TARA'] },
    shows: foundWordsOf,
    local: () => localFound(7),
    played: 'ARTA',
    fromAccount: 'TARA',
    path: '/api/classic/progress/7',
    answer: {
      setId: 7,
      foundWords: ['ARTA', 'TARA'],
      score: 8,
      days: { '2026-11-19': ['TARA'], [today]: ['ARTA'] },
      dropped: [],
      today,
    },
  }),
  synonyms: progressCase({
    plan: (signedIn) => synonymsProgress(synonymSet, signedIn),
    play: (p) => ({ ...p, found: [...p.found, 'arătos'] }),
    accountCopy: { found: ['chipeș'], hintUsed: false },
    shows: (p) => p.found,
    local: () => localSetProgress(5)?.foundSynonyms ?? [],
    played: 'arătos',
    fromAccount: 'chipeș',
    path: '/api/synonyms/progress',
    answer: {
      progress: {
        setId: 5,
        foundSynonyms: ['arătos', 'chipeș'],
        totalScore: 25,
        hintUsed: false,
        completedAt: null,
        lastPlayed: today,
      },
    },
  }),
  quiz: progressCase({
    plan: quizProgress,
    play: (p) => ({
      ...p,
      completedQuestions: [...p.completedQuestions, 1],
      totalCorrect: p.totalCorrect + 1,
      totalAttempts: p.totalAttempts + 1,
    }),
    accountCopy: { completedQuestions: [2], totalCorrect: 1, totalAttempts: 1, lastPlayed: null },
    shows: (p) => p.completedQuestions.map(String),
    local: () => localQuiz().completedQuestions.map(String),
    played: '1',
    fromAccount: '2',
    path: '/api/quiz/progress',
    answer: {
      progress: {
        completedQuestions: [1, 2],
        totalCorrect: 2,
        totalAttempts: 2,
        lastPlayed: today,
        dailyCorrect: {},
      },
    },
  }),
  crosswords: progressCase({
    plan: (signedIn) =>
      crosswordProgress({
        puzzleId: 3,
        clues: 4,
        initial: crosswordStart,
        signedIn,
        onCompleteSaved: () => {},
      }),
    play: (p) => ({ ...p, gridState: { ...p.gridState, '0-0': 'A' } }),
    // a player's grid comes with the puzzle: the server's copy never replaces the grid typed
    accountCopy: { ...crosswordStart, gridState: { '0-1': 'B' } },
    shows: (p) => letters(p.gridState),
    // guests keep it on this device; players only in the account
    local: (signedIn) => (signedIn ? null : letters(loadLocalPuzzle(3)?.gridState ?? {})),
    played: 'A',
    fromAccount: null,
    path: '/api/crosswords/3/progress',
    answer: { progress: null },
  }),
  wordle: progressCase({
    plan: (signedIn) => wordleProgress(wordleDay, signedIn, () => {}),
    play: (g) => ({ ...g, attempts: scoreAttempts([...g.attempts.map((a) => a.word), 'CARTE'], 'MAMEI') }),
    // another device went further on the same guesses: its game is shown
    accountCopy: {
      attempts: scoreAttempts(['CARTE', 'MAMEI'], 'MAMEI'),
      completedAt: '2026-11-20T09:00:00Z',
    },
    shows: (g) => g.attempts.map((a) => a.word),
    local: () => (localGame(wordleDay.day)?.attempts ?? []).map((a) => a.word),
    played: 'CARTE',
    fromAccount: 'MAMEI',
    path: '/api/wordle/progress',
    answer: null,
  }),
};

describe('the tables cover every game', () => {
  it('lists each game of the registry once', () => {
    expect(Object.keys(GUEST_PLAY).sort()).toEqual([...GAME_IDS].sort());
    expect(Object.keys(PROGRESS).sort()).toEqual([...GAME_IDS].sort());
  });
});

describe.each(GAME_IDS.map((id) => [id, PROGRESS[id]] as const))('progress of %s', (_id, c) => {
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
