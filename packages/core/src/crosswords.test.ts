import { describe, expect, it } from 'vitest';
import {
  answerMatches,
  clockTime,
  crosswordShareText,
  helpsText,
  buildGrid,
  clueCells,
  clueWord,
  combineMasks,
  comparePuzzles,
  crosswordScore,
  fillAnswer,
  hintLevel,
  hintMask,
  hintPositions,
  normalizeLetter,
  parseSize,
  sanitizeGridState,
  sanitizeHelp,
  type ClueInfo,
} from './crosswords.ts';
import {
  backspace,
  clickCell,
  cluesFilledByLocks,
  firstOpenClue,
  clueAt,
  deleteLetter,
  difficultyBadge,
  directionCounts,
  formatTime,
  initialSelection,
  isCellCompleted,
  isClueFilled,
  isHighlighted,
  moveArrow,
  nextClue,
  selectClue,
  typeLetter,
  type PlayState,
} from './crosswords-grid.ts';

/*
 * Ț A R Ă      1→ ȚARĂ   1↓ ȚARA
 * A # A #      2↓ RAC
 * R O C I      3→ ROCI
 * A # # #
 */
const PATTERN = ['....', '.#.#', '....', '.###'];
const CLUES: ClueInfo[] = [
  { id: 11, number: 1, direction: 'horizontal', row: 0, col: 0, length: 4, clue: 'Patrie' },
  { id: 12, number: 1, direction: 'vertical', row: 0, col: 0, length: 4, clue: 'Stat' },
  { id: 13, number: 2, direction: 'vertical', row: 0, col: 2, length: 3, clue: 'Crustaceu' },
  { id: 14, number: 3, direction: 'horizontal', row: 2, col: 0, length: 4, clue: 'Pietre' },
];
const grid = buildGrid(PATTERN, CLUES);
const state = (letters: Record<string, string> = {}, completed: number[] = []): PlayState => ({
  grid,
  letters,
  completed: new Set(completed),
});

describe('grid geometry', () => {
  it('reads the pattern and numbers the clue starts', () => {
    expect(grid.rows).toBe(4);
    expect(grid.cols).toBe(4);
    expect(grid.blocked[1]).toEqual([false, true, false, true]);
    expect(grid.numbers).toEqual({ '0-0': 1, '0-2': 2, '2-0': 3 });
  });

  it('sorts clues horizontal first, then by number', () => {
    expect(grid.clues.map((c) => c.id)).toEqual([11, 14, 12, 13]);
  });

  it('computes clue spans along their direction', () => {
    expect(clueCells(CLUES[0]!)).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 0, col: 2 },
      { row: 0, col: 3 },
    ]);
    expect(clueCells(CLUES[2]!)).toEqual([
      { row: 0, col: 2 },
      { row: 1, col: 2 },
      { row: 2, col: 2 },
    ]);
  });

  it('maps every white cell to the clues crossing it', () => {
    expect(grid.cellClues['0-0']?.horizontal?.id).toBe(11);
    expect(grid.cellClues['0-0']?.vertical?.id).toBe(12);
    expect(grid.cellClues['2-2']?.horizontal?.id).toBe(14);
    expect(grid.cellClues['2-2']?.vertical?.id).toBe(13);
    expect(grid.cellClues['0-1']?.vertical).toBeUndefined();
    expect(grid.cellClues['1-1']).toBeUndefined();
  });

  it('highlights the selected cell and its clue span only', () => {
    const sel = { row: 0, col: 2, direction: 'vertical' as const };
    expect(clueAt(grid, sel)?.id).toBe(13);
    expect(isHighlighted(grid, sel, 0, 2)).toBe(true);
    expect(isHighlighted(grid, sel, 1, 2)).toBe(true);
    expect(isHighlighted(grid, sel, 2, 2)).toBe(true);
    expect(isHighlighted(grid, sel, 0, 1)).toBe(false);
    expect(isHighlighted(grid, sel, 3, 2)).toBe(false);
    expect(isHighlighted(grid, null, 0, 2)).toBe(false);
  });

  it('marks the cells of completed clues', () => {
    const done = new Set([13]);
    expect(isCellCompleted(grid, done, 1, 2)).toBe(true);
    expect(isCellCompleted(grid, done, 2, 2)).toBe(true);
    expect(isCellCompleted(grid, done, 2, 1)).toBe(false);
  });

  it('counts done/total per direction', () => {
    expect(directionCounts(grid, new Set([11, 13]))).toEqual({
      horizontal: { done: 1, total: 2 },
      vertical: { done: 1, total: 2 },
    });
  });

  it('reads sizes, defaulting to 5x5', () => {
    expect(parseSize('7x7')).toEqual({ rows: 7, cols: 7 });
    expect(parseSize('9X9')).toEqual({ rows: 9, cols: 9 });
    expect(parseSize('')).toEqual({ rows: 5, cols: 5 });
    expect(parseSize('mare')).toEqual({ rows: 5, cols: 5 });
    expect(parseSize(null)).toEqual({ rows: 5, cols: 5 });
  });
});

