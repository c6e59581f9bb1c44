import { describe, expect, it } from 'vitest';
import {
  addLetter,
  applyGame,
  checkAttempts,
  computeStats,
  distributionWidths,
  emptyStats,
  statsOn,
  finishedOn,
  formatCountdown,
  gameState,
  keyColours,
  keyToAction,
  KEYBOARD_ROWS,
  MSG_INVALID,
  MSG_TOO_SHORT,
  removeLetter,
  scoreAttempts,
  scoreGuess,
  shareNumber,
  shareText,
  hardModeError,
  followsHardMode,
  validateGuess,
  winMessage,
  winPercent,
  wordIndexForDay,
  type FinishedGame,
} from './wordle.ts';
import { wordleLocalSchema, wordleSaveSchema } from './wordle-api.ts';

describe('colouring', () => {
  it('marks exact matches, present and absent letters', () => {
    expect(scoreGuess('CARTE', 'CASTE')).toEqual([2, 2, 0, 2, 2]);
    expect(scoreGuess('MASĂR', 'SARMA')).toEqual([1, 2, 1, 0, 1]);
  });

  it('guess with two of a letter that the answer has once: only one is coloured', () => {
    // answer MUNTE has one E; the guess EPOCE has two E: the exact one wins, the other is absent
    expect(scoreGuess('EPOCE', 'MUNTE')).toEqual([0, 0, 0, 0, 2]);
    // neither E in place: only the first E is present
    expect(scoreGuess('EEPOC', 'MUNTE')).toEqual([1, 0, 0, 0, 0]);
    // the exact match is counted before an earlier present letter
    expect(scoreGuess('AABAA', 'CARTE')).toEqual([0, 2, 0, 0, 0]);
  });

  it('answer with two of a letter that the guess has once', () => {
    // answer MAMĂ has two M (MAMEI); the guess MOTOR has one M in place
    expect(scoreGuess('MOTOR', 'MAMEI')).toEqual([2, 0, 0, 0, 0]);
    // guess has one M elsewhere: present
    expect(scoreGuess('CAMPA', 'MAMEI')).toEqual([0, 2, 2, 0, 0]);
    expect(scoreGuess('ROMAN', 'MAMEI')).toEqual([0, 0, 2, 1, 0]);
    // both Ms of the answer can be found by two Ms of the guess, out of place
    expect(scoreGuess('EMMAI', 'MAMEI')).toEqual([1, 1, 2, 1, 2]);
  });

  it('treats Ă Â Î Ș Ț as letters of their own', () => {
    expect(scoreGuess('PĂTUL', 'PATUL')).toEqual([2, 0, 2, 2, 2]);
    expect(scoreGuess('ȚARĂȘ', 'TARAS')).toEqual([0, 2, 2, 0, 0]);
    expect(scoreGuess('ÎNAIN', 'INAÎN')).toEqual([1, 2, 2, 1, 2]);
    expect(scoreGuess('CÂINE', 'CAINE')).toEqual([2, 0, 2, 2, 2]);
    // lower case and cedilla input are normalised, not folded
    expect(scoreGuess('şarpe', 'ȘARPE')).toEqual([2, 2, 2, 2, 2]);
  });

  it('a win on the 6th try', () => {
    const answer = 'FLOAR';
    const attempts = scoreAttempts(['CARTE', 'MUNTE', 'PĂDUR', 'SOLAR', 'FOLAR', 'FLOAR'], answer);
    expect(attempts.map((a) => a.result)).toEqual([
      [0, 1, 1, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 2],
      [0, 1, 1, 2, 2],
      [2, 1, 1, 2, 2],
      [2, 2, 2, 2, 2],
    ]);
    expect(gameState(attempts)).toEqual({ completed: true, won: true, guesses: 6 });
    expect(gameState(attempts.slice(0, 5))).toEqual({ completed: false, won: false, guesses: 5 });
    const lost = scoreAttempts(['CARTE', 'MUNTE', 'PĂDUR', 'SOLAR', 'FOLAR', 'CARTE'], answer);
    expect(gameState(lost)).toEqual({ completed: true, won: false, guesses: 6 });
  });
});

