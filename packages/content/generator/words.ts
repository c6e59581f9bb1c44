/**
 * The Romanian lexicon every generator builds on: one word filter for every game.
 *
 *   const lex = await loadLexicon();
 *   lex.isAllowed('țară')   // a valid, filtered, not blocked dictionary form
 *   lex.isCommon('țării')   // allowed and its lemma is common (rule below)
 *   lex.lemmasOf('țării')   // ['țară']
 *   lex.rank('țară')        // frequency rank (1 = most frequent) or undefined
 *   lex.formsOfLength(5)    // allowed forms of 5 letters (letters, not bytes), sorted
 *
 * Sources (see ../README.md): dictionary-ro (Hunspell ro_RO) expanded to every inflected
 * form, each with its lemma (its dictionary entry); the frequency list of
 * FrequencyWords ro_50k (OpenSubtitles 2018, 50,000 forms, sources/frequency-ro); Debian's th_ro_RO_v2.
 *
 * THE WORD FILTER (a form is "valid"):
 *   - a form produced by the dictionary from a lowercase entry, cedillas ş ţ turned into
 *     commas ș ț (toCommaBelow), NFC;
 *   - letters a–z, ă, â, î, ș, ț only (no hyphen, apostrophe, digit, capital).
 * A valid form is "allowed" unless it is blocked.
 *
 * THE GATE (gate.ts, lists/vulgar.txt and lists/unfit.txt): a vulgar form is not allowed;
 * an unfit form (killing, drugs, sex, bodily, curses) is allowed but never common.
 *
 * THE COMMON RULE (a form is "common"), see COMMON_RULE below and ../README.md:
 *   an allowed form is common when one of its lemmas L is common and
 *     - the form itself is in the frequency list, or
 *     - L is strong (best rank ≤ STRONG_LEMMA_RANK, and STRONG_LISTED_FORMS forms of L in
 *       the frequency list) and the form is not a marginal inflection (MARGINAL_RULES), or
 *     - the form is L itself or a thesaurus headword (and not marginal).
 *   A lemma is common when
 *   (a) the lemma itself is in the frequency list (any rank), or
 *   (b) a form of it is in the frequency list at rank ≤ FREQ_FORM_RANK and that form is
 *       not shared with another lemma (unambiguous credit), or
 *   (c) it is an everyday thesaurus headword: a headword that is a dictionary entry (or,
 *       for verbs, an infinitive of one: the dictionary files verbs under the first person
 *       singular, "pisez", the thesaurus under the infinitive, "pisa"), that is never
 *       given a register label (înv., reg., pop., rar, fam., arg., livr., regional names …) anywhere in the thesaurus, and that other entries list, unlabelled, as a
 *       synonym at least THESAURUS_MIN_CITES times;
 *   (ranks ignore the forms of lists/names.txt: names in the subtitles, "dana", "clara")
 *   and neither the lemma nor the form is on the rare list (lists/wordle-rare.txt): words
 *   that pass the rules by accident (a subtitle-name homograph, a technical word) but that players
 *   would not know. Negated and re- forms count as lemmas of their own ("nebun",
 *   "reface"), so they are common only by their own frequency.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldDiacritics, toCommaBelow } from '@slove/core/text';
import { buildGate, readGateLists, type BuiltGate } from './gate.ts';
import { expandDictionary, parseAffixes } from './hunspell.ts';
import {
  CACHE_DIR,
  CONTENT_ROOT,
  dictionaryFiles,
  frequencyFile,
  thesaurusFile,
  unmunchBinary,
} from './sources.ts';
import { isMarkedLabel, parseThesaurus, type ThesaurusEntry } from './thesaurus.ts';

export const COMMON_RULE = {
  /** (b): a form in the frequency list at this rank or better credits its only lemma. */
  FREQ_FORM_RANK: 10000,
  /**
   * A common lemma whose best frequency rank is at most this is "strong": all its forms
   * are common (but the marginal ones). Other common lemmas give only their entry form,
   * their thesaurus headword forms and their forms in the frequency list.
   */
  STRONG_LEMMA_RANK: 4000,
  /** …and that has at least this many forms in the frequency list (not "des", "sus"). */
  STRONG_LISTED_FORMS: 2,
  /** (c): unlabelled citations as a synonym needed by an everyday thesaurus headword. */
  THESAURUS_MIN_CITES: 6,
} as const;

interface MarginalRule {
  ending: string;
  verbsOnly: boolean;
  /** `sameLemma(w)`: w is a form of the same entry. */
  when: (stem: string, form: string, lemma: string, sameLemma: (w: string) => boolean) => boolean;
}

