/**
 * Work a page does not need for its first paint or first input (a word list to download and
 * index, …) waits for the browser's first idle moment, so that it does not make the start's
 * long tasks on a slow phone.
 */
import { startTransition, useEffect, useState } from 'react';

/** Runs fn when the main thread is first idle (at the latest after timeoutMs); returns a cancel. */
export function whenIdle(fn: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}

/** An idle period of this length or more is a whole one (the browser grants 50 ms at most). */
const QUIET_PERIOD_MS = 40;
/** Idle periods further apart than this had other work between them. */
const QUIET_GAP_MS = 100;

/**
 * Runs fn once the main thread has been quiet for `quietMs` on end (at the latest after
 * `maxMs`); returns a cancel. Quiet: the browser's idle periods follow one another, each a
 * whole one (it had nothing else to run: no task, no frame). A page's start has many idle
 * moments (while its code arrives); this waits until its start is over. For background work
 * that takes a core (the service worker's install: downloads and stores every page's code)
 * and must not slow the page's own start on a phone with few cores.
 */
export function whenQuiet(fn: () => void, { quietMs = 1000, maxMs = 10_000 } = {}): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(fn, quietMs);
    return () => clearTimeout(id);
  }
  const start = performance.now();
  let since: number | null = null; // the quiet stretch began (at a whole idle period)
  let last = start; // the previous idle period
  let id = 0;
  const step = (deadline: IdleDeadline) => {
    const now = performance.now();
    // a partial period (a frame or a task is due) ends the stretch; after a gap between two
    // (something ran), a whole one begins a new one
    if (deadline.didTimeout || deadline.timeRemaining() < QUIET_PERIOD_MS) since = null;
    else if (now - last > QUIET_GAP_MS) since = now;
    else since ??= now;
    last = now;
    if ((since !== null && now - since >= quietMs) || now - start >= maxMs) fn();
    else id = requestIdleCallback(step, { timeout: Math.max(1, maxMs - (now - start)) });
  };
  id = requestIdleCallback(step, { timeout: maxMs });
  return () => cancelIdleCallback(id);
}

/** False until the main thread has been idle once after mount (at the latest timeoutMs). */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}

/**
 * How many of a long list's items to render: `first` at once, then `step` more at each idle
 * moment (as a transition) until all `total` are. On a slow phone the commit of a whole list
 * (the crossword picker's 90 cards) was one long task, which React cannot cut; a few cards per
 * commit are short ones, and the first screen comes at once.
 */
export function useRevealed(total: number, { first = 12, step = 12 } = {}): number {
  const [count, setCount] = useState(first);
  const done = count >= total;
  useEffect(() => {
    if (done) return;
    return whenIdle(() => startTransition(() => setCount((c) => c + step)), 500);
  }, [count, done, step]);
  return Math.min(count, total);
}
