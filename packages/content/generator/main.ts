/**
 * `npm run content`: regenerates packages/content/data deterministically, then
 * manifest.json (content version), summary.json and REPORT.md.
 *
 * HOOK FOR MORE GENERATORS: add a ContentStep to STEPS below (one import + one entry).
 * A step writes its data file(s) into ctx.dataDir and may return report markdown.
 * manifest.json and summary.json are computed afterwards from every data file present
 * (gate.json, classic.json, wordle.json, synonyms.json, quiz.json, crosswords.json), so a step needs
 * to do nothing else.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { lowerRo } from '@slove/core/text';
import {
  loadClassic,
  loadCrosswords,
  loadQuiz,
  loadSynonymSets,
  loadWordle,
  type ContentManifest,
} from '../src/load.ts';
import type { ContentSummary } from '../src/types.ts';
import { generateClassic, serializeClassic } from './classic.ts';
import { loadGate } from './gate.ts';
import { meaningsStep } from './meanings.ts';
import { crosswordsStep } from './crosswords.ts';
import { classicReport, gateReport, lexiconReport, wordleReport } from './report.ts';
import { quizStep } from './quiz.ts';
import { CONTENT_ROOT, DATA_DIR } from './sources.ts';
import { synonymsStep } from './synonyms.ts';
import { generateWordle, serializeWordle } from './wordle.ts';
import { loadLexicon, type Lexicon } from './words.ts';

export interface StepContext {
  lex: Lexicon;
  dataDir: string;
}

export interface ContentStep {
  name: string;
  /** Writes the step's data file(s) into ctx.dataDir; returns REPORT.md markdown (or nothing). */
  run(ctx: StepContext): string | void | Promise<string | void>;
}

const classicStep: ContentStep = {
  name: 'classic',
  run({ lex, dataDir }) {
    const puzzles = generateClassic(lex);
    writeFileSync(join(dataDir, 'classic.json'), serializeClassic(puzzles));
    return classicReport(puzzles, lex);
  },
};

/** data/gate.json: the gate's blocked forms, for the test over the whole output. */
const gateStep: ContentStep = {
  name: 'gate',
  run({ lex, dataDir }) {
    const json = loadGate(lex).json();
    writeFileSync(
      join(dataDir, 'gate.json'),
      `{"format":1,\n"vulgar":${JSON.stringify(json.vulgar)},\n"unfit":${JSON.stringify(json.unfit)}\n}\n`,
    );
    return gateReport(json);
  },
};

const wordleStep: ContentStep = {
  name: 'wordle',
  run({ lex, dataDir }) {
    const wordle = generateWordle(lex);
    writeFileSync(
      join(dataDir, 'wordle.json'),
      serializeWordle({ answers: wordle.answers, allowed: wordle.allowed }),
    );
    return wordleReport(wordle);
  },
};

/** The generators, in order. Issue 4 (synonyms, quiz, crosswords) adds its steps here. */
export const STEPS: ContentStep[] = [
  gateStep,
  classicStep,
  wordleStep,
  synonymsStep,
  quizStep,
  crosswordsStep,
  meaningsStep,
];

const META_FILES = new Set(['manifest.json', 'summary.json']);

function sha256(s: string | Buffer): string {
  return createHash('sha256').update(s).digest('hex');
}

/** manifest.json: every data file (but the manifest and summary) with its hash; the version. */
export function buildManifest(dataDir: string): ContentManifest {
  const files = readdirSync(dataDir)
    .filter((n) => n.endsWith('.json') && !META_FILES.has(n))
    .sort()
    .map((name) => {
      const buf = readFileSync(join(dataDir, name));
      return { name, bytes: buf.length, sha256: sha256(buf) };
    });
  const all = sha256(files.map((f) => `${f.name} ${f.sha256}\n`).join(''));
  return { version: all.slice(0, 16), sha256: all, files };
}

