/**
 * Which forms count as answers of the classic game (issue 15): words a ten-year-old knows,
 * never artefacts or marginal inflections.
 *
 * A form is an answer when it passes the gate (not vulgar, not unfit), is not rejected by
 * the reviewers (lists/pangrams-rejected.tsv: obscure, not a standalone form, name, unfit,
 * vulgar) and
 *   - it is on the reviewed list of everyday words (lists/everyday.txt), or
 *   - it is common as a FORM (in the 50,000-form frequency list) and as a LEMMA (one of its
 *     entries ranks at most ANSWER_RULE.lemmaRank and is the form itself or has another
 *     form in the list), and it is not a marginal inflection:
 *     a vocative ("fato", "domnule"), a 1st or 2nd person of the simple perfect ("găsii",
 *     "zisei", "găsiși", "găsirăm"), a feminine genitive-dative of a masculine entry
 *     ("multei", "plinei"), unless the form itself ranks at most ANSWER_RULE.trulyCommon;
 *     vocatives and colloquial forms in -u ("locu") never.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listItems, LISTS_DIR } from './gate.ts';
import type { Lexicon } from './words.ts';

export const ANSWER_RULE = {
  /** An answer's best entry has a frequency rank at most this (of 50,000). */
  lemmaRank: 30000,
  /** A marginal inflection is an answer only when the form itself ranks this well. */
  trulyCommon: 1500,
} as const;

/** Marginal kinds that are never answers, however frequent (FATO, DOMNULE, LOCU). */
const NEVER = new Set(['vocative', 'colloquial form in -u']);

export const EVERYDAY_LIST_PATH = join(LISTS_DIR, 'everyday.txt');
export const REJECTED_LIST_PATH = join(LISTS_DIR, 'pangrams-rejected.tsv');

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Words of lists/everyday.txt (one per line, '#' comments). */
export function everydayWords(): string[] {
  return listItems(readText(EVERYDAY_LIST_PATH));
}

/** Words rejected by the reviewers (lists/pangrams-rejected.tsv: word, tab, verdict). */
export function rejectedWords(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of listItems(readText(REJECTED_LIST_PATH))) {
    const [word, verdict] = line.split('\t');
    if (word) out.set(word.trim(), (verdict ?? '').trim());
  }
  return out;
}

/** The marginal inflection a form is (for every entry it belongs to), or null. */
export function marginalKind(lex: Lexicon, form: string): string | null {
  const lemmas = lex.lemmasOf(form);
  // A vocative the dictionary also lists as an entry ("fato" beside "fată").
  const stem = form.slice(0, -1);
  // A thesaurus headword in -o is a word of its own (RADIO, MARO, ADIO), not a vocative.
  if (
    form.endsWith('o') &&
    !lex.isHeadword(form) &&
    [`${stem}ă`, `${stem}e`].some((w) => lex.isValid(w) && !lex.lemmasOf(w).includes(form))
  )
    return 'vocative';
  if (!lemmas.length || lemmas.includes(form)) return null;
  const same = (w: string, l: string) => lex.lemmasOf(w).includes(l);
  const kinds = lemmas.map((l) => {
    if (lex.isVerbLemma(l)) {
      // găsi-răm, făcu-răm; not the present of a verb in -r (asigur-ăm, lucr-ăm)
      const perfectStem = form.replace(/(răm|răți)$/, '');
      if (perfectStem !== form && same(perfectStem, l)) return 'simple perfect plural';
      if (form.endsWith('și') && /[aeiîâu]$/.test(form.slice(0, -2)) && same(form.slice(0, -2), l))
        return 'simple perfect 2nd person';
      if (form.endsWith('i') && !lex.isHeadword(form) && same(`${form.slice(0, -1)}și`, l))
        return 'simple perfect 1st person';
      return null;
    }
    if (form.endsWith('o') && !l.endsWith('o')) return 'vocative';
    if (form.endsWith('u') && !lex.isHeadword(form) && same(`${form}l`, l)) return 'colloquial form in -u';
    if (form.endsWith('ule') && same(`${form.slice(0, -3)}ul`, l)) return 'vocative';
    if (form.endsWith('ei') && !/[ăea]$/.test(l) && !/[ăea]$/.test(form.slice(0, -2)))
      return 'feminine genitive of a masculine entry';
    return null;
  });
  return kinds.every((k) => k !== null) ? kinds[0]! : null;
}

export interface AnswerRule {
  isAnswer(form: string): boolean;
  /** Why a form is not an answer (for the report), or null when it is one. */
  reason(form: string): string | null;
  /** The same without lists/everyday.txt: what the frequency rule alone decides. */
  ruleReason(form: string): string | null;
}

export function classicAnswerRule(lex: Lexicon): AnswerRule {
  const everyday = new Set(everydayWords());
  const rejected = rejectedWords();
  const inf = Number.POSITIVE_INFINITY;
  const reasonBy = (form: string, useEveryday: boolean): string | null => {
    if (!lex.isAllowed(form)) return 'vulgar or not in the dictionary';
    if (lex.gate.isUnfit(form)) return 'unfit';
    const r = rejected.get(form);
    if (r !== undefined) return `rejected by the reviewers (${r || 'no verdict'})`;
    if (useEveryday && everyday.has(form)) return null;
    const rank = lex.rank(form);
    if (rank === undefined) return 'form not in the frequency list';
    // The entry must be common on its own evidence: it is the form itself, or another of its
    // forms is listed too (a name in the subtitles, "mimi", ranks no entry "mim").
    const entryCommon = lex
      .lemmasOf(form)
      .some(
        (l) =>
          (lex.lemmaRank(l) ?? inf) <= ANSWER_RULE.lemmaRank &&
          (l === form || lex.formsOf(l).some((g) => g !== form && lex.rank(g) !== undefined)),
      );
    if (!entryCommon) return 'entry not common on its own (no other form in the frequency list)';
    const marginal = marginalKind(lex, form);
    if (marginal && (NEVER.has(marginal) || rank > ANSWER_RULE.trulyCommon)) return marginal;
    return null;
  };
  const reason = (f: string) => reasonBy(f, true);
  return { isAnswer: (f) => reason(f) === null, reason, ruleReason: (f) => reasonBy(f, false) };
}