describe('validation and input', () => {
  const allowed = new Set(['CARTE', 'ȘARPE', 'ÎNGER']);
  it('gives the exact messages', () => {
    expect(validateGuess('CART', allowed)).toEqual({
      ok: false,
      message: 'Cuvântul trebuie să aibă 5 litere!',
    });
    expect(validateGuess('CARTX', allowed)).toEqual({
      ok: false,
      message: 'Cuvânt invalid! Încearcă un cuvânt românesc de 5 litere din dicționar.',
    });
    expect(MSG_TOO_SHORT).toBe('Cuvântul trebuie să aibă 5 litere!');
    expect(MSG_INVALID).toBe('Cuvânt invalid! Încearcă un cuvânt românesc de 5 litere din dicționar.');
    expect(validateGuess('carte', allowed)).toEqual({ ok: true, word: 'CARTE' });
    expect(validateGuess('şarpe', allowed)).toEqual({ ok: true, word: 'ȘARPE' });
    // no folding: SARPE is not ȘARPE
    expect(validateGuess('SARPE', allowed).ok).toBe(false);
  });

  it('accepts only A–Z and Ă Â Î Ș Ț, up to 5 letters', () => {
    let row = '';
    for (const k of ['c', 'Ă', '1', 'é', 'ß', 'ș', 'î', 'Ț', 'X', 'Y']) row = addLetter(row, k);
    expect(row).toBe('CĂȘÎȚ');
    expect(removeLetter(row)).toBe('CĂȘÎ');
    expect(removeLetter('')).toBe('');
  });

  it('maps physical keys, ignoring Ctrl, Meta and Alt', () => {
    expect(keyToAction({ key: '[' })).toEqual({ type: 'letter', letter: 'Ă' });
    expect(keyToAction({ key: ']' })).toEqual({ type: 'letter', letter: 'Î' });
    expect(keyToAction({ key: '\\' })).toEqual({ type: 'letter', letter: 'Â' });
    expect(keyToAction({ key: ';' })).toEqual({ type: 'letter', letter: 'Ș' });
    expect(keyToAction({ key: "'" })).toEqual({ type: 'letter', letter: 'Ț' });
    expect(keyToAction({ key: 'ț' })).toEqual({ type: 'letter', letter: 'Ț' });
    expect(keyToAction({ key: 'ş' })).toEqual({ type: 'letter', letter: 'Ș' });
    expect(keyToAction({ key: 'a' })).toEqual({ type: 'letter', letter: 'A' });
    expect(keyToAction({ key: 'Enter' })).toEqual({ type: 'enter' });
    expect(keyToAction({ key: 'Backspace' })).toEqual({ type: 'backspace' });
    expect(keyToAction({ key: 'a', ctrlKey: true })).toBeNull();
    expect(keyToAction({ key: 'r', metaKey: true })).toBeNull();
    expect(keyToAction({ key: '[', altKey: true })).toBeNull();
    expect(keyToAction({ key: 'F5' })).toBeNull();
    expect(keyToAction({ key: '5' })).toBeNull();
    expect(keyToAction({ key: 'é' })).toBeNull();
  });

  it('has the keyboard rows exactly', () => {
    expect(KEYBOARD_ROWS.map((r) => r.join(' '))).toEqual([
      'Q W E R T Y U I O P',
      'A S D F G H J K L Ă',
      'ENTER Z X C V B N M Â Î Ș Ț BACKSPACE',
    ]);
  });

  it('keys take the best colour seen', () => {
    const attempts = scoreAttempts(['ROMAN', 'CARTE', 'MAMEI'], 'MAMEI');
    const k = keyColours(attempts);
    expect(k.M).toBe(2);
    expect(k.A).toBe(2);
    expect(k.R).toBe(0);
    expect(k.E).toBe(2);
    expect(k.Z).toBeUndefined();
    expect(keyColours(scoreAttempts(['EMMAI'], 'MAMEI')).M).toBe(2);
    expect(keyColours(scoreAttempts(['ROMAN'], 'MAMEI')).A).toBe(1);
  });
});

