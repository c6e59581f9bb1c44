// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayKey } from '@slove/core/day';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  document.body.innerHTML = '';
});

/** A page that came with the day's puzzle (the server's JSON script). */
function pageWith(data: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'slove-data';
  script.textContent = JSON.stringify({ at: Date.now(), data });
  document.body.append(script);
}

describe('embeddedToday', () => {
  it("gives today's puzzle at once, and keeps it on the device once the main thread is idle (not while the game renders)", async () => {
    vi.useFakeTimers();
    const puzzle = { today: dayKey(), word: 'carte' };
    pageWith({ '/api/wordle/today': puzzle });
    const { embeddedToday } = await import('./embedded');
    const keep = vi.fn();
    expect(embeddedToday('/api/wordle/today', (p: typeof puzzle) => p.today, keep)).toEqual(puzzle);
    expect(keep).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(keep).toHaveBeenCalledExactlyOnceWith(puzzle);
  });

  it("gives nothing, and keeps nothing, for another day's puzzle", async () => {
    vi.useFakeTimers();
    pageWith({ '/api/wordle/today': { today: '2000-01-01' } });
    const { embeddedToday } = await import('./embedded');
    const keep = vi.fn();
    expect(embeddedToday('/api/wordle/today', (p: { today: string }) => p.today, keep)).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(keep).not.toHaveBeenCalled();
  });
});
