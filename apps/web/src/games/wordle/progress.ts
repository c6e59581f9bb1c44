/**
 * How a Wordle day's game is kept and synced (lib/progress-sync.ts): on this device at once,
 * and in the account when the number of attempts changes (after every valid guess). The
 * account's game is shown when it is further along or different; this device's is sent when
 * it is further along. Colours are never trusted from storage: they are recomputed.
 */
import { scoreAttempts, type Attempt } from '@slove/core/wordle';
import { mergeWordleGame, sameGuesses } from '@slove/core/wordle-merge';
import type { WordleDay, WordleProgress, WordleSaveResponse } from '@slove/core/wordle-api';
import { ApiError } from '@/lib/api';
import type { ProgressPlan } from '@/lib/progress-sync';
import { toast } from 'sonner';
import { saveRequest } from './api';
import { localGame, saveLocalGame } from './local';

/** A day's game, as this device and the account keep it. */
export interface GameCopy {
  attempts: Attempt[];
  completedAt: string | null;
}

export const NO_GAME: GameCopy = { attempts: [], completedAt: null };

/** Rescore stored words against the day's word (the colours are never trusted from storage). */
export function rescored(words: readonly { word: string }[], answer: string): Attempt[] {
  return scoreAttempts(
    words.map((a) => a.word),
    answer,
  );
}

/** The account's game of the day in the shape this device keeps (none yet: an empty game). */
export function fromAccount(progress: WordleProgress | null, answer: string): GameCopy {
  return progress
    ? { attempts: rescored(progress.attempts, answer), completedAt: progress.completedAt }
    : NO_GAME;
}

export function wordleProgress(
  day: Pick<WordleDay, 'day' | 'word'> | undefined,
  signedIn: boolean,
  onSaved: (res: WordleSaveResponse) => void,
): ProgressPlan<GameCopy, WordleSaveResponse> {
  return {
    id: day?.day ?? '',
    start: () => {
      const local = day ? localGame(day.day) : null;
      return local && day
        ? { attempts: rescored(local.attempts, day.word), completedAt: local.completedAt ?? null }
        : NO_GAME;
    },
    keep: day ? (g) => saveLocalGame(day.day, g) : null,
    account:
      signedIn && day
        ? {
            request: (g) => saveRequest(day.day, g.attempts),
            answer: (res) => {
              if (res) onSaved(res);
              return null;
            },
          }
        : null,
    merge: mergeWordleGame,
    same: (a, b) => sameGuesses(a.attempts, b.attempts),
    saveDelayMs: 0,
    sendsAt: (before, after) => after.attempts.length !== before.attempts.length,
    onSaveError: (error) =>
      toast.error(error instanceof ApiError ? error.message : 'Progresul nu a putut fi salvat.'),
  };
}
