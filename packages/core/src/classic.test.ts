import { describe, expect, it } from 'vitest';
import {
  CLASSIC_TEXTS,
  RANKS,
  assignFirstDays,
  checkAdminWord,
  checkWord,
  computeStats,
  dayRecords,
  filterValidWords,
  foundForDisplay,
  hintFor,
  hintTable,
  hintText,
  indexSet,
  isPangramWord,
  normalizeInput,
  progressSummary,
  randomSetId,
  rankFor,
  scoreWords,
  setTotals,
  streaks,
  wordPoints,
  wordsFromDisplay,
  type ClassicSetRules,
} from './classic.ts';
import { classicLocalSchema, classicSetSchema } from './classic-api.ts';

const LETTERS = 'RAEITNS'; // centre R
const rules: ClassicSetRules = {
  id: 7,
  letters: LETTERS,
  center: 'R',
  answers: wordsFromDisplay(
    ['ARTĂ', 'ȚARĂ', 'RAȚĂ', 'ARIE', 'STRĂINE', 'TRENA', 'RETRAS', 'ARTIST'],
    LETTERS,
  ),
  bonus: wordsFromDisplay(['RASA', 'STRĂIN'], LETTERS),
};
const set = indexSet(rules);

describe('input and points', () => {
  it('forces upper case, folds diacritics and keeps letters only', () => {
    expect(normalizeInput('țară')).toBe('TARA');
    expect(normalizeInput('ş')).toBe('S');
    expect(normalizeInput('a-r t1ă')).toBe('ARTA');
  });
  it('scores length, +10 for a pangram', () => {
    expect(wordPoints('ARTA')).toBe(4);
    expect(wordPoints('STRĂINE')).toBe(17);
    expect(isPangramWord('STRAINE')).toBe(true);
    expect(isPangramWord('ARTIST', LETTERS)).toBe(false);
    expect(scoreWords(['ARTA', 'STRAINE'])).toBe(21);
  });
  it('builds a word list that marks as pangrams exactly the words isPangramWord does', () => {
    const displays = ['STRĂINE', 'Străine', 'ştraine', 'TRENA', 'ARTIST', 'STRĂINEI', 'RAȚE', 'SENATORI'];
    for (const letters of [LETTERS, 'raeiţns', 'RĂEÎȚNȘ']) {
      const words = wordsFromDisplay(displays, letters);
      expect(words.map((w) => w.display)).toEqual(displays);
      expect(words.map((w) => w.isPangram)).toEqual(displays.map((d) => isPangramWord(d, letters)));
      expect(words.filter((w) => w.isPangram).length).toBe(5);
    }
  });
  it('computes set totals from answers only (bonus words do not count)', () => {
    const t = setTotals(rules);
    expect(t.maxWords).toBe(8);
    expect(t.pangrams).toBe(1);
    expect(t.maxScore).toBe(4 + 4 + 4 + 4 + 17 + 5 + 6 + 6);
  });
});

describe('word validation in the spec order', () => {
  it('under 4 letters', () => {
    const r = checkWord('ART', set, []);
    expect(r).toMatchObject({
      ok: false,
      code: 'too_short',
      message: 'Cuvântul trebuie să aibă minim 4 litere!',
    });
  });
  it('under 4 letters wins over a missing centre', () => {
    expect(checkWord('TIN', set, []).message).toBe(CLASSIC_TEXTS.tooShort);
  });
  it('missing centre letter', () => {
    expect(checkWord('TEST', set, [])).toMatchObject({
      ok: false,
      message: 'Cuvântul trebuie să conțină litera R!',
    });
  });
  it('letters not available', () => {
    expect(checkWord('RAMA', set, [])).toMatchObject({
      ok: false,
      message: 'Folosești litere care nu sunt disponibile!',
    });
  });
  it('not in the dictionary, with the typed word', () => {
    expect(checkWord('RRRR', set, [])).toMatchObject({
      ok: false,
      message: '"RRRR" nu este în dicționarul nostru.',
    });
  });
  it('already found', () => {
    expect(checkWord('țară', set, ['TARA'])).toMatchObject({
      ok: false,
      message: 'Ai găsit deja acest cuvânt!',
    });
    expect(checkWord('tara', set, new Set(['TARA']))).toMatchObject({ ok: false, code: 'already_found' });
  });
  it('accepts a normal word, a pangram and a bonus word with diacritics restored', () => {
    expect(checkWord('tara', set, [])).toMatchObject({
      ok: true,
      word: 'TARA',
      display: 'ȚARĂ',
      points: 4,
      bonus: false,
    });
    const p = checkWord('straine', set, []);
    expect(p).toMatchObject({ ok: true, display: 'STRĂINE', isPangram: true, points: 17 });
    expect(p.message).toContain('PANGRAMĂ');
    const b = checkWord('rasa', set, []);
    expect(b).toMatchObject({ ok: true, bonus: true, points: 4 });
    expect(b.message).toContain('bonus');
  });
});

