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