describe('input rules', () => {
  it('accepts one letter, upper-cased, A–Z and Ă Â Î Ș Ț', () => {
    expect(normalizeLetter('a')).toBe('A');
    expect(normalizeLetter('ț')).toBe('Ț');
    expect(normalizeLetter('ş')).toBe('Ș'); // cedilla → comma below
    expect(normalizeLetter('Ţ')).toBe('Ț');
    expect(normalizeLetter('î')).toBe('Î');
    expect(normalizeLetter('é')).toBe('E'); // foreign accents stripped
    expect(normalizeLetter('ü')).toBe('U');
    expect(normalizeLetter('1')).toBeNull();
    expect(normalizeLetter(' ')).toBeNull();
    expect(normalizeLetter('ab')).toBeNull();
    expect(normalizeLetter('Enter')).toBeNull();
    expect(normalizeLetter('ж')).toBeNull();
    expect(normalizeLetter('')).toBeNull();
  });

  it('matches answers with diacritics folded', () => {
    expect(answerMatches('TARA', 'ȚARĂ')).toBe(true);
    expect(answerMatches('ȚARĂ', 'ȚARĂ')).toBe(true);
    expect(answerMatches('ţară', 'ȚARĂ')).toBe(true);
    expect(answerMatches('TARI', 'ȚARĂ')).toBe(false);
    expect(answerMatches('TAR', 'ȚARĂ')).toBe(false);
  });

  it('sanitises a stored grid state', () => {
    expect(
      sanitizeGridState(grid, { '0-0': 'ț', '1-1': 'A', '9-9': 'B', '0-1': '1', bad: 'C', '2-2': 'c' }),
    ).toEqual({ '0-0': 'Ț', '2-2': 'C' });
  });
});

