/** REPORT.md sections: counts, distributions and a seeded sample for human review. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  classicPayloadBytes,
  CLASSIC_RULES,
  DIFFICULTY,
  difficultyCutoffs,
  type GeneratedClassic,
} from './classic.ts';
import { seededRandom, shuffled } from './random.ts';
import type { GeneratedWordle } from './wordle.ts';
import { COMMON_RULE, type Lexicon } from './words.ts';
import { classicAnswerRule, everydayWords } from './answers.ts';
import { listItems, LISTS_DIR, type GateJson } from './gate.ts';

const EVERYDAY_CHECK_PATH = join(LISTS_DIR, 'everyday-check.txt');
import { foldUpper } from '@slove/core/text';

function histogram(values: number[], buckets: [number, number][]): string {
  const rows = buckets.map(([lo, hi]) => {
    const n = values.filter((v) => v >= lo && v <= hi).length;
    return `| ${lo === hi ? lo : `${lo}–${hi}`} | ${n} |`;
  });
  return rows.join('\n');
}

function stats(values: number[]): string {
  const s = values.slice().sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `min ${s[0]}, median ${q(0.5)}, mean ${mean.toFixed(1)}, p90 ${q(0.9)}, max ${s[s.length - 1]}`;
}

export function lexiconReport(lex: Lexicon): string {
  const s = lex.stats;
  return [
    '## Lexicon',
    '',
    `- dictionary-ro entries: ${s.entries}; forms after affix expansion: ${s.expandedForms} (${s.distinctForms} distinct, identical to Hunspell's unmunch)`,
    `- valid forms (lower case, letters a–z ă â î ș ț): ${s.validForms}`,
    `- vulgar forms (the gate): ${s.blockedForms}; allowed forms: ${s.allowedForms}`,
    `- frequency list (FrequencyWords, OpenSubtitles 2018): ${s.frequencyListed} forms, ${s.frequencyMatched} matched to dictionary forms`,
    `- common lemmas: ${s.commonLemmas}; common forms: ${s.commonForms} (rule: README.md; STRONG_LEMMA_RANK ${COMMON_RULE.STRONG_LEMMA_RANK}, STRONG_LISTED_FORMS ${COMMON_RULE.STRONG_LISTED_FORMS}, THESAURUS_MIN_CITES ${COMMON_RULE.THESAURUS_MIN_CITES})`,
    `- allowed forms by length: ${[4, 5, 6, 7, 8].map((n) => `${n}: ${lex.formsOfLength(n).length}`).join(', ')}`,
    '',
  ].join('\n');
}

export function gateReport(g: GateJson): string {
  return [
    '## Suitability gate',
    '',
    `- vulgar (never accepted or shown): ${g.vulgar.folded.length} spellings without diacritics, ${g.vulgar.exact.length} exact spellings (lists/vulgar.txt)`,
    `- unfit (never an answer): ${g.unfit.folded.length} spellings without diacritics, ${g.unfit.exact.length} exact spellings (lists/unfit.txt)`,
    '',
  ].join('\n');
}

/**
 * Everyday words (lists/everyday.txt) where they fit a puzzle (their folded spelling is an
 * answer or a bonus word of it): the share that are answers, and the share the frequency
 * rule alone would make answers (without the list).
 */
function everydayReport(puzzles: readonly GeneratedClassic[], lex: Lexicon): string[] {
  const rule = classicAnswerRule(lex);
  const words = everydayWords().filter((w) => w.length >= CLASSIC_RULES.minLength);
  const keyOf = new Map(words.map((w) => [foldUpper(w), w]));
  let fits = 0;
  let answers = 0;
  let byRule = 0;
  const missedByRule = new Set<string>();
  const notAnswer = new Set<string>();
  for (const p of puzzles) {
    for (const [list, isAnswer] of [
      [p.answers, true],
      [p.bonus, false],
    ] as const) {
      for (const a of list) {
        const w = keyOf.get(a.word);
        if (!w) continue;
        fits++;
        if (isAnswer) answers++;
        else notAnswer.add(w);
        if (rule.ruleReason(w) === null) byRule++;
        else missedByRule.add(`${w} (${rule.ruleReason(w)})`);
      }
    }
  }
  const pct = (n: number) => (fits ? ((100 * n) / fits).toFixed(1) : '0');
  // The check list (lists/everyday-check.txt) decides nothing: its fits measure the rule.
  const check = listItems(readFileSync(EVERYDAY_CHECK_PATH, 'utf8')).filter(
    (w) => w.length >= CLASSIC_RULES.minLength,
  );
  const checkKey = new Map(check.map((w) => [foldUpper(w), w]));
  let checkFits = 0;
  let checkAnswers = 0;
  const checkMissed = new Set<string>();
  for (const p of puzzles) {
    for (const a of p.answers) {
      if (!checkKey.has(a.word)) continue;
      checkFits++;
      checkAnswers++;
    }
    for (const b of p.bonus) {
      const w = checkKey.get(b.word);
      if (!w) continue;
      checkFits++;
      checkMissed.add(w);
    }
  }
  const checkPct = checkFits ? ((100 * checkAnswers) / checkFits).toFixed(1) : '0';
  return [
    `- check list of everyday words (lists/everyday-check.txt, ${check.length} of 4+ letters, decides nothing) where they fit a puzzle: ${checkFits} times; answers ${checkAnswers} (${checkPct} %); bonus only: ${[...checkMissed].sort().join(', ') || 'none'}`,
    `- everyday words (lists/everyday.txt, ${words.length} of 4+ letters) where they fit a puzzle: ${fits} times; answers ${answers} (${pct(answers)} %); by the frequency rule alone, without the list: ${byRule} (${pct(byRule)} %)`,
    `- everyday words that are only bonus words: ${notAnswer.size ? [...notAnswer].sort().join(', ') : 'none'}`,
    `- everyday words the frequency rule alone misses (answers through the list): ${[...missedByRule].sort().join(', ') || 'none'}`,
  ];
}

