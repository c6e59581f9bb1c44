import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE, OFFLINE_TIMEOUT_MS, TIMEOUT_ERROR_MESSAGE } from './api';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that gets no answer: it ends only when aborted. */
const neverAnswers = (_u: string, init: RequestInit) =>
  new Promise((_, reject) =>
    init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

describe('apiFetch', () => {
  it('sends JSON with same-origin cookies and parses the answer', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response('{"ok":true}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiFetch('/api/x', { body: { a: 1 } })).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("throws ApiError with the server's error text and field errors", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: 'Date invalide.', statusCode: 400, fields: { email: ['Obligatoriu'] } }),
            { status: 400 },
          ),
      ),
    );
    const e = (await apiFetch('/api/x').catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(400);
    expect(e.message).toBe('Date invalide.');
    expect(e.fields).toEqual({ email: ['Obligatoriu'] });
  });

  it('turns network failures and timeouts into ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    vi.stubGlobal('fetch', vi.fn(neverAnswers));
    await expect(apiFetch('/api/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      message: TIMEOUT_ERROR_MESSAGE,
    });
  });

  it('fails fast while the device is offline: no call waits longer than OFFLINE_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', vi.fn(neverAnswers));
    const call = apiFetch('/api/slow', { timeoutMs: 20_000 });
    const outcome = expect(call).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: NETWORK_ERROR_MESSAGE,
    });
    await vi.advanceTimersByTimeAsync(OFFLINE_TIMEOUT_MS);
    await outcome;
    vi.useRealTimers();
  });
});
