/**
 * Wordle words (spec part 2, issues 3 and 15). Letters count with diacritics as letters of
 * their own (MASĂ has 4 letters, ȚARĂ is not TARA).
 *
 * - Answers: the reviewed list lists/wordle-answers.txt (common base forms chosen by a
 *   Romanian reader), kept when it is a 5-letter dictionary form that passes the gate (not
 *   vulgar, not unfit) and is not on lists/wordle-rare.txt; never two answers that differ
 *   only by diacritics. Shuffled with a fixed seed: answers[i] is the word of day number i.
 * - Allowed guesses: every allowed (not vulgar) 5-letter form of the dictionary, plus the
 *   reviewed common words Hunspell lacks (lists/wordle-guesses-added.txt).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldDiacritics, upperRo } from '@slove/core/text';
import type { WordleContent } from '../src/types.ts';
import { seededRandom, shuffled } from './random.ts';
import { listItems, LISTS_DIR } from './gate.ts';
import { RARE_LIST_PATH, readWordList, type Lexicon } from './words.ts';

export const WORDLE_RULES = { length: 5, minAnswers: 730, seed: 'slove-wordle-1' } as const;

export const WORDLE_ANSWERS_PATH = join(LISTS_DIR, 'wordle-answers.txt');
export const WORDLE_GUESSES_ADDED_PATH = join(LISTS_DIR, 'wordle-guesses-added.txt');

function readList(path: string): string[] {
  try {
    return listItems(readFileSync(path, 'utf8'));
  } catch {
    return [];
  }
}

/** Why a word of the reviewed answer list is left out (for the report), or null. */
export function wordleAnswerProblem(lex: Lexicon, form: string, rare: ReadonlySet<string>): string | null {
  if ([...form].length !== WORDLE_RULES.length) return 'not 5 letters';
  if (!lex.isValid(form)) return 'not a dictionary form';
  if (lex.gate.isVulgar(form)) return 'vulgar';
  if (lex.gate.isUnfit(form)) return 'unfit';
  if (rare.has(form)) return 'on lists/wordle-rare.txt';
  return null;
}

export interface GeneratedWordle extends WordleContent {
  /** Reviewed answers left out, with the reason (for the report). */
  dropped: [string, string][];
  /** Allowed guesses added from lists/wordle-guesses-added.txt. */
  added: number;
}

export function generateWordle(lex: Lexicon): GeneratedWordle {
  const rare = new Set(readWordList(RARE_LIST_PATH));
  const dropped: [string, string][] = [];
  // Answers: the reviewed list (lists/wordle-answers.txt), in its order (most frequent
  // first), through the dictionary and the gate; of the words that differ only by
  // diacritics, the first is kept.
  const seen = new Set<string>();
  const picked: string[] = [];
  for (const form of readList(WORDLE_ANSWERS_PATH)) {
    const problem = wordleAnswerProblem(lex, form, rare);
    const key = foldDiacritics(form);
    if (problem) dropped.push([form, problem]);
    else if (seen.has(key)) dropped.push([form, 'differs only by diacritics from an earlier answer']);
    else {
      seen.add(key);
      picked.push(upperRo(form));
    }
  }
  if (picked.length < WORDLE_RULES.minAnswers) {
    throw new Error(`wordle: only ${picked.length} answers (lists/wordle-answers.txt)`);
  }
  const answers = shuffled(picked.sort(), seededRandom(WORDLE_RULES.seed));
  // Allowed guesses: every allowed (not vulgar) 5-letter form, and the reviewed common words
  // the dictionary lacks (lists/wordle-guesses-added.txt).
  const allowedSet = new Set(lex.formsOfLength(WORDLE_RULES.length).map(upperRo));
  const before = allowedSet.size;
  for (const w of readList(WORDLE_GUESSES_ADDED_PATH)) {
    if ([...w].length === WORDLE_RULES.length && /^[a-zăâîșț]+$/.test(w) && !lex.gate.isVulgar(w))
      allowedSet.add(upperRo(w));
  }
  const allowed = [...allowedSet].sort();
  return { answers, allowed, dropped, added: allowedSet.size - before };
}

export function serializeWordle(w: WordleContent): string {
  return `{"format":1,\n"answers":${JSON.stringify(w.answers)},\n"allowed":${JSON.stringify(w.allowed)}\n}\n`;
}
