// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_FONT_FILES, FONT_KEY, recordBrandFont } from './brand-font';

/** A stand-in for fetch: answers each file with `status` (or fails), and records what was asked. */
const fetcher = (answer: (url: string) => Promise<Response>) => {
  const asked: [string, RequestInit | undefined][] = [];
  const fetchFile = ((url: string, init?: RequestInit) => {
    asked.push([url, init]);
    return answer(url);
  }) as typeof fetch;
  return { fetchFile, asked };
};

describe('recordBrandFont', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("fetches both of the font's files when the page is idle, as the page's fonts are fetched, and records them", async () => {
    const { fetchFile, asked } = fetcher(() => Promise.resolve(new Response(new Uint8Array(8))));
    recordBrandFont(fetchFile);
    expect(asked).toEqual([]);
    await vi.runAllTimersAsync();
    expect(asked.map(([url]) => url)).toEqual(BRAND_FONT_FILES);
    expect(BRAND_FONT_FILES).toHaveLength(2);
    for (const file of BRAND_FONT_FILES) expect(file).toMatch(/nunito-.*\.woff2$/);
    for (const [, init] of asked) expect(init).toEqual({ mode: 'cors', credentials: 'same-origin' });
    expect(localStorage.getItem(FONT_KEY)).toBe('1');
  });

  it('records nothing when a file does not come (offline, or an error status)', async () => {
    recordBrandFont(fetcher(() => Promise.reject(new TypeError('offline'))).fetchFile);
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(FONT_KEY)).toBeNull();
    recordBrandFont(
      fetcher((url) => Promise.resolve(new Response('', { status: url.includes('ro-ext') ? 404 : 200 })))
        .fetchFile,
    );
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(FONT_KEY)).toBeNull();
  });
});
