/**
 * The reviewed lists of packages/content/lists/: decisions a Romanian reader made by
 * reading the generated sets and clues, applied by the generators where the sources
 * cannot decide (README, "Reviewed lists").
 *
 *   synonyms-rejected.tsv  base<TAB>synonym<TAB>reason   a synonym that is wrong or obscure
 *                          base<TAB>*<TAB>reason         the whole set is dropped
 *   synonyms-added.tsv     base<TAB>synonym              an obvious synonym the thesaurus lacks
 *   clues.tsv              ANSWER<TAB>clue               a reviewed crossword clue (first choice)
 *   crossword-rejected.txt answer                        a crossword answer a casual solver does not know
 *
 * UTF-8, no header; blank lines and lines starting with # are ignored. Words are compared
 * in lower case with comma-below ș ț.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toCommaBelow } from '@slove/core/text';
import { CONTENT_ROOT } from './sources.ts';

export const LISTS_DIR = join(CONTENT_ROOT, 'lists');

/** Lower case, comma-below, single spaces. */
export function normaliseWord(s: string): string {
  return toCommaBelow(s).trim().replace(/\s+/g, ' ').toLocaleLowerCase('ro-RO');
}

/** The tab-separated rows of a list (an absent file has none). */
export function readRows(path: string): string[][] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t').map((f) => f.trim()));
}

export interface SynonymOverlay {
  /** base → rejected synonyms; '*' rejects the whole set. */
  rejected: ReadonlyMap<string, ReadonlySet<string>>;
  /** base → added synonyms, in file order. */
  added: ReadonlyMap<string, readonly string[]>;
  /** base → the set the reviewers read: its category and synonyms (synonyms-read.tsv). */
  read?: ReadonlyMap<string, { category: string; words: readonly string[] }>;
}

function addTo<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

/** Parses the two synonym lists (rows with fewer than two fields are ignored). */
export function parseSynonymOverlay(rejectedRows: string[][], addedRows: string[][]): SynonymOverlay {
  const rejected = new Map<string, string[]>();
  for (const [base, word] of rejectedRows)
    if (base && word) addTo(rejected, normaliseWord(base), word === '*' ? '*' : normaliseWord(word));
  const added = new Map<string, string[]>();
  for (const [base, word] of addedRows)
    if (base && word) addTo(added, normaliseWord(base), normaliseWord(word));
  return {
    rejected: new Map([...rejected].map(([k, v]) => [k, new Set(v)])),
    added,
  };
}

/** synonyms-read.tsv: base<TAB>category<TAB>synonym rows → base → { category, words }. */
export function parseSynonymsRead(rows: string[][]): Map<string, { category: string; words: string[] }> {
  const out = new Map<string, { category: string; words: string[] }>();
  for (const [base, category, word] of rows) {
    if (!base || !category || !word) continue;
    const key = normaliseWord(base);
    const cur = out.get(key) ?? { category, words: [] };
    out.set(key, cur);
    const w = normaliseWord(word);
    if (!cur.words.includes(w)) cur.words.push(w);
  }
  return out;
}

export function loadSynonymOverlay(dir: string = LISTS_DIR): SynonymOverlay {
  return {
    ...parseSynonymOverlay(
      readRows(join(dir, 'synonyms-rejected.tsv')),
      readRows(join(dir, 'synonyms-added.tsv')),
    ),
    read: parseSynonymsRead(readRows(join(dir, 'synonyms-read.tsv'))),
  };
}

export interface CrosswordReview {
  /** ANSWER (upper case, diacritics) → reviewed clues, in file order. */
  clues: ReadonlyMap<string, readonly string[]>;
  /** Rejected answers, upper case. */
  rejected: ReadonlySet<string>;
}

export function parseCrosswordReview(clueRows: string[][], rejectedRows: string[][]): CrosswordReview {
  const clues = new Map<string, string[]>();
  for (const [answer, clue] of clueRows) {
    if (!answer || !clue) continue;
    const text = toCommaBelow(clue).trim().replace(/\s+/g, ' ');
    addTo(clues, normaliseWord(answer).toLocaleUpperCase('ro-RO'), text);
  }
  const rejected = new Set(
    rejectedRows.filter((r) => r[0]).map((r) => normaliseWord(r[0]!).toLocaleUpperCase('ro-RO')),
  );
  return { clues, rejected };
}

export function loadCrosswordReview(dir: string = LISTS_DIR): CrosswordReview {
  return parseCrosswordReview(
    readRows(join(dir, 'clues.tsv')),
    readRows(join(dir, 'crossword-rejected.txt')),
  );
}
