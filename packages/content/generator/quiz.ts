/**
 * The simple synonym quiz: turns the hand-written questions (../quiz/questions.tsv and
 * definitions.tsv, read by ../quiz/questions.ts) into data/quiz.json (QuizSet[]), after
 * checking every question against the thesaurus
 * th_ro_RO_v2 and the lexicon (words.ts). Any broken invariant stops the generator with
 * the full list of problems.
 *
 * Synonymy, as the thesaurus states it: B is a synonym of A when B is listed (not as an
 * antonym) in any sense of any entry whose headword is A.
 *   - The correct choice must be listed without a register label in an adjective sense of
 *     the target (an everyday synonym).
 *   - A distractor must not be a synonym of the target in either direction (any sense, any
 *     part of speech), nor of the correct choice, so one choice only is right.
 * Every word (target and choices) must be an allowed dictionary form (valid, not blocked)
 * and an adjective in the thesaurus (a headword with an adjective sense, or a word listed
 * in an adjective sense). Every word of every definition must be a dictionary form (a
 * spelling check: a missing diacritic or a typo fails), and no definition may name a word
 * of its own question. No distractor is used more than MAX_DISTRACTOR_USES times in the
 * whole quiz (a word met again and again as a wrong choice teaches nothing).
 *
 * The correct choice's position (a–d) is deterministic: a fixed-seed shuffle of 35 × each
 * position, so every letter is right equally often.
 *
 * Run alone: node --import tsx generator/quiz.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  QUIZ_DEFINITIONS,
  QUIZ_SET_DESCRIPTION,
  QUIZ_SOURCE,
  type QuizSourceQuestion,
} from '../quiz/questions.ts';
import type { QuizChoice, QuizQuestion, QuizSet } from '../src/types.ts';
import { DATA_DIR } from './sources.ts';
import type { ThesaurusEntry } from './thesaurus.ts';
import { loadLexicon, WORD_RE, type Lexicon } from './words.ts';

export const QUIZ_SETS = 20;
/** How often one word may be a wrong choice over the whole quiz. */
export const MAX_DISTRACTOR_USES = 5;
export const QUIZ_SET_SIZE = 7;
export const QUIZ_FILE = 'quiz.json';
const CHOICE_IDS = ['a', 'b', 'c', 'd'] as const;
const POSITION_SEED = 0x5117e;

/** The thesaurus relations the quiz needs, indexed by headword. */
export interface QuizThesaurus {
  /** Every word listed (not as an antonym) under the headword, any sense. */
  synonymsOf(word: string): ReadonlySet<string>;
  /** Words listed without a register label in an adjective sense of the headword. */
  everydayAdjectiveSynonymsOf(word: string): ReadonlySet<string>;
  /** A headword with an adjective sense, or a word listed in an adjective sense. */
  isAdjective(word: string): boolean;
  /** The synonym relation in either direction. */
  areSynonyms(a: string, b: string): boolean;
  /** The antonym relation (≠ in the thesaurus) in either direction. */
  areAntonyms(a: string, b: string): boolean;
}

