/**
 * Synonym sets for the advanced synonym game, from the thesaurus th_ro_RO_v2, filtered by
 * the one word filter of ./words.ts (allowed = valid dictionary form, not blocked) and the
 * reviewed lists of ../lists (./review-lists.ts). README, "Synonym sets", states the rules.
 *
 * Labels: the thesaurus writes a register label once before a run of words ("(înv.)
 * soț|soție"): the label covers every following word of the sense line up to the next
 * label (labelledTerms). A word whose every occurrence is archaic or regional in this entry
 * is not today's synonym of the base word and is left out; slang and contempt labels
 * exclude it too.
 *
 * Senses: a sense line of th_ro_RO_v2 is the printed dictionary's numbered senses run
 * together. It is cut into sense groups (senseGroups): a word that shares no thesaurus link
 * with the words of the current group opens a new group. A set takes at most
 * MAX_PER_SENSE words from a group and draws on the first MAX_SENSES groups (the
 * dictionary puts the dominant senses first); words found only on the alphabetical
 * back-reference lines form a last group.
 *
 * Rarity (frequencyRarity): ONE value per word, from its own frequency alone, the same in
 * every set; a register label never raises it. Archaic, regional, slang and contempt labels
 * only leave a word out of a set (synonymRarity).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayFromNumber } from '@slove/core/day';
import type { PartOfSpeech, SynonymEntry, SynonymHint, SynonymSet } from '../src/types.ts';
import { frequencyRank, lemmasOf, sameLexeme, UNRANKED } from './lexicon-memo.ts';
import { seededRandom, shuffled } from './random.ts';
import { loadSynonymOverlay, type SynonymOverlay } from './review-lists.ts';
import { DATA_DIR } from './sources.ts';
import { rarityOf } from './synonyms-rarity.ts';
import { isUnsuitable } from './synonyms-unsuitable.ts';
import type { ThesaurusEntry, ThesaurusTerm } from './thesaurus.ts';
import { WORD_RE, type Lexicon } from './words.ts';

export { foldKey, frequencyRank, lemmasOf, sameLexeme } from './lexicon-memo.ts';

export const SYNONYM_RULES = {
  DAILY_SETS: 1100,
  /** The non-daily pool takes the next best sets, up to POOL_SETS and at least MIN_POOL_SETS. */
  POOL_SETS: 200,
  MIN_POOL_SETS: 0,
  MIN_SYNONYMS: 4,
  MAX_SYNONYMS: 20,
  /** Everyday synonyms (rarity 1–2) a base word needs, so that every set is playable. */
  MIN_EVERYDAY: 3,
  /** The same for a second-choice set, taken only when the first choices run short. */
  MIN_EVERYDAY_SECOND_CHOICE: 2,
  /** Words a set takes from one sense group. */
  MAX_PER_SENSE: 6,
  /** Sense groups a set draws on (the dominant ones: the dictionary's first). */
  MAX_SENSES: 8,
  /** Frequency rank bands of rarity 1, 2, 3 (rank at most); unlisted: 4 for an everyday thesaurus word, else 5. */
  RARITY_BANDS: [10_000, 30_000, 50_000],
  /** Unlabelled thesaurus citations that make an unranked, uncommon word 4 rather than 5. */
  RARE_CITES: 3,
  SEED: 'slove-synonyms-v1',
} as const;

const POS: Record<string, PartOfSpeech> = {
  subst: 'substantiv',
  adj: 'adjectiv',
  verb: 'verb',
  adv: 'adverb',
};
const POS_CODE: Record<PartOfSpeech, string> = {
  substantiv: 'subst',
  adjectiv: 'adj',
  verb: 'verb',
  adverb: 'adv',
};

type Rarity = 1 | 2 | 3 | 4 | 5;

interface Candidate {
  word: string;
  rarity: Rarity;
  /** Order of first appearance in the entry (earlier = closer to the main sense). */
  order: number;
  /** Sense group (0, 1, … in the dictionary's order; BACKREF_SENSE for back-reference lines; -1 reviewed additions). */
  sense: number;
  /** Other words of the sense group it came from. */
  group: string[];
  /** Other candidates of the set that its own entry lists (or that list it). */
  cohesion: number;
  /** Found on a sense line in the dictionary's own order (not an alphabetical back-reference line). */
  main: boolean;
}

const BACKREF_SENSE = 1_000;
/** Score bonus of a set the reviewers read (lower score = picked first). */
const REVIEWED_BONUS = 1_000;
const POS_CODE_OF: Record<string, string> = {
  substantiv: 'subst',
  adjectiv: 'adj',
  verb: 'verb',
  adverb: 'adv',
};

/** Suitability of a word for every text of the synonym game (the shared gate, when given). */
export type WordCheck = (word: string) => boolean;

export interface SynonymOptions {
  overlay?: SynonymOverlay;
  /** True when a word must never be shown (vulgar or unfit): the suitability gate. */
  unsuitable?: WordCheck;
}

