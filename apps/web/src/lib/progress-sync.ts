/**
 * Local-first progress of one thing being played (a set, a day, a puzzle), the same way in
 * every game (decision record 0007). The value lives here; every change is kept on this
 * device at once and, for a signed-in player, sent to the account after a delay (at once
 * when the delay is 0), through the offline queue (sent now, or queued and sent when the
 * connection returns). The account's copy, when it arrives, and the server's answer to a
 * save are merged in with the game's merge rule (from @slove/core); the merged value is
 * written back to this device, and sent when the account lacks part of it. Page hide and
 * leaving send what is pending (use-progress.ts wires those to the page).
 */
import { sendOrQueue, type QueuedRequest } from './offline-queue';

export interface AccountSide<T, R = unknown> {
  /** The save of a value: one request to our API, sent at once or queued offline. */
  request(value: T): QueuedRequest;
  /**
   * Reads the server's answer to a save of `sent` (null when the save was queued offline):
   * the account's copy to merge in, or null when there is nothing to merge. It may also
   * update cached queries.
   */
  answer?(response: R | null, sent: T): T | null;
}

export interface ProgressConfig<T, R = unknown> {
  /** Writes this device's copy (null: this player keeps none, e.g. a signed-in crossword player). */
  keep: ((value: T) => void) | null;
  /** The account's side (null for a guest: nothing is sent). */
  account: AccountSide<T, R> | null;
  /** Unites two copies (a rule of @slove/core); merging a copy with itself changes nothing. */
  merge(mine: T, theirs: T): T;
  /** Whether two copies hold the same progress (default: the same data). */
  same?(a: T, b: T): boolean;
  /**
   * Whether the account's copy holds all of `value` (default: the same progress); when it
   * does not, the merged value is sent.
   */
  covers?(account: T, value: T): boolean;
  /** A change is sent after this many milliseconds without another change (0: at once). */
  saveDelayMs: number;
  /** Which changes start the delay (default: every change); the others wait for a flush. */
  sendsAt?(before: T, after: T): boolean;
  /** A save the server refused (by default a warning in the console; local data stays). */
  onSaveError?(error: unknown): void;
}

/**
 * A game's progress rules for one thing played (games/<game>/progress.ts): the sync
 * configuration, what is played, where it starts, and the interval of regular saves. The
 * page adds the account's copy when it has loaded it (use-progress.ts).
 */
export interface ProgressPlan<T, R = unknown> extends ProgressConfig<T, R> {
  /** What is played; another id starts from its own copies (and the last one's pending save is sent). */
  id: string;
  /** The progress to start from (this device's copy, or the account's for a player who keeps none). */
  start(): T;
  /** While set, what is pending is also sent at this interval (e.g. a crossword's time). */
  saveEveryMs?: number;
}

/** Structural equality of JSON-like values. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && sameData(ra[k], rb[k]));
}

/** "The account's answer is not merged": this device's value stays (e.g. a grid being typed). */
export const keepMine = <T>(mine: T): T => mine;

/** Inside oneWrite(): the changes' writes wait for its end. */
let keepingOnce = 0;
const heldWrites = new Set<{ keepNow(): void }>();

/**
 * Runs `changes` with this device's copies written once, at the end, not once per change: a
 * run of keys replayed in one task (lib/early-input.ts) wrote the whole copy for every key
 * (serialised and checked each time), tens of ms on a slow phone. The writes are done before
 * it returns, so nothing reads an older copy after it.
 */
export function oneWrite(changes: () => void): void {
  keepingOnce++;
  try {
    changes();
  } finally {
    if (--keepingOnce === 0) for (const sync of [...heldWrites]) sync.keepNow();
  }
}

export class ProgressSync<T, R = unknown> {
  private value: T;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** A change not sent yet. */
  private dirty = false;
  private stopped = false;
  private started = false;
  /** Bumped by reset(): answers to the saves made before are not merged. */
  private epoch = 0;
  /** The account's copies are merged until the player starts over. */
  private merging = true;
  private seen: T | undefined;
  /** This device's copy at the start, and the account's copy merged into it (start() keeps and sends). */
  private readonly startLocal: T;
  private readonly startAccount: T | undefined;