describe('re-checking stored attempts', () => {
  const allowed = new Set(['CARTE', 'MUNTE', 'MAMEI', 'ROMAN', 'CAMPA']);
  it('accepts real progress and recomputes colours', () => {
    const r = checkAttempts(
      [{ word: 'carte' }, { word: 'ROMAN', result: [0, 0, 2, 1, 0] }],
      'MAMEI',
      allowed,
    );
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.attempts[0]).toEqual({ word: 'CARTE', result: [0, 2, 0, 0, 1] });
  });
  it('refuses invalid words, wrong colours, attempts after a win, more than 6', () => {
    expect(checkAttempts([{ word: 'ZZZZZ' }], 'MAMEI', allowed)).toMatchObject({ ok: false });
    expect(checkAttempts([{ word: 'ROMAN', result: [2, 2, 2, 2, 2] }], 'MAMEI', allowed)).toMatchObject({
      ok: false,
      message: 'Încercarea 1: culorile nu corespund cuvântului zilei.',
    });
    expect(checkAttempts([{ word: 'MAMEI' }, { word: 'CARTE' }], 'MAMEI', allowed)).toMatchObject({
      ok: false,
    });
    expect(checkAttempts(Array(7).fill({ word: 'CARTE' }), 'MAMEI', allowed)).toMatchObject({ ok: false });
    expect(checkAttempts(Array(6).fill({ word: 'CARTE' }), 'MAMEI', allowed)).toMatchObject({
      ok: true,
      state: { completed: true, won: false },
    });
  });
});

