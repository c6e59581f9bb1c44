/** REPORT.md sections: counts, distributions and a seeded sample for human review. */
import type { WordleContent } from '../src/types.ts';
import type { GateJson } from './gate.ts';
import { classicPayloadBytes, CLASSIC_RULES, DIFFICULTY, type GeneratedClassic } from './classic.ts';
import { seededRandom, shuffled } from './random.ts';
import { COMMON_RULE, type Lexicon } from './words.ts';

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

export function classicReport(puzzles: readonly GeneratedClassic[]): string {
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
    `- difficulty: ${['Ușor', 'Mediu', 'Avansat'].map((d) => `${d} ${diff.get(d) ?? 0}`).join(', ')} (score = rarity + answers/${DIFFICULTY.answersDivisor}; Ușor < ${DIFFICULTY.easyBelow}, Mediu < ${DIFFICULTY.mediumBelow})`,
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

export function wordleReport(w: WordleContent): string {
  return [
    '## Wordle',
    '',
    `- answers: ${w.answers.length} (schedule from 2025-01-01, no repeats); allowed guesses: ${w.allowed.length}`,
    `- first 30 days: ${w.answers.slice(0, 30).join(' ')}`,
    '',
  ].join('\n');
}
