/**
 * Keys pressed before a game was ready are applied, in order, once it is: the page's inline
 * script (EARLY_INPUT_SCRIPT, apps/server/src/lib/web.ts) queues them from the first bytes
 * of the page; the game's page calls useEarlyKeys(ready) after its own key handler is in
 * place, and the queue is replayed as keydown events on the focused element, in order: a run
 * of letters and Backspaces in one task (the games read what they type ahead of their render,
 * so each key sees the state the previous one left), any other key in a task of its own.
 * Leaving the game ends the capture; keys left are replayed only to a game at the address
 * where they were pressed. The inline script also
 * echoes the keys as they are pressed; restoreEarlyEcho() (before hydration) puts the page's
 * elements back as the server sent them, and the echo, now shown outside them, ends once the
 * game has replayed the keys (or the game is left).
 */
import { useEffect, useState } from 'react';
import { useAuth } from './auth';
import { lastUser } from './auth-client';
import { oneWrite } from './progress-sync';

interface EarlyKey {
  key: string;
  code: string;
  shiftKey: boolean;
}

declare global {
  interface Window {
    sloveEarlyInput?: {
      take(): EarlyKey[];
      /** Puts back what the echo changed in the page's elements (before hydration). */
      restore?(): void;
      /** Ends the echo shown outside the page's elements (the game shows the keys itself). */
      done?(): void;
      /** Keeps a key after those kept (false once the capture has ended). */
      key?(key: string): boolean;
    };
  }
}

/** A key that only edits what is typed (a letter, Backspace): replayed in runs (useEarlyKeys). */
const edits = (k: EarlyKey) => k.key === 'Backspace' || /^\p{L}$/u.test(k.key);

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

/**
 * On a device that has seen a player, the kept keys wait until the session is read (it is
 * applied once the page has hydrated, lib/hydration.ts): played before, a guess would go into
 * the guest's game and vanish when the player's shows. A device that has seen no player plays
 * them at once, as a guest (a session found then shows the player's game, as before).
 */
export function useSessionPending(): boolean {
  const { loading } = useAuth();
  const [seenPlayer] = useState(() => lastUser.read() !== null);
  return loading && seenPlayer;
}

export function useEarlyKeys(gameReady: boolean): void {
  const sessionPending = useSessionPending();
  const ready = gameReady && !sessionPending;
  useEffect(() => {
    if (!ready) return;
    collect();
    // keys pressed on another page are not this game's
    if (pendingAt !== here()) pending = [];
    let timer = 0;
    // Keys the player presses while the queue is replayed go after it (never between its keys):
    // real key presses are held here; the replayed ones (not trusted) pass.
    const hold = (e: KeyboardEvent) => {
      if (!e.isTrusted || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      pending.push({ key: e.key, code: e.code, shiftKey: e.shiftKey });
    };
    window.addEventListener('keydown', hold, true);
    const release = () => window.removeEventListener('keydown', hold, true);
    const next = () => {
      // every key is in the game's state (each task's updates are committed before the next)
      if (pending.length === 0) {
        release();
        return window.sloveEarlyInput?.done?.();
      }
      // A run of letters and Backspaces in one task: the games keep what is typed ahead of
      // their render, and React renders the run once (a render per key made each of the first
      // ones a long task on a slow phone). Any other key (Enter) goes alone, in a task of its
      // own, once those before it are rendered: a guess is judged on the game's state.
      // (the game's progress written once for the run, lib/progress-sync.ts)
      oneWrite(() => {
        for (;;) {
          const k = pending.shift()!;
          // where a key pressed now would go (a game may move the focus, e.g. to a grid's cell)
          const target = document.activeElement ?? document.body;
          target.dispatchEvent(new KeyboardEvent('keydown', { ...k, bubbles: true, cancelable: true }));
          if (!edits(k) || pending.length === 0 || !edits(pending[0]!)) break;
        }
      });
      timer = window.setTimeout(next, 0);
    };
    timer = window.setTimeout(next, 0);
    // a game shown again (remounted) goes on with the keys left
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, [ready]);
  // leaving the page (or the game) ends the capture: keys go to whatever is shown next
  useEffect(
    () => () => {
      collect();
      window.sloveEarlyInput?.done?.();
    },
    [],
  );
}

/**
 * A tap on a game's on-screen keyboard (`key`: its data-key, a letter, 'ENTER' or 'BACKSPACE',
 * or a keydown's name) while the page still keeps the keys, i.e. until the game takes them (on
 * a device that has seen a player, until the session is read): kept after them, in order, and
 * echoed; true when kept (the game then gets it with the others), false when the game should
 * apply it now.
 */
export function keepTap(key: string): boolean {
  return window.sloveEarlyInput?.key?.(key) ?? false;
}

/** Before hydration: the page's elements as the server sent them (the echo goes on outside them). */
export function restoreEarlyEcho(): void {
  window.sloveEarlyInput?.restore?.();
}
