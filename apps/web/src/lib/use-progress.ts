/**
 * The one progress hook of the games (decision record 0007): a ProgressSync per thing being
 * played (`id`), started from `start()` (this device's copy, or the account's for a player
 * who keeps none), with the page's events wired to it: the account's copy is merged when it
 * arrives, what is pending is sent when the page is hidden, at `saveEveryMs` while set, and
 * when the player leaves (unmount, or another id).
 */
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ProgressSync, type ProgressPlan } from './progress-sync';

export interface UseProgressOptions<T, R = unknown> extends ProgressPlan<T, R> {
  /** The account's copy (signed in): undefined until it has loaded, or when it cannot be read. */
  accountCopy?: T;
  /**
   * A change this view need not render (`shown` is the value it last rendered): the view keeps
   * that value, and the part that changed is shown by a component of its own, subscribed with
   * `subscribe` (the crossword's clock: its tick would render the whole grid every second).
   */
  quiet?: (shown: T, next: T) => boolean;
}

export interface Progress<T> {
  value: T;
  /** The latest value, with the changes not rendered yet (for callbacks that run later). */
  get(): T;
  /** A change by the player: kept on this device at once, sent to the account after the delay. */
  update(next: T | ((current: T) => T)): void;
  /** Sends what is pending now. */
  flush(): Promise<void>;
  /** Starts over at a value; the account's copy read before is not merged again. */
  reset(value: T): void;
  /** No more writes or saves from this view. */
  stop(): void;
  /** Called on every change, the quiet ones too (read the value with `get`). */
  subscribe(listener: () => void): () => void;
}

export function useProgress<T, R = unknown>(options: UseProgressOptions<T, R>): Progress<T> {
  const { id, start, saveEveryMs, accountCopy, quiet, ...config } = options;
  const [sync, setSync] = useState(() => new ProgressSync<T, R>(id, start(), config, accountCopy));
  let current = sync;
  if (sync.id !== id) {
    // another thing is played: its own copies (state adjusted while rendering)
    current = new ProgressSync<T, R>(id, start(), config, accountCopy);
    setSync(current);
  }

  // the latest closures (the player, caches) for the saves to come
  useLayoutEffect(() => {
    current.config = config;
  });
  // leaving this id (or the page): what is pending goes now
  useLayoutEffect(() => {
    current.start();
    return () => void current.flush();
  }, [current]);
  const data = config.account ? accountCopy : undefined;
  useLayoutEffect(() => {
    if (data !== undefined) current.mergeAccount(data);
  }, [current, data]);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void current.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [current]);
  useEffect(() => {
    if (!saveEveryMs) return;
    const timer = setInterval(() => void current.flush(), saveEveryMs);
    return () => clearInterval(timer);
  }, [current, saveEveryMs]);

  // the value to render: the latest, unless what changed since the one rendered is quiet
  const shown = useMemo(() => {
    let last: T | undefined;
    return () => {
      const next = current.get();
      if (last === undefined || (next !== last && !quiet?.(last, next))) last = next;
      return last;
    };
  }, [current]); // eslint-disable-line react-hooks/exhaustive-deps -- quiet: a fixed rule
  const value = useSyncExternalStore(current.subscribe, shown, shown);
  return useMemo(
    () => ({
      value,
      subscribe: current.subscribe,
      get: current.get,
      update: current.update,
      flush: current.flush,
      reset: current.reset,
      stop: current.stop,
    }),
    [value, current],
  );
}
