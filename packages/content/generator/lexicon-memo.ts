/**
 * Memoised lexicon look-ups shared by the synonym, crossword and suitability code (the
 * generators ask for the same words many times). Kept apart from ./synonyms.ts so that
 * the modules that need them import no generator.
 */
import { matchKey } from '@slove/core/text';
import type { Lexicon } from './words.ts';

const lemmaCache = new WeakMap<Lexicon, Map<string, readonly string[]>>();

/** lex.lemmasOf, memoised. */
export function lemmasOf(lex: Lexicon, word: string): readonly string[] {
  let cache = lemmaCache.get(lex);
  if (!cache) lemmaCache.set(lex, (cache = new Map()));
  let lemmas = cache.get(word);
  if (!lemmas) cache.set(word, (lemmas = lex.lemmasOf(word)));
  return lemmas;
}

const keyCache = new Map<string, string>();

/** matchKey (core/text), memoised: the locale-aware lower-casing is slow in bulk. */
export function foldKey(word: string): string {
  let k = keyCache.get(word);
  if (k === undefined) keyCache.set(word, (k = matchKey(word)));
  return k;
}

/** True when a and b are the same word or share a dictionary entry (inflections). */
export function sameLexeme(lex: Lexicon, a: string, b: string): boolean {
  if (a === b || foldKey(a) === foldKey(b)) return true;
  const la = lemmasOf(lex, a);
  if (la.includes(b)) return true;
  const lb = lemmasOf(lex, b);
  return lb.includes(a) || la.some((l) => lb.includes(l));
}

/**
 * Ranking of a word by frequency: the best of the form's own rank and its entries' ranks
 * (an entry's rank is that of its most frequent listed form: "absență" takes the rank of
 * "absența"), else UNRANKED.
 */
export function frequencyRank(lex: Lexicon, word: string): number {
  let best = lex.rank(word) ?? Infinity;
  for (const l of lemmasOf(lex, word)) best = Math.min(best, lex.lemmaRank(l) ?? Infinity);
  return best === Infinity ? UNRANKED : best;
}

/** The rank frequencyRank gives a word that no frequency list holds. */
export const UNRANKED = 100_000;
