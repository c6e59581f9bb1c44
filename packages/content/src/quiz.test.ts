import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_SOURCE } from '../quiz/questions.ts';
import {
  buildQuiz,
  checkQuiz,
  checkSource,
  indexThesaurus,
  QUIZ_FILE,
  unusedDefinitions,
  type QuizThesaurus,
} from '../generator/quiz.ts';
import { DATA_DIR } from '../generator/sources.ts';
import { loadLexicon, type Lexicon } from '../generator/words.ts';
import type { QuizSet } from './types.ts';

let lex: Lexicon;
let thes: QuizThesaurus;
let sets: QuizSet[];
/** Synonyms straight from the parsed thesaurus (independent of generator/quiz.ts). */
let listed: Map<string, Set<string>>;
let everydayAdj: Map<string, Set<string>>;

const synonyms = (a: string, b: string) => !!listed.get(a)?.has(b) || !!listed.get(b)?.has(a);
const questions = () => sets.flatMap((s) => s.questions);
const clone = (): QuizSet[] => structuredClone(sets);

beforeAll(async () => {
  lex = await loadLexicon();
  thes = indexThesaurus(lex.thesaurus);
  sets = buildQuiz();
  listed = new Map();
  everydayAdj = new Map();
  for (const e of lex.thesaurus) {
    for (const s of e.senses) {
      for (const t of s.terms) {
        if (t.antonym) continue;
        if (!listed.has(e.headword)) listed.set(e.headword, new Set());
        listed.get(e.headword)!.add(t.text);
        if (s.pos === 'adj' && t.labels.length === 0) {
          if (!everydayAdj.has(e.headword)) everydayAdj.set(e.headword, new Set());
          everydayAdj.get(e.headword)!.add(t.text);
        }
      }
    }
  }
}, 180_000);