export interface SynonymBuild {
  sets: SynonymSet[];
  stats: {
    headwordsSeen: number;
    baseCandidates: number;
    droppedUnverified: number;
    droppedExcludedLabel: number;
    droppedArchaicOrRegional: number;
    droppedObscure: number;
    droppedOtherPos: number;
    droppedByReview: number;
    setsDroppedByReview: number;
    addedByReview: number;
    /** Sets with only MIN_EVERYDAY_SECOND_CHOICE everyday synonyms among the picked ones. */
    secondChoiceSets: number;
    /** Base words whose reviewed set (lists/synonyms-read.tsv) was usable. */
    reviewedSets: number;
    /** Picked sets that come from the review. */
    reviewedPicked: number;
  };
}

/** Merges thesaurus entries that share a headword. */
export function mergeEntries(entries: readonly ThesaurusEntry[]): Map<string, ThesaurusEntry> {
  const out = new Map<string, ThesaurusEntry>();
  for (const e of entries) {
    const cur = out.get(e.headword);
    if (cur) cur.senses.push(...e.senses);
    else out.set(e.headword, { headword: e.headword, senses: [...e.senses] });
  }
  return out;
}

/**
 * A base word must be a headword form: a dictionary entry itself ("frumos", not the
 * articulated "pustiul"), or, for verbs (whose dictionary entry is the first person), an
 * infinitive that is not a form of a noun or adjective headword ("politici" is a plural).
 */
export function isHeadwordForm(lex: Lexicon, entries: Map<string, ThesaurusEntry>, base: string): boolean {
  const lemmas = lemmasOf(lex, base);
  if (lemmas.includes(base)) return true;
  const verbOnly = entries.get(base)!.senses.every((s) => s.pos === 'verb');
  if (!verbOnly) return false;
  return lemmas.every((l) => !entries.get(l)?.senses.some((s) => s.pos === 'subst' || s.pos === 'adj'));
}

/**
 * True for a sense line whose words are in alphabetical order: th_ro_RO_v2 adds such lines
 * as back-references (every headword that lists this word), and they mix far senses
 * ("mânca" → arunca, azvârli, cheltui, …), while the dictionary's own lines put the main
 * meaning first ("mânca" → a păpa, a hali, a consuma, a (se) hrăni, …).
 */
export function isAlphabeticalLine(texts: readonly string[]): boolean {
  if (texts.length < 3) return false;
  for (let i = 1; i < texts.length; i += 1)
    if (texts[i - 1]!.localeCompare(texts[i]!, 'ro') > 0) return false;
  return true;
}

/**
 * A sense line written by the dictionary itself, not a back-reference line: verbs on the
 * dictionary's lines carry their particle ("a umbla"); other back-reference lines are in
 * alphabetical order.
 */
export function isMainLine(texts: readonly string[], verb: boolean): boolean {
  if (verb) return texts.some((t) => t.startsWith('a '));
  return !isAlphabeticalLine(texts);
}

/**
 * The word a verb synonym stands for: the thesaurus writes most verbs with their
 * infinitive particle, "a umbla", "a (se) hrăni"; the word to type is "umbla", "hrăni".
 * A reflexive-only verb ("a se duce") or a phrase stays as it is (and is no single word).
 */
export function verbSynonymWord(text: string): string {
  const m = /^a (?:\((?:se|își|și)\) )?([a-zăâîșț]+)$/u.exec(text);
  return m ? m[1]! : text;
}

export interface LabelledTerm {
  /** The word to type (a verb without its particle). */
  word: string;
  /** The thesaurus text ("a umbla"). */
  text: string;
  /** The labels that cover it: its own, else those of the run it belongs to. */
  labels: readonly string[];
  /** Rarity the labels give (1 when none); null for a slang or contempt label. */
  labelRarity: Rarity | null;
  /** Position in the sense line. */
  position: number;
}

/**
 * The terms of a sense line (antonyms left out) with the labels that cover them. The
 * thesaurus writes a label once before a run of words: "(înv.) soț|soție" labels both, and
 * a label covers every following word of the line up to the next label.
 */
export function labelledTerms(terms: readonly ThesaurusTerm[], verb: boolean): LabelledTerm[] {
  const out: LabelledTerm[] = [];
  let carried: readonly string[] = [];
  terms.forEach((t, position) => {
    if (t.antonym) return;
    if (t.labels.length) carried = t.labels;
    const v = rarityOf(carried);
    out.push({
      word: verb ? verbSynonymWord(t.text) : t.text,
      text: t.text,
      labels: carried,
      labelRarity: 'excluded' in v ? null : v.rarity,
      position,
    });
  });
  return out;
}

/**
 * The best rank of any listed form of the word's dictionary entries, forms shared with
 * another entry included ("certificat" ranks "certifica", "demarat" ranks "demara").
 */
export function sharedFormRank(lex: Lexicon, word: string): number {
  let best = UNRANKED;
  for (const lemma of lemmasOf(lex, word))
    for (const form of lex.formsOf(lemma)) best = Math.min(best, lex.rank(form) ?? UNRANKED);
  return best;
}

const memoRarity = new WeakMap<Lexicon, Map<string, Rarity>>();

/**
 * A word's rarity (1 everyday … 5 unknown), from its own frequency only, so one word has one
 * value everywhere: the band of its rank (RARITY_BANDS: 1, 2, 3). Unranked: 3 when a form
 * it shares with another entry is listed or the lexicon's common rule knows it (an everyday
 * word no list ranks: "sumedenie", "motivare"), 4 when the thesaurus cites it unlabelled at
 * least RARE_CITES times, else 5.
 */
