import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './idle';

/** The browser's idle callbacks, run by hand: each at a time, with a period of a length. */
function idleCallbacks() {
  let now = 0;
  const pending: ((d: IdleDeadline) => void)[] = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestIdleCallback', (fn: (d: IdleDeadline) => void) => pending.push(fn));
  vi.stubGlobal('cancelIdleCallback', () => pending.splice(0));
  /** The next idle period: `at` ms from the start, `ms` of it granted. */
  const period = (at: number, ms: number, didTimeout = false) => {
    now = at;
    const fn = pending.shift();
    expect(fn, `an idle callback asked for before ${at} ms`).toBeDefined();
    fn!({ didTimeout, timeRemaining: () => ms });
  };
  return { period, pending };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('whenQuiet', () => {
  it('waits for a second of whole idle periods on end: a short period or a gap starts it again', () => {
    const { period, pending } = idleCallbacks();
    const work = vi.fn();
    whenQuiet(work);
    // the page's start: short periods between its tasks and frames
    for (let t = 20; t <= 600; t += 40) period(t, 8);
    // quiet from 650 ms, then a task at 1200 ms (a gap of 150 ms)
    for (let t = 650; t <= 1150; t += 50) period(t, 50);
    period(1300, 50);
    for (let t = 1350; t < 2300; t += 50) period(t, 50);
    expect(work).not.toHaveBeenCalled();
    period(2300, 50);
    expect(work).toHaveBeenCalledOnce();
    expect(pending).toHaveLength(0);
  });

  it('runs the work after 10 s on a page that is never quiet (an animation, a player typing)', () => {
    const { period } = idleCallbacks();
    const work = vi.fn();
    whenQuiet(work);
    for (let t = 16; t < 10_000; t += 16) period(t, 5);
    expect(work).not.toHaveBeenCalled();
    period(10_000, 0, true);
    expect(work).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    const { pending } = idleCallbacks();
    const work = vi.fn();
    const cancel = whenQuiet(work);
    cancel();
    expect(pending).toHaveLength(0);
    expect(work).not.toHaveBeenCalled();
  });
});
