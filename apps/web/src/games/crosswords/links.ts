/** The picker's links to a puzzle: real addresses, opened in place by the app once it runs. */
import type { MouseEvent } from 'react';

/** A puzzle's address: ?id=N, and the day of "Integrama zilei" (&zi=yyyy-mm-dd). */
export const puzzleHref = (id: number, day?: string): string =>
  `/integrame?id=${id}${day ? `&zi=${day}` : ''}`;

/**
 * A link's click handled in place by the app (`open`), unless the player asked the browser for
 * a new tab or window (a modifier key, a button other than the main one).
 */
export const inPlace =
  (open: () => void) =>
  (e: MouseEvent<HTMLAnchorElement>): void => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    open();
  };