describe('days and share text', () => {
  it('numbers days from 2025-01-01 and wraps the word index', () => {
    expect(shareNumber('2025-01-01')).toBe(1);
    expect(shareNumber('2025-12-31')).toBe(365);
    expect(shareNumber('2026-11-21')).toBe(690);
    expect(wordIndexForDay('2025-01-01', 100)).toBe(0);
    expect(wordIndexForDay('2025-04-11', 100)).toBe(0); // day 100
    expect(wordIndexForDay('2025-04-12', 100)).toBe(1);
    expect(wordIndexForDay('2024-12-31', 100)).toBe(99);
  });

  it('builds the share text exactly', () => {
    const attempts = scoreAttempts(['CARTE', 'ROMAN', 'MAMEI'], 'MAMEI');
    expect(shareText({ day: '2026-11-21', attempts, site: 'https://slove.ro' })).toBe(
      'Wordle Românesc #690 3/6\n\n⬜🟩⬜⬜🟨\n⬜⬜🟩🟨⬜\n🟩🟩🟩🟩🟩\n\nhttps://slove.ro',
    );
    expect(shareText({ day: '2026-11-21', attempts, site: 'https://slove.ro', highContrast: true })).toBe(
      'Wordle Românesc #690 3/6\n\n⬜🟧⬜⬜🟦\n⬜⬜🟧🟦⬜\n🟧🟧🟧🟧🟧\n\nhttps://slove.ro',
    );
    const lost = scoreAttempts(Array(6).fill('CARTE'), 'MAMEI');
    expect(shareText({ day: '2025-01-01', attempts: lost, site: 'https://slove.ro' }).split('\n')[0]).toBe(
      'Wordle Românesc #1 X/6',
    );
    expect(
      shareText({ day: '2026-11-21', attempts, site: 'https://slove.ro', hardMode: true }).split('\n')[0],
    ).toBe('Wordle Românesc #690 3/6*');
    expect(
      shareText({ day: '2025-01-01', attempts: lost, site: 'https://slove.ro', hardMode: true }).split(
        '\n',
      )[0],
    ).toBe('Wordle Românesc #1 X/6*');
  });

  it('hard mode: green letters stay in place, revealed letters are used as often as shown', () => {
    // CARTE against MAMEI: A green at 2, E yellow
    const first = scoreAttempts(['CARTE'], 'MAMEI');
    expect(hardModeError('MAMEI', first)).toBeNull();
    expect(hardModeError('DATEI', first)).toBeNull();
    expect(hardModeError('ROMAN', first)).toBe('Mod dificil: pe poziția 2 trebuie să fie litera A.');
    expect(hardModeError('LAPTI', first)).toBe('Mod dificil: cuvântul trebuie să conțină litera E.');
    // MAMAM against MAMEI: M green twice, A green; a guess must keep M at 1 and 3
    const twice = scoreAttempts(['MAMAM'], 'MAMEI');
    expect(hardModeError('MASEI', twice)).toBe('Mod dificil: pe poziția 3 trebuie să fie litera M.');
    // the count rule: EEVAM against MAMEI marks one E (the second is absent), A and M
    const counts = scoreAttempts(['AMMAA'], 'MAMEI');
    expect(counts[0]!.result).toEqual([1, 1, 2, 0, 0]);
    expect(hardModeError('MAMEI', counts)).toBeNull();
    expect(hardModeError('XAMEI', counts)).toBe(
      'Mod dificil: cuvântul trebuie să conțină litera M de 2 ori.',
    );
    expect(followsHardMode(scoreAttempts(['CARTE', 'DATEI', 'MAMEI'], 'MAMEI'))).toBe(true);
    expect(followsHardMode(scoreAttempts(['CARTE', 'ROMAN', 'MAMEI'], 'MAMEI'))).toBe(false);
  });

  it('writes the win message with singular for one guess', () => {
    expect(winMessage('MAMEI', 1)).toBe('Felicitări! Ai ghicit cuvântul MAMEI în 1 încercare');
    expect(winMessage('MAMEI', 4)).toBe('Felicitări! Ai ghicit cuvântul MAMEI în 4 încercări');
  });

  it('formats the countdown as hours:minutes', () => {
    expect(formatCountdown(3_600_000 * 7 + 60_000 * 5 + 59_000)).toBe('07:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('statistics', () => {
  const g = (day: string, won: boolean, guesses: number, on = day): FinishedGame => ({
    day,
    won,
    guesses,
    finishedOn: on,
  });

  it('win extends the streak from yesterday, otherwise starts at 1; loss sets 0; max kept', () => {
    let s = applyGame(emptyStats(), g('2026-03-01', true, 3));
    expect(s).toMatchObject({
      gamesPlayed: 1,
      gamesWon: 1,
      currentStreak: 1,
      maxStreak: 1,
      lastPlayedDate: '2026-03-01',
    });
    s = applyGame(s, g('2026-03-02', true, 4));
    s = applyGame(s, g('2026-03-03', true, 4));
    expect(s).toMatchObject({ currentStreak: 3, maxStreak: 3 });
    s = applyGame(s, g('2026-03-05', true, 1)); // skipped a day
    expect(s).toMatchObject({ currentStreak: 1, maxStreak: 3 });
    s = applyGame(s, g('2026-03-06', false, 6));
    expect(s).toMatchObject({ gamesPlayed: 5, gamesWon: 4, currentStreak: 0, maxStreak: 3 });
    expect(s.guessDistribution).toEqual({ '1': 1, '2': 0, '3': 1, '4': 2, '5': 0, '6': 0 });
    expect(winPercent(s)).toBe(80);
  });

  it('archive days count as games but do not change the streak', () => {
    let s = computeStats([g('2026-03-01', true, 2), g('2026-03-02', true, 2)]);
    s = applyGame(s, g('2026-02-20', false, 6, '2026-03-02'));
    expect(s).toMatchObject({
      gamesPlayed: 3,
      gamesWon: 2,
      currentStreak: 2,
      maxStreak: 2,
      lastPlayedDate: '2026-03-02',
    });
    s = applyGame(s, g('2026-02-21', true, 5, '2026-03-03'));
    expect(s).toMatchObject({ gamesPlayed: 4, gamesWon: 3, currentStreak: 2, lastPlayedDate: '2026-03-02' });
    expect(s.guessDistribution['5']).toBe(1);
    // the next daily win still follows on from 03-02? no: 03-03's daily game was not played
    s = applyGame(s, g('2026-03-04', true, 3));
    expect(s.currentStreak).toBe(1);
  });

  it('the streak follows Bucharest midnight, not UTC', () => {
    // 21:30 UTC on 1 March is 23:30 in Bucharest (winter, UTC+2): still 1 March
    expect(finishedOn('2026-03-01T21:30:00Z')).toBe('2026-03-01');
    // 22:30 UTC on 1 March is 00:30 on 2 March in Bucharest
    expect(finishedOn('2026-03-01T22:30:00Z')).toBe('2026-03-02');
    const games = [
      { day: '2026-03-01', at: '2026-03-01T21:30:00Z' },
      { day: '2026-03-02', at: '2026-03-01T22:30:00Z' },
    ].map((x) => g(x.day, true, 3, finishedOn(x.at)));
    expect(computeStats(games).currentStreak).toBe(2);
  });

  it('the streak crosses the summer-time changes', () => {
    // Summer time starts 29 March 2026 (03:00 → 04:00); ends 25 October 2026 (04:00 → 03:00).
    const spring = [
      ['2026-03-28', '2026-03-28T21:59:00Z'], // 23:59 (UTC+2)
      ['2026-03-29', '2026-03-28T22:00:00Z'], // 00:00 on the 29th
      ['2026-03-30', '2026-03-29T21:00:00Z'], // 00:00 on the 30th (UTC+3)
    ] as const;
    expect(spring.map(([, at]) => finishedOn(at))).toEqual(spring.map(([d]) => d));
    const s1 = computeStats(spring.map(([d, at]) => g(d, true, 2, finishedOn(at))));
    expect(s1).toMatchObject({ currentStreak: 3, maxStreak: 3 });

    const autumn = [
      ['2026-10-24', '2026-10-24T20:59:00Z'], // 23:59 (UTC+3)
      ['2026-10-25', '2026-10-24T21:00:00Z'], // 00:00 on the 25th (UTC+3)
      ['2026-10-26', '2026-10-25T22:00:00Z'], // 00:00 on the 26th (UTC+2)
    ] as const;
    expect(autumn.map(([, at]) => finishedOn(at))).toEqual(autumn.map(([d]) => d));
    expect(computeStats(autumn.map(([d, at]) => g(d, true, 2, finishedOn(at)))).currentStreak).toBe(3);
    // 21:30 UTC on 25 October is 23:30 local (UTC+2 after the change): still the 25th
    expect(finishedOn('2026-10-25T21:30:00Z')).toBe('2026-10-25');
  });

  it('bar widths have a 10% minimum when above 0', () => {
    expect(distributionWidths({ '1': 0, '2': 1, '3': 20, '4': 10, '5': 0, '6': 0 })).toEqual({
      '1': 0,
      '2': 10,
      '3': 100,
      '4': 50,
      '5': 0,
      '6': 0,
    });
  });
});

describe('schemas', () => {
  it('validates saves and local data', () => {
    expect(wordleSaveSchema.safeParse({ day: '2026-11-21', attempts: [{ word: 'CARTE' }] }).success).toBe(
      true,
    );
    expect(wordleSaveSchema.safeParse({ day: '2026-13-01', attempts: [] }).success).toBe(false);
    expect(
      wordleLocalSchema.safeParse({
        games: {
          '2026-11-20': {
            attempts: [{ word: 'CARTE', result: [0, 0, 0, 0, 2] }],
            completedAt: '2026-11-20T10:00:00.000Z',
          },
        },
      }).success,
    ).toBe(true);
    expect(wordleLocalSchema.safeParse({ games: { yesterday: { attempts: [] } } }).success).toBe(false);
  });
});

describe('stats as of a day', () => {
  it('shows a streak whose last daily game is before yesterday as 0', () => {
    const s = {
      ...emptyStats(),
      gamesPlayed: 11,
      currentStreak: 11,
      maxStreak: 11,
      lastPlayedDate: '2026-11-20',
    };
    expect(statsOn(s, '2026-11-20').currentStreak).toBe(11);
    expect(statsOn(s, '2026-11-21').currentStreak).toBe(11);
    expect(statsOn(s, '2026-11-22')).toEqual({ ...s, currentStreak: 0 });
    expect(statsOn(emptyStats(), '2026-11-22')).toEqual(emptyStats());
  });
});