describe('found words', () => {
  it('re-validates: drops invalid words and duplicates', () => {
    const r = filterValidWords(['ARTA', 'arta', 'XYZW', 'RASA', 'ART', 'STRĂINE'], set);
    expect(r.valid).toEqual(['ARTA', 'RASA', 'STRAINE']);
    expect(r.dropped).toEqual(['XYZW', 'ART']);
  });
  it('lists answers and bonus words apart, alphabetical by display form', () => {
    const d = foundForDisplay(['TARA', 'ARTA', 'RASA', 'ARIE', 'STRAIN'], set);
    expect(d.answers.map((w) => w.display)).toEqual(['ARIE', 'ARTĂ', 'ȚARĂ']);
    expect(d.bonus.map((w) => w.display)).toEqual(['RASA', 'STRĂIN']);
  });
  it('summarises progress: bonus words score but not toward the total', () => {
    const s = progressSummary(['TARA', 'STRAINE', 'RASA'], set);
    expect(s).toMatchObject({
      score: 4 + 17 + 4,
      words: 2,
      bonusWords: 1,
      pangrams: 1,
      maxWords: 8,
      finished: false,
    });
    const all = progressSummary(
      rules.answers.map((a) => a.word),
      set,
    );
    expect(all.finished).toBe(true);
  });
});

describe('ranks', () => {
  it('has the nine ranks of the spec', () => {
    expect(RANKS.map((r) => `${r.name} ${r.min}`)).toEqual([
      'Ucenic 0',
      'Prichindel 22',
      'Meștegar 44',
      'Cunoscător 111',
      'Vitej 222',
      'Haiduc 445',
      'Măiastru 889',
      'Dac 1334',
      'Zmeu 1778',
    ]);
  });
  it('picks the rank by total words', () => {
    expect(rankFor(0).rank.name).toBe('Ucenic');
    expect(rankFor(21)).toMatchObject({ rank: { name: 'Ucenic' }, toNext: 1 });
    expect(rankFor(22).rank.name).toBe('Prichindel');
    expect(rankFor(111).rank.name).toBe('Cunoscător');
    expect(rankFor(1777).rank.name).toBe('Dac');
    expect(rankFor(5000)).toMatchObject({ rank: { name: 'Zmeu' }, next: null, toNext: 0, progress: 1 });
    expect(rankFor(33).progress).toBeCloseTo(0.5);
  });
});

describe('hints', () => {
  it('gives the shortest unfound word: length, first and last letter, pangram flag', () => {
    const h = hintFor(rules, ['ARIE']);
    expect(h).toEqual({ length: 4, first: 'A', last: 'A', isPangram: false, middle: null });
  });
  it('gives the middle letter when longer than 5', () => {
    const found = rules.answers.filter((a) => a.word.length < 6).map((a) => a.word);
    const h = hintFor(rules, found)!;
    expect(h).toEqual({ length: 6, first: 'A', last: 'T', isPangram: false, middle: 'I' }); // ARTIST
    expect(hintText(h)).toContain('Litera din mijloc: „I”');
  });
  it('flags a pangram and returns null when everything is found', () => {
    const found = rules.answers.filter((a) => !a.isPangram).map((a) => a.word);
    expect(hintFor(rules, found)).toMatchObject({ length: 7, isPangram: true, middle: 'A' });
    expect(
      hintFor(
        rules,
        rules.answers.map((a) => a.word),
      ),
    ).toBeNull();
  });
  it('counts unfound answers by first letter and length (NYT grid)', () => {
    const t = hintTable(rules, ['ARTA']);
    expect(t.lengths).toEqual([4, 5, 6, 7]);
    expect(t.rows.map((r) => r.letter)).toEqual(['A', 'R', 'S', 'T']);
    expect(t.rows[0]).toEqual({ letter: 'A', counts: { 4: 1, 6: 1 }, total: 2 });
    expect(t.totals).toEqual({ 4: 3, 5: 1, 6: 2, 7: 1 });
    expect(t.total).toBe(7);
    expect(t.starts.TA).toBe(1);
  });
});