const afterVowel = (stem: string) => /[aeiîâu]$/.test(stem);

/**
 * Inflections that a player would not think of as words of their own, and that are common
 * only when the form itself is in the frequency list:
 *   - colloquial short articulated forms and gerunds in -u ("poporu", "faptu", "cântându");
 *   - vocatives in -o and -ule ("taxo", "inertule");
 *   - articulated genitive-dative forms in -ului, -ilor, -elor ("idolului", "podurilor");
 *   - verbs: the simple perfect plural and 2nd person ("vorbiră", "udarăm", "citirăți",
 *     "urniși") and the pluperfect ("visase", "tunasem", "furișaserăți").
 */
export const MARGINAL_RULES: readonly MarginalRule[] = [
  { ending: 'u', verbsOnly: false, when: (stem, form, _l, same) => same(stem) || same(`${form}l`) },
  { ending: 'o', verbsOnly: false, when: (_s, _f, lemma) => !lemma.endsWith('o') },
  { ending: 'ule', verbsOnly: false, when: (stem, _f, _l, same) => same(`${stem}ul`) },
  // articulated genitive-dative: "idolului", "podurilor", "stelelor"
  ...['ului', 'ilor', 'elor'].map((ending): MarginalRule => ({
    ending,
    verbsOnly: false,
    when: (_s, form, lemma) => form !== lemma,
  })),
  { ending: 'răm', verbsOnly: true, when: () => true },
  { ending: 'răți', verbsOnly: true, when: () => true },
  ...['serăți', 'serăm', 'seră', 'seși', 'seți', 'sem', 'se', 'ră', 'și'].map((ending): MarginalRule => ({
    ending,
    verbsOnly: true,
    when: (stem, _f, _l, same) => afterVowel(stem) && same(stem),
  })),
];

/** The letters of the filter: a–z plus ă â î ș ț. */
export const WORD_RE = /^[a-zăâîșț]+$/;

export const RARE_LIST_PATH = join(CONTENT_ROOT, 'lists', 'wordle-rare.txt');
export const NAMES_LIST_PATH = join(CONTENT_ROOT, 'lists', 'names.txt');

export interface LexiconStats {
  entries: number;
  expandedForms: number;
  distinctForms: number;
  validForms: number;
  blockedForms: number;
  allowedForms: number;
  commonLemmas: number;
  commonForms: number;
  frequencyListed: number;
  frequencyMatched: number;
}

export interface Lexicon {
  /** Every allowed form (valid, not blocked), sorted by code point. */
  readonly allowed: readonly string[];
  readonly stats: LexiconStats;
  readonly thesaurus: readonly ThesaurusEntry[];
  /** The suitability gate (gate.ts): vulgar forms are not allowed, unfit ones not common. */
  readonly gate: BuiltGate;
  /** Source versions and a hash of inputs + rules (for the content version). */
  readonly sourceKey: string;
  isValid(form: string): boolean;
  isAllowed(form: string): boolean;
  /** Vulgar (the gate): never accepted or shown anywhere. */
  isBlocked(form: string): boolean;
  isCommon(form: string): boolean;
  isCommonLemma(lemma: string): boolean;
  /** True when the dictionary conjugates the lemma as a verb (filed under the 1st person). */
  isVerbLemma(lemma: string): boolean;
  /** Dictionary entries the form belongs to (empty when not valid). */
  lemmasOf(form: string): readonly string[];
  /** The first (most frequent) lemma, or undefined. */
  lemmaOf(form: string): string | undefined;
  /** Every valid form of a lemma (blocked or not), sorted. */
  formsOf(lemma: string): readonly string[];
  /** Frequency rank of the form itself (1 = most frequent), or undefined. */
  rank(form: string): number | undefined;
  /** Best frequency rank over the forms of the lemma, or undefined. */
  lemmaRank(lemma: string): number | undefined;
  /** Allowed forms of a length (in letters), sorted. */
  formsOfLength(n: number): readonly string[];
  /** Register labels (marked ones only) the thesaurus gives the word anywhere. */
  registerLabels(word: string): readonly string[];
  /** How many times the thesaurus lists the word, unlabelled, as a synonym. */
  thesaurusCites(word: string): number;
  /** Parts of speech the thesaurus gives the headword ('subst', 'adj', 'verb', …). */
  headwordPos(word: string): readonly string[];
  /** True when the word is a thesaurus headword. */
  isHeadword(word: string): boolean;
}

