/**
 * Synonym sets for the advanced synonym game, from the thesaurus th_ro_RO_v2, filtered by
 * the one word filter of ./words.ts (allowed = valid dictionary form, not blocked).
 *
 * Base words: single-word thesaurus headwords that are common (lex.isCommon), a
 * dictionary entry themselves (verbs: the infinitive headword), not on the list of topics
 * unsuitable for children (./synonyms-unsuitable.ts), and with at least MIN_SYNONYMS verified synonyms of one
 * part of speech. The best-ranked ones (frequent, with many everyday synonyms) are kept.
 *
 * A synonym is VERIFIED when it is one word of the filter's letters, allowed (not
 * blocked), not the base word nor one of its inflections (no shared dictionary entry), not
 * marked as slang or contempt, and it shares the set's meaning: its own thesaurus entry
 * lists the base word and at least one other synonym of the set, or at least two other
 * synonyms of the set (counting words whose entries list it). The thesaurus flattens
 * every sense into one line, so a word that shares nothing with the others is usually a
 * far or regional sense ("mașină" → "chibrit", "frumos" → "iscusit") and is dropped.
 *
 * Labels: the thesaurus writes a label once before a run of words ("(reg.) marghiol,
 * tâmbuș"). A label therefore also applies to the following unlabelled words of the
 * sense, until the next label or the first common word (a common word after a label
 * usually starts a new sense in the flattened line). Rarity: ./synonyms-rarity.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayFromNumber } from '@slove/core/day';
import { matchKey } from '@slove/core/text';
import type { PartOfSpeech, SynonymEntry, SynonymHint, SynonymSet } from '../src/types.ts';
import { seededRandom, shuffled } from './random.ts';
import { DATA_DIR } from './sources.ts';
import { rarityOf } from './synonyms-rarity.ts';
import { isUnsuitable } from './synonyms-unsuitable.ts';
import type { ThesaurusEntry } from './thesaurus.ts';
import { WORD_RE, type Lexicon } from './words.ts';

export const SYNONYM_RULES = {
  DAILY_SETS: 1100,
  POOL_SETS: 200,
  MIN_SYNONYMS: 4,
  MAX_SYNONYMS: 20,
  /** Everyday synonyms (rarity 1–2) a base word needs, so that every set is playable. */
  MIN_EVERYDAY: 3,
  SEED: 'slove-synonyms-v1',
} as const;

const POS: Record<string, PartOfSpeech> = {
  subst: 'substantiv',
  adj: 'adjectiv',
  verb: 'verb',
  adv: 'adverb',
};

interface Candidate {
  word: string;
  rarity: 1 | 2 | 3 | 4 | 5;
  /** Order of first appearance in the entry (earlier = closer to the main sense). */
  order: number;
  /** Other words of the sense group it came from. */
  group: string[];
  /** Other candidates of the set that its own entry lists (or that list it). */
  cohesion: number;
  /** Found on a sense line in the dictionary's own order (not an alphabetical back-reference line). */
  main: boolean;
}