describe('navigation', () => {
  it('starts on the first horizontal clue', () => {
    expect(initialSelection(grid)).toEqual({ row: 0, col: 0, direction: 'horizontal' });
  });

  it('arrows move over white cells, jump blocked ones, and follow the axis', () => {
    expect(moveArrow(grid, { row: 0, col: 0, direction: 'horizontal' }, 'ArrowRight')).toEqual({
      row: 0,
      col: 1,
      direction: 'horizontal',
    });
    // (0,1) has no vertical clue: moving down from it jumps the blocked (1,1) to (2,1)
    expect(moveArrow(grid, { row: 0, col: 1, direction: 'horizontal' }, 'ArrowDown')).toEqual({
      row: 2,
      col: 1,
      direction: 'horizontal',
    });
    expect(moveArrow(grid, { row: 0, col: 2, direction: 'horizontal' }, 'ArrowDown')).toEqual({
      row: 1,
      col: 2,
      direction: 'vertical',
    });
    // at the edge it stays
    expect(moveArrow(grid, { row: 0, col: 3, direction: 'horizontal' }, 'ArrowRight')).toEqual({
      row: 0,
      col: 3,
      direction: 'horizontal',
    });
    expect(moveArrow(grid, { row: 0, col: 0, direction: 'horizontal' }, 'ArrowUp')).toEqual({
      row: 0,
      col: 0,
      direction: 'vertical',
    });
  });

  it('a click on the selected cell switches direction; blocked cells cannot be selected', () => {
    const sel = { row: 0, col: 0, direction: 'horizontal' as const };
    expect(clickCell(grid, sel, 0, 0)).toEqual({ row: 0, col: 0, direction: 'vertical' });
    // a cell with one clue keeps its only direction
    expect(clickCell(grid, { row: 0, col: 1, direction: 'horizontal' }, 0, 1)).toEqual({
      row: 0,
      col: 1,
      direction: 'horizontal',
    });
    expect(clickCell(grid, sel, 1, 1)).toBe(sel);
    expect(clickCell(grid, sel, 1, 2)).toEqual({ row: 1, col: 2, direction: 'vertical' });
  });

  it('typing fills the cell upper-cased and advances along the clue', () => {
    const r1 = typeLetter(state(), { row: 0, col: 0, direction: 'horizontal' }, 't')!;
    expect(r1.letters).toEqual({ '0-0': 'T' });
    expect(r1.selection).toEqual({ row: 0, col: 1, direction: 'horizontal' });
    const r2 = typeLetter(state(), { row: 0, col: 2, direction: 'vertical' }, 'r')!;
    expect(r2.selection).toEqual({ row: 1, col: 2, direction: 'vertical' });
    // the end of the clue stays
    const r3 = typeLetter(state(), { row: 0, col: 3, direction: 'horizontal' }, 'ă')!;
    expect(r3.letters['0-3']).toBe('Ă');
    expect(r3.selection).toEqual({ row: 0, col: 3, direction: 'horizontal' });
    expect(typeLetter(state(), { row: 0, col: 0, direction: 'horizontal' }, '7')).toBeNull();
  });

  it('cells of completed clues are locked', () => {
    const s = state({ '0-2': 'R', '1-2': 'A', '2-2': 'C' }, [13]);
    // a clue whose cells are all locked takes no letter and keeps the selection
    const r = typeLetter(s, { row: 1, col: 2, direction: 'vertical' }, 'x')!;
    expect(r.letters).toBe(s.letters);
    expect(r.selection).toEqual({ row: 1, col: 2, direction: 'vertical' });
    expect(deleteLetter(s, { row: 1, col: 2, direction: 'vertical' }).letters['1-2']).toBe('A');
  });

  it('typing skips the cells locked by a confirmed clue, and so do Backspace and a clue click', () => {
    const s = state({ '0-2': 'R', '1-2': 'A', '2-2': 'C' }, [13]);
    // 3→ R O C I: after O the selection jumps over the confirmed C
    const a = typeLetter(s, { row: 2, col: 1, direction: 'horizontal' }, 'o')!;
    expect(a.letters['2-1']).toBe('O');
    expect(a.selection).toEqual({ row: 2, col: 3, direction: 'horizontal' });
    // typed on the locked C, the letter goes into the next open cell
    const b = typeLetter(s, { row: 2, col: 2, direction: 'horizontal' }, 'i')!;
    expect(b.letters['2-2']).toBe('C');
    expect(b.letters['2-3']).toBe('I');
    expect(b.selection).toEqual({ row: 2, col: 3, direction: 'horizontal' });
    // Backspace on an empty cell steps back over the locked C
    const c = backspace(state({ ...s.letters, '2-1': 'O' }, [13]), {
      row: 2,
      col: 3,
      direction: 'horizontal',
    });
    expect(c.selection).toEqual({ row: 2, col: 1, direction: 'horizontal' });
    expect(c.letters['2-1']).toBeUndefined();
    // a clue's first open cell
    expect(selectClue(CLUES[3]!, { '2-0': 'R', '2-1': 'O', '2-2': 'C' }, s)).toEqual({
      row: 2,
      col: 3,
      direction: 'horizontal',
    });
    expect(firstOpenClue(state({}, [11]))).toEqual({ row: 2, col: 0, direction: 'horizontal' });
    expect(firstOpenClue(state({}, [11, 12, 13, 14]))).toBeNull();
  });

  it('finds the open clues whose letters are all confirmed by crossing clues', () => {
    expect(cluesFilledByLocks(state({}, [11, 13]))).toEqual([]);
    // 1→ and 3→ cover 2↓ except its middle A (row 1): still open
    expect(cluesFilledByLocks(state({}, [11, 14])).map((c) => c.id)).toEqual([]);
    expect(cluesFilledByLocks(state({}, [11, 12, 14])).map((c) => c.id)).toEqual([]);
    expect(cluesFilledByLocks(state({}, [12, 13, 14])).map((c) => c.id)).toEqual([]);
    const twoRows = buildGrid(
      ['..', '..'],
      [
        { id: 1, number: 1, direction: 'horizontal', row: 0, col: 0, length: 2, clue: 'a' },
        { id: 2, number: 2, direction: 'horizontal', row: 1, col: 0, length: 2, clue: 'b' },
        { id: 3, number: 1, direction: 'vertical', row: 0, col: 0, length: 2, clue: 'c' },
        { id: 4, number: 3, direction: 'vertical', row: 0, col: 1, length: 2, clue: 'd' },
      ],
    );
    const done = { grid: twoRows, letters: {}, completed: new Set([1, 2]) };
    expect(cluesFilledByLocks(done).map((c) => c.id)).toEqual([3, 4]);
    // the next clue skips a clue whose cells are all confirmed (it is checked by itself)
    const three = { grid: twoRows, letters: {}, completed: new Set([1, 3]) };
    expect(nextClue(three, { row: 0, col: 0, direction: 'horizontal' }, 1)).toEqual({
      row: 1,
      col: 1,
      direction: 'horizontal',
    });
  });

  it('Backspace clears, then on an empty cell steps back left or up', () => {
    const filled = state({ '0-0': 'T', '0-1': 'A' });
    const a = backspace(filled, { row: 0, col: 1, direction: 'horizontal' });
    expect(a.letters).toEqual({ '0-0': 'T' });
    expect(a.selection).toEqual({ row: 0, col: 1, direction: 'horizontal' });
    const b = backspace(state(a.letters), a.selection);
    expect(b.selection).toEqual({ row: 0, col: 0, direction: 'horizontal' });
    expect(b.letters).toEqual({});
    const up = backspace(state(), { row: 2, col: 2, direction: 'vertical' });
    expect(up.selection).toEqual({ row: 1, col: 2, direction: 'vertical' });
    // at the start of the grid it stays
    expect(backspace(state(), { row: 0, col: 0, direction: 'horizontal' }).selection).toEqual({
      row: 0,
      col: 0,
      direction: 'horizontal',
    });
  });

  it('Delete clears the cell and stays', () => {
    const r = deleteLetter(state({ '2-1': 'O' }), { row: 2, col: 1, direction: 'horizontal' });
    expect(r.letters).toEqual({});
    expect(r.selection).toEqual({ row: 2, col: 1, direction: 'horizontal' });
  });

  it('Tab and Shift+Tab go to the next and previous clue, skipping completed ones', () => {
    const s = state({ '0-0': 'T' });
    const sel = { row: 0, col: 1, direction: 'horizontal' as const };
    expect(nextClue(s, sel, 1)).toEqual({ row: 2, col: 0, direction: 'horizontal' }); // 3→
    expect(nextClue(s, sel, -1)).toEqual({ row: 0, col: 2, direction: 'vertical' }); // wraps from 1→ back to 2↓
    expect(nextClue(s, { row: 0, col: 0, direction: 'vertical' }, 1)).toEqual({
      row: 0,
      col: 2,
      direction: 'vertical',
    });
    expect(nextClue(s, { row: 2, col: 0, direction: 'horizontal' }, 1)).toEqual({
      row: 1,
      col: 0,
      direction: 'vertical',
    }); // 1↓ first empty cell
    const withDone = state({}, [14]);
    expect(nextClue(withDone, sel, 1)).toEqual({ row: 0, col: 0, direction: 'vertical' }); // 3→ done, next 1↓
    expect(nextClue(state(), null, 1)).toEqual({ row: 0, col: 0, direction: 'horizontal' });
  });

  it('a click on a clue selects its first empty cell', () => {
    expect(selectClue(CLUES[0]!, { '0-0': 'T', '0-1': 'A' })).toEqual({
      row: 0,
      col: 2,
      direction: 'horizontal',
    });
    expect(selectClue(CLUES[0]!, { '0-0': 'T', '0-1': 'A', '0-2': 'R', '0-3': 'A' })).toEqual({
      row: 0,
      col: 0,
      direction: 'horizontal',
    });
  });

  it('knows when a clue is filled and what it spells; fills confirmed answers', () => {
    const letters = { '0-0': 'T', '0-1': 'A', '0-2': 'R' };
    expect(isClueFilled(CLUES[0]!, letters)).toBe(false);
    expect(isClueFilled(CLUES[0]!, { ...letters, '0-3': 'A' })).toBe(true);
    expect(clueWord(CLUES[0]!, { ...letters, '0-3': 'A' })).toBe('TARA');
    expect(fillAnswer(letters, CLUES[0]!, 'ȚARĂ')).toEqual({
      '0-0': 'Ț',
      '0-1': 'A',
      '0-2': 'R',
      '0-3': 'Ă',
    });
  });
});