export function frequencyRarity(lex: Lexicon, word: string): Rarity {
  let memo = memoRarity.get(lex);
  if (!memo) memoRarity.set(lex, (memo = new Map()));
  let r = memo.get(word);
  if (r !== undefined) return r;
  const band = SYNONYM_RULES.RARITY_BANDS.findIndex((max) => frequencyRank(lex, word) <= max);
  if (band >= 0) r = (band + 1) as Rarity;
  else if (lex.isCommon(word) || sharedFormRank(lex, word) <= SYNONYM_RULES.RARITY_BANDS.at(-1)!) r = 3;
  else r = lex.thesaurusCites(word) >= SYNONYM_RULES.RARE_CITES ? 4 : 5;
  memo.set(word, r);
  return r;
}

/**
 * A synonym's rarity: its own frequency rarity (frequencyRarity), never changed by a label.
 * Archaic and regional labels (4, 5) and slang or contempt (null) mean the word is not
 * today's synonym in this entry: it is left out (null).
 */
export function synonymRarity(byFrequency: Rarity, byLabel: Rarity | null): Rarity | null {
  if (byLabel === null || byLabel >= 4) return null;
  return byFrequency;
}

/**
 * Cuts a sense line into sense groups: a word that is not linked (one lists the other in
 * the thesaurus) to any word of the current group opens a new group. Returns the group
 * index of each word.
 */
export function senseGroups(words: readonly string[], linked: (a: string, b: string) => boolean): number[] {
  const out: number[] = [];
  let group: string[] = [];
  let index = 0;
  for (const w of words) {
    if (group.length && !group.some((g) => linked(g, w))) {
      index += 1;
      group = [];
    }
    group.push(w);
    out.push(index);
  }
  return out;
}

/** Up to `max` gloss words, everyday and frequent first; `ok` says whether a word may be shown. */
function pickGloss(
  lex: Lexicon,
  words: Iterable<{ word: string; rarity: number | null }>,
  exclude: string[],
  ok: WordCheck,
  prefer: ReadonlySet<string> = new Set(),
  max = 3,
): string[] {
  const list: Array<{ word: string; rarity: number; rank: number; preferred: boolean; i: number }> = [];
  let i = 0;
  for (const w of words) {
    i += 1;
    if (w.rarity === null || w.rarity > 2) continue;
    const head = verbSynonymWord(w.word);
    // one entry once: "ridica" and "a ridica", or two inflections, are the same gloss word
    if (list.some((x) => sameLexeme(lex, verbSynonymWord(x.word), head))) continue;
    const parts = w.word.split(' ');
    if (parts.length > 3 || !parts.every(ok)) continue;
    if (
      exclude.some(
        (x) =>
          sameLexeme(lex, x, w.word) || sameLexeme(lex, x, head) || parts.some((p) => sameLexeme(lex, x, p)),
      )
    )
      continue;
    list.push({
      word: w.word,
      rarity: w.rarity,
      rank: frequencyRank(lex, head.split(' ')[0]!),
      preferred: prefer.has(head),
      i,
    });
  }
  // Words of the set's own meaning first (the base word, the other synonyms), then everyday, frequent ones.
  list.sort(
    (a, b) =>
      Number(b.preferred) - Number(a.preferred) || a.rarity - b.rarity || a.rank - b.rank || a.i - b.i,
  );
  return list.slice(0, max).map((x) => x.word);
}

const ARTICLE: Record<PartOfSpeech, string> = {
  substantiv: 'un substantiv',
  adjectiv: 'un adjectiv',
  verb: 'un verb',
  adverb: 'un adverb',
};

/** "7 sinonime", "20 de sinonime" (Romanian numerals from 20 on take "de"). */
export function countSynonyms(n: number): string {
  const r = n % 100;
  return n !== 1 && (r === 0 || r >= 20) ? `${n} de sinonime` : n === 1 ? '1 sinonim' : `${n} sinonime`;
}

/** The first letters given away by a hint: 1 for words of 3–4 letters, 2 for 5–6, 3 from 7. */
export function hintStartLength(word: string): number {
  const n = [...word].length;
  return n <= 4 ? 1 : n <= 6 ? 2 : 3;
}

/**
 * The hint of a set. Its "most common synonym" is one of the least rare synonyms: the one
 * most tied to the set's meaning (cohesion: how many other synonyms it shares), then the
 * most frequent ("umbră" → "întuneric", not the slang sense "închisoare").
 */
export function buildHint(
  lex: Lexicon,
  category: PartOfSpeech,
  synonyms: SynonymEntry[],
  cohesion: ReadonlyMap<string, number> = new Map(),
  shown: WordCheck = (w) => !lex.isBlocked(w) && !isUnsuitable(lex, w),
): SynonymHint {
  const tie = (w: string) => Math.min(cohesion.get(w) ?? 0, 4);
  const common = [...synonyms].sort(
    (a, b) =>
      a.rarity - b.rarity ||
      tie(b.word) - tie(a.word) ||
      frequencyRank(lex, a.word) - frequencyRank(lex, b.word) ||
      a.word.localeCompare(b.word, 'ro'),
  )[0]!;
  let len = hintStartLength(common.word);
  let commonStart = [...common.word].slice(0, len).join('');
  // the shown start is never itself a blocked or unsuitable word ("sân…" of "sângerând" → "sâ…")
  while (len > 1 && (!shown(commonStart) || lex.isBlocked(commonStart))) {
    len -= 1;
    commonStart = [...common.word].slice(0, len).join('');
  }
  const text =
    `Cuvântul este ${ARTICLE[category]} și are ${countSynonyms(synonyms.length)} de găsit. ` +
    `Unul dintre cele mai folosite începe cu „${commonStart}…” și are ${[...common.word].length} litere.`;
  return { partOfSpeech: category, synonymCount: synonyms.length, commonStart, text };
}

