/**
 * The Wordle word lists of the shipped content: the allowed guesses (a set, for re-checking
 * attempts) and the daily schedule length. Immutable per content version, so they are read
 * once per process and per content folder.
 */
import { contentDataDir, loadManifest, loadWordle } from '@slove/content/load';
import { isRefused } from '@slove/content/refused';

export interface WordleLists {
  version: string;
  answers: string[];
  allowed: ReadonlySet<string>;
  /** The allowed words joined by single spaces (the compact list sent to the browser). */
  allowedText: string;
  allowedCount: number;
}

const cache = new Map<string, WordleLists>();

export function wordleLists(dir: string | undefined): WordleLists {
  const key = dir ?? contentDataDir();
  let lists = cache.get(key);
  if (!lists) {
    const content = loadWordle(key);
    // A refused form (content/src/refused.ts) is never a guess, whatever the file holds.
    const allowedList = [...new Set([...content.allowed, ...content.answers])]
      .filter((w) => !isRefused(w, key))
      .sort();
    lists = {
      version: loadManifest(key).version,
      answers: content.answers,
      allowed: new Set(allowedList),
      allowedText: allowedList.join(' '),
      allowedCount: allowedList.length,
    };
    cache.set(key, lists);
  }
  return lists;
}