describe('scoring, hints, display', () => {
  it('scores 10 per clue minus 2 per hint, never below 0', () => {
    expect(crosswordScore(0, 0)).toBe(0);
    expect(crosswordScore(4, 0)).toBe(40);
    expect(crosswordScore(4, 3)).toBe(34);
    expect(crosswordScore(1, 6)).toBe(0);
  });

  it('cycles hint levels 1, 2, 3', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(hintLevel)).toEqual([1, 2, 3, 1, 2, 3, 1]);
  });

  it('reveals progressively more and never the whole answer', () => {
    expect(hintMask('ȚARĂ', 1)).toBe('Ț _ _ _');
    expect(hintMask('ȚARĂ', 2)).toBe('Ț _ _ Ă');
    expect(hintMask('ȚARĂ', 3)).toBe('Ț _ R Ă');
    expect(hintMask('CASTEL', 3)).toBe('C _ S _ E L');
    expect(hintMask('RAC', 3)).toBe('R _ C');
    expect(hintMask('AR', 2)).toBe('A _');
    expect(hintMask('AR', 3)).toBe('A _');
    for (let n = 2; n <= 9; n++) {
      const [l1, l2, l3] = [1, 2, 3].map((l) => hintPositions(n, l));
      expect(l3!.length).toBeLessThan(n);
      expect(l1!.every((p) => l2!.includes(p))).toBe(true);
      expect(l2!.every((p) => l3!.includes(p))).toBe(true);
    }
  });

  it("formats time as 'Xm Ys'", () => {
    expect(formatTime(0)).toBe('0m 0s');
    expect(formatTime(75)).toBe('1m 15s');
    expect(formatTime(3600)).toBe('60m 0s');
  });

  it('maps difficulty badges', () => {
    expect(difficultyBadge(1)).toEqual({ label: 'Ușor', tone: 'green' });
    expect(difficultyBadge(2)).toEqual({ label: 'Mediu', tone: 'yellow' });
    expect(difficultyBadge(3)).toEqual({ label: 'Greu', tone: 'red' });
    expect(difficultyBadge(7)).toEqual({ label: 'Ușor', tone: 'green' });
    expect(difficultyBadge(null)).toEqual({ label: 'Ușor', tone: 'green' });
  });

  it('orders puzzles by difficulty, then title', () => {
    const list = [
      { id: 1, difficulty: 2, title: 'Bine' },
      { id: 2, difficulty: 1, title: 'Ștafetă' },
      { id: 3, difficulty: 1, title: 'Ambră' },
      { id: 4, difficulty: 1, title: 'Sare' },
    ];
    expect([...list].sort(comparePuzzles).map((p) => p.id)).toEqual([3, 4, 2, 1]);
  });
});

