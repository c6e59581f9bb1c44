/**
 * The shapes of the generated game content (packages/content/data/*), as the loader
 * (src/load.ts) returns them. Server-only data (answers of crosswords) is marked.
 * Words: `word` is the matching key, `display` the form shown to players (with ș ț ă â î).
 */
import type { ClueInfo, Direction } from '@slove/core/crosswords';

export type ClassicDifficulty = 'Ușor' | 'Mediu' | 'Avansat';

export interface ClassicAnswer {
  /** Folded upper case, e.g. 'TARA'. */
  word: string;
  /** Display form with diacritics, upper case, e.g. 'ȚARĂ'. */
  display: string;
  isPangram: boolean;
}

export interface ClassicPuzzle {
  /** 1-based, stable; puzzle with id n is the daily puzzle of day number n-1 (2025-01-01 is id 1). */
  id: number;
  /** 'yyyy-mm-dd', the Bucharest day it is the daily set of. */
  date: string;
  /** The 7 distinct folded upper-case letters, centre letter first. */
  letters: string;
  /** The centre letter (folded upper case). */
  center: string;
  difficulty: ClassicDifficulty;
  /** Common answers (20–80), alphabetical by `word`. */
  answers: ClassicAnswer[];
  /** Other valid dictionary forms under the same letter rules ("cuvânt bonus"), alphabetical. */
  bonus: ClassicAnswer[];
}

export interface WordleContent {
  /** Daily answers in schedule order: answers[i] is the word of day number i (wrapping). Upper case with diacritics, 5 letters. */
  answers: string[];
  /** Every allowed guess (upper case with diacritics, 5 letters), sorted; a superset of answers. */
  allowed: string[];
}

export type PartOfSpeech = 'substantiv' | 'adjectiv' | 'verb' | 'adverb';

export interface SynonymEntry {
  /** Display form, lower case with diacritics. */
  word: string;
  /** 1 (everyday) … 5 (archaic); see packages/content/README.md. */
  rarity: number;
  /** Short gloss, or null. */
  gloss: string | null;
}

export interface SynonymHint {
  partOfSpeech: PartOfSpeech;
  synonymCount: number;
  /** The most common synonym's first letters, e.g. 'ară' for 'arătos'. */
  commonStart: string;
  /** A sentence-like Romanian hint built from the content. */
  text: string;
}

export interface SynonymSet {
  /** 1-based, stable. */
  id: number;
  /** Lower case with diacritics. */
  baseWord: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  category: PartOfSpeech;
  isDaily: boolean;
  /** Bucharest day for daily sets; null for the non-daily pool. */
  dailyDate: string | null;
  gloss: string | null;
  hint: SynonymHint;
  /** 4–25 synonyms, ordered by rarity ascending, then alphabetically. */
  synonyms: SynonymEntry[];
}

export interface QuizChoice {
  id: 'a' | 'b' | 'c' | 'd';
  word: string;
  definition: string;
  isCorrect: boolean;
}

export interface QuizQuestion {
  /** 1..56 */
  id: number;
  targetWord: string;
  definition: string;
  choices: QuizChoice[];
  category: 'adjective';
  difficulty: 1 | 2 | 3;
}

export interface QuizSet {
  /** 1..8 */
  id: number;
  name: string; // 'Set N'
  description: string; // 'Învață 7 cuvinte noi'
  questions: QuizQuestion[]; // 7
}

export type { Direction };

/**
 * A clue as the generator writes it: the clue the browser sees (its id 1-based, unique across
 * all puzzles, stable) and its answer.
 */
export interface CrosswordClue extends ClueInfo {
  /** SERVER ONLY. Upper case with diacritics. */
  answer: string;
}

export interface CrosswordPuzzle {
  /** 1-based, stable. */
  id: number;
  title: string;
  difficulty: 1 | 2 | 3;
  /** 'NxN' */
  size: string;
  /** Rows of the grid; '#' is a blocked cell, '.' a white cell. No letters (answers stay on the server). */
  pattern: string[];
  clues: CrosswordClue[];
}

export interface ContentSummary {
  version: string;
  classicPuzzles: number;
  classicAnswers: number;
  wordleAnswers: number;
  wordleAllowed: number;
  synonymSets: number;
  synonymWords: number;
  quizQuestions: number;
  crosswords: number;
  /** Distinct valid words across all games (answers + bonus + allowed + synonyms + crossword answers). */
  distinctWords: number;
}