describe('simple synonym quiz content', () => {
  it('has 20 sets of 7 questions, named and described as the spec says, ids 1..140', () => {
    expect(sets.map((s) => s.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const s of sets) {
      expect(s.name).toBe(`Set ${s.id}`);
      expect(s.description).toBe('Învață 7 cuvinte noi');
      expect(s.questions).toHaveLength(7);
    }
    expect(questions().map((q) => q.id)).toEqual(Array.from({ length: 140 }, (_, i) => i + 1));
  });

  it('is deterministic, defines no unused word, and matches data/quiz.json when generated', () => {
    expect(buildQuiz()).toEqual(sets);
    expect(unusedDefinitions()).toEqual([]);
    const file = join(DATA_DIR, QUIZ_FILE);
    if (existsSync(file)) expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(sets);
  });

  it('uses category adjective and difficulty 1–3, rising from the first set to the last', () => {
    const ds = questions().map((q) => q.difficulty);
    for (const q of questions()) expect(q.category).toBe('adjective');
    expect(ds.every((d) => d >= 1 && d <= 3)).toBe(true);
    expect(ds).toEqual([...ds].sort((a, b) => a - b));
    expect(sets[0]!.questions.every((q) => q.difficulty === 1)).toBe(true);
    expect(sets[19]!.questions.every((q) => q.difficulty === 3)).toBe(true);
  });

  it('has choices a–d with exactly one correct, at varied positions', () => {
    const positions: Record<string, number> = {};
    for (const q of questions()) {
      expect(q.choices.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
      const correct = q.choices.filter((c) => c.isCorrect);
      expect(correct, q.targetWord).toHaveLength(1);
      positions[correct[0]!.id] = (positions[correct[0]!.id] ?? 0) + 1;
    }
    expect(positions).toEqual({ a: 35, b: 35, c: 35, d: 35 });
  });

  it('has a thesaurus synonym (adjective sense, no register label) as the correct choice', () => {
    for (const q of questions()) {
      const right = q.choices.find((c) => c.isCorrect)!;
      expect(everydayAdj.get(q.targetWord)?.has(right.word), `${q.targetWord} → ${right.word}`).toBe(true);
    }
  });

  it('has distractors that are not synonyms of the target, in either direction', () => {
    for (const q of questions()) {
      const right = q.choices.find((c) => c.isCorrect)!;
      for (const c of q.choices.filter((x) => !x.isCorrect)) {
        expect(synonyms(q.targetWord, c.word), `${q.targetWord} / ${c.word}`).toBe(false);
        expect(synonyms(right.word, c.word), `${right.word} / ${c.word}`).toBe(false);
      }
    }
  });

  it('has distractors of the target’s field, never its antonym or a synonym of that antonym, no two of them synonyms', () => {
    for (const q of QUIZ_SOURCE.flat()) {
      expect(q.field.trim().length, q.target).toBeGreaterThan(3);
      expect(synonyms(q.target, q.antonym), `${q.target} / ${q.antonym}`).toBe(false);
      for (const d of q.distractors) {
        expect(d, q.target).not.toBe(q.antonym);
        expect(synonyms(d, q.antonym), `${q.target}: ${d} / ${q.antonym}`).toBe(false);
        for (const e of q.distractors) if (e !== d) expect(synonyms(d, e), `${d} / ${e}`).toBe(false);
      }
    }
    // Issue 15: today's questions no longer follow "the antonym and two unrelated words".
    expect(QUIZ_SOURCE.flat().filter((q) => q.distractors.includes(q.antonym))).toEqual([]);
  });

  it('has 4 distinct choice words, distinct from the target; no target or correct word twice', () => {
    for (const q of questions()) {
      const words = [q.targetWord, ...q.choices.map((c) => c.word)];
      expect(new Set(words).size, words.join(' ')).toBe(5);
    }
    const targets = questions().map((q) => q.targetWord);
    expect(new Set(targets).size).toBe(140);
    const rights = questions().map((q) => q.choices.find((c) => c.isCorrect)!.word);
    expect(new Set(rights).size).toBe(140);
  });

  it('uses no word as a distractor more than 5 times ("lung" was one 11 times)', () => {
    const uses = new Map<string, number>();
    for (const q of questions())
      for (const c of q.choices) if (!c.isCorrect) uses.set(c.word, (uses.get(c.word) ?? 0) + 1);
    expect([...uses].filter(([, n]) => n > 5)).toEqual([]);
    expect(uses.size).toBeGreaterThan(150);
  });

  it('no longer asks the four weak questions of issue 38', () => {
    const pairs = questions().map((q) => `${q.targetWord} → ${q.choices.find((c) => c.isCorrect)!.word}`);
    for (const weak of ['speriat → fricos', 'vechi → antic', 'bucuros → mulțumit', 'geros → friguros'])
      expect(pairs).not.toContain(weak);
  });

  it('shows no vulgar or unsuitable word, in a choice or in a definition', () => {
    for (const q of questions()) {
      for (const w of [q.targetWord, ...q.choices.map((c) => c.word)])
        expect(lex.gate.isUnsuitable(w), w).toBe(false);
      for (const def of [q.definition, ...q.choices.map((c) => c.definition)])
        expect(lex.gate.textIsClean(def), def).toBe(true);
    }
  });

  it('uses only allowed dictionary forms that the thesaurus knows as adjectives, none blocked', () => {
    for (const q of questions()) {
      for (const w of [q.targetWord, ...q.choices.map((c) => c.word)]) {
        expect(lex.isValid(w), w).toBe(true);
        expect(lex.isBlocked(w), w).toBe(false);
        expect(lex.isAllowed(w), w).toBe(true);
        expect(thes.isAdjective(w), w).toBe(true);
      }
    }
  });

  it('has non-empty, spell-checked definitions with proper punctuation that never name a word of their question', () => {
    for (const q of questions()) {
      const words = [q.targetWord, ...q.choices.map((c) => c.word)];
      for (const def of [q.definition, ...q.choices.map((c) => c.definition)]) {
        expect(def.trim().length, q.targetWord).toBeGreaterThan(5);
        expect(def, q.targetWord).toMatch(/^[A-ZĂÂÎȘȚ].*[a-zăâîșț][.!?]$/u);
        const tokens = def.toLocaleLowerCase('ro-RO').split(/[^a-zăâîșț]+/u);
        for (const t of tokens.filter(Boolean)) expect(lex.isValid(t), `${t} in "${def}"`).toBe(true);
        for (const w of words) expect(tokens, `${q.targetWord}: "${def}"`).not.toContain(w);
      }
    }
  });

  it('writes Romanian letters with comma below only (ș ț), words in lower case', () => {
    const text = JSON.stringify(sets);
    expect(text).not.toMatch(/[şţŞŢ]/);
    for (const q of questions()) {
      for (const w of [q.targetWord, ...q.choices.map((c) => c.word)]) expect(w).toMatch(/^[a-zăâîșț]+$/u);
    }
  });

  it('passes the generator checks, which do catch broken questions', () => {
    expect(checkQuiz(sets, lex, thes)).toEqual([]);

    const synonymDistractor = clone();
    const q1 = synonymDistractor[0]!.questions[0]!; // frumos
    q1.choices.find((c) => !c.isCorrect)!.word = 'chipeș';
    expect(checkQuiz(synonymDistractor, lex, thes).join('\n')).toMatch(
      /distractor "chipeș" is a synonym of the target/,
    );

    const twoRight = clone();
    for (const c of twoRight[1]!.questions[2]!.choices) c.isCorrect = true;
    expect(checkQuiz(twoRight, lex, thes).join('\n')).toMatch(/4 correct choices/);

    const wrongSynonym = clone();
    const q3 = wrongSynonym[2]!.questions[0]!;
    q3.choices.find((c) => c.isCorrect)!.word = 'verde';
    expect(checkQuiz(wrongSynonym, lex, thes).join('\n')).toMatch(
      /"verde" is not an everyday adjective synonym/,
    );

    const revealing = clone();
    const q4 = revealing[3]!.questions[1]!;
    const right = q4.choices.find((c) => c.isCorrect)!.word;
    q4.definition = `Adică ${right}.`;
    expect(checkQuiz(revealing, lex, thes).join('\n')).toMatch(new RegExp(`names ${right}`));

    const cedilla = clone();
    cedilla[4]!.questions[0]!.definition = 'Care ştie multe.';
    expect(checkQuiz(cedilla, lex, thes).join('\n')).toMatch(/cedilla/);

    const misspelt = clone();
    misspelt[6]!.questions[3]!.definition = 'Care nu are fara rost.';
    expect(checkQuiz(misspelt, lex, thes).join('\n')).toMatch(/non-dictionary words: fara/);

    const notAWord = clone();
    notAWord[5]!.questions[0]!.choices[0]!.word = 'frumosz';
    expect(checkQuiz(notAWord, lex, thes).join('\n')).toMatch(/"frumosz" is not an allowed dictionary form/);

    const twoAlike = clone();
    const q5 = twoAlike[0]!.questions[1]!; // rapid: puternic, greu, zgomotos
    const wrong = q5.choices.filter((c) => !c.isCorrect);
    wrong[0]!.word = 'supărat';
    wrong[1]!.word = 'trist';
    expect(checkQuiz(twoAlike, lex, thes).join('\n')).toMatch(
      /distractors "supărat" and "trist" are synonyms/,
    );

    const giveaway = structuredClone(QUIZ_SOURCE.map((set) => [...set]));
    giveaway[0]![1] = { ...giveaway[0]![1]!, distractors: ['lent', 'greu', 'zgomotos'] };
    expect(checkSource(thes, giveaway).join('\n')).toMatch(/distractor "lent" is the antonym "lent"/);
    expect(checkSource(thes)).toEqual([]);

    const repeated = clone();
    repeated[7]!.questions[6]!.targetWord = repeated[0]!.questions[0]!.targetWord;
    expect(checkQuiz(repeated, lex, thes).join('\n')).toMatch(/target already used by question 1/);
  });
});