export function classicReport(puzzles: readonly GeneratedClassic[], lex: Lexicon): string {
  const answers = puzzles.map((p) => p.answers.length);
  const bonus = puzzles.map((p) => p.bonus.length);
  const pangrams = puzzles.map((p) => p.answers.filter((a) => new Set(a.word).size === 7).length);
  const payload = puzzles.map((p) => classicPayloadBytes(p.answers, p.bonus));
  const totalA = answers.reduce((a, b) => a + b, 0);
  const totalB = bonus.reduce((a, b) => a + b, 0);
  const diff = new Map<string, number>();
  for (const p of puzzles) diff.set(p.difficulty, (diff.get(p.difficulty) ?? 0) + 1);
  const distinctSets = new Set(puzzles.map((p) => [...p.letters].sort().join(''))).size;
  const sample = shuffled(puzzles, seededRandom('slove-report-1'))
    .slice(0, 20)
    .sort((a, b) => a.id - b.id);
  const lines = [
    '## Classic letter puzzles',
    '',
    `- puzzles: ${puzzles.length} (${puzzles[0]?.date} … ${puzzles[puzzles.length - 1]?.date}), ${distinctSets} distinct letter sets`,
    `- answers per puzzle: ${stats(answers)}`,
    `- pangrams per puzzle: ${stats(pangrams)}`,
    `- bonus words per puzzle: ${stats(bonus)}; share of bonus words among all accepted words: ${((100 * totalB) / (totalA + totalB)).toFixed(1)} %`,
    `- payload (answers + bonus display forms, JSON, gzip -9) per puzzle in bytes: ${stats(payload)} (goal ≤ ${CLASSIC_RULES.maxPayloadGzipBytes})`,
    ...everydayReport(puzzles, lex),
    `- difficulty: ${['Ușor', 'Mediu', 'Avansat'].map((d) => `${d} ${diff.get(d) ?? 0}`).join(', ')} (score = rarity + answers/${DIFFICULTY.answersDivisor}; the easiest ${DIFFICULTY.easyShare * 100} % Ușor when a pangram is familiar, the next ${DIFFICULTY.mediumShare * 100} % Mediu: cut-offs ${difficultyCutoffs(
      puzzles.map((p) => p.score),
    )
      .map((c) => c.toFixed(3))
      .join(', ')}; puzzles without a familiar pangram: ${puzzles.filter((p) => !p.familiarPangram).length})`,
    '',
    '| Answers | Puzzles |',
    '|---|---|',
    histogram(answers, [
      [20, 29],
      [30, 39],
      [40, 49],
      [50, 59],
      [60, 69],
      [70, 80],
    ]),
    '',
    '| Pangrams | Puzzles |',
    '|---|---|',
    histogram(pangrams, [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 5],
      [6, 10],
      [11, 80],
    ]),
    '',
    '### 20 random puzzles (seeded)',
    '',
    'Centre letter first; pangrams in bold; answers in display form.',
    '',
  ];
  for (const p of sample) {
    lines.push(
      `**#${p.id} · ${p.date} · ${p.letters} (centre ${p.center}) · ${p.difficulty} · ${p.answers.length} answers, ${p.bonus.length} bonus**`,
      '',
      p.answers.map((a) => (new Set(a.word).size === 7 ? `**${a.display}**` : a.display)).join(' '),
      '',
    );
  }
  return lines.join('\n');
}

export function wordleReport(w: GeneratedWordle): string {
  return [
    '## Wordle',
    '',
    `- answers: ${w.answers.length} from the reviewed lists/wordle-answers.txt (schedule from 2025-01-01, no repeats); left out: ${w.dropped.length}${w.dropped.length ? ` (${w.dropped.map(([f, why]) => `${f}: ${why}`).join('; ')})` : ''}`,
    `- allowed guesses: ${w.allowed.length}, of which ${w.added} from lists/wordle-guesses-added.txt`,
    `- first 30 days: ${w.answers.slice(0, 30).join(' ')}`,
    '',
  ].join('\n');
}
