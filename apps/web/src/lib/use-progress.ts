/**
 * The one progress hook of the games (decision record 0007): a ProgressSync per thing being
 * played (`id`), started from `start()` (this device's copy, or the account's for a player
 * who keeps none), with the page's events wired to it: the account's copy is merged when it
 * arrives, what is pending is sent when the page is hidden, at `saveEveryMs` while set, and
 * when the player leaves (unmount, or another id).
 */
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ProgressSync, type ProgressConfig } from './progress-sync';

export interface UseProgressOptions<T, R = unknown> extends ProgressConfig<T, R> {
  /** What is played; another id starts from its own copies (and the last one's pending save is sent). */
  id: string;
  /** The progress to start from, read when the id is new. */
  start(): T;
  /** While set, what is pending is also sent at this interval (e.g. a crossword's time). */
  saveEveryMs?: number;
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
}

export function useProgress<T, R = unknown>(options: UseProgressOptions<T, R>): Progress<T> {
  const { id, start, saveEveryMs, ...config } = options;
  const [sync, setSync] = useState(() => new ProgressSync<T, R>(id, start(), config));
  let current = sync;
  if (sync.id !== id) {
    // another thing is played: its own copies (state adjusted while rendering)
    current = new ProgressSync<T, R>(id, start(), config);
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
  const data = config.account?.data;
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

  const value = useSyncExternalStore(current.subscribe, current.get, current.get);
  return useMemo(
    () => ({
      value,
      get: current.get,
      update: current.update,
      flush: current.flush,
      reset: current.reset,
      stop: current.stop,
    }),
    [value, current],
  );
}
