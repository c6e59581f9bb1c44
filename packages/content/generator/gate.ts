/**
 * The suitability gate: one decision, form by form, for every list of every game.
 *
 * Two reviewed lists (packages/content/lists/, criteria in ../README.md):
 * - `vulgar.txt`: vulgar, sexual and insulting words, curses and slurs (issue 38: refused).
 *   A refused form is never accepted or shown anywhere: not an answer, a bonus word, a
 *   Wordle guess, a synonym, a gloss, a hint, a quiz text, a crossword answer or clue. The
 *   server reads the same set back from data/gate.json (../src/refused.ts).
 * - `unfit.txt`: topics unfit for a children's game (killing, drugs, bodily fluids, death,
 *   frightening disease, weapons). An unfit form may be accepted as a bonus word or a
 *   guess, but it is never an answer, a pangram, a Wordle answer, a synonym base word or a
 *   crossword answer.
 *
 * Line format (lower case, ș ț with comma below; `#` starts a comment):
 * - `word`: blocks every dictionary form whose spelling without diacritics is `word`, and
 *   every form of every dictionary entry whose spelling without diacritics is `word`
 *   (comparison without diacritics: "pula" also blocks "pulă" and all its forms). When the
 *   word is a verb's infinitive filed under another entry ("vomita" under "vomit"), the
 *   verb's forms are blocked too. Forms that also belong to another, frequency-ranked
 *   entry stay when the entry is spelt otherwise than the item ("pârț" keeps "părți" of
 *   the entry "part").
 * - `=word`: the exact spelling only (with diacritics) and every form of that exact entry,
 *   but for forms that also belong to another entry with a frequency rank ("=țâță" keeps
 *   "tată"; "=cur" keeps "curele", a form of "curea"; "=pușcă" keeps "puști", kids).
 * - `==word`: that exact spelling only, not its entry ("==violez" keeps "violă", the
 *   instrument, which the dictionary files with the verb).
 * - `^stem`: every dictionary form starting with the stem (families such as "țigăn…").
 * Forms are compared folded (no diacritics) for `word` and `^stem` items, exactly for `=`
 * items. A text is clean when none of its word tokens is vulgar.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldDiacritics, toCommaBelow } from '@slove/core/text';
import { CONTENT_ROOT } from './sources.ts';
import type { Lexicon } from './words.ts';
import {
  gateFromJson,
  normalForm,
  textWords,
  type BlockedForms,
  type Gate,
  type GateJson,
} from '../src/refused.ts';

export { gateFromJson, type BlockedForms, type Gate, type GateJson };

/** What the gate needs from the dictionary (the lexicon gives it). */
export interface GateSource {
  /** Every valid dictionary form. */
  readonly forms: readonly string[];
  /** Every dictionary entry. */
  readonly lemmas: readonly string[];
  lemmasOfForm(form: string): readonly string[];
  formsOfLemma(lemma: string): readonly string[];
  isVerbLemma(lemma: string): boolean;
  /** The word is a thesaurus verb headword (an infinitive). */
  isVerbHeadword(word: string): boolean;
  /** The entry has a frequency rank. */
  isRankedLemma(lemma: string): boolean;
}

export const LISTS_DIR = join(CONTENT_ROOT, 'lists');
export const VULGAR_LIST_PATH = join(LISTS_DIR, 'vulgar.txt');
export const UNFIT_LIST_PATH = join(LISTS_DIR, 'unfit.txt');

