/**
 * Loader API for the generated content (packages/content/data), used by the server's
 * seeding and by the tests. Synchronous reads; every function takes an optional data
 * folder (default: contentDataDir()).
 *
 * Files (see ../README.md, "Format"):
 *   manifest.json    { version, sha256, files: [{ name, bytes, sha256 }] }
 *   summary.json     ContentSummary
 *   classic.json     { format: 1, puzzles: [{ id, date, letters, center, difficulty,
 *                      answers: DISPLAY[], bonus: DISPLAY[] }] }   (word = foldUpper(display))
 *   wordle.json      { format: 1, answers: string[], allowed: string[] }
 *   synonyms.json    SynonymSet[]
 *   quiz.json        QuizSet[]
 *   crosswords.json  CrosswordPuzzle[]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldUpper } from '@slove/core/text';
import type {
  ClassicAnswer,
  ClassicDifficulty,
  ClassicPuzzle,
  ContentSummary,
  CrosswordPuzzle,
  QuizSet,
  SynonymSet,
  WordleContent,
} from './types.ts';

export interface ManifestFile {
  name: string;
  bytes: number;
  sha256: string;
}

export interface ContentManifest {
  /** Content version: the first 16 hex digits of `sha256`. */
  version: string;
  /** sha256 over the data files' names and sha256 (sorted by name). */
  sha256: string;
  files: ManifestFile[];
}

/** The data folder: env CONTENT_DIR, else packages/content/data. */
export function contentDataDir(): string {
  const env = process.env.CONTENT_DIR;
  if (env) return env;
  return fileURLToPath(new URL('../data/', import.meta.url));
}

function readJson<T>(name: string, dataDir: string): T {
  return JSON.parse(readFileSync(join(dataDir, name), 'utf8')) as T;
}

export function loadManifest(dataDir: string = contentDataDir()): ContentManifest {
  return readJson<ContentManifest>('manifest.json', dataDir);
}

export function loadSummary(dataDir: string = contentDataDir()): ContentSummary {
  return readJson<ContentSummary>('summary.json', dataDir);
}

interface ClassicFile {
  format: 1;
  puzzles: {
    id: number;
    date: string;
    letters: string;
    center: string;
    difficulty: ClassicDifficulty;
    answers: string[];
    bonus: string[];
  }[];
}

/** A stored display form as a ClassicAnswer of a puzzle with these letters. */
export function classicAnswer(display: string, letters: string): ClassicAnswer {
  const word = foldUpper(display);
  const distinct = new Set(word);
  return {
    word,
    display,
    isPangram: distinct.size === letters.length && [...letters].every((l) => distinct.has(l)),
  };
}

export function loadClassic(dataDir: string = contentDataDir()): ClassicPuzzle[] {
  return [...lazyClassic(dataDir)];
}

/**
 * The classic puzzles as loadClassic gives them, built one at a time as they are iterated (as
 * often as wanted; the file is read once): the server's seed then holds one puzzle's answer
 * objects at a time instead of all 700,000 (about 100 MB of heap at start).
 */
export function lazyClassic(dataDir: string = contentDataDir()): Iterable<ClassicPuzzle> {
  const file = readJson<ClassicFile>('classic.json', dataDir);
  if (file.format !== 1) throw new Error(`classic.json: unknown format ${String(file.format)}`);
  return {
    *[Symbol.iterator]() {
      for (const p of file.puzzles) {
        yield {
          id: p.id,
          date: p.date,
          letters: p.letters,
          center: p.center,
          difficulty: p.difficulty,
          answers: p.answers.map((d) => classicAnswer(d, p.letters)),
          bonus: p.bonus.map((d) => classicAnswer(d, p.letters)),
        };
      }
    },
  };
}

export function loadWordle(dataDir: string = contentDataDir()): WordleContent {
  const file = readJson<WordleContent & { format: 1 }>('wordle.json', dataDir);
  if (file.format !== 1) throw new Error(`wordle.json: unknown format ${String(file.format)}`);
  return { answers: file.answers, allowed: file.allowed };
}

export function loadSynonymSets(dataDir: string = contentDataDir()): SynonymSet[] {
  return readJson<SynonymSet[]>('synonyms.json', dataDir);
}

export function loadQuiz(dataDir: string = contentDataDir()): QuizSet[] {
  return readJson<QuizSet[]>('quiz.json', dataDir);
}

export function loadCrosswords(dataDir: string = contentDataDir()): CrosswordPuzzle[] {
  return readJson<CrosswordPuzzle[]>('crosswords.json', dataDir);
}