describe('the help kept with the progress', () => {
  it('combines the masks of one clue: every letter either shows', () => {
    expect(combineMasks(undefined, 'Ț _ _ _')).toBe('Ț _ _ _');
    expect(combineMasks('Ț _ _ _', '_ A _ Ă')).toBe('Ț A _ Ă');
    expect(combineMasks('Ț _ _', '_ A _ Ă')).toBe('_ A _ Ă');
  });

  it('keeps hints of open clues and marks of open cells, in shape only', () => {
    const help = sanitizeHelp(grid, new Set([14]), {
      hints: { '11': 'Ț _ _ Ă', '12': 'ȚARA', '13': 'R _ _ _', '14': 'R _ _ I', '99': 'A', x: 5 },
      marks: {
        '0-0': { kind: 'wrong', letter: 'q' },
        '1-1': { kind: 'right', letter: 'A' }, // blocked
        '2-1': { kind: 'revealed', letter: 'O' }, // in 3→, solved
        '0-2': { kind: 'maybe', letter: 'R' },
        '3-0': { kind: 'right', letter: '' },
        '0-3': 'Ă',
      },
    });
    expect(help).toEqual({ hints: { '11': 'Ț _ _ Ă' }, marks: { '0-0': { kind: 'wrong', letter: 'Q' } } });
    expect(sanitizeHelp(grid, new Set(), null)).toEqual({ hints: {}, marks: {} });
  });
});

describe('share text', () => {
  it('names the puzzle, the time and the helps, and no answer', () => {
    expect(clockTime(72)).toBe('1:12');
    expect(clockTime(5)).toBe('0:05');
    expect(clockTime(3600)).toBe('60:00');
    expect(helpsText(0)).toBe('fără ajutor');
    expect(helpsText(1)).toBe('1 ajutor');
    expect(helpsText(2)).toBe('2 ajutoare');
    expect(helpsText(19)).toBe('19 ajutoare');
    expect(helpsText(20)).toBe('20 de ajutoare');
    expect(helpsText(101)).toBe('101 ajutoare');
    const site = 'https://slove.ro';
    expect(crosswordShareText({ daily: 12 }, 72, 0, site)).toBe(
      'Integrama zilei #12 · 1:12 · fără ajutor\nhttps://slove.ro/integrame',
    );
    expect(crosswordShareText({ title: 'Casa', id: 7 }, 125, 3, site)).toBe(
      'Integrama „Casa” · 2:05 · 3 ajutoare\nhttps://slove.ro/integrame?id=7',
    );
  });
});
