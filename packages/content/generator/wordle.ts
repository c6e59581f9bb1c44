/**
 * Wordle words (spec part 2, issue 3). Letters count with diacritics as letters of their
 * own (MASĂ has 4 letters, ȚARĂ is not TARA).
 *
 * - Allowed guesses: every allowed form (words.ts) of exactly 5 letters, upper case.
 * - Answers: common base forms of 5 letters (isBaseForm: thesaurus headwords, which are
 *   singular nouns, masculine adjectives and infinitives); the thesaurus gives them no register label (înv., reg., pop. …). They are
 *   ranked by frequency (the best of the form's rank and its lemma's rank; unranked ones
 *   after, by thesaurus citations), the WORDLE_RULES.answers best kept, and shuffled with a fixed seed into the schedule:
 *   answers[i] is the word of day number i (2025-01-01 = 0).
 */
import { upperRo } from '@slove/core/text';
import type { WordleContent } from '../src/types.ts';
import { seededRandom, shuffled } from './random.ts';
import type { Lexicon } from './words.ts';

export const WORDLE_RULES = { length: 5, answers: 740, seed: 'slove-wordle-1' } as const;

/** Endings of articulated, oblique and verb forms that the dictionary lists as entries. */
const INFLECTED_ENDING = /(ul|lui|lor|ii|ei|le|ea|am|ai|au|ați|eți|em|im|ăm|ând|ind|si|și)$/;

/**
 * A base form (what a Wordle answer should be):
 * - an infinitive: a thesaurus verb headword that is a form of a verb entry (the dictionary
 *   files verbs under the first person: "vedea" is a form of "văd");
 * - or a noun, adjective, adverb or numeral that is a thesaurus headword or a dictionary
 *   entry of its own (not filed as a verb), and that does not look inflected: no
 *   articulated/oblique/verb ending (-ul, -lui, -ii, -ea …), not the articulated "-a" of an
 *   "-ă"/"-e" word ("limba", "boala"), not a verb form, and not the feminine or an
 *   inflection of a more frequent entry ("clară" of "clar"; but "fată" beats "fat").
 */
export function isBaseForm(lex: Lexicon, form: string): boolean {
  const inf = Number.POSITIVE_INFINITY;
  const lemmas = lex.lemmasOf(form);
  const ofVerb = lemmas.some((l) => lex.isVerbLemma(l));
  if (lex.isHeadword(form) && lex.headwordPos(form).includes('verb') && ofVerb) {
    // Infinitives end in -a, -ea, -e, -i, -î; not a first person ("urăsc"), not a second
    // person made of the entry + i ("scapi"), no other personal ending ("știți").
    if (!/[aeiî]$/.test(form) || lemmas.includes(form)) return false;
    if (lemmas.some((l) => lex.isVerbLemma(l) && form === `${l}i`)) return false;
    return !/(ți|ăm|em|im|am|ai|au)$/.test(form);
  }
  const own = lemmas.includes(form) && !lex.isVerbLemma(form);
  if (!own && (!lex.isHeadword(form) || ofVerb)) return false;
  const nominalHeadword = lex.headwordPos(form).some((p) => p === 'subst' || p === 'adj' || p === 'adv');
  // An entry of its own that is also a verb form ("urăsc", "devin") needs the thesaurus to
  // call it a noun, adjective or adverb; one that is not a headword must not end like a
  // plural ("cărți", "bănci").
  if (own && ofVerb && !nominalHeadword) return false;
  if (own && !lex.isHeadword(form) && /[ie]$/.test(form)) return false;
  if (INFLECTED_ENDING.test(form)) return false;
  if (form.endsWith('a')) {
    const stem = form.slice(0, -1);
    if (lex.isValid(`${stem}ă`) || lex.isValid(`${stem}e`)) return false;
  }
  const ownRank = Math.min(lex.rank(form) ?? inf, own ? (lex.lemmaRank(form) ?? inf) : inf);
  if (form.endsWith('ă')) {
    const masc = form.slice(0, -1);
    if (lex.isCommonLemma(masc) && (lex.lemmaRank(masc) ?? inf) < ownRank) return false;
  }
  return lemmas.every(
    (l) => l === form || lex.isVerbLemma(l) || !lex.isCommonLemma(l) || (lex.lemmaRank(l) ?? inf) > ownRank,
  );
}

export function generateWordle(lex: Lexicon): WordleContent {
  const five = lex.formsOfLength(WORDLE_RULES.length);
  const allowed = five.map(upperRo).sort();
  const inf = Number.POSITIVE_INFINITY;
  const ranked: { form: string; score: number }[] = [];
  const unranked: { form: string; score: number }[] = [];
  for (const form of five) {
    if (!lex.isCommon(form) || !isBaseForm(lex, form)) continue;
    if (lex.registerLabels(form).length) continue;
    const lemmaRank = Math.min(
      inf,
      ...lex
        .lemmasOf(form)
        .filter((l) => lex.isCommonLemma(l))
        .map((l) => lex.lemmaRank(l) ?? inf),
    );
    const score = Math.min(lex.rank(form) ?? inf, lemmaRank);
    if (score === inf) unranked.push({ form, score: -lex.thesaurusCites(form) });
    else ranked.push({ form, score });
  }
  const order = (a: { form: string; score: number }, b: { form: string; score: number }) =>
    a.score - b.score || (a.form < b.form ? -1 : 1);
  // Ranked words first (by frequency), then everyday headwords without a rank (by how
  // often the thesaurus cites them).
  const scored = [...ranked.sort(order), ...unranked.sort(order)];
  if (scored.length < WORDLE_RULES.answers) {
    throw new Error(`wordle: only ${scored.length} candidate answers`);
  }
  if (process.env.CONTENT_DEBUG) {
    console.log(`[content] wordle: ${scored.length} candidate answers`);
  }
  const picked = scored.slice(0, WORDLE_RULES.answers).map((s) => upperRo(s.form));
  const answers = shuffled(picked.sort(), seededRandom(WORDLE_RULES.seed));
  return { answers, allowed };
}

export function serializeWordle(w: WordleContent): string {
  return `{"format":1,\n"answers":${JSON.stringify(w.answers)},\n"allowed":${JSON.stringify(w.allowed)}\n}\n`;
}
