// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_KEY, recordBrandFont } from './brand-font';

/** A stand-in for document.fonts: load() answers with `faces` (or fails), and records what it was asked. */
const fontSet = (answer: () => Promise<unknown[]>) => {
  const asked: [string, string | undefined][] = [];
  const set = {
    load: (font: string, text?: string) => {
      asked.push([font, text]);
      return answer();
    },
  };
  return { set: set as unknown as FontFaceSet, asked };
};

describe('recordBrandFont', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('loads the font when the page is idle, with letters of both its files, and records it', async () => {
    const { set, asked } = fontSet(() => Promise.resolve([{}, {}]));
    recordBrandFont(set);
    expect(asked).toEqual([]);
    await vi.runAllTimersAsync();
    expect(asked).toHaveLength(1);
    expect(asked[0]![0]).toContain('Nunito');
    expect(asked[0]![1]).toMatch(/a/);
    expect(asked[0]![1]).toMatch(/[ășț]/);
    expect(localStorage.getItem(FONT_KEY)).toBe('1');
  });

  it('records nothing when the font does not load (offline) or matches no face', async () => {
    recordBrandFont(fontSet(() => Promise.reject(new Error('offline'))).set);
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(FONT_KEY)).toBeNull();
    recordBrandFont(fontSet(() => Promise.resolve([])).set);
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(FONT_KEY)).toBeNull();
  });
});
