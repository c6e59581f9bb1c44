/**
 * data/meanings.json: Slove's own meanings (meanings/*.tsv, src/meanings.ts) for the
 * answers of every game, and for each answer that is an inflected form, the lemma it
 * points to ("MERE — formă a cuvântului *măr*"), found by code through the dictionary.
 *
 * An answer form is matched, in order, to
 *   1. the meaning written for the form itself;
 *   2. the meaning of one of its dictionary entries (lemmasOf), in the lexicon's order;
 *   3. a verb meaning whose infinitive belongs to one of those entries: the dictionary
 *      files verbs under the 1st person ("gust"), meanings under the infinitive ("gusta");
 *   4. the masculine of a feminine adjective entry: the dictionary files "rară" apart
 *      from "rar", meanings are written for the masculine.
 * Only lemmas of a part of speech that inflects (noun, verb, adjective, numeral, pronoun,
 * article) take forms, and only forms that start with the lemma's first letter: the
 * dictionary lists some homographs under unrelated entries ("cele" under "că").
 * The step fails when an entry is malformed or its lemma or its example's marked word is
 * not a dictionary form (a typo would otherwise be shown to players).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldDiacritics, lowerRo } from '@slove/core/text';
import { loadClassic, loadCrosswords, loadSynonymSets, loadWordle } from '../src/load.ts';
import { loadMeaningFiles, meaningsByLemma, type Meaning, type PartOfSpeech } from '../src/meanings.ts';
import type { Lexicon } from './words.ts';

/** Parts of speech whose words have inflected forms. */
const INFLECTING = new Set<PartOfSpeech>(['substantiv', 'verb', 'adjectiv', 'numeral', 'pronume', 'articol']);

/** What resolving needs from the lexicon. */
export interface FormSource {
  lemmasOf(form: string): readonly string[];
  isValid(form: string): boolean;
}

/**
 * For every form (lower case) that has no meaning of its own, the lemma with a meaning it
 * points to. Forms with neither are left out (the coverage figures count them).
 */
export function resolveForms(
  forms: Iterable<string>,
  lex: FormSource,
  byLemma: ReadonlyMap<string, readonly Meaning[]>,
): Map<string, string> {
  // entry (as the dictionary files it) → verb lemma of a meaning (its infinitive)
  const verbOfEntry = new Map<string, string>();
  for (const [lemma, senses] of byLemma) {
    if (!senses.some((m) => m.pos === 'verb')) continue;
    for (const entry of lex.lemmasOf(lemma)) {
      if (entry !== lemma && !verbOfEntry.has(entry)) verbOfEntry.set(entry, lemma);
    }
  }
  const out = new Map<string, string>();
  for (const form of forms) {
    if (byLemma.has(form)) continue;
    const fits = (lemma: string | undefined): lemma is string =>
      lemma !== undefined &&
      foldDiacritics(lemma[0] ?? '') === foldDiacritics(form[0] ?? '') &&
      (byLemma.get(lemma) ?? []).some((m) => INFLECTING.has(m.pos));
    const entries = lex.lemmasOf(form);
    const target =
      entries.find(fits) ??
      entries.map((e) => verbOfEntry.get(e)).find(fits) ??
      entries.map((e) => (e.endsWith('ă') ? e.slice(0, -1) : undefined)).find(fits);
    if (target !== undefined) out.set(form, target);
  }
  return out;
}

/** The note shown for an inflected form. */
export function formNote(lemma: string): string {
  return `formă a cuvântului *${lemma}*`;
}

/** Every answer form of every game, lower case (classic, Wordle, synonyms, crosswords). */
export function answerForms(dataDir: string): Record<string, Set<string>> {
  const lower = (w: string) => lowerRo(w);
  const classic = new Set(loadClassic(dataDir).flatMap((p) => p.answers.map((a) => lower(a.display))));
  const wordle = new Set(loadWordle(dataDir).answers.map(lower));
  const synonyms = new Set(
    loadSynonymSets(dataDir).flatMap((s) => [s.baseWord, ...s.synonyms.map((x) => x.word)].map(lower)),
  );
  const crosswords = new Set(loadCrosswords(dataDir).flatMap((p) => p.clues.map((c) => lower(c.answer))));
  return { classic, wordle, synonyms, crosswords };
}

/**
 * Entries whose lemma or example word is not a dictionary form (a typo). The dictionary
 * files many forms as entries of their own ("veche", "pot"), so a form is not required to
 * belong to its lemma's entry.
 */
export function badExamples(entries: readonly Meaning[], lex: FormSource): Meaning[] {
  return entries.filter(
    (m) => !m.lemma.split(' ').every((w) => lex.isValid(w)) || !lex.isValid(lowerRo(m.exampleForm)),
  );
}

export const meaningsStep = {
  name: 'meanings',
  run({ lex, dataDir }: { lex: Lexicon; dataDir: string }): string {
    const { entries, errors } = loadMeaningFiles();
    if (errors.length > 0) throw new Error(`meanings/*.tsv:\n${errors.join('\n')}`);
    const bad = badExamples(entries, lex);
    if (bad.length > 0) {
      throw new Error(
        `meanings: lemma or example word not in the dictionary:\n${bad.map((m) => `${m.source} ${m.lemma} *${m.exampleForm}*`).join('\n')}`,
      );
    }
    const byLemma = meaningsByLemma(entries);
    const games = answerForms(dataDir);
    const all = new Set(Object.values(games).flatMap((s) => [...s]));
    const forms = resolveForms(all, lex, byLemma);
    const file = {
      format: 1,
      entries: entries.map((m) => ({
        lemma: m.lemma,
        sense: m.sense,
        pos: m.pos,
        meaning: m.meaning,
        example: m.example.replaceAll('*', ''),
        read: m.reader !== '',
      })),
      forms: Object.fromEntries([...forms].sort(([a], [b]) => (a < b ? -1 : 1))),
    };
    writeFileSync(join(dataDir, 'meanings.json'), `${JSON.stringify(file)}\n`);
    const rows = Object.entries(games).map(([game, set]) => {
      const has = [...set].filter((f) => byLemma.has(f) || forms.has(f)).length;
      const read = [...set].filter((f) =>
        (byLemma.get(forms.get(f) ?? f) ?? []).some((m) => m.reader !== ''),
      ).length;
      const pct = (n: number) => ((100 * n) / Math.max(1, set.size)).toFixed(1);
      return `| ${game} | ${set.size} | ${has} (${pct(has)}%) | ${read} (${pct(read)}%) |`;
    });
    return [
      '## Meanings',
      '',
      `${entries.length} entries (${entries.filter((m) => m.reader !== '').length} read by a second reader), ${forms.size} inflected answer forms pointing to their lemma.`,
      '',
      '| Game | Answers | With a meaning | Read |',
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
  },
};