export function indexThesaurus(entries: readonly ThesaurusEntry[]): QuizThesaurus {
  const all = new Map<string, Set<string>>();
  const opposite = new Map<string, Set<string>>();
  const everydayAdj = new Map<string, Set<string>>();
  const adjectives = new Set<string>();
  const add = (map: Map<string, Set<string>>, key: string, word: string) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(word);
  };
  for (const e of entries) {
    for (const s of e.senses) {
      const isAdj = s.pos === 'adj';
      if (isAdj) adjectives.add(e.headword);
      for (const t of s.terms) {
        if (t.antonym) {
          add(opposite, e.headword, t.text);
          continue;
        }
        add(all, e.headword, t.text);
        if (isAdj) {
          adjectives.add(t.text);
          if (t.labels.length === 0) add(everydayAdj, e.headword, t.text);
        }
      }
    }
  }
  const empty: ReadonlySet<string> = new Set();
  const synonymsOf = (w: string) => all.get(w) ?? empty;
  return {
    synonymsOf,
    everydayAdjectiveSynonymsOf: (w) => everydayAdj.get(w) ?? empty,
    isAdjective: (w) => adjectives.has(w),
    areSynonyms: (a, b) => synonymsOf(a).has(b) || synonymsOf(b).has(a),
    areAntonyms: (a, b) => !!opposite.get(a)?.has(b) || !!opposite.get(b)?.has(a),
  };
}

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Index (0–3) of the correct choice for each of `count` questions, balanced and fixed. */
export function correctPositions(count: number): number[] {
  const positions = Array.from({ length: count }, (_, i) => i % CHOICE_IDS.length);
  const rand = prng(POSITION_SEED);
  for (let i = positions.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions;
}

function definitionOf(word: string, definitions: Readonly<Record<string, string>>): string {
  const d = definitions[word];
  if (d === undefined) throw new Error(`quiz: no definition for "${word}"`);
  return d;
}

/** Shapes the hand-written source into QuizSet[] (no checks; see checkQuiz). */
export function buildQuiz(
  source: readonly (readonly QuizSourceQuestion[])[] = QUIZ_SOURCE,
  definitions: Readonly<Record<string, string>> = QUIZ_DEFINITIONS,
): QuizSet[] {
  const total = source.reduce((n, set) => n + set.length, 0);
  const positions = correctPositions(total);
  let id = 0;
  return source.map((set, si) => ({
    id: si + 1,
    name: `Set ${si + 1}`,
    description: QUIZ_SET_DESCRIPTION,
    questions: set.map((q): QuizQuestion => {
      const pos = positions[id]!;
      id += 1;
      const words = [...q.distractors];
      words.splice(pos, 0, q.synonym);
      const choices: QuizChoice[] = words.map((word, i) => ({
        id: CHOICE_IDS[i]!,
        word,
        definition: definitionOf(word, definitions),
        isCorrect: i === pos,
      }));
      return {
        id,
        targetWord: q.target,
        definition: definitionOf(q.target, definitions),
        choices,
        category: 'adjective',
        difficulty: q.difficulty,
      };
    }),
  }));
}

/** Letters of a definition, as lower-case words. */
function tokens(text: string): string[] {
  return text
    .toLocaleLowerCase('ro-RO')
    .split(/[^a-zăâîșț]+/u)
    .filter(Boolean);
}

const CEDILLA_RE = /[şţŞŢ]/;
const DEFINITION_RE = /^[A-ZĂÂÎȘȚ][^\n]*[^\s.!?][.!?]$/u;

/** Every broken invariant of the quiz, as readable messages (empty when all hold). */
export function checkQuiz(
  sets: readonly QuizSet[],
  lex: Pick<Lexicon, 'isAllowed' | 'isBlocked' | 'isValid' | 'gate'>,
  thes: QuizThesaurus,
): string[] {
  const problems: string[] = [];
  const fail = (where: string, msg: string) => problems.push(`${where}: ${msg}`);
  if (sets.length !== QUIZ_SETS) fail('quiz', `${sets.length} sets, expected ${QUIZ_SETS}`);
  const targets = new Map<string, number>();
  const corrects = new Map<string, number>();
  const definitionOfWord = new Map<string, string>();
  let expectedId = 1;
  let lastDifficulty = 1;
  sets.forEach((set, si) => {
    const where = `set ${set.id}`;
    if (set.id !== si + 1) fail(where, `id ${set.id}, expected ${si + 1}`);
    if (set.name !== `Set ${si + 1}`) fail(where, `name "${set.name}"`);
    if (set.description !== 'Învață 7 cuvinte noi') fail(where, `description "${set.description}"`);
    if (set.questions.length !== QUIZ_SET_SIZE) fail(where, `${set.questions.length} questions`);
    for (const q of set.questions) {
      const at = `question ${q.id} (${q.targetWord})`;
      if (q.id !== expectedId) fail(at, `id ${q.id}, expected ${expectedId}`);
      expectedId += 1;
      if (q.category !== 'adjective') fail(at, `category ${q.category}`);
      if (![1, 2, 3].includes(q.difficulty)) fail(at, `difficulty ${q.difficulty}`);
      if (q.difficulty < lastDifficulty) fail(at, `difficulty ${q.difficulty} after ${lastDifficulty}`);
      lastDifficulty = Math.max(lastDifficulty, q.difficulty);
      if (targets.has(q.targetWord)) fail(at, `target already used by question ${targets.get(q.targetWord)}`);
      targets.set(q.targetWord, q.id);

      if (q.choices.length !== 4) fail(at, `${q.choices.length} choices`);
      q.choices.forEach((c, i) => {
        if (c.id !== CHOICE_IDS[i]) fail(at, `choice ${i + 1} has id ${c.id}`);
      });
      const correct = q.choices.filter((c) => c.isCorrect);
      if (correct.length !== 1) fail(at, `${correct.length} correct choices`);
      const words = [q.targetWord, ...q.choices.map((c) => c.word)];
      if (new Set(words).size !== words.length) fail(at, `repeated word among ${words.join(', ')}`);

      const entries: [string, string][] = [
        [q.targetWord, q.definition],
        ...q.choices.map((c): [string, string] => [c.word, c.definition]),
      ];
      for (const [word, def] of entries) {
        if (!WORD_RE.test(word)) fail(at, `"${word}" is not a lower-case word of Romanian letters`);
        if (!lex.isAllowed(word)) fail(at, `"${word}" is not an allowed dictionary form`);
        if (lex.isBlocked(word)) fail(at, `"${word}" is blocked`);
        if (lex.gate.isUnsuitable(word)) fail(at, `"${word}" does not pass the suitability gate`);
        if (!lex.gate.textIsClean(def))
          fail(at, `definition of "${word}" does not pass the suitability gate`);
        if (!thes.isAdjective(word)) fail(at, `"${word}" is not an adjective in the thesaurus`);
        if (!DEFINITION_RE.test(def) || def !== def.trim())
          fail(at, `definition of "${word}" is malformed: "${def}"`);
        if (CEDILLA_RE.test(def) || CEDILLA_RE.test(word))
          fail(at, `cedilla letter in "${word}" or its definition`);
        const known = definitionOfWord.get(word);
        if (known !== undefined && known !== def) fail(at, `"${word}" has two different definitions`);
        definitionOfWord.set(word, def);
        const misspelt = tokens(def).filter((t) => !lex.isValid(t));
        if (misspelt.length)
          fail(at, `definition of "${word}" has non-dictionary words: ${misspelt.join(', ')}`);
        const named = tokens(def).filter((t) => words.includes(t));
        if (named.length) fail(at, `definition of "${word}" names ${named.join(', ')}`);
      }

      const right = correct[0];
      if (!right) continue;
      if (!thes.everydayAdjectiveSynonymsOf(q.targetWord).has(right.word)) {
        fail(
          at,
          `"${right.word}" is not an everyday adjective synonym of "${q.targetWord}" in the thesaurus`,
        );
      }
      if (corrects.has(right.word))
        fail(at, `correct choice "${right.word}" repeats question ${corrects.get(right.word)}`);
      corrects.set(right.word, q.id);
      for (const c of q.choices) {
        if (c.isCorrect) continue;
        if (thes.areSynonyms(q.targetWord, c.word))
          fail(at, `distractor "${c.word}" is a synonym of the target`);
        if (thes.areSynonyms(right.word, c.word))
          fail(at, `distractor "${c.word}" is a synonym of "${right.word}"`);
        // An antonym is given away by elimination (issue 15): distractors share the field instead.
        if (thes.areAntonyms(q.targetWord, c.word) || thes.areAntonyms(right.word, c.word))
          fail(at, `distractor "${c.word}" is an antonym of "${q.targetWord}" or "${right.word}"`);
        for (const d of q.choices)
          if (d !== c && !d.isCorrect && d.word < c.word && thes.areSynonyms(c.word, d.word))
            fail(at, `distractors "${d.word}" and "${c.word}" are synonyms (both wrong: a giveaway)`);
      }
    }
  });
  if (expectedId - 1 !== QUIZ_SETS * QUIZ_SET_SIZE) fail('quiz', `${expectedId - 1} questions`);
  const uses = new Map<string, number>();
  for (const q of sets.flatMap((s) => s.questions))
    for (const c of q.choices) if (!c.isCorrect) uses.set(c.word, (uses.get(c.word) ?? 0) + 1);
  for (const [word, n] of uses)
    if (n > MAX_DISTRACTOR_USES)
      fail('quiz', `"${word}" is a distractor ${n} times (at most ${MAX_DISTRACTOR_USES})`);
  return problems;
}

/**
 * The checks that need the hand-written source: every question names the field its choices
 * share, and no distractor is the target's antonym or a synonym of it ("rapid": neither
 * "lent" nor "încet"), which would give the answer away by elimination.
 */
export function checkSource(
  thes: QuizThesaurus,
  source: readonly (readonly QuizSourceQuestion[])[] = QUIZ_SOURCE,
): string[] {
  const problems: string[] = [];
  for (const q of source.flat()) {
    const at = `question "${q.target}"`;
    if (!q.field.trim()) problems.push(`${at}: no field`);
    if (!q.antonym.trim() || q.antonym === q.synonym || thes.areSynonyms(q.target, q.antonym))
      problems.push(`${at}: "${q.antonym}" is no antonym`);
    for (const d of q.distractors) {
      if (d === q.antonym || thes.areSynonyms(d, q.antonym))
        problems.push(`${at}: distractor "${d}" is the antonym "${q.antonym}" or its synonym`);
    }
  }
  return problems;
}

/** Words defined in the source but used by no question (a stale definition). */
export function unusedDefinitions(
  source: readonly (readonly QuizSourceQuestion[])[] = QUIZ_SOURCE,
  definitions: Readonly<Record<string, string>> = QUIZ_DEFINITIONS,
): string[] {
  const used = new Set(source.flat().flatMap((q) => [q.target, q.synonym, ...q.distractors]));
  return Object.keys(definitions).filter((w) => !used.has(w));
}

/** Builds, checks (throws on any problem) and writes data/quiz.json. */
export function generateQuiz(lex: Lexicon, outDir: string = DATA_DIR): QuizSet[] {
  const sets = buildQuiz();
  const problems = checkQuiz(sets, lex, indexThesaurus(lex.thesaurus));
  for (const w of unusedDefinitions()) problems.push(`definitions: "${w}" is used by no question`);
  problems.push(...checkSource(indexThesaurus(lex.thesaurus)));
  if (problems.length) {
    throw new Error(`quiz: ${problems.length} broken invariant(s):\n  ${problems.join('\n  ')}`);
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, QUIZ_FILE), JSON.stringify(sets, null, 2) + '\n');
  return sets;
}

