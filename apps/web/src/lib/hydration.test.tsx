// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPageSettles', () => {
  it("runs its work once the page has hydrated, then at the main thread's first idle moment", async () => {
    // fresh module: its page-hydrated signal is given once per page
    vi.resetModules();
    const { afterPageSettles, PageHydrated } = await import('./hydration');
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
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
    // hydrated: the work waits for the idle moment
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs it all the same when the page never signals its hydration (an error page), after 5 s', async () => {
    vi.resetModules();
    const { afterPageSettles } = await import('./hydration');
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    afterPageSettles(work);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(work).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(work).toHaveBeenCalledOnce();
  });
});