describe('admin add-word', () => {
  const s = { letters: LETTERS, center: 'R' };
  it('refuses with each message in order', () => {
    expect(checkAdminWord('   ', s, false)).toEqual({ ok: false, message: 'Introdu un cuvânt valid!' });
    expect(checkAdminWord('rat', s, false)).toEqual({
      ok: false,
      message: 'Cuvântul trebuie să aibă minim 4 litere!',
    });
    expect(checkAdminWord('test', s, false)).toEqual({
      ok: false,
      message: 'Cuvântul trebuie să conțină litera centrală "R"!',
    });
    expect(checkAdminWord('rama', s, false)).toEqual({
      ok: false,
      message: 'Litera "M" nu este în setul de litere disponibile!',
    });
    expect(checkAdminWord('arta', s, true)).toEqual({
      ok: false,
      message: 'Pentru a fi pangram, cuvântul trebuie să conțină toate literele din set!',
    });
  });
  it('accepts with diacritics kept for display', () => {
    expect(checkAdminWord('  rață ', s, false)).toEqual({
      ok: true,
      word: 'RATA',
      display: 'RAȚĂ',
      isPangram: false,
    });
    expect(checkAdminWord('străine', s, true)).toEqual({
      ok: true,
      word: 'STRAINE',
      display: 'STRĂINE',
      isPangram: true,
    });
  });
});

describe('stats and streaks (Bucharest days)', () => {
  it('counts consecutive days, alive until a whole day is missed', () => {
    expect(streaks([], '2026-03-10')).toEqual({ current: 0, longest: 0 });
    expect(streaks(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toEqual({
      current: 3,
      longest: 3,
    });
    expect(streaks(['2026-03-08', '2026-03-09'], '2026-03-10')).toEqual({ current: 2, longest: 2 });
    expect(streaks(['2026-03-07', '2026-03-08'], '2026-03-10')).toEqual({ current: 0, longest: 2 });
    expect(
      streaks(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-09', '2026-03-10'], '2026-03-10'),
    ).toEqual({ current: 2, longest: 3 });
  });
  it('crosses month ends and the summer-time change (day keys, not hours)', () => {
    expect(streaks(['2026-03-28', '2026-03-29', '2026-03-30'], '2026-03-30').current).toBe(3);
    expect(streaks(['2026-02-28', '2026-03-01'], '2026-03-01').current).toBe(2);
  });
  it('computes daily and general stats from the progress entries', () => {
    const s = computeStats(
      [
        { setId: 1, day: '2026-03-09', foundWords: ['ARTA', 'STRAINE'] },
        { setId: 2, day: '2026-03-09', foundWords: ['TARA'] },
        { setId: 1, day: '2026-03-10', foundWords: ['ARIE'] },
        { setId: 3, day: '2026-03-10', foundWords: [] },
      ],
      '2026-03-10',
    );
    expect(s).toMatchObject({
      totalGames: 3,
      totalScore: 4 + 17 + 4 + 4,
      totalWords: 4,
      totalPangrams: 1,
      currentStreak: 2,
      longestStreak: 2,
      lastPlayedDate: '2026-03-10',
    });
    expect(s.daily['2026-03-09']).toEqual({ score: 25, words: 3, pangrams: 1, gamesPlayed: 2 });
    expect(s.daily['2026-03-10']).toEqual({ score: 4, words: 1, pangrams: 0, gamesPlayed: 1 });
    expect(dayRecords(s.daily)).toEqual({ daysPlayed: 2, bestDayScore: 25 });
    expect(dayRecords({})).toEqual({ daysPlayed: 0, bestDayScore: 0 });
  });
  it('assigns each word to the first day it was found (union of devices)', () => {
    const m = assignFirstDays([
      { day: '2026-03-10', foundWords: ['ARTA', 'TARA'] },
      { day: '2026-03-09', foundWords: ['ARTA'] },
      { day: '2026-03-10', foundWords: ['ARIE', 'ţară'] },
    ]);
    expect([...m.entries()]).toEqual([
      ['2026-03-09', ['ARTA']],
      ['2026-03-10', ['ARIE', 'TARA']],
    ]);
  });
});

describe('sets', () => {
  it('picks a random set other than the current one', () => {
    const seq = [0.0, 0.0, 0.5];
    let i = 0;
    expect(randomSetId(10, 1, () => seq[i++]!)).toBe(6);
    expect(randomSetId(1, 1)).toBe(1);
  });
  it('validates the API payload and guest data shapes', () => {
    expect(
      classicSetSchema.safeParse({
        id: 1,
        date: '2025-01-01',
        letters: LETTERS,
        center: 'R',
        difficulty: 'Ușor',
        maxWords: 1,
        maxScore: 4,
        pangrams: 0,
        answers: ['ARTĂ'],
        bonus: [],
      }).success,
    ).toBe(true);
    expect(
      classicLocalSchema.safeParse({
        progress: { '7': { '2026-03-10': { foundWords: ['ARTA'], score: 4, timestamp: 1 } } },
      }).success,
    ).toBe(true);
    expect(classicLocalSchema.safeParse({ progress: { x: {} } }).success).toBe(false);
    expect(
      classicLocalSchema.safeParse({
        progress: { '7': { '2026-13-10': { foundWords: [], score: 0, timestamp: 1 } } },
      }).success,
    ).toBe(false);
  });
});
