import { memo, useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, CircleIcon, Grid3x3Icon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { parseSize } from '@slove/core/crosswords';
import { difficultyBadge, type DifficultyTone } from '@slove/core/crosswords-grid';
import type { CrosswordSummary } from '@slove/core/crosswords-api';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/utils';
import { useRevealed } from '@/lib/idle';
import { firstPageHydrated, renderedWithData } from '@/lib/hydration';
import { usePageHydrated } from '@/lib/page-hydrated';
import { useEvent } from '@/lib/use-event';
import type { DailyEntry } from '@slove/core/crosswords-daily';
import { listQuery } from './api';
import { inPlace, puzzleHref } from './links';
import { DailyCard } from './daily-card';
import { localCompletedIds, localStartedIds } from './local';
import { T } from './texts';

const TONE: Record<DifficultyTone, string> = {
  green: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  yellow: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-800/60 dark:text-amber-50',
  red: 'border-transparent bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-50',
};

export function DifficultyBadge({ difficulty }: { difficulty: number }) {
  const badge = difficultyBadge(difficulty);
  return <Badge className={TONE[badge.tone]}>{badge.label}</Badge>;
}

/** The completed and started flags: the account's (signed in) or this device's (guest). */
export function playerMarks(
  puzzles: CrosswordSummary[],
  signedIn: boolean,
): { done: Set<number>; started: Set<number> } {
  if (signedIn)
    return {
      done: new Set(puzzles.filter((p) => p.completed).map((p) => p.id)),
      started: new Set(puzzles.filter((p) => p.started).map((p) => p.id)),
    };
  return { done: localCompletedIds(), started: localStartedIds() };
}

/**
 * A puzzle's card. Memoised (its handler is stable): the picker renders its cards a dozen at a
 * time (useRevealed), and each step renders only the new ones, not again those shown before.
 */
const PuzzleCard = memo(function PuzzleCard({
  p,
  isDone,
  isStarted,
  onOpen,
}: {
  p: CrosswordSummary;
  isDone: boolean;
  isStarted: boolean;
  onOpen(id: number, replay: boolean): void;
}) {
  return (
    <article
      className={cn(
        'relative flex h-full items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm',
        // a card off the screen is not styled, laid out nor painted (its
        // height meanwhile: a card's, 70 px, then the one it last had)
        '[content-visibility:auto] [contain-intrinsic-size:auto_70px]',
        isDone && 'border-emerald-500/50',
      )}
      aria-labelledby={`crossword-${p.id}-title`}
      data-completed={isDone ? 'true' : 'false'}
      data-started={isStarted ? 'true' : 'false'}
    >
      {isDone ? (
        <CheckCircle2Icon
          className="size-6 shrink-0 text-emerald-600 dark:text-emerald-400"
          role="img"
          aria-label={T.completed}
        />
      ) : (
        <CircleIcon
          className="size-6 shrink-0 text-muted-foreground/60"
          role="img"
          aria-label={T.notCompleted}
        />
      )}
      <h4 id={`crossword-${p.id}-title`} className="min-w-0 flex-1 leading-tight font-bold">
        {p.title}
      </h4>
      {isDone && !isStarted ? (
        // starts the puzzle over (an action, not only a way there)
        <Button
          size="sm"
          className="min-h-11 shrink-0"
          variant="outline"
          onClick={() => onOpen(p.id, true)}
          aria-describedby={`crossword-${p.id}-title`}
        >
          <RotateCcwIcon aria-hidden="true" />
          {T.playAgain}
        </Button>
      ) : (
        // a link to the puzzle's page: tapped before the app has started, it opens it (rendered
        // by the server, playable at once); then the app opens it in place
        // its tap area covers the whole card: a tap on the title opens the puzzle too
        <Button
          size="sm"
          className="min-h-11 shrink-0 after:absolute after:inset-0 after:content-['']"
          asChild
        >
          <a
            href={puzzleHref(p.id)}
            onClick={inPlace(() => onOpen(p.id, false))}
            aria-describedby={`crossword-${p.id}-title`}
          >
            <PlayIcon aria-hidden="true" />
            {isStarted ? T.continue : T.start}
          </a>
        </Button>
      )}
    </article>
  );
});

const NO_MARKS = { done: new Set<number>(), started: new Set<number>() };

type Filter = 'all' | 'new' | 'started' | 'done';
const FILTERS: [Filter, string][] = [
  ['all', T.filterAll],
  ['new', T.filterNew],
  ['started', T.filterStarted],
  ['done', T.filterDone],
];

/** The puzzles grouped by difficulty, then size (smaller grids first), in the list's order within a group. */
function groupPuzzles(
  puzzles: CrosswordSummary[],
): { key: string; difficulty: number; size: string; items: CrosswordSummary[] }[] {
  const groups = new Map<
    string,
    { key: string; difficulty: number; size: string; items: CrosswordSummary[] }
  >();
  for (const p of puzzles) {
    const key = `${p.difficulty}-${p.size}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, difficulty: p.difficulty, size: p.size, items: [] }));
    g.items.push(p);
  }
  const area = (size: string) => {
    const { rows, cols } = parseSize(size);
    return rows * cols;
  };
  return [...groups.values()].sort((a, b) => a.difficulty - b.difficulty || area(a.size) - area(b.size));
}

/** The groups whose cards are rendered, in order, with the first `count` cards of the list. */
function revealedCards<G extends { items: unknown[] }>(
  groups: G[],
  count: number,
): { group: G; cards: G['items'] }[] {
  const out: { group: G; cards: G['items'] }[] = [];
  for (const group of groups) {
    if (count <= 0) break;
    out.push({ group, cards: group.items.slice(0, count) });
    count -= group.items.length;
  }
  return out;
}

export function Picker({
  userId,
  onOpen,
  onOpenDaily,
}: {
  userId: string | null;
  onOpen(id: number, replay: boolean): void;
  onOpenDaily(entry: DailyEntry): void;
}) {
  const list = useQuery(listQuery(userId));
  const open = useEvent(onOpen);
  // The list's first render after it arrives runs deferred, in slices (spinner meanwhile);
  // on a page the server rendered with the list, its first cards are in the HTML: they hydrate.
  const [withPage] = useState(() => renderedWithData() && !firstPageHydrated());
  const loaded = useDeferredValue(!list.isPending, withPage);
  const puzzles = list.data?.puzzles ?? [];
  // this device's marks once the page has hydrated (the server knows none)
  const hydrated = usePageHydrated();
  const { done, started } = hydrated ? playerMarks(puzzles, !!userId) : NO_MARKS;
  const [filter, setFilter] = useState<Filter>('all');
  const shown = puzzles.filter((p) =>
    filter === 'all'
      ? true
      : filter === 'done'
        ? done.has(p.id)
        : filter === 'started'
          ? started.has(p.id)
          : !done.has(p.id) && !started.has(p.id),
  );
  const groups = groupPuzzles(shown);
  // a dozen cards at first, then a dozen more per idle moment (one commit of all was a long task)
  const revealed = revealedCards(groups, useRevealed(shown.length));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <BackLink to="/" className="mb-4">
        {T.backToMenu}
      </BackLink>
      <header className="mb-8 flex items-start gap-4">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand/25 text-primary"
          aria-hidden="true"
        >
          <Grid3x3Icon className="size-8" />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{T.title}</h1>
          <p className="mt-1 text-base text-muted-foreground sm:text-lg">{T.subtitle}</p>
        </div>
      </header>

      <DailyCard userId={userId} onOpen={onOpenDaily} />

      <section aria-labelledby="crossword-picker-title">
        <h2 id="crossword-picker-title" className="mb-4 text-xl font-extrabold sm:text-2xl">
          {T.pickerTitle}
        </h2>
        {list.isPending || !loaded ? (
          <Spinner label={T.loading} />
        ) : list.isError ? (
          <LoadError title={T.loadError} error={list.error} onRetry={() => void list.refetch()} />
        ) : puzzles.length === 0 ? (
          <p className="text-muted-foreground">{T.empty}</p>
        ) : (
          <>
            <div className="mb-5 flex flex-wrap gap-2" role="group" aria-label={T.filterLabel}>
              {FILTERS.map(([value, label]) => (
                <Button
                  key={value}
                  variant={filter === value ? 'default' : 'outline'}
                  aria-pressed={filter === value}
                  onClick={() => setFilter(value)}
                  data-filter={value}
                >
                  {label}
                </Button>
              ))}
            </div>
            <p className="sr-only" role="status">
              {`${shown.length} ${T.puzzlesShown}`}
            </p>
            {groups.length === 0 && <p className="text-muted-foreground">{T.filterEmpty}</p>}
            <div className="flex flex-col gap-8" data-testid="crossword-list">
              {revealed.map(({ group: g, cards }) => {
                const badge = difficultyBadge(g.difficulty);
                const doneHere = g.items.filter((p) => done.has(p.id)).length;
                return (
                  <section key={g.key} aria-labelledby={`crossword-group-${g.key}`} data-group={g.key}>
                    <h3
                      id={`crossword-group-${g.key}`}
                      className="mb-3 flex flex-wrap items-baseline gap-x-3 text-lg font-extrabold"
                    >
                      {badge.label} · {g.size.replace('x', '×')}
                      <span className="text-sm font-bold text-muted-foreground">
                        {doneHere}/{g.items.length} {T.completedCount}
                      </span>
                    </h3>
                    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                      {cards.map((p) => (
                        <li key={p.id}>
                          <PuzzleCard
                            p={p}
                            isDone={done.has(p.id)}
                            isStarted={started.has(p.id)}
                            onOpen={open}
                          />
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