/** The most frequent distractors, "word ×n", for the report. */
function mostUsedDistractors(qs: readonly QuizQuestion[]): string {
  const uses = new Map<string, number>();
  for (const q of qs)
    for (const c of q.choices) if (!c.isCorrect) uses.set(c.word, (uses.get(c.word) ?? 0) + 1);
  return [...uses]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'ro'))
    .slice(0, 5)
    .map(([w, n]) => `${w} ×${n}`)
    .join(', ');
}

/** The REPORT.md section of the quiz. */
export function quizReport(sets: readonly QuizSet[]): string {
  const qs = sets.flatMap((s) => s.questions);
  const count = (f: (q: QuizQuestion) => string | number) => {
    const m = new Map<string | number, number>();
    for (const q of qs) m.set(f(q), (m.get(f(q)) ?? 0) + 1);
    return [...m]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
  };
  const right = (q: QuizQuestion) => q.choices.find((c) => c.isCorrect)!;
  const words = new Set(qs.flatMap((q) => [q.targetWord, ...q.choices.map((c) => c.word)]));
  const fieldOf = new Map(QUIZ_SOURCE.flat().map((q) => [q.target, q.field]));
  return [
    '## Simple synonym quiz',
    '',
    `${sets.length} sets × ${QUIZ_SET_SIZE} = ${qs.length} questions, ${words.size} distinct words, written by hand in ` +
      '`quiz/questions.tsv` (definitions in `quiz/definitions.tsv`) and checked by `generator/quiz.ts` against th_ro_RO_v2 and the lexicon: the correct ' +
      'choice is an unlabelled synonym in an adjective sense of the target; the three distractors are adjectives of ' +
      'the same field (last column), none a synonym or an antonym of the target or of the correct choice, in either ' +
      'direction, and no two of them synonyms of each other, so the answer is never found by elimination; every word is an allowed dictionary form and an ' +
      'adjective in the thesaurus; every definition word is a dictionary form and no definition names a word of ' +
      'its question; no word is a distractor more than ' +
      `${MAX_DISTRACTOR_USES} times (most used: ${mostUsedDistractors(qs)}). The app shows a choice's definition only after the answer.`,
    '',
    `Difficulty: ${count((q) => q.difficulty)}. Correct choice position: ${count((q) => right(q).id)}.`,
    '',
    '| # | Set | Difficulty | Target | Correct | Distractors | Field |',
    '|---|---|---|---|---|---|---|',
    ...sets.flatMap((s) =>
      s.questions.map(
        (q) =>
          `| ${q.id} | ${s.id} | ${q.difficulty} | ${q.targetWord} | ${right(q).id}) ${right(q).word} | ${q.choices
            .filter((c) => !c.isCorrect)
            .map((c) => c.word)
            .join(', ')} | ${fieldOf.get(q.targetWord) ?? ''} |`,
      ),
    ),
    '',
  ].join('\n');
}

/** The `npm run content` step (generator/main.ts): writes data/quiz.json, returns its REPORT.md section. */
export const quizStep = {
  name: 'quiz',
  run({ lex, dataDir }: { lex: Lexicon; dataDir: string }): string {
    return quizReport(generateQuiz(lex, dataDir));
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const lex = await loadLexicon();
  const sets = generateQuiz(lex);
  const n = sets.reduce((k, s) => k + s.questions.length, 0);
  console.log(`[content] quiz: ${sets.length} sets, ${n} questions → data/${QUIZ_FILE}`);
}
