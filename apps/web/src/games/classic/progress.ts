/**
 * How the classic game's progress of a set is kept and synced (lib/progress-sync.ts): the
 * words by the day each was first found; on this device at once, in the account 800 ms after
 * the last word (the server unites and answers with its copy, merged back in).
 */
import type { ClassicProgress } from '@slove/core/classic-api';
import { foundWordsOf, mergeFoundDays, type FoundDays } from '@slove/core/classic-merge';
import type { ProgressPlan } from '@/lib/progress-sync';
import { saveRequest } from './api';
import { keepDays, localDays } from './local';

export const SAVE_DEBOUNCE_MS = 800;

export function classicProgress(
  setId: number | null,
  signedIn: boolean,
): ProgressPlan<FoundDays, ClassicProgress> {
  return {
    id: setId === null ? '' : String(setId),
    start: () => (setId === null ? {} : localDays(setId)),
    keep: setId === null ? null : (days) => keepDays(setId, days),
    account:
      signedIn && setId !== null
        ? {
            request: (days) => saveRequest(setId, foundWordsOf(days)),
            answer: (res) => res?.days ?? null,
          }
        : null,
    merge: mergeFoundDays,
    // the account only learns words (it dates them itself): it lacks nothing when it has every word
    covers: (account, days) => {
      const has = new Set(foundWordsOf(account));
      return foundWordsOf(days).every((w) => has.has(w));
    },
    saveDelayMs: SAVE_DEBOUNCE_MS,
    onSaveError: (error) => console.warn('Slove: classic progress not saved', error),
  };
}