export interface SynonymBuild {
  sets: SynonymSet[];
  stats: {
    headwordsSeen: number;
    baseCandidates: number;
    droppedUnverified: number;
    droppedExcludedLabel: number;
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

/** Ranking of a word by frequency: the form's rank, else its lemma's, else a large number. */
export function frequencyRank(lex: Lexicon, word: string): number {
  const r = lex.rank(word);
  if (r !== undefined) return r;
  let best = Infinity;
  for (const l of lemmasOf(lex, word)) best = Math.min(best, lex.lemmaRank(l) ?? Infinity);
  return best === Infinity ? 100_000 : best;
}

const lemmaCache = new WeakMap<Lexicon, Map<string, readonly string[]>>();

/** lex.lemmasOf, memoised (the generators ask for the same words many times). */
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

/** Terms of a sense with propagated labels: { word, rarity | null (excluded) }. */
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

function labelledTerms(lex: Lexicon, terms: ThesaurusEntry['senses'][number]['terms'], verb: boolean) {
  const out: Array<{ word: string; text: string; rarity: 1 | 2 | 3 | 4 | 5 | null; labelled: boolean }> = [];
  let carried: string[] = [];
  for (const t of terms) {
    if (t.antonym) continue;
    const word = verb ? verbSynonymWord(t.text) : t.text;
    let labels = t.labels;
    if (labels.length) carried = labels;
    else if (carried.length && WORD_RE.test(word) && !lex.isCommon(word)) labels = carried;
    else carried = [];
    const v = rarityOf(labels);
    out.push({
      word,
      text: t.text,
      rarity: 'excluded' in v ? null : v.rarity,
      labelled: labels.length > 0 && 'rarity' in v && v.rarity > 1,
    });
  }
  return out;
}

/** A gloss word or phrase is shown only when every word of it is allowed (never blocked). */
function glossable(lex: Lexicon, text: string): boolean {
  const parts = text.split(' ');
  return (
    parts.length <= 3 && parts.every((p) => WORD_RE.test(p) && lex.isAllowed(p) && !isUnsuitable(lex, p))
  );
}

/** Up to `max` gloss words, everyday and frequent first. */
function pickGloss(
  lex: Lexicon,
  words: Iterable<{ word: string; rarity: number | null }>,
  exclude: string[],
  prefer: ReadonlySet<string> = new Set(),
  max = 3,
): string[] {
  const seen = new Set<string>();
  const list: Array<{ word: string; rarity: number; rank: number; preferred: boolean; i: number }> = [];
  let i = 0;
  for (const w of words) {
    i += 1;
    if (w.rarity === null || w.rarity > 2 || seen.has(w.word)) continue;
    if (!glossable(lex, w.word)) continue;
    if (
      exclude.some((x) => sameLexeme(lex, x, w.word) || w.word.split(' ').some((p) => sameLexeme(lex, x, p)))
    )
      continue;
    seen.add(w.word);
    const head = verbSynonymWord(w.word);
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
  while (len > 1 && (lex.isBlocked(commonStart) || isUnsuitable(lex, commonStart))) {
    len -= 1;
    commonStart = [...common.word].slice(0, len).join('');
  }
  const text =
    `Cuvântul este ${ARTICLE[category]} și are ${countSynonyms(synonyms.length)} de găsit. ` +
    `Unul dintre cele mai folosite începe cu „${commonStart}…” și are ${[...common.word].length} litere.`;
  return { partOfSpeech: category, synonymCount: synonyms.length, commonStart, text };
}

function difficultyOf(baseRank: number, synonyms: SynonymEntry[]): 1 | 2 | 3 | 4 | 5 {
  const f = baseRank <= 1500 ? 0 : baseRank <= 5000 ? 1 : 2;
  const mean = synonyms.reduce((t, s) => t + s.rarity, 0) / synonyms.length;
  const r = mean < 1.5 ? 0 : mean < 2.2 ? 1 : 2;
  return (1 + f + r) as 1 | 2 | 3 | 4 | 5;
}

export function buildSynonymSets(lex: Lexicon): SynonymBuild {
  const entries = mergeEntries(lex.thesaurus);
  let droppedUnverified = 0;
  let droppedExcludedLabel = 0;

  interface Base {
    word: string;
    category: PartOfSpeech;
    rank: number;
    synonyms: SynonymEntry[];
    score: number;
    chosen: Candidate[];
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

  for (const entry of entries.values()) {
    const base = entry.headword;
    if (!WORD_RE.test(base) || !lex.isAllowed(base) || !lex.isCommon(base)) continue;
    if (isUnsuitable(lex, base)) continue;
    if (!isHeadwordForm(lex, entries, base)) continue;

    // Candidates per part of speech.
    const perPos = new Map<PartOfSpeech, Map<string, Candidate>>();
    let order = 0;
    for (const sense of entry.senses) {
      const pos = sense.pos ? POS[sense.pos] : undefined;
      if (!pos) continue;
      const terms = labelledTerms(lex, sense.terms, pos === 'verb');
      const main = isMainLine(
        sense.terms.map((t) => t.text),
        pos === 'verb',
      );
      const cands = perPos.get(pos) ?? new Map<string, Candidate>();
      perPos.set(pos, cands);
      for (const t of terms) {
        order += 1;
        if (!WORD_RE.test(t.word) || !lex.isAllowed(t.word)) continue;
        if (sameLexeme(lex, base, t.word) || isUnsuitable(lex, t.word)) continue;
        if (t.rarity === null) {
          droppedExcludedLabel += 1;
          continue;
        }
        const group = terms
          .filter((o) => o.word !== t.word && o.rarity !== null && o.rarity <= 2)
          .map((o) => o.word);
        const prev = cands.get(t.word);
        if (!prev || t.rarity < prev.rarity || (main && !prev.main)) {
          cands.set(t.word, {
            word: t.word,
            rarity: t.rarity,
            order: prev?.order ?? order,
            group,
            cohesion: 0,
            main: main || !!prev?.main,
          });
        }
      }
    }
    // Verification: a synonym must belong to the meaning the set is about. Its own
    // thesaurus entry has to list the base word and another synonym of the set, or at
    // least two other synonyms of the set ("mașină" → "chibrit", a regional sense that
    // shares no word with the others, is dropped).
    for (const cands of perPos.values()) {
      for (const c of [...cands.values()]) {
        const own = termSet(c.word);
        let cohesion = 0;
        for (const other of cands.keys())
          if (other !== c.word && (own.has(other) || termSet(other).has(c.word))) cohesion += 1;
        c.cohesion = cohesion;
        const verified = c.main ? own.has(base) || cohesion >= 2 : own.has(base) && cohesion >= 2;
        if (!verified) {
          cands.delete(c.word);
          droppedUnverified += 1;
        }
      }
    }
    let best: [PartOfSpeech, Map<string, Candidate>] | null = null;
    for (const pc of perPos) if (!best || pc[1].size > best[1].size) best = pc;
    if (!best) continue;
    const [category, cands] = best;
    // Two synonyms that are inflections of each other: keep the first one.
    const chosen: Candidate[] = [];
    const ordered = [...cands.values()].sort(
      (a, b) =>
        a.rarity - b.rarity ||
        Number(b.main) - Number(a.main) ||
        Number(b.cohesion >= 3) - Number(a.cohesion >= 3) ||
        Number(!lex.isCommon(a.word)) - Number(!lex.isCommon(b.word)) ||
        Math.min(b.cohesion, 6) - Math.min(a.cohesion, 6) ||
        a.order - b.order,
    );
    for (const c of ordered) {
      if (chosen.length >= SYNONYM_RULES.MAX_SYNONYMS) break;
      if (chosen.some((o) => sameLexeme(lex, o.word, c.word))) continue;
      chosen.push(c);
    }
    if (chosen.length < SYNONYM_RULES.MIN_SYNONYMS) continue;
    const everyday = chosen.filter((c) => c.rarity <= 2).length;
    if (everyday < SYNONYM_RULES.MIN_EVERYDAY) continue;

    const synonyms: SynonymEntry[] = chosen
      .map((c) => ({ word: c.word, rarity: c.rarity, gloss: null }))
      .sort((a, b) => a.rarity - b.rarity || a.word.localeCompare(b.word, 'ro'));
    const rank = frequencyRank(lex, base);
    // Ranking: frequent base words with many everyday synonyms first.
    const score = Math.log10(rank + 10) * 2 - Math.min(everyday, 10) * 0.25;
    bases.push({ word: base, category, rank, synonyms, score, chosen });
  }

  bases.sort((a, b) => a.score - b.score || a.word.localeCompare(b.word, 'ro'));
  const need = SYNONYM_RULES.DAILY_SETS + SYNONYM_RULES.POOL_SETS;
  if (bases.length < need) throw new Error(`only ${bases.length} synonym base words, ${need} needed`);
  const picked = shuffled(bases.slice(0, need), seededRandom(SYNONYM_RULES.SEED));

  // Glosses, for the picked sets only: the synonym's own entry (same part of speech),
  // else the other words of the sense group it came from, the base word first.
  for (const b of picked) {
    for (const entry of b.synonyms) {
      const c = b.chosen.find((x) => x.word === entry.word)!;
      const own = entries.get(c.word);
      const ownTerms = own
        ? own.senses
            .filter((s) => (s.pos ? POS[s.pos] : undefined) === b.category)
            .flatMap((s) => labelledTerms(lex, s.terms, false))
        : [];
      const meaning = new Set([b.word, ...b.synonyms.map((x) => x.word)]);
      let gloss = pickGloss(lex, ownTerms, [c.word], meaning);
      if (gloss.length === 0) {
        gloss = pickGloss(
          lex,
          [{ word: b.word, rarity: 1 }, ...c.group.map((w) => ({ word: w, rarity: 1 }))],
          [c.word],
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
      hint: buildHint(lex, b.category, b.synonyms, cohesion),
      synonyms: b.synonyms,
    };
  });
  return {
    sets,
    stats: {
      headwordsSeen: entries.size,
      baseCandidates: bases.length,
      droppedUnverified,
      droppedExcludedLabel,
    },
  };
}

export const SYNONYMS_FILE = 'synonyms.json';

/** One set per line: compact, deterministic and readable in diffs. */
export function serializeSynonyms(sets: readonly SynonymSet[]): string {
  return `[\n${sets.map((s) => JSON.stringify(s)).join(',\n')}\n]\n`;
}

/** Builds the synonym sets and writes data/synonyms.json. */
export function generateSynonyms(lex: Lexicon, outDir: string = DATA_DIR): SynonymBuild {
  const build = buildSynonymSets(lex);
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

/** The REPORT.md section of the synonym sets. */
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
    `- Thesaurus headwords seen: ${stats.headwordsSeen}; base-word candidates after the rules: ${stats.baseCandidates}; synonyms dropped as unverified: ${stats.droppedUnverified}; dropped for a slang or contempt label: ${stats.droppedExcludedLabel}.`,
    '',
    '### Rarity distribution of the synonyms',
    '',
    table([
      ['rarity', 'synonyms', 'share'],
      ...rarity.map((n, i) => [i + 1, n, `${((100 * n) / words.length).toFixed(1)}%`]),
    ]),
    '',
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
