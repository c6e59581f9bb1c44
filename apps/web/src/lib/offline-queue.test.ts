// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('offline queue', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('queues saves, replaces by dedupe key and sends them in order when back online', async () => {
    const { enqueue, flushQueue, pendingCount, QUEUE_KEY } = await import('./offline-queue');
    enqueue({ path: '/api/classic/progress', body: { setId: 1, words: ['CASA'] }, dedupeKey: 'classic-1' });
    enqueue({ path: '/api/wordle/guess', body: { word: 'CASĂ' } });
    enqueue({
      path: '/api/classic/progress',
      body: { setId: 1, words: ['CASA', 'MASA'] },
      dedupeKey: 'classic-1',
    });
    expect(pendingCount()).toBe(2);
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY)!)).toHaveLength(2);

    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return json(200, { ok: true });
      }),
    );
    expect(await flushQueue()).toBe(2);
    expect(calls).toEqual([
      { url: '/api/wordle/guess', body: { word: 'CASĂ' } },
      { url: '/api/classic/progress', body: { setId: 1, words: ['CASA', 'MASA'] } },
    ]);
    expect(pendingCount()).toBe(0);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('keeps requests while the network fails, drops the ones the server refuses', async () => {
    const { enqueue, flushQueue, pendingCount } = await import('./offline-queue');
    enqueue({ path: '/api/a', body: 1 });
    enqueue({ path: '/api/b', body: 2 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await flushQueue()).toBe(0);
    expect(pendingCount()).toBe(2);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/a' ? json(400, { error: 'Date invalide', statusCode: 400 }) : json(200, {}),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await flushQueue()).toBe(1);
    expect(pendingCount()).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sendOrQueue sends when online and queues on a network failure', async () => {
    const { sendOrQueue, pendingCount } = await import('./offline-queue');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { saved: true })),
    );
    expect(await sendOrQueue({ path: '/api/x', body: {} })).toEqual({ saved: true });
    expect(pendingCount()).toBe(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await sendOrQueue({ path: '/api/x', body: { n: 1 } })).toBeNull();
    expect(pendingCount()).toBe(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { error: 'Interzis', statusCode: 403 })),
    );
    await expect(sendOrQueue({ path: '/api/x', body: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Interzis',
    });
  });

  it('flushes when the online event fires', async () => {
    const { enqueue, startOfflineQueue, pendingCount } = await import('./offline-queue');
    enqueue({ path: '/api/later', body: {} });
    const fetchMock = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startOfflineQueue();
    expect(fetchMock).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(pendingCount()).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
