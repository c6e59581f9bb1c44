/** "Integrama zilei" at the top of the picker: today's puzzle, the streak and best time, and the 30-day archive. */
import { useQuery } from '@tanstack/react-query';
import {
  CalendarDaysIcon,
  CheckCircle2Icon,
  ChevronDownIcon,
  FlameIcon,
  PlayIcon,
  TimerIcon,
} from 'lucide-react';
import { clockTime } from '@slove/core/crosswords';
import type { CrosswordDailyLocal } from '@slove/core/crosswords-api';
import { dailyStats, type DailyEntry } from '@slove/core/crosswords-daily';
import { dayKey } from '@slove/core/day';
import { Button } from '@/components/ui/button';
import { usePageHydrated } from '@/lib/page-hydrated';
import { dayMonth } from '@/lib/ro-date';
import { dailyQuery } from './api';
import { dailyResults } from './local';
import { inPlace, puzzleHref } from './links';
import { T } from './texts';

/** The results: the account's (signed in) or this device's (`local`, a guest). */
function resultOf(entry: DailyEntry, signedIn: boolean, local: CrosswordDailyLocal) {
  return signedIn ? entry.result : (local[entry.day] ?? null);
}

const dateText = dayMonth;

const NO_RESULTS: CrosswordDailyLocal = {};

const CARD = 'mb-8 rounded-2xl border-2 border-primary/40 bg-card p-4 shadow-sm sm:p-5';

export function DailyCard({ userId, onOpen }: { userId: string | null; onOpen(entry: DailyEntry): void }) {
  const daily = useQuery(dailyQuery(userId));
  // this device's results once the page has hydrated (the server's render knows none)
  const local = usePageHydrated() ? dailyResults.read() : NO_RESULTS;
  // while it loads (a player's card: a guest's came with the page), its place is kept, so
  // that the list under it does not move when it arrives
  if (daily.isPending) return <div className={`${CARD} min-h-64 sm:min-h-52`} aria-hidden="true" />;
  if (!daily.data) return null;
  const { today, archive } = daily.data;
  const stats = daily.data.stats ?? dailyStats(local, dayKey());
  const result = resultOf(today, !!userId, local);
  return (
    <section aria-labelledby="crossword-daily-title" className={CARD} data-testid="daily-card">
      {/* on a phone the action takes its own row under the title */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <CalendarDaysIcon className="size-10 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="crossword-daily-title" className="text-2xl font-extrabold">
            {T.dailyTitle} #{today.number}
          </h2>
          <p className="text-muted-foreground">
            {dateText(today.day)} · {today.size.replace('x', '×')}
          </p>
        </div>
        {result ? (
          <p className="flex basis-full items-center gap-2 font-bold text-emerald-700 sm:basis-auto dark:text-emerald-300">
            <CheckCircle2Icon aria-hidden="true" /> {T.dailySolved} {clockTime(result.seconds)}
          </p>
        ) : (
          <Button size="lg" className="basis-full sm:basis-auto" asChild>
            <a
              href={puzzleHref(today.puzzleId, today.day)}
              onClick={inPlace(() => onOpen(today))}
              data-testid="daily-play"
            >
              <PlayIcon aria-hidden="true" /> {T.dailyPlay}
            </a>
          </Button>
        )}
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-bold">
        <div className="flex items-center gap-1.5">
          <FlameIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          <dt>{T.dailyStreak}:</dt>
          <dd data-testid="daily-streak">{stats.streak}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <TimerIcon className="size-4 text-sky-700 dark:text-sky-400" aria-hidden="true" />
          <dt>{T.dailyBest}:</dt>
          <dd data-testid="daily-best">{stats.bestSeconds === null ? '–' : clockTime(stats.bestSeconds)}</dd>
        </div>
      </dl>
      <details className="group mt-4">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg font-bold [&::-webkit-details-marker]:hidden">
          <ChevronDownIcon
            className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            aria-hidden="true"
          />
          {T.dailyArchive}
        </summary>
        <ul className="grid gap-2 pt-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="daily-archive">
          {archive.slice(1).map((e) => {
            const r = resultOf(e, !!userId, local);
            return (
              <li key={e.day}>
                <Button variant="outline" className="min-h-11 w-full justify-between" asChild>
                  <a href={puzzleHref(e.puzzleId, e.day)} onClick={inPlace(() => onOpen(e))} data-day={e.day}>
                    <span>
                      #{e.number} · {dateText(e.day)} · {e.size.replace('x', '×')}
                    </span>
                    {r ? (
                      <CheckCircle2Icon
                        className="text-emerald-600 dark:text-emerald-400"
                        role="img"
                        aria-label={T.completed}
                      />
                    ) : null}
                  </a>
                </Button>
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}
