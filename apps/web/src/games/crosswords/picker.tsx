import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, CircleIcon, Grid3x3Icon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { difficultyBadge, type DifficultyTone } from '@slove/core/crosswords-grid';
import type { CrosswordSummary } from '@slove/core/crosswords-api';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { listQuery } from './api';
import { localCompletedIds } from './local';
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

/** The completed flag: the account's (signed in) or this device's (guest). */
export function completedSet(puzzles: CrosswordSummary[], signedIn: boolean): Set<number> {
  if (signedIn) return new Set(puzzles.filter((p) => p.completed).map((p) => p.id));
  return localCompletedIds();
}

export function Picker({
  userId,
  onOpen,
}: {
  userId: string | null;
  onOpen(id: number, replay: boolean): void;
}) {
  const list = useQuery(listQuery(userId));
  // the list's first render after it arrives runs deferred, in slices (spinner meanwhile)
  const loaded = useDeferredValue(!list.isPending, false);
  const puzzles = list.data?.puzzles ?? [];
  const done = completedSet(puzzles, !!userId);

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

      <section aria-labelledby="crossword-picker-title">
        <h2 id="crossword-picker-title" className="mb-4 text-xl font-extrabold sm:text-2xl">
          {T.pickerTitle}
        </h2>
        {list.isPending || !loaded ? (
          <Spinner label={T.loading} />
        ) : list.isError ? (
          <div
            className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5"
            role="alert"
          >
            <p>{T.loadError}</p>
            <Button variant="outline" onClick={() => list.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : puzzles.length === 0 ? (
          <p className="text-muted-foreground">{T.empty}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="crossword-list">
            {puzzles.map((p) => {
              const isDone = done.has(p.id);
              return (
                <li key={p.id}>
                  <article
                    className={cn(
                      'flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md',
                      isDone && 'border-emerald-500/50',
                    )}
                    aria-labelledby={`crossword-${p.id}-title`}
                    data-completed={isDone ? 'true' : 'false'}
                  >
                    <div className="flex items-start justify-between gap-3">
                      <h3 id={`crossword-${p.id}-title`} className="text-lg leading-tight font-extrabold">
                        {p.title}
                      </h3>
                      {isDone ? (
                        <CheckCircle2Icon
                          className="size-7 shrink-0 text-emerald-600 dark:text-emerald-400"
                          role="img"
                          aria-label={T.completed}
                        />
                      ) : (
                        <CircleIcon
                          className="size-7 shrink-0 text-muted-foreground/60"
                          role="img"
                          aria-label={T.notCompleted}
                        />
                      )}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <DifficultyBadge difficulty={p.difficulty} />
                      <Badge variant="outline">{p.size}</Badge>
                    </div>
                    <Button
                      className="mt-auto w-full"
                      variant={isDone ? 'outline' : 'default'}
                      onClick={() => onOpen(p.id, isDone)}
                      aria-describedby={`crossword-${p.id}-title`}
                    >
                      {isDone ? <RotateCcwIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
                      {isDone ? T.playAgain : T.start}
                    </Button>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
