// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPageSettles', () => {
  it('runs its work once the page has hydrated, then once the main thread has been quiet for a second', async () => {
    // fresh module: its page-hydrated signal is given once per page
    vi.resetModules();
    const { afterPageSettles, PageHydrated } = await import('./hydration');
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: (d: IdleDeadline) => void) =>
      idle.push(() => fn({ didTimeout: false, timeRemaining: () => 50 })),
    );
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const work = vi.fn();
    afterPageSettles(work);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // the page has not hydrated: nothing asked for yet
    expect(idle).toHaveLength(0);
    render(<PageHydrated />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    // hydrated: the work waits for a second of quiet (whenQuiet, idle.test.ts)
    expect(idle).toHaveLength(1);
    for (let i = 0; i < 20; i++) {
      now += 50;
      idle.shift()!();
    }
    expect(work).not.toHaveBeenCalled();
    now += 50;
    idle.shift()!();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs it all the same when the page never signals its hydration (an error page), 5 s later and a quiet second', async () => {
    vi.resetModules();
    const { afterPageSettles } = await import('./hydration');
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    afterPageSettles(work);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5900);
    });
    expect(work).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(work).toHaveBeenCalledOnce();
  });
});