/** summary.json, computed from the data files present. */
export function buildSummary(dataDir: string, manifest: ContentManifest): ContentSummary {
  const present = new Set(manifest.files.map((f) => f.name));
  const words = new Set<string>();
  const add = (w: string) => words.add(lowerRo(w));
  const s: ContentSummary = {
    version: manifest.version,
    classicPuzzles: 0,
    classicAnswers: 0,
    wordleAnswers: 0,
    wordleAllowed: 0,
    synonymSets: 0,
    synonymWords: 0,
    quizQuestions: 0,
    crosswords: 0,
    distinctWords: 0,
  };
  if (present.has('classic.json')) {
    const puzzles = loadClassic(dataDir);
    const answers = new Set<string>();
    for (const p of puzzles) {
      for (const a of p.answers) {
        answers.add(a.word);
        add(a.display);
      }
      for (const b of p.bonus) add(b.display);
    }
    s.classicPuzzles = puzzles.length;
    s.classicAnswers = answers.size;
  }
  if (present.has('wordle.json')) {
    const w = loadWordle(dataDir);
    s.wordleAnswers = w.answers.length;
    s.wordleAllowed = w.allowed.length;
    w.allowed.forEach(add);
  }
  if (present.has('synonyms.json')) {
    const sets = loadSynonymSets(dataDir);
    const syn = new Set<string>();
    for (const set of sets) {
      add(set.baseWord);
      syn.add(lowerRo(set.baseWord));
      for (const e of set.synonyms) {
        add(e.word);
        syn.add(lowerRo(e.word));
      }
    }
    s.synonymSets = sets.length;
    s.synonymWords = syn.size;
  }
  if (present.has('quiz.json')) {
    s.quizQuestions = loadQuiz(dataDir).reduce((n, set) => n + set.questions.length, 0);
  }
  if (present.has('crosswords.json')) {
    const cw = loadCrosswords(dataDir);
    s.crosswords = cw.length;
    for (const p of cw) for (const c of p.clues) add(c.answer);
  }
  s.distinctWords = words.size;
  return s;
}

function dataFolderBytes(manifest: ContentManifest): number {
  return manifest.files.reduce((n, f) => n + f.bytes, 0);
}

export async function main(): Promise<void> {
  const t0 = performance.now();
  const dataDir = DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  const lex = await loadLexicon();
  console.log(
    `[content] lexicon: ${lex.stats.allowedForms} allowed forms, ${lex.stats.commonForms} common (${Math.round(performance.now() - t0)} ms)`,
  );
  const reports: string[] = [lexiconReport(lex)];
  for (const step of STEPS) {
    const t = performance.now();
    const md = await step.run({ lex, dataDir });
    if (md) reports.push(md);
    console.log(`[content] ${step.name}: ${Math.round(performance.now() - t)} ms`);
  }
  const manifest = buildManifest(dataDir);
  writeFileSync(join(dataDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const summary = buildSummary(dataDir, manifest);
  writeFileSync(join(dataDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const header = [
    '# Content report',
    '',
    'Generated by `npm run content` (packages/content/generator/main.ts) together with the data; do not edit by hand.',
    '',
    `Content version \`${manifest.version}\`. Data files: ${manifest.files.map((f) => `${f.name} (${(f.bytes / 1024).toFixed(0)} KB)`).join(', ')}; ${(dataFolderBytes(manifest) / 1024 / 1024).toFixed(2)} MB in all.`,
    '',
    '## Summary',
    '',
    '| Figure | Count |',
    '|---|---|',
    ...Object.entries(summary)
      .filter(([k]) => k !== 'version')
      .map(([k, v]) => `| ${k} | ${String(v)} |`),
    '',
  ].join('\n');
  // Figures measured by hand against data that cannot be committed (peers' lists): kept
  // in review-figures.md and appended as they are.
  const reviewPath = join(CONTENT_ROOT, 'review-figures.md');
  if (existsSync(reviewPath)) reports.push(readFileSync(reviewPath, 'utf8'));
  writeFileSync(join(CONTENT_ROOT, 'REPORT.md'), `${header}\n${reports.join('\n')}`);
  console.log(
    `[content] version ${manifest.version}, ${summary.distinctWords} distinct words, done in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await main();
}