function difficultyOf(baseRank: number, synonyms: SynonymEntry[]): 1 | 2 | 3 | 4 | 5 {
  const f = baseRank <= 5000 ? 0 : baseRank <= 20_000 ? 1 : 2;
  const mean = synonyms.reduce((t, s) => t + s.rarity, 0) / synonyms.length;
  const r = mean < 1.7 ? 0 : mean < 2.2 ? 1 : 2;
  return (1 + f + r) as 1 | 2 | 3 | 4 | 5;
}

/** True when the word has this part of speech in the thesaurus, or is no headword (nothing says otherwise). */
function hasPos(lex: Lexicon, word: string, pos: PartOfSpeech): boolean {
  const own = lex.headwordPos(word);
  return own.length === 0 || own.includes(POS_CODE[pos]);
}

export function buildSynonymSets(lex: Lexicon, options: SynonymOptions = {}): SynonymBuild {
  const overlay: SynonymOverlay = options.overlay ?? { rejected: new Map(), added: new Map() };
  const gate = options.unsuitable ?? (() => false);
  /** A word that may be shown in the game: allowed, not unsuitable, through the gate. */
  const showable: WordCheck = (w) => WORD_RE.test(w) && lex.isAllowed(w) && !isUnsuitable(lex, w) && !gate(w);
  const entries = mergeEntries(lex.thesaurus);
  const stats: SynonymBuild['stats'] = {
    headwordsSeen: entries.size,
    baseCandidates: 0,
    droppedUnverified: 0,
    droppedExcludedLabel: 0,
    droppedArchaicOrRegional: 0,
    droppedObscure: 0,
    droppedOtherPos: 0,
    droppedByReview: 0,
    setsDroppedByReview: 0,
    addedByReview: 0,
    secondChoiceSets: 0,
    reviewedSets: 0,
    reviewedPicked: 0,
  };

  interface Base {
    word: string;
    category: PartOfSpeech;
    rank: number;
    synonyms: SynonymEntry[];
    score: number;
    chosen: Candidate[];
    secondChoice: boolean;
    reviewed: boolean;
  }
  const bases: Base[] = [];
  const termSets = new Map<string, Set<string>>();
  /** Every word the thesaurus entry of `word` lists (any sense), cached. */
  const termSet = (word: string): Set<string> => {
    let set = termSets.get(word);
    if (!set) {
      set = new Set(
        entries
          .get(word)
          ?.senses.flatMap((x) =>
            x.terms.filter((t) => !t.antonym).flatMap((t) => [t.text, verbSynonymWord(t.text)]),
          ) ?? [],
      );
      termSets.set(word, set);
    }
    return set;
  };
  const linked = (a: string, b: string) => termSet(a).has(b) || termSet(b).has(a);
  /** A reviewed word's rarity: its own frequency rarity, as everywhere. */
  const reviewedRarity = (word: string): Rarity => frequencyRarity(lex, word);
  /** A synonym players know: listed in the frequency list, or common by the lexicon's rule. */
  const known = (w: string) => frequencyRank(lex, w) < UNRANKED || lex.isCommon(w);

  for (const entry of entries.values()) {
    const base = entry.headword;
    if (!showable(base) || !lex.isCommon(base)) continue;
    if (!isHeadwordForm(lex, entries, base)) continue;
    const rejected = overlay.rejected.get(base);
    if (rejected?.has('*')) {
      stats.setsDroppedByReview += 1;
      continue;
    }

    // A base word the reviewers read: its reviewed set (what they read, less what they
    // rejected, plus what they added), through the word checks; the rules below do not
    // second-guess a reader's verdict.
    const read = overlay.read?.get(base);
    const readCategory = read ? POS[POS_CODE_OF[read.category] ?? ''] : undefined;
    if (read && readCategory) {
      stats.droppedByReview += read.words.filter((w) => rejected?.has(w)).length;
      stats.addedByReview += (overlay.added.get(base) ?? []).filter((w) => !read.words.includes(w)).length;
      const words = [...read.words, ...(overlay.added.get(base) ?? [])].filter(
        (w, i, all) => all.indexOf(w) === i && !rejected?.has(w) && showable(w) && !sameLexeme(lex, base, w),
      );
      const chosen: Candidate[] = [];
      for (const [order, word] of words.entries()) {
        if (chosen.length >= SYNONYM_RULES.MAX_SYNONYMS) break;
        if (chosen.some((o) => sameLexeme(lex, o.word, word))) continue;
        chosen.push({
          word,
          rarity: reviewedRarity(word),
          order,
          sense: 0,
          group: [],
          cohesion: words.filter((o) => o !== word && linked(o, word)).length,
          main: true,
        });
      }
      const everyday = chosen.filter((c) => c.rarity <= 2).length;
      if (
        chosen.length >= SYNONYM_RULES.MIN_SYNONYMS &&
        everyday >= SYNONYM_RULES.MIN_EVERYDAY_SECOND_CHOICE
      ) {
        const synonyms: SynonymEntry[] = chosen
          .map((c) => ({ word: c.word, rarity: c.rarity, gloss: null }))
          .sort((a, b) => a.rarity - b.rarity || a.word.localeCompare(b.word, 'ro'));
        const rank = frequencyRank(lex, base);
        const secondChoice = everyday < SYNONYM_RULES.MIN_EVERYDAY;
        // Reviewed sets first.
        const score =
          Math.log10(rank + 10) * 2 -
          Math.min(everyday, 10) * 0.25 +
          (secondChoice ? 100 : 0) -
          REVIEWED_BONUS;
        bases.push({
          word: base,
          category: readCategory,
          rank,
          synonyms,
          score,
          chosen,
          secondChoice,
          reviewed: true,
        });
        stats.reviewedSets += 1;
      }
      continue;
    }

    // Candidates per part of speech.
    const perPos = new Map<PartOfSpeech, Map<string, Candidate>>();
    let order = 0;
    let senseBase = 0;
    for (const sense of entry.senses) {
      const pos = sense.pos ? POS[sense.pos] : undefined;
      if (!pos) continue;
      const terms = labelledTerms(sense.terms, pos === 'verb');
      const main = isMainLine(
        sense.terms.map((t) => t.text),
        pos === 'verb',
      );
      const groups = main
        ? senseGroups(
            terms.map((t) => t.word),
            linked,
          )
        : terms.map(() => BACKREF_SENSE);
      const cands = perPos.get(pos) ?? new Map<string, Candidate>();
      perPos.set(pos, cands);
      terms.forEach((t, k) => {
        order += 1;
        if (!showable(t.word) || sameLexeme(lex, base, t.word)) return;
        if (t.labelRarity === null) {
          stats.droppedExcludedLabel += 1;
          return;
        }
        const rarity = synonymRarity(frequencyRarity(lex, t.word), t.labelRarity);
        if (rarity === null) {
          stats.droppedArchaicOrRegional += 1;
          return;
        }
        if (!known(t.word)) {
          stats.droppedObscure += 1;
          return;
        }
        if (!hasPos(lex, t.word, pos)) {
          stats.droppedOtherPos += 1;
          return;
        }
        if (rejected?.has(t.word)) {
          stats.droppedByReview += 1;
          return;
        }
        const sense = main ? senseBase + groups[k]! : BACKREF_SENSE;
        const group = terms
          .filter((o, j) => o.word !== t.word && groups[j] === groups[k] && o.labelRarity !== null)
          .map((o) => o.word);
        const prev = cands.get(t.word);
        if (!prev || sense < prev.sense || (sense === prev.sense && rarity < prev.rarity)) {
          cands.set(t.word, {
            word: t.word,
            rarity: prev ? (Math.min(prev.rarity, rarity) as Rarity) : rarity,
            order: prev?.order ?? order,
            sense,
            group,
            cohesion: 0,
            main: main || !!prev?.main,
          });
        } else if (rarity < prev.rarity) prev.rarity = rarity;
      });
      if (main) senseBase += (groups.at(-1) ?? -1) + 1;
    }
    // Verification: a synonym must belong to the meaning the set is about. Its own
    // thesaurus entry has to list the base word, or it must be tied to at least two other
    // synonyms of the set; a back-reference word needs both ("mașină" → "chibrit", a
    // regional sense that shares no word with the others, is dropped).
    for (const cands of perPos.values()) {
      for (const c of [...cands.values()]) {
        const own = termSet(c.word);
        let cohesion = 0;
        for (const other of cands.keys()) if (other !== c.word && linked(c.word, other)) cohesion += 1;
        c.cohesion = cohesion;
        const verified = c.main ? own.has(base) || cohesion >= 2 : own.has(base) && cohesion >= 2;
        if (!verified) {
          cands.delete(c.word);
          stats.droppedUnverified += 1;
        }
      }
    }
    // Reviewed additions (README: "Reviewed lists"), in the set's part of speech.
    let best: [PartOfSpeech, Map<string, Candidate>] | null = null;
    for (const pc of perPos) if (!best || pc[1].size > best[1].size) best = pc;
    const added = overlay.added.get(base) ?? [];
    if (!best && added.length === 0) continue;
    const category: PartOfSpeech =
      best?.[0] ?? POS[lex.headwordPos(base).find((p) => POS[p]) ?? ''] ?? 'substantiv';
    const cands = best?.[1] ?? new Map<string, Candidate>();
    for (const word of added) {
      if (cands.has(word) || !showable(word) || sameLexeme(lex, base, word) || rejected?.has(word)) continue;
      cands.set(word, {
        word,
        rarity: frequencyRarity(lex, word),
        order: -1,
        sense: -1,
        group: [],
        cohesion: 4,
        main: true,
      });
      stats.addedByReview += 1;
    }
    // The dominant senses first, at most MAX_PER_SENSE words from each; two synonyms that
    // are inflections of each other: the first one only.
    const ordered = [...cands.values()]
      .filter((c) => c.sense < SYNONYM_RULES.MAX_SENSES || c.sense === BACKREF_SENSE)
      .sort(
        (a, b) =>
          a.rarity - b.rarity ||
          Number(b.main) - Number(a.main) ||
          Number(b.cohesion >= 3) - Number(a.cohesion >= 3) ||
          Number(!lex.isCommon(a.word)) - Number(!lex.isCommon(b.word)) ||
          Math.min(b.cohesion, 6) - Math.min(a.cohesion, 6) ||
          a.order - b.order,
      );
    const perSense = new Map<number, number>();
    const chosen: Candidate[] = [];
    for (const c of ordered) {
      if (chosen.length >= SYNONYM_RULES.MAX_SYNONYMS) break;
      const taken = perSense.get(c.sense) ?? 0;
      if (c.sense >= 0 && taken >= SYNONYM_RULES.MAX_PER_SENSE) continue;
      if (chosen.some((o) => sameLexeme(lex, o.word, c.word))) continue;
      perSense.set(c.sense, taken + 1);
      chosen.push(c);
    }
    if (chosen.length < SYNONYM_RULES.MIN_SYNONYMS) continue;
    const everyday = chosen.filter((c) => c.rarity <= 2).length;
    // A set with fewer everyday synonyms is a second choice, taken only when the first
    // choices cannot fill the schedule and the pool.
    if (everyday < SYNONYM_RULES.MIN_EVERYDAY_SECOND_CHOICE) continue;
    const secondChoice = everyday < SYNONYM_RULES.MIN_EVERYDAY;

    const synonyms: SynonymEntry[] = chosen
      .map((c) => ({ word: c.word, rarity: c.rarity, gloss: null }))
      .sort((a, b) => a.rarity - b.rarity || a.word.localeCompare(b.word, 'ro'));
    const rank = frequencyRank(lex, base);
    // Ranking: frequent base words with many everyday synonyms first.
    const score = Math.log10(rank + 10) * 2 - Math.min(everyday, 10) * 0.25 + (secondChoice ? 100 : 0);
    bases.push({ word: base, category, rank, synonyms, score, chosen, secondChoice, reviewed: false });
  }
  stats.baseCandidates = bases.length;
  bases.sort((a, b) => a.score - b.score || a.word.localeCompare(b.word, 'ro'));
  const top = bases.slice(0, SYNONYM_RULES.DAILY_SETS + SYNONYM_RULES.POOL_SETS);
  stats.secondChoiceSets = top.filter((b) => b.secondChoice).length;
  stats.reviewedPicked = top.filter((b) => b.reviewed).length;
  const need = SYNONYM_RULES.DAILY_SETS + SYNONYM_RULES.MIN_POOL_SETS;
  if (bases.length < need)
    throw new Error(`only ${bases.length} synonym base words, ${need} needed: ${JSON.stringify(stats)}`);
  // The best 1,100 (the reviewed sets first) are the daily ones, shuffled; the pool follows.
  const rnd = seededRandom(SYNONYM_RULES.SEED);
  const picked = [
    ...shuffled(top.slice(0, SYNONYM_RULES.DAILY_SETS), rnd),
    ...shuffled(top.slice(SYNONYM_RULES.DAILY_SETS), rnd),
  ];

  // Glosses, for the picked sets only: the senses of the synonym's own entry (same part of
  // speech) that hold the set's meaning (they list the base word or another synonym of the
  // set: "pardon" glossed by its excuse sense, not by the "fund" of another one), else the
  // other words of the sense group it came from, the base word first.
  const glossTerm = (t: LabelledTerm) => ({
    word: t.word,
    rarity: synonymRarity(frequencyRarity(lex, verbSynonymWord(t.word).split(' ')[0]!), t.labelRarity),
  });
  /** The terms of a sense line in the sense groups that hold one of the meaning's words. */
  const onMeaning = (terms: readonly LabelledTerm[], self: string, meaning: ReadonlySet<string>) => {
    const groups = senseGroups(
      terms.map((t) => verbSynonymWord(t.word)),
      linked,
    );
    const kept = new Set(
      terms.flatMap((t, k) => (t.word !== self && meaning.has(verbSynonymWord(t.word)) ? [groups[k]] : [])),
    );
    // and, within them, only words tied to the meaning (listed by or listing a word of it):
    // a long group can still chain in another sense ("neclar": confuz, vag … murdar)
    return terms.filter(
      (t, k) =>
        kept.has(groups[k]) &&
        [...meaning].some(
          (m) => m !== self && (m === verbSynonymWord(t.word) || linked(m, verbSynonymWord(t.word))),
        ),
    );
  };
  for (const b of picked) {
    const rejected = overlay.rejected.get(b.word);
    const shownHere: WordCheck = (w) => showable(w) && !rejected?.has(w);
    for (const entry of b.synonyms) {
      const c = b.chosen.find((x) => x.word === entry.word)!;
      const own = entries.get(c.word);
      const meaning = new Set([b.word, ...b.synonyms.map((x) => x.word)]);
      const ownTerms = own
        ? own.senses
            .filter((s) => (s.pos ? POS[s.pos] : undefined) === b.category)
            .flatMap((s) => onMeaning(labelledTerms(s.terms, false), c.word, meaning))
            .map((t) => glossTerm(t))
        : [];
      let gloss = pickGloss(lex, ownTerms, [c.word], shownHere, meaning);
      if (gloss.length === 0) {
        gloss = pickGloss(
          lex,
          [{ word: b.word, rarity: 1 }, ...c.group.map((w) => ({ word: w, rarity: 1 }))],
          [c.word],
          shownHere,
          meaning,
        );
      }
      entry.gloss = gloss.length ? gloss.join(', ') : null;
    }
  }

  const sets: SynonymSet[] = picked.map((b, i) => {
    const isDaily = i < SYNONYM_RULES.DAILY_SETS;
    const cohesion = new Map(b.chosen.map((c) => [c.word, c.cohesion]));
    const byMeaning = [...b.chosen].sort(
      (x, y) => Math.min(y.cohesion, 4) - Math.min(x.cohesion, 4) || x.order - y.order,
    );
    const core = new Set(
      byMeaning
        .filter((c) => c.rarity <= 2)
        .slice(0, 3)
        .map((c) => c.word),
    );
    const baseGloss = pickGloss(
      lex,
      byMeaning.map((c) => ({ word: c.word, rarity: c.rarity })),
      [b.word],
      showable,
      core,
    );
    return {
      id: i + 1,
      baseWord: b.word,
      difficulty: difficultyOf(b.rank, b.synonyms),
      category: b.category,
      isDaily,
      dailyDate: isDaily ? dayFromNumber(i) : null,
      gloss: baseGloss.length ? baseGloss.join(', ') : null,
      hint: buildHint(lex, b.category, b.synonyms, cohesion, (w) => !isUnsuitable(lex, w) && !gate(w)),
      synonyms: b.synonyms,
    };
  });
  return { sets, stats };
}