/** Items of a list text: one per line, '#' starts a comment; lower case, comma-below. */
export function listItems(text: string): string[] {
  return text
    .split('\n')
    .map((l) => toCommaBelow(l.replace(/#.*$/, '')).trim().toLocaleLowerCase('ro-RO'))
    .filter(Boolean);
}

class Blocked {
  readonly folded = new Set<string>();
  readonly exact = new Set<string>();
  has(form: string): boolean {
    const f = normalForm(form);
    return this.exact.has(f) || this.folded.has(foldDiacritics(f));
  }
  json(): BlockedForms {
    return { folded: [...this.folded].sort(), exact: [...this.exact].sort() };
  }
}

/** Indexes shared by both lists: folded spelling → forms, folded spelling → entries. */
interface Index {
  formsByFold: Map<string, string[]>;
  lemmasByFold: Map<string, string[]>;
}

/** The words whose spelling without diacritics is wanted, grouped by that spelling. */
function groupByFold(words: readonly string[], wanted: Set<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const w of words) {
    const k = foldDiacritics(w);
    if (!wanted.has(k)) continue;
    const list = out.get(k);
    if (list) list.push(w);
    else out.set(k, [w]);
  }
  return out;
}

function buildIndex(src: GateSource, wanted: Set<string>): Index {
  return { formsByFold: groupByFold(src.forms, wanted), lemmasByFold: groupByFold(src.lemmas, wanted) };
}

/** The verb entries of an infinitive filed under another entry ("vomita" → "vomit"). */
function verbEntriesOf(src: GateSource, form: string): string[] {
  if (!src.isVerbHeadword(form)) return [];
  return src.lemmasOfForm(form).filter((l) => l !== form && src.isVerbLemma(l));
}

/**
 * Fills `out` from the list items. The forms of a `word` item's entries that are spelt
 * otherwise than the item ("part" for "pârț") stay when they also belong to another,
 * frequency-ranked entry ("părți"); the entry spelt like the item is blocked whole
 * ("torturez" blocks "torturat", an entry of its own too). `=word` items keep shared forms
 * ("=pușcă" keeps "puști", kids). Listed items themselves are always blocked.
 */
function fill(src: GateSource, items: readonly string[], index: Index, out: Blocked): void {
  const sharedWithRanked = (f: string, entries: Set<string>) =>
    src.lemmasOfForm(f).some((l) => !entries.has(l) && src.isRankedLemma(l));
  const stems: string[] = [];
  for (const item of items) {
    if (item.startsWith('^')) {
      stems.push(item.slice(1));
    } else if (item.startsWith('==')) {
      out.exact.add(item.slice(2));
    } else if (item.startsWith('=')) {
      const w = item.slice(1);
      out.exact.add(w);
      const entries = new Set([...(src.formsOfLemma(w).length ? [w] : []), ...verbEntriesOf(src, w)]);
      for (const e of entries) {
        for (const f of src.formsOfLemma(e)) {
          if (!sharedWithRanked(f, entries)) out.exact.add(f);
        }
      }
    } else {
      const k = foldDiacritics(item);
      out.folded.add(k);
      const entries = new Set(index.lemmasByFold.get(k) ?? []);
      for (const f of index.formsByFold.get(k) ?? []) for (const e of verbEntriesOf(src, f)) entries.add(e);
      for (const e of entries) {
        const keep = e !== item;
        for (const f of src.formsOfLemma(e)) {
          if (!(keep && f !== item && sharedWithRanked(f, entries))) out.folded.add(foldDiacritics(f));
        }
      }
    }
  }
  if (stems.length) {
    const starts = (w: string) => stems.some((s) => w.startsWith(s));
    for (const f of src.forms) if (starts(f)) out.folded.add(foldDiacritics(f));
    for (const l of src.lemmas) {
      if (starts(l)) for (const f of src.formsOfLemma(l)) out.folded.add(foldDiacritics(f));
    }
  }
}

export interface BuiltGate extends Gate {
  json(): GateJson;
}

/** Builds the gate from the two list texts. */
export function buildGate(src: GateSource, vulgarText: string, unfitText: string): BuiltGate {
  const vulgarItems = listItems(vulgarText);
  const unfitItems = listItems(unfitText);
  const wanted = new Set(
    [...vulgarItems, ...unfitItems].filter((i) => !/^[=^]/.test(i)).map((i) => foldDiacritics(i)),
  );
  const index = buildIndex(src, wanted);
  const vulgar = new Blocked();
  const unfit = new Blocked();
  fill(src, vulgarItems, index, vulgar);
  fill(src, unfitItems, index, unfit);
  const isVulgar = (f: string) => vulgar.has(f);
  const isUnfit = (f: string) => unfit.has(f);
  return {
    isVulgar,
    isUnfit,
    isUnsuitable: (f) => isVulgar(f) || isUnfit(f),
    textIsClean: (text) => !textWords(text).some(isVulgar),
    json: () => ({ format: 1, vulgar: vulgar.json(), unfit: unfit.json() }),
  };
}

/** The list texts (empty when a file is missing). */
export function readGateLists(): { vulgar: string; unfit: string } {
  const read = (p: string) => {
    try {
      return readFileSync(p, 'utf8');
    } catch {
      return '';
    }
  };
  return { vulgar: read(VULGAR_LIST_PATH), unfit: read(UNFIT_LIST_PATH) };
}

/** The lexicon's gate (built once with the lexicon, from lists/vulgar.txt and lists/unfit.txt). */
export function loadGate(lex: Lexicon): BuiltGate {
  return lex.gate;
}
