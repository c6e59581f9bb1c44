// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';
import { QUEUE_KEY } from './offline-queue';
import { oneWrite, ProgressSync, sameData, type ProgressConfig } from './progress-sync';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A set of words, united by the merge. */
type Words = string[];
const union = (a: Words, b: Words) => [...new Set([...a, ...b])].sort();

function setup(overrides: Partial<ProgressConfig<Words, { words: Words }>> = {}, start: Words = []) {
  const kept: Words[] = [];
  const sent: unknown[] = [];
  let answer: Words = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return json(200, { words: answer });
    }),
  );
  const sync = new ProgressSync<Words, { words: Words }>('1', start, {
    keep: (v) => kept.push(v),
    account: {
      request: (words) => ({ path: '/api/test', method: 'PUT', body: { words }, dedupeKey: 'test' }),
      answer: (res) => res?.words ?? null,
    },
    merge: union,
    saveDelayMs: 800,
    ...overrides,
  });
  sync.start();
  return { sync, kept, sent, setAnswer: (w: Words) => (answer = w) };
}

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('progress sync', () => {
  it('keeps every change at once and sends after the delay, once for a burst', async () => {
    const { sync, kept, sent } = setup();
    sync.update(['A']);
    expect(kept).toEqual([['A']]);
    // a run of changes (keys replayed together) is written once, at its end
    oneWrite(() => {
      sync.update((w) => [...w, 'B']);
      sync.update((w) => [...w, 'C']);
      sync.update((w) => w.slice(0, -1));
      expect(kept).toEqual([['A']]);
      expect(sync.get()).toEqual(['A', 'B']);
    });
    expect(kept).toEqual([['A'], ['A', 'B']]);
    await vi.advanceTimersByTimeAsync(799);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ words: ['A', 'B'] }]);
  });

  it("merges the server's answer in and writes it back", async () => {
    const { sync, kept, setAnswer } = setup({ saveDelayMs: 0 });
    setAnswer(['A', 'Z']);
    sync.update(['A']);
    await vi.runAllTimersAsync();
    expect(sync.get()).toEqual(['A', 'Z']);
    expect(kept.at(-1)).toEqual(['A', 'Z']);
  });

  it("merges the account's copy, and sends it back when the account lacks part of it", async () => {
    const { sync, kept, sent } = setup({}, ['A']);
    sync.mergeAccount(['B']);
    expect(sync.get()).toEqual(['A', 'B']);
    expect(kept).toEqual([['A', 'B']]);
    await vi.runAllTimersAsync();
    expect(sent).toEqual([{ words: ['A', 'B'] }]);
    sync.mergeAccount(['A', 'B']); // the account has it all: nothing to send
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });

  it("starts from the account's copy merged in when it is there at once", async () => {
    const kept: Words[] = [];
    const sync = new ProgressSync<Words>(
      '1',
      ['A'],
      {
        keep: (v) => kept.push(v),
        account: { request: (words) => ({ path: '/api/test', body: { words } }) },
        merge: union,
        saveDelayMs: 0,
      },
      ['A', 'C'],
    );
    expect(sync.get()).toEqual(['A', 'C']);
    expect(kept).toEqual([]); // written back once mounted
    sync.start();
    expect(kept).toEqual([['A', 'C']]);
  });

  it('flushes what is pending at once; nothing when nothing changed', async () => {
    const { sync, sent } = setup();
    await sync.flush();
    expect(sent).toEqual([]);
    sync.update(['A']);
    await sync.flush();
    expect(sent).toEqual([{ words: ['A'] }]);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });

  it('queues the save offline (the offline queue) and keeps the change on this device', async () => {
    const { sync, kept } = setup({ saveDelayMs: 0 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    sync.update(['A']);
    await vi.runAllTimersAsync();
    expect(kept).toEqual([['A']]);
    expect(storage.getJSON(QUEUE_KEY)).toEqual([
      expect.objectContaining({ path: '/api/test', body: { words: ['A'] }, dedupeKey: 'test' }),
    ]);
  });

  it('sends only the changes sendsAt names after the delay; the others at the next flush', async () => {
    const { sync, sent } = setup({ sendsAt: (before, after) => after.length > before.length + 1 });
    sync.update(['A']);
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    await sync.flush();
    expect(sent).toEqual([{ words: ['A'] }]);
  });

  it('starting over drops what is pending and stops merging the older copies; stop ends all', async () => {
    const { sync, sent, kept } = setup({}, ['A']);
    sync.update(['A', 'B']);
    sync.reset([]);
    expect(sync.get()).toEqual([]);
    sync.mergeAccount(['A']);
    expect(sync.get()).toEqual([]);
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    sync.stop();
    sync.update(['C']);
    expect(kept).toEqual([['A', 'B']]);
  });

  it('reports a refused save without losing the local copy', async () => {
    const onSaveError = vi.fn();
    const { sync, kept } = setup({ saveDelayMs: 0, onSaveError });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'Date invalide', statusCode: 400 })),
    );
    sync.update(['A']);
    await vi.runAllTimersAsync();
    expect(onSaveError).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
    expect(kept).toEqual([['A']]);
  });

  it('compares data structurally', () => {
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameData({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});