export const SYNONYMS_FILE = 'synonyms.json';

/** One set per line: compact, deterministic and readable in diffs. */
export function serializeSynonyms(sets: readonly SynonymSet[]): string {
  return `[\n${sets.map((s) => JSON.stringify(s)).join(',\n')}\n]\n`;
}

/** Builds the synonym sets and writes data/synonyms.json. */
/** The options `npm run content` uses: the reviewed lists of ../lists. */
export function defaultSynonymOptions(): SynonymOptions {
  return { overlay: loadSynonymOverlay() };
}

export function generateSynonyms(
  lex: Lexicon,
  outDir: string = DATA_DIR,
  options: SynonymOptions = defaultSynonymOptions(),
): SynonymBuild {
  const build = buildSynonymSets(lex, options);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, SYNONYMS_FILE), serializeSynonyms(build.sets));
  return build;
}

function table(rows: Array<Array<string | number>>): string {
  const [head, ...body] = rows;
  return [
    `| ${head!.join(' | ')} |`,
    `|${head!.map(() => '---').join('|')}|`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Every register label of the thesaurus with the rarity it gives (or "excluded"), by frequency. */
export function labelTable(lex: Lexicon): Array<{ label: string; count: number; verdict: string }> {
  const counts = new Map<string, number>();
  for (const e of lex.thesaurus) {
    for (const s of e.senses)
      for (const t of s.terms) for (const l of t.labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'ro'))
    .map(([label, count]) => {
      const v = rarityOf([label]);
      return { label, count, verdict: 'excluded' in v ? 'exclus' : String(v.rarity) };
    });
}

/** Base words whose sets issue 15 quotes (purta → păcăli, folosi → pierde, trebui → fi, copil → bastard …). */
const ISSUE_BASES = ['purta', 'folosi', 'trebui', 'copil', 'militar', 'absurd', 'lipsă', 'cărare'];

/** The REPORT.md section of the synonym sets. */
/**
 * Issue 38's figures: one rarity per word, no common word at 4–5, and a fixed random sample
 * of 100 synonym glosses to read (the reading's verdict is in review-figures.md).
 */
function rarityAndGlossChecks(sets: readonly SynonymSet[], lex: Lexicon): string[] {
  const rarities = new Map<string, Set<number>>();
  for (const s of sets)
    for (const w of s.synonyms) rarities.set(w.word, (rarities.get(w.word) ?? new Set()).add(w.rarity));
  const twoValues = [...rarities.values()].filter((r) => r.size > 1).length;
  const commonRare = [...rarities].filter(
    ([w, r]) => frequencyRank(lex, w) < SYNONYM_RULES.RARITY_BANDS[0] && [...r].some((x) => x >= 4),
  ).length;
  const glossed = sets.flatMap((s) =>
    s.synonyms.filter((w) => w.gloss).map((w) => `${s.baseWord}: ${w.word} — ${w.gloss}`),
  );
  const sample = shuffled(glossed, seededRandom('slove-glosses-issue-38')).slice(0, 100);
  return [
    '### Rarity and glosses (issue 38)',
    '',
    `- Words with two rarities in different sets: ${twoValues} of ${rarities.size}; words ranked under ${SYNONYM_RULES.RARITY_BANDS[0].toLocaleString('en')} with rarity 4–5: ${commonRare}.`,
    '- 100 random synonym glosses (fixed seed), as read for review-figures.md ("set: synonym — gloss"):',
    '',
    '<details><summary>The sample</summary>',
    '',
    ...sample.map((g, i) => `${i + 1}. ${g}`),
    '',
    '</details>',
    '',
  ];
}

export function synonymsReport(build: SynonymBuild, lex: Lexicon): string {
  const { sets, stats } = build;
  const daily = sets.filter((s) => s.isDaily);
  const words = sets.flatMap((s) => s.synonyms);
  const rarity = [1, 2, 3, 4, 5].map((r) => words.filter((w) => w.rarity === r).length);
  const byCategory = new Map<string, number>();
  for (const s of sets) byCategory.set(s.category, (byCategory.get(s.category) ?? 0) + 1);
  const byDifficulty = [1, 2, 3, 4, 5].map((d) => sets.filter((s) => s.difficulty === d).length);
  const sizes = sets.map((s) => s.synonyms.length).sort((a, b) => a - b);
  const glossed = words.filter((w) => w.gloss !== null).length;
  const rnd = seededRandom('slove-synonyms-report');
  const sample = shuffled(sets, rnd).slice(0, 10);
  const labels = labelTable(lex);
  const lines: string[] = [];
  lines.push('## Synonym sets (advanced synonym game)', '');
  lines.push(
    `- Sets: ${sets.length} — ${daily.length} daily (${daily[0]!.dailyDate} … ${daily.at(-1)!.dailyDate}, one per Bucharest day) and ${sets.length - daily.length} in the non-daily pool.`,
    `- Synonyms: ${words.length} (${(words.length / sets.length).toFixed(1)} per set; min ${sizes[0]}, median ${sizes[sizes.length >> 1]}, max ${sizes.at(-1)}); with a gloss: ${glossed} (${((100 * glossed) / words.length).toFixed(1)}%); base words with a gloss: ${sets.filter((s) => s.gloss).length}.`,
    `- Categories: ${[...byCategory].map(([c, n]) => `${c} ${n}`).join(', ')}.`,
    `- Difficulty 1–5: ${byDifficulty.join(' / ')}.`,
    `- Thesaurus headwords seen: ${stats.headwordsSeen}; base-word candidates after the rules: ${stats.baseCandidates}; synonyms dropped as unverified: ${stats.droppedUnverified}; for a slang or contempt label: ${stats.droppedExcludedLabel}; archaic or regional in the base word's entry: ${stats.droppedArchaicOrRegional}; obscure (in no frequency list, not common): ${stats.droppedObscure}; of another part of speech: ${stats.droppedOtherPos}; rejected by the review: ${stats.droppedByReview}; sets dropped by the review: ${stats.setsDroppedByReview}; synonyms added by the review: ${stats.addedByReview}; second-choice sets (only ${SYNONYM_RULES.MIN_EVERYDAY_SECOND_CHOICE} everyday synonyms) among the picked: ${stats.secondChoiceSets}; base words with a usable reviewed set (lists/synonyms-read.tsv less the rejected, plus the added): ${stats.reviewedSets}, picked: ${stats.reviewedPicked} of ${sets.length}.`,
    '',
    '### The sets issue 15 names',
    '',
    ...ISSUE_BASES.map((w) => {
      const set = sets.find((x) => x.baseWord === w);
      return set
        ? `- **${w}** (${set.category}): ${set.synonyms.map((x) => (x.rarity > 1 ? `${x.word} (${x.rarity})` : x.word)).join(', ')}`
        : `- **${w}**: no set (too few everyday synonyms after the rules and the review)`;
    }),
    '',
    '### Rarity distribution of the synonyms',
    '',
    table([
      ['rarity', 'synonyms', 'share'],
      ...rarity.map((n, i) => [i + 1, n, `${((100 * n) / words.length).toFixed(1)}%`]),
    ]),
    '',
    '',
    ...rarityAndGlossChecks(sets, lex),
    '### 10 random sets',
    '',
  );
  for (const s of sample) {
    lines.push(
      `**${s.id}. ${s.baseWord}** (${s.category}, dificultate ${s.difficulty}, ${s.dailyDate ?? 'fără dată'}) — glosă: ${s.gloss ?? '—'}`,
      '',
      `- Sinonime: ${s.synonyms.map((w) => (w.rarity > 1 ? `${w.word} (${w.rarity})` : w.word)).join(', ')}`,
      `- Indiciu: ${s.hint.text}`,
      `- Glose: ${s.synonyms
        .slice(0, 4)
        .map((w) => `${w.word} — ${w.gloss ?? 'Definiția nu este disponibilă momentan.'}`)
        .join('; ')}`,
      '',
    );
  }
  lines.push(
    '### Register labels of the thesaurus and their rarity',
    '',
    'Every label written before a synonym in th_ro_RO_v2, with its count and the rarity it gives by the rules of generator/synonyms-rarity.ts (README: "Synonym rarity"); "exclus" removes the synonym. Labels that only describe grammar or quote an example give 1.',
    '',
    '<details><summary>All labels</summary>',
    '',
    table([
      ['label', 'count', 'rarity'],
      ...labels.map((l) => [`(${l.label.replace(/\|/g, '\\|')})`, l.count, l.verdict]),
    ]),
    '',
    '</details>',
    '',
  );
  return lines.join('\n');
}

/** The `npm run content` step (generator/main.ts): writes data/synonyms.json, returns its REPORT.md section. */
export const synonymsStep = {
  name: 'synonyms',
  run({ lex, dataDir }: { lex: Lexicon; dataDir: string }): string {
    return synonymsReport(generateSynonyms(lex, dataDir), lex);
  },
};
