/**
 * Keys pressed before a game was ready are applied, in order, once it is: the page's inline
 * script (EARLY_INPUT_SCRIPT, apps/server/src/lib/web.ts) queues them from the first bytes
 * of the page; the game's page calls useEarlyKeys(ready) after its own key handler is in
 * place, and the queue is replayed as keydown events on the focused element, one per task (each
 * key sees the state the previous one left). Leaving the game ends the capture; keys left
 * are replayed only to a game at the address where they were pressed.
 */
import { useEffect } from 'react';

interface EarlyKey {
  key: string;
  code: string;
  shiftKey: boolean;
}

declare global {
  interface Window {
    sloveEarlyInput?: { take(): EarlyKey[] };
  }
}

/** Keys taken from the page's queue, not yet replayed, and the address they were pressed at. */
let pending: EarlyKey[] = [];
let pendingAt = '';
const here = () => window.location.pathname + window.location.search;

/** Ends the page's capture; its keys join those pending. */
function collect(): void {
  const keys = window.sloveEarlyInput?.take() ?? [];
  if (keys.length === 0) return;
  if (pendingAt !== here()) pending = [];
  pendingAt = here();
  pending.push(...keys);
}

export function useEarlyKeys(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    collect();
    // keys pressed on another page are not this game's
    if (pendingAt !== here()) pending = [];
    let timer = 0;
    const next = () => {
      const k = pending.shift();
      if (!k) return;
      // where a key pressed now would go (a game may move the focus, e.g. to a grid's cell)
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', { ...k, bubbles: true, cancelable: true }));
      timer = window.setTimeout(next, 0);
    };
    timer = window.setTimeout(next, 0);
    // a game shown again (remounted) goes on with the keys left
    return () => window.clearTimeout(timer);
  }, [ready]);
  // leaving the page (or the game) ends the capture: keys go to whatever is shown next
  useEffect(() => collect, []);
}
