import { forwardRef, memo, type CSSProperties, type KeyboardEvent } from 'react';
import { cellKey, type CellMark, type CrosswordGrid as Grid, type GridState } from '@slove/core/crosswords';
import { clueAt, inClue, isCellCompleted, type Selection } from '@slove/core/crosswords-grid';
import { cn } from '@/lib/utils';

export interface GridProps {
  grid: Grid;
  letters: GridState;
  completed: ReadonlySet<number>;
  selection: Selection | null;
  /** Clues whose current word the server refused. */
  wrong: ReadonlySet<number>;
  /** Letters judged by "Verifică" or given by "Dezvăluie", by cell. */
  marks: Record<string, CellMark>;
  onCellClick(row: number, col: number): void;
  onKeyDown(e: KeyboardEvent<HTMLDivElement>): void;
  label: string;
}

const MARK_TEXT: Record<CellMark['kind'], string> = {
  right: 'verificată, corectă',
  wrong: 'verificată, greșită',
  revealed: 'dezvăluită',
};

function cellLabel(
  grid: Grid,
  letters: GridState,
  completed: ReadonlySet<number>,
  row: number,
  col: number,
  mark: CellMark | undefined,
): string {
  const key = cellKey(row, col);
  const parts = [`Rândul ${row + 1}, coloana ${col + 1}`];
  const n = grid.numbers[key];
  if (n !== undefined) parts.push(`indiciul ${n}`);
  const letter = letters[key];
  parts.push(letter ? `litera ${letter}` : 'goală');
  if (isCellCompleted(grid, completed, row, col)) parts.push('completată');
  else if (mark) parts.push(MARK_TEXT[mark.kind]);
  return parts.join(', ');
}

/**
 * The grid: role=grid with a roving tabindex (the selected cell is the one tab stop).
 * Cells are focusable gridcells labelled with row, column, clue number and state. Memoised:
 * it renders when its data changes (its handlers are stable, see useCrosswordPlay).
 */
export const CrosswordGrid = memo(
  forwardRef<HTMLDivElement, GridProps>(function CrosswordGrid(
    { grid, letters, completed, selection, wrong, marks, onCellClick, onKeyDown, label },
    ref,
  ) {
    const clue = clueAt(grid, selection);
    const firstWhite = grid.clues[0] ? cellKey(grid.clues[0].row, grid.clues[0].col) : null;
    const tabStop = selection ? cellKey(selection.row, selection.col) : firstWhite;
    return (
      <div
        ref={ref}
        role="grid"
        aria-label={label}
        onKeyDown={onKeyDown}
        // On a touch screen the keyboard dock sits below the grid: the grid also keeps within the
        // screen's height above it (index.css, .cw-grid), its cells never under 44 px.
        className="cw-grid mx-auto w-full scroll-mt-20 touch-manipulation select-none"
        style={{ '--cw-cols': grid.cols, containerType: 'inline-size' } as CSSProperties}
        data-testid="crossword-grid"
      >
        <div
          className={cn(
            'grid rounded-xl border-[3px] border-neutral-800 bg-neutral-800 p-[2px] shadow-md dark:border-neutral-950 dark:bg-neutral-950',
            grid.cols > 7 ? 'gap-[2px]' : 'gap-[3px]',
          )}
          style={{ gridTemplateColumns: `repeat(${grid.cols}, minmax(0, 1fr))` }}
          role="presentation"
        >
          {Array.from({ length: grid.rows }, (_, r) => (
            <div key={r} role="row" className="contents">
              {Array.from({ length: grid.cols }, (_, c) => {
                const key = cellKey(r, c);
                if (grid.blocked[r]![c] || !grid.cellClues[key]) {
                  return (
                    <div
                      key={key}
                      role="gridcell"
                      className="aspect-square rounded-[3px] bg-neutral-800 dark:bg-neutral-950"
                    >
                      <span className="sr-only">{`Rândul ${r + 1}, coloana ${c + 1}, blocată`}</span>
                    </div>
                  );
                }
                const selected = !!selection && selection.row === r && selection.col === c;
                const highlighted = !selected && inClue(clue, r, c);
                const done = isCellCompleted(grid, completed, r, c);
                const entry = grid.cellClues[key]!;
                const isWrong =
                  !done &&
                  ((entry.horizontal && wrong.has(entry.horizontal.id)) ||
                    (entry.vertical && wrong.has(entry.vertical.id)));
                const number = grid.numbers[key];
                const markHere = marks[key];
                const mark = !done && markHere && markHere.letter === letters[key] ? markHere : undefined;
                return (
                  <div
                    key={key}
                    role="gridcell"
                    id={`cw-cell-${key}`}
                    data-cell={key}
                    data-mark={mark?.kind}
                    data-state={
                      done ? 'completed' : selected ? 'selected' : highlighted ? 'highlighted' : 'open'
                    }
                    tabIndex={key === tabStop ? 0 : -1}
                    aria-selected={selected}
                    onPointerDown={(e) => e.preventDefault()}
                    onClick={() => onCellClick(r, c)}
                    className={cn(
                      'relative flex aspect-square cursor-pointer items-center justify-center rounded-[3px] font-extrabold uppercase transition-colors outline-none motion-reduce:transition-none',
                      'bg-white text-neutral-900 dark:bg-neutral-700 dark:text-neutral-50',
                      done && 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
                      highlighted && !done && 'bg-amber-100 dark:bg-amber-900/70',
                      highlighted && done && 'bg-emerald-200 dark:bg-emerald-800',
                      selected &&
                        'z-10 bg-amber-300 text-neutral-950 ring-3 ring-amber-600 dark:bg-amber-500 dark:text-neutral-950 dark:ring-amber-300',
                      (isWrong || mark?.kind === 'wrong') && !selected && 'text-red-700 dark:text-red-300',
                      mark?.kind === 'right' && !selected && 'text-sky-800 dark:text-sky-300',
                      'focus-visible:ring-3 focus-visible:ring-sky-600 dark:focus-visible:ring-sky-300',
                    )}
                    style={{ fontSize: `min(${56 / grid.cols}cqi, 2rem)` }}
                  >
                    {number !== undefined && (
                      <span
                        className="pointer-events-none absolute top-0.5 left-1 leading-none font-bold opacity-80"
                        style={{ fontSize: `min(${20 / grid.cols}cqi, 0.8rem)` }}
                        aria-hidden="true"
                      >
                        {number}
                      </span>
                    )}
                    {mark && (
                      // a corner flag: red slash for a wrong letter, amber triangle for a revealed one, blue dot for a right one
                      <span
                        aria-hidden="true"
                        className={cn(
                          'pointer-events-none absolute top-0 right-0 size-0 border-solid',
                          mark.kind === 'revealed' &&
                            'border-t-[12px] border-l-[12px] border-t-amber-500 border-l-transparent',
                          mark.kind === 'wrong' &&
                            'border-t-[12px] border-l-[12px] border-t-red-600 border-l-transparent',
                          mark.kind === 'right' &&
                            'border-t-[12px] border-l-[12px] border-t-sky-600 border-l-transparent',
                        )}
                      />
                    )}
                    <span aria-hidden="true" data-letter="">
                      {letters[key] ?? ''}
                    </span>
                    {/* The name comes from this text (row, column, clue number, state); the visible glyphs are hidden from it. */}
                    <span className="sr-only">{cellLabel(grid, letters, completed, r, c, mark)}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    );
  }),
);
