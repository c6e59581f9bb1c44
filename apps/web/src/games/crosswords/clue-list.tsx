import { memo } from 'react';
import { CheckIcon } from 'lucide-react';
import type { ClueInfo, CrosswordGrid } from '@slove/core/crosswords';
import { directionCounts } from '@slove/core/crosswords-grid';
import { cn } from '@/lib/utils';
import { T } from './texts';

export const ARROW = { horizontal: '→', vertical: '↓' } as const;

export function byNumber(a: ClueInfo, b: ClueInfo): number {
  return a.number - b.number || (a.direction === b.direction ? 0 : a.direction === 'horizontal' ? -1 : 1);
}

/**
 * The clue list: counts per direction, then every clue sorted by number in a 600px scroll area.
 * Memoised: it renders when its data changes (its handler is stable, see useCrosswordPlay).
 */
export const ClueList = memo(function ClueList({
  grid,
  completed,
  selectedId,
  hints,
  onSelect,
}: {
  grid: CrosswordGrid;
  completed: ReadonlySet<number>;
  selectedId: number | null;
  /** Hint masks by clue id (shown until the word is solved). */
  hints: Record<string, string>;
  onSelect(clue: ClueInfo): void;
}) {
  const counts = directionCounts(grid, completed);
  const clues = [...grid.clues].sort(byNumber);
  return (
    <section
      aria-labelledby="crossword-clues-title"
      className="rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b px-4 py-3">
        <h2 id="crossword-clues-title" className="text-lg font-extrabold">
          {T.clues}
        </h2>
        <p className="flex gap-4 text-sm font-bold text-muted-foreground">
          <span data-testid="count-horizontal">
            {T.horizontal}: {counts.horizontal.done}/{counts.horizontal.total}
          </span>
          <span data-testid="count-vertical">
            {T.vertical}: {counts.vertical.done}/{counts.vertical.total}
          </span>
        </p>
      </div>
      <ul className="max-h-[600px] overflow-y-auto p-2" tabIndex={-1} aria-label={T.clues}>
        {clues.map((c) => {
          const done = completed.has(c.id);
          const selected = c.id === selectedId;
          return (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onSelect(c)}
                aria-current={selected ? 'true' : undefined}
                data-clue={c.id}
                data-completed={done ? 'true' : 'false'}
                className={cn(
                  'flex min-h-11 w-full cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none',
                  selected && 'bg-amber-100 ring-2 ring-amber-500 dark:bg-amber-900/60 dark:ring-amber-400',
                  done && 'text-muted-foreground',
                )}
              >
                <span className="w-7 shrink-0 font-extrabold tabular-nums">{c.number}</span>
                <span className="w-4 shrink-0 font-bold" aria-hidden="true">
                  {ARROW[c.direction]}
                </span>
                <span className="sr-only">{c.direction === 'horizontal' ? T.horizontal : T.vertical}</span>
                <span className={cn('flex-1', done && 'line-through decoration-1')}>
                  {c.clue} <span className="text-sm text-muted-foreground">({c.length})</span>
                  {hints[c.id] && !done && (
                    <span className="mt-0.5 block font-mono text-sm font-bold tracking-wider text-amber-800 dark:text-amber-300">
                      {T.hint}: {hints[c.id]}
                    </span>
                  )}
                </span>
                {done && (
                  <CheckIcon
                    className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                    role="img"
                    aria-label={T.completed}
                  />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
