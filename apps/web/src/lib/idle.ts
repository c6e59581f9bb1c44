/**
 * Work a page does not need for its first paint or first input (a word list to download and
 * index, …) waits for the browser's first idle moment, so that it does not make the start's
 * long tasks on a slow phone.
 */
import { useEffect, useState } from 'react';

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
