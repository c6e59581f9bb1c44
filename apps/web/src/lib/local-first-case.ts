/**
 * What the table-driven tests of every game (games/registry.test.ts) need from a game: each
 * game gives its case in games/<game>/local-first.case.ts. Test support only: no page
 * imports it.
 */
import type { z } from '@slove/core/zod';
import { ProgressSync, type ProgressPlan } from './progress-sync';

export interface LocalFirstCase {
  /** A little play as a guest, through the game's own local functions. */
  guest: { play(): void; /** The merge schema of the game's guest data (@slove/core). */ schema: z.ZodType };
  progress: ProgressCase;
}

export interface ProgressCase {
  /** The game's progress plan for a guest or a signed-in player. */
  sync(signedIn: boolean): {
    sync: ProgressSync<unknown, unknown>;
    /** One change by the player. */
    play(): void;
    /** The account's copy (it has something this device lacks). */
    accountCopy: unknown;
    /** What the progress shows, as words. */
    shows(): string[];
  };
  /** What this device keeps, as words (null: the game keeps none for this player). */
  local(signedIn: boolean): string[] | null;
  /** The word the change adds, and the one only the account had. */
  played: string;
  fromAccount: string | null;
  /** The save's path and the server's answer to it. */
  path: string;
  answer: unknown;
}

/** A case of a game whose progress value is T (the table below erases T). */
export function progressCase<T, R>(c: {
  plan(signedIn: boolean): ProgressPlan<T, R>;
  play(value: T): T;
  accountCopy: T;
  shows(value: T): string[];
  local(signedIn: boolean): string[] | null;
  played: string;
  fromAccount: string | null;
  path: string;
  answer: R;
}): ProgressCase {
  return {
    sync(signedIn) {
      const plan = c.plan(signedIn);
      const sync = new ProgressSync<T, R>(plan.id, plan.start(), plan);
      sync.start();
      return {
        sync: sync as unknown as ProgressSync<unknown, unknown>,
        play: () => sync.update(c.play),
        accountCopy: c.accountCopy,
        shows: () => c.shows(sync.get()),
      };
    },
    local: c.local,
    played: c.played,
    fromAccount: c.fromAccount,
    path: c.path,
    answer: c.answer,
  };
}
