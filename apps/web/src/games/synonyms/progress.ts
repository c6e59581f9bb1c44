/**
 * How the advanced synonym game's progress of a set is kept and synced (lib/progress-sync.ts):
 * the found synonyms and the hint; on this device and in the account at every answer (the
 * server re-checks the words and recomputes the score).
 */
import { dayKey } from '@slove/core/day';
import { isComplete, scoreOf, unionFound } from '@slove/core/synonyms';
import { mergeSynonymPlay, type SynonymPlay } from '@slove/core/synonyms-merge';
import type { SynonymProgressDto, SynonymSetDto } from '@slove/core/synonyms-api';
import type { ProgressPlan } from '@/lib/progress-sync';
import { saveRequest } from './api';
import { localSetProgress, saveLocalSetProgress } from './local';

export const fromAccount = (p: SynonymProgressDto): SynonymPlay => ({
  found: p.foundSynonyms,
  hintUsed: p.hintUsed,
});

export const NO_PLAY: SynonymPlay = { found: [], hintUsed: false };

export function synonymsProgress(
  set: SynonymSetDto,
  signedIn: boolean,
): ProgressPlan<SynonymPlay, { progress: SynonymProgressDto }> {
  return {
    id: String(set.id),
    start: () => {
      const local = localSetProgress(set.id);
      return {
        found: unionFound(local?.foundSynonyms ?? [], [], set.synonyms),
        hintUsed: local?.hintUsed ?? false,
      };
    },
    keep: (next) =>
      saveLocalSetProgress(set.id, {
        foundSynonyms: next.found,
        totalScore: scoreOf(next.found, set.synonyms),
        hintUsed: next.hintUsed,
        lastPlayed: dayKey(),
        completedAt: isComplete(next.found.length, set.synonyms.length) ? new Date().toISOString() : null,
      }),
    account: signedIn
      ? {
          request: (play) => saveRequest(set.id, play.found, play.hintUsed),
          answer: (res) => (res ? fromAccount(res.progress) : null),
        }
      : null,
    merge: (a, b) => mergeSynonymPlay(a, b, set.synonyms),
    covers: (account, play) =>
      (account.hintUsed || !play.hintUsed) &&
      unionFound(account.found, play.found, set.synonyms).length ===
        unionFound(account.found, [], set.synonyms).length,
    saveDelayMs: 0,
    onSaveError: (error) => console.error('[synonyms] save failed', error),
  };
}