const CACHE_VERSION = 'lexicon-v4';

/** dictionary-ro's verb conjugation flags (see the table of contents of index.aff). */
const VERB_FLAGS = /[KBEHGI]/;

function sha256(s: string | Buffer): string {
  return createHash('sha256').update(s).digest('hex');
}

/** Words of a list file: one per line, '#' starts a comment. */
export function readWordList(path: string): string[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => toCommaBelow(l.replace(/#.*$/, '')).trim().toLocaleLowerCase('ro-RO'))
    .filter(Boolean);
}

interface Expanded {
  /** valid forms, sorted */
  forms: string[];
  /** lemma ids per form (same order as forms) */
  formLemmas: number[][];
  lemmas: string[];
  /** ids of lemmas conjugated as verbs */
  verbLemmas: number[];
  entries: number;
  expandedForms: number;
  distinctForms: number;
}

/** Expands the dictionary (checked against unmunch), filtered, with a disk cache. */
function expandFiltered(aff: string, dic: string, inputKey: string): Expanded {
  const cachePath = join(CACHE_DIR, `${CACHE_VERSION}-${inputKey.slice(0, 16)}.tsv`);
  if (existsSync(cachePath)) {
    const text = readFileSync(cachePath, 'utf8');
    const lines = text.split('\n');
    const [entries, expandedForms, distinctForms] = lines[0]!.split('\t').map(Number) as [
      number,
      number,
      number,
    ];
    const lemmas = lines[1]!.split('\t');
    const verbLemmas = lines[2]!.split(',').map(Number);
    const forms: string[] = [];
    const formLemmas: number[][] = [];
    for (let i = 3; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line) continue;
      const tab = line.indexOf('\t');
      forms.push(line.slice(0, tab));
      formLemmas.push(
        line
          .slice(tab + 1)
          .split(',')
          .map(Number),
      );
    }
    return { forms, formLemmas, lemmas, verbLemmas, entries, expandedForms, distinctForms };
  }

  const table = parseAffixes(aff);
  const all = new Set<string>();
  const byForm = new Map<string, string[]>();
  const verbs = new Set<string>();
  let expandedForms = 0;
  expandDictionary(dic, table, (form, lemma, flags) => {
    expandedForms++;
    all.add(form);
    if (!WORD_RE.test(form) || !WORD_RE.test(lemma)) return;
    if (VERB_FLAGS.test(flags)) verbs.add(lemma);
    const ls = byForm.get(form);
    if (!ls) byForm.set(form, [lemma]);
    else if (!ls.includes(lemma)) ls.push(lemma);
  });

  // Cross-check against Hunspell's own unmunch: the same forms (after cedilla folding).
  const unmunch = unmunchBinary();
  const dicPath = dictionaryFiles().dic;
  const affPath = dictionaryFiles().aff;
  const out = execFileSync(unmunch, [dicPath, affPath], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const reference = new Set(out.split('\n').filter(Boolean).map(toCommaBelow));
  let missing = 0;
  for (const f of reference) if (!all.has(f)) missing++;
  let extra = 0;
  for (const f of all) if (!reference.has(f)) extra++;
  if (missing || extra) {
    throw new Error(`affix expansion differs from unmunch: ${missing} missing, ${extra} extra`);
  }

  const lemmaIds = new Map<string, number>();
  const lemmas = [...new Set([...byForm.values()].flat())].sort();
  lemmas.forEach((l, i) => lemmaIds.set(l, i));
  const forms = [...byForm.keys()].sort();
  const formLemmas = forms.map((f) =>
    byForm
      .get(f)!
      .map((l) => lemmaIds.get(l)!)
      .sort((a, b) => a - b),
  );
  const entries = dic.split('\n').length - 2;

  mkdirSync(CACHE_DIR, { recursive: true });
  const verbLemmas = lemmas.flatMap((l, i) => (verbs.has(l) ? [i] : []));
  const body = [`${entries}\t${expandedForms}\t${all.size}`, lemmas.join('\t'), verbLemmas.join(',')];
  for (let i = 0; i < forms.length; i++) body.push(`${forms[i]}\t${formLemmas[i]!.join(',')}`);
  writeFileSync(cachePath, body.join('\n') + '\n');
  return { forms, formLemmas, lemmas, verbLemmas, entries, expandedForms, distinctForms: all.size };
}

let cached: Promise<Lexicon> | null = null;

/** Loads (once per process) the lexicon. */
export function loadLexicon(): Promise<Lexicon> {
  cached ??= Promise.resolve().then(buildLexicon);
  return cached;
}

function buildLexicon(): Lexicon {
  const dict = dictionaryFiles();
  const freq = frequencyFile();
  const thesPath = thesaurusFile();
  const aff = readFileSync(dict.aff, 'utf8');
  const dic = readFileSync(dict.dic, 'utf8');
  const freqText = readFileSync(freq.path, 'utf8');
  const thesText = readFileSync(thesPath);
  const gateLists = readGateLists();
  const rareText = existsSync(RARE_LIST_PATH) ? readFileSync(RARE_LIST_PATH, 'utf8') : '';
  const namesText = existsSync(NAMES_LIST_PATH) ? readFileSync(NAMES_LIST_PATH, 'utf8') : '';
  const inputKey = sha256([CACHE_VERSION, sha256(aff), sha256(dic)].join('|'));
  const sourceKey = sha256(
    [
      inputKey,
      sha256(freqText),
      sha256(thesText),
      sha256(gateLists.vulgar),
      sha256(gateLists.unfit),
      sha256(rareText),
      sha256(namesText),
      JSON.stringify(COMMON_RULE),
    ].join('|'),
  );

  const ex = expandFiltered(aff, dic, inputKey);
  const { forms, formLemmas, lemmas } = ex;
  const formIndex = new Map<string, number>();
  forms.forEach((f, i) => formIndex.set(f, i));
  const lemmaIndex = new Map<string, number>();
  lemmas.forEach((l, i) => lemmaIndex.set(l, i));
  const lemmaForms: number[][] = lemmas.map(() => []);
  formLemmas.forEach((ls, fi) => {
    for (const l of ls) lemmaForms[l]!.push(fi);
  });

  // ---- frequency ranks (cedillas normalised; entries lacking diacritics mapped by folding)
  const formRank = new Map<number, number>();
  const unmatched = new Map<string, number>();
  let frequencyListed = 0;
  const listed: [string, number][] = [];
  const bestDiacriticRank = new Map<string, number>();
  freqText.split('\n').forEach((raw, i) => {
    // `form count` (FrequencyWords); the count is not needed, the line number is the rank.
    const w = toCommaBelow(raw.trim().split(/\s+/)[0] ?? '').toLocaleLowerCase('ro-RO');
    if (!w) return;
    frequencyListed++;
    listed.push([w, i + 1]);
    const k = foldDiacritics(w);
    if (k !== w && !bestDiacriticRank.has(k)) bestDiacriticRank.set(k, i + 1);
  });
  const names = new Set(readWordList(NAMES_LIST_PATH));
  for (const [w, rank] of listed) {
    if (names.has(w)) continue;
    const k = foldDiacritics(w);
    // Subtitles often drop diacritics: "tara" listed after "țara" is "țara" typed without
    // them, not the rarer "tara" (tară, tare). Such a spelling gives no rank of its own.
    if (k === w && (bestDiacriticRank.get(k) ?? Infinity) < rank) continue;
    const fi = formIndex.get(w);
    if (fi !== undefined) {
      if (!formRank.has(fi)) formRank.set(fi, rank);
    } else if (WORD_RE.test(w) && !unmatched.has(k)) {
      unmatched.set(k, rank);
    }
  }
  if (unmatched.size) {
    // "presedinte" → "președinte": a listed spelling without diacritics gives its rank to
    // the dictionary forms that fold to it, unless one of those is listed itself.
    const candidates = new Map<string, number[]>();
    forms.forEach((f, fi) => {
      const k = foldDiacritics(f);
      if (unmatched.has(k)) {
        const c = candidates.get(k);
        if (c) c.push(fi);
        else candidates.set(k, [fi]);
      }
    });
    for (const [k, fis] of candidates) {
      if (fis.some((fi) => formRank.has(fi))) continue;
      for (const fi of fis) formRank.set(fi, unmatched.get(k)!);
    }
  }
  const frequencyMatched = formRank.size;
  // A lemma's rank: the best rank of its listed forms that are the lemma itself or belong
  // to no other entry ("așa" gives no rank to "așez"). listedForms counts those forms.
  const lemmaRankArr = new Map<number, number>();
  const listedForms = new Map<number, number>();
  for (const [fi, r] of formRank) {
    const ls = formLemmas[fi]!;
    for (const l of ls) {
      if (ls.length > 1 && lemmas[l] !== forms[fi]) continue;
      const cur = lemmaRankArr.get(l);
      if (cur === undefined || r < cur) lemmaRankArr.set(l, r);
      listedForms.set(l, (listedForms.get(l) ?? 0) + 1);
    }
  }

  // ---- thesaurus: headwords, register labels, citations
  const thesaurus = parseThesaurus(thesPath);
  const headwords = new Set(thesaurus.map((e) => e.headword));
  const headwordPos = new Map<string, string[]>();
  for (const e of thesaurus) {
    const list = headwordPos.get(e.headword) ?? [];
    for (const s of e.senses) if (s.pos && !list.includes(s.pos)) list.push(s.pos);
    headwordPos.set(e.headword, list.sort());
  }
  const markedLabels = new Map<string, Set<string>>();
  const cites = new Map<string, number>();
  for (const e of thesaurus) {
    for (const s of e.senses) {
      for (const t of s.terms) {
        if (t.antonym) continue;
        const marked = t.labels.filter(isMarkedLabel);
        if (marked.length) {
          let set = markedLabels.get(t.text);
          if (!set) markedLabels.set(t.text, (set = new Set()));
          for (const m of marked) set.add(m);
        } else {
          cites.set(t.text, (cites.get(t.text) ?? 0) + 1);
        }
      }
    }
  }

  // ---- the suitability gate (lists/vulgar.txt, lists/unfit.txt)
  const isVerbLemma = new Uint8Array(lemmas.length);
  for (const l of ex.verbLemmas) isVerbLemma[l] = 1;
  const gate = buildGate(
    {
      forms,
      lemmas,
      lemmasOfForm: (f) => {
        const fi = formIndex.get(f);
        return fi === undefined ? [] : formLemmas[fi]!.map((l) => lemmas[l]!);
      },
      formsOfLemma: (l) => {
        const li = lemmaIndex.get(l);
        return li === undefined ? [] : lemmaForms[li]!.map((fi) => forms[fi]!);
      },
      isVerbLemma: (l) => {
        const li = lemmaIndex.get(l);
        return li !== undefined && isVerbLemma[li] === 1;
      },
      isVerbHeadword: (w) => headwords.has(w) && (headwordPos.get(w) ?? []).includes('verb'),
      isRankedLemma: (l) => {
        const li = lemmaIndex.get(l);
        return li !== undefined && lemmaRankArr.has(li);
      },
    },
    gateLists.vulgar,
    gateLists.unfit,
  );
  const blockedForm = (fi: number) => gate.isVulgar(forms[fi]!);
  const unfitForm = (fi: number) => gate.isUnfit(forms[fi]!);

  // ---- common lemmas
  const rare = new Set(readWordList(RARE_LIST_PATH));
  const commonLemma = new Uint8Array(lemmas.length);
  for (const [fi, r] of formRank) {
    const ls = formLemmas[fi]!;
    const form = forms[fi]!;
    for (const l of ls) {
      if (lemmas[l] === form) commonLemma[l] = 1; // (a)
    }
    if (ls.length === 1 && r <= COMMON_RULE.FREQ_FORM_RANK) commonLemma[ls[0]!] = 1; // (b)
  }
  for (const h of headwords) {
    if (markedLabels.has(h)) continue;
    if ((cites.get(h) ?? 0) < COMMON_RULE.THESAURUS_MIN_CITES) continue;
    // (c) The headword's own entry; a verb headword is an infinitive ("pisa") while the
    // dictionary files verbs under the first person ("pisez"): credit the entries the
    // infinitive is a form of.
    const li = lemmaIndex.get(h);
    if (li !== undefined) commonLemma[li] = 1;
    else {
      const fi = formIndex.get(h);
      if (fi !== undefined) for (const l of formLemmas[fi]!) commonLemma[l] = 1;
    }
  }
  for (let l = 0; l < lemmas.length; l++) {
    if (rare.has(lemmas[l]!) || gate.isUnsuitable(lemmas[l]!)) commonLemma[l] = 0;
  }
  const rareForm = (fi: number) => rare.has(forms[fi]!);

  // ---- marginal inflections: common only when the form itself is in the frequency list
  const formOfLemma = (form: string, l: number) => {
    const fi = formIndex.get(form);
    return fi !== undefined && formLemmas[fi]!.includes(l);
  };
  const isMarginal = (form: string, l: number): boolean => {
    const lemma = lemmas[l]!;
    if (form === lemma) return false;
    for (const rule of MARGINAL_RULES) {
      if (rule.verbsOnly && !isVerbLemma[l]) continue;
      if (!form.endsWith(rule.ending)) continue;
      const stem = form.slice(0, form.length - rule.ending.length);
      if (rule.when(stem, form, lemma, (w) => formOfLemma(w, l))) return true;
    }
    return false;
  };

  const isStrong = (l: number) =>
    (lemmaRankArr.get(l) ?? Infinity) <= COMMON_RULE.STRONG_LEMMA_RANK &&
    (listedForms.get(l) ?? 0) >= COMMON_RULE.STRONG_LISTED_FORMS;

  const allowedIdx: number[] = [];
  const isAllowedArr = new Uint8Array(forms.length);
  const isCommonArr = new Uint8Array(forms.length);
  let blockedForms = 0;
  let commonForms = 0;
  for (let fi = 0; fi < forms.length; fi++) {
    if (blockedForm(fi)) {
      blockedForms++;
      continue;
    }
    isAllowedArr[fi] = 1;
    allowedIdx.push(fi);
    const ranked = formRank.has(fi);
    if (rareForm(fi) || unfitForm(fi)) continue;
    const form = forms[fi]!;
    const ok = formLemmas[fi]!.some((l) => {
      if (!commonLemma[l]) return false;
      if (ranked) return true;
      if (isMarginal(form, l)) return false;
      // A strong lemma gives all its (non-marginal) forms; a weak one only its entry form
      // and thesaurus headword forms.
      return isStrong(l) || form === lemmas[l] || headwords.has(form);
    });
    if (ok) {
      isCommonArr[fi] = 1;
      commonForms++;
    }
  }
  const allowed = allowedIdx.map((fi) => forms[fi]!);
  const byLength = new Map<number, string[]>();
  for (const f of allowed) {
    const n = [...f].length;
    const list = byLength.get(n);
    if (list) list.push(f);
    else byLength.set(n, [f]);
  }

  const sortedLemmas = (fi: number) =>
    formLemmas[fi]!.slice()
      .sort(
        (a, b) =>
          (lemmaRankArr.get(a) ?? 1e9) - (lemmaRankArr.get(b) ?? 1e9) || (lemmas[a]! < lemmas[b]! ? -1 : 1),
      )
      .map((l) => lemmas[l]!);

  const stats: LexiconStats = {
    entries: ex.entries,
    expandedForms: ex.expandedForms,
    distinctForms: ex.distinctForms,
    validForms: forms.length,
    blockedForms,
    allowedForms: allowed.length,
    commonLemmas: commonLemma.reduce((a, b) => a + b, 0),
    commonForms,
    frequencyListed,
    frequencyMatched,
  };

  const lex: Lexicon = {
    allowed,
    stats,
    thesaurus,
    gate,
    sourceKey,
    isValid: (f) => formIndex.has(f),
    isAllowed: (f) => {
      const fi = formIndex.get(f);
      return fi !== undefined && isAllowedArr[fi] === 1;
    },
    isBlocked: (f) => gate.isVulgar(f),
    isCommon: (f) => {
      const fi = formIndex.get(f);
      return fi !== undefined && isCommonArr[fi] === 1;
    },
    isCommonLemma: (l) => {
      const li = lemmaIndex.get(l);
      return li !== undefined && commonLemma[li] === 1;
    },
    isVerbLemma: (l) => {
      const li = lemmaIndex.get(l);
      return li !== undefined && isVerbLemma[li] === 1;
    },
    lemmasOf: (f) => {
      const fi = formIndex.get(f);
      return fi === undefined ? [] : sortedLemmas(fi);
    },
    lemmaOf: (f) => {
      const fi = formIndex.get(f);
      return fi === undefined ? undefined : sortedLemmas(fi)[0];
    },
    formsOf: (l) => {
      const li = lemmaIndex.get(l);
      return li === undefined ? [] : lemmaForms[li]!.map((fi) => forms[fi]!);
    },
    rank: (f) => {
      const fi = formIndex.get(f);
      return fi === undefined ? undefined : formRank.get(fi);
    },
    lemmaRank: (l) => {
      const li = lemmaIndex.get(l);
      return li === undefined ? undefined : lemmaRankArr.get(li);
    },
    formsOfLength: (n) => byLength.get(n) ?? [],
    registerLabels: (w) => [...(markedLabels.get(w) ?? [])].sort(),
    isHeadword: (w) => headwords.has(w),
    thesaurusCites: (w) => cites.get(w) ?? 0,
    headwordPos: (w) => headwordPos.get(w) ?? [],
  };
  return lex;
}
