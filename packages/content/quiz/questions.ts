/**
 * The simple synonym quiz ("sinonime simple"), written by hand and read question by question:
 * `questions.tsv` holds the questions (sets of 7, easy to harder), `definitions.tsv` one
 * short, child-friendly definition per word (the sense the quiz uses). Both are reviewed
 * lists: the generator (../generator/quiz.ts) only checks them and shapes data/quiz.json.
 *
 * questions.tsv, one question a line, tab-separated:
 *   set · difficulty (1–3) · target · synonym (the right choice) · three distractors
 *   (comma-separated) · the target's antonym (never a choice) · the field the four choices share
 * The distractors are adjectives of the same field as the answer ("gustos" → sărat, dulce,
 * acru: tastes), never its antonym, a synonym, or a word from another field, so that the
 * answer is found by knowing the word, not by elimination. Lines starting with # are comments.
 *
 * definitions.tsv: word · definition (a sentence). Words are lower case with comma-below ș ț.
 */
import { readFileSync } from 'node:fs';

export interface QuizSourceQuestion {
  target: string;
  /** The correct choice: a thesaurus synonym of the target. */
  synonym: string;
  /** Real adjectives of the same field that are neither synonyms nor antonyms of the target. */
  distractors: readonly [string, string, string];
  /** The field the four choices share, in Romanian ("gusturi", "sentimente"). */
  field: string;
  /** The target's antonym: never a choice, nor any synonym of it (a giveaway by elimination). */
  antonym: string;
  difficulty: 1 | 2 | 3;
}

export const QUIZ_SET_DESCRIPTION = 'Învață 7 cuvinte noi';

/** The lines of a TSV list that are not blank and not comments. */
function rows(text: string): string[][] {
  return text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'));
}

/** questions.tsv → the sets, in the order of their set numbers (a malformed line throws). */
export function parseQuestions(text: string): QuizSourceQuestion[][] {
  const sets: QuizSourceQuestion[][] = [];
  for (const r of rows(text)) {
    const [set, difficulty, target, synonym, distractors, antonym, field] = r;
    const ds = (distractors ?? '').split(',').map((d) => d.trim());
    const level = Number(difficulty);
    if (r.length !== 7 || ds.length !== 3 || ![1, 2, 3].includes(level) || !(Number(set) >= 1))
      throw new Error(`quiz/questions.tsv: malformed line "${r.join('\\t')}"`);
    const i = Number(set) - 1;
    (sets[i] ??= []).push({
      target: target!,
      synonym: synonym!,
      distractors: [ds[0]!, ds[1]!, ds[2]!],
      field: field!,
      antonym: antonym!,
      difficulty: level as 1 | 2 | 3,
    });
  }
  return Array.from(sets, (s) => s ?? []);
}

/** definitions.tsv → word → definition (a repeated word throws). */
export function parseDefinitions(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rows(text)) {
    const [word, definition] = r;
    if (r.length !== 2 || !word || !definition || word in out)
      throw new Error(`quiz/definitions.tsv: malformed or repeated line "${r.join('\\t')}"`);
    out[word] = definition;
  }
  return out;
}

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

export const QUIZ_SOURCE: readonly (readonly QuizSourceQuestion[])[] = parseQuestions(read('questions.tsv'));
export const QUIZ_DEFINITIONS: Readonly<Record<string, string>> = parseDefinitions(read('definitions.tsv'));