  /** `data`: the account's copy when it is there from the start. */
  constructor(
    readonly id: string,
    local: T,
    public config: ProgressConfig<T, R>,
    data?: T,
  ) {
    this.startLocal = local;
    this.value = local;
    if (config.account && data !== undefined) {
      // the account's copy is there from the start: the first value shown is the merged one
      this.startAccount = this.seen = data;
      this.value = config.merge(local, data);
    }
  }

  private same(a: T, b: T): boolean {
    return (this.config.same ?? sameData)(a, b);
  }

  private covers(account: T, value: T): boolean {
    return this.config.covers ? this.config.covers(account, value) : this.same(account, value);
  }

  private set(value: T): void {
    this.value = value;
    if (keepingOnce > 0) {
      // in a run of changes (oneWrite): written once, at its end
      this.keepPending = true;
      heldWrites.add(this);
    } else this.config.keep?.(value);
    for (const l of this.listeners) l();
  }

  /** A write of this device's copy is due at the end of a run of changes (oneWrite). */
  private keepPending = false;

  /** Writes this device's copy now if a write is due. */
  keepNow(): void {
    if (!this.keepPending) return;
    this.keepPending = false;
    heldWrites.delete(this);
    this.config.keep?.(this.value);
  }

  get = (): T => this.value;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Once mounted: writes back and sends what merging the account's first copy called for. */
  start = (): void => {
    if (this.started) return;
    this.started = true;
    if (this.startAccount === undefined) return;
    if (!this.same(this.value, this.startLocal)) this.config.keep?.(this.value);
    if (!this.covers(this.startAccount, this.value)) {
      this.dirty = true;
      void this.send();
    }
  };

  /** A change made by the player: kept at once, sent after the delay. */
  update = (next: T | ((current: T) => T)): void => {
    if (this.stopped) return;
    const before = this.value;
    const value = typeof next === 'function' ? (next as (current: T) => T)(before) : next;
    if (value === before) return;
    this.set(value);
    if (!this.config.account) return;
    this.dirty = true;
    if (this.config.sendsAt?.(before, value) ?? true) this.schedule();
  };

  /** The account's copy arrived (or changed): merged in, written back, and sent if it lacks part of it. */
  mergeAccount = (data: T): void => {
    if (this.stopped || !this.merging) return;
    if (this.seen !== undefined && (data === this.seen || sameData(data, this.seen))) return;
    this.seen = data;
    const merged = this.config.merge(this.value, data);
    if (!this.same(merged, this.value)) this.set(merged);
    if (!this.covers(data, merged)) {
      this.dirty = true;
      void this.send();
    }
  };

  /** Sends what is pending now (page hide, leaving, before changing what is played). */
  flush = (): Promise<void> => this.send();

  /** Starts over at `value`: nothing pending, and the account's copies seen so far are not merged again. */
  reset = (value: T): void => {
    // (a change made before is kept as it was; the new start is the caller's to keep)
    this.keepNow();
    clearTimeout(this.timer);
    this.dirty = false;
    this.epoch++;
    this.merging = false;
    this.value = value;
    for (const l of this.listeners) l();
  };

  /** No more writes or saves (the view was discarded, e.g. the puzzle is started over). */
  stop = (): void => {
    // a change made before is still kept
    this.keepNow();
    this.stopped = true;
    clearTimeout(this.timer);
  };

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.config.saveDelayMs <= 0) void this.send();
    else this.timer = setTimeout(() => void this.send(), this.config.saveDelayMs);
  }

  private async send(): Promise<void> {
    clearTimeout(this.timer);
    const { account, onSaveError } = this.config;
    if (!account || !this.dirty || this.stopped) return;
    this.dirty = false;
    const sent = this.value;
    const epoch = this.epoch;
    try {
      const response = await sendOrQueue<R>(account.request(sent));
      const theirs = account.answer?.(response, sent) ?? null;
      if (theirs === null || this.stopped || epoch !== this.epoch) return;
      const merged = this.config.merge(this.value, theirs);
      if (!this.same(merged, this.value)) this.set(merged);
    } catch (error) {
      if (onSaveError) onSaveError(error);
      else console.warn('Slove: progress not saved', error);
    }
  }
}
