import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler whose identity never changes and that runs the latest render's `fn`: a memoised
 * child (the crossword's grid, its clue list) then renders only when its data changes, not
 * each time its parent does. For events only: not to be called while rendering.
 */
export function useEvent<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
