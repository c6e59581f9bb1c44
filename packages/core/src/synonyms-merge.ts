/**
 * The advanced synonym game's progress of one set, as this device and the account keep it.
 * Two copies merge into the union of their found synonyms (canonical: words of the set
 * only, in their display form) and a hint used in either.
 */
import { unionFound, type SynonymWord } from './synonyms.ts';

export interface SynonymPlay {
  found: string[];
  hintUsed: boolean;
}

export function mergeSynonymPlay(
  a: SynonymPlay,
  b: SynonymPlay,
  synonyms: readonly SynonymWord[],
): SynonymPlay {
  return { found: unionFound(a.found, b.found, synonyms), hintUsed: a.hintUsed || b.hintUsed };
}
