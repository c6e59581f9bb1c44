/**
 * /arhiva-zilnica — the real last 30 days of classic sets (DECISIONS: real archive): date,
 * centre letter, the 7 letters, difficulty, maxWords, pangrams, a link to play, and the
 * days the player finished (account for a signed-in player, this device otherwise). The
 * previous-day control stops at 30 days back.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, ChevronLeftIcon, ChevronRightIcon, ListChecksIcon, PlayIcon } from 'lucide-react';
import { addDays, ARCHIVE_DAYS, daysBetween } from '@slove/core/day';
import type { ClassicArchiveDay } from '@slove/core/classic-api';
import { CLASSIC_TEXTS } from '@slove/core/classic';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { archiveQuery } from './api';
import { readSummaries } from './local';
import { useToday } from './use-classic-game';

const dateFormat = new Intl.DateTimeFormat('ro-RO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => dateFormat.format(new Date(`${day}T12:00:00Z`));

const playHref = (id: number) => `/joc-clasic?set=${id}`;

interface Mark {
  found: number;
  finished: boolean;
}

function Letters({ letters, center }: { letters: string; center: string }) {
  return (
    <span
      className="flex gap-1"
      role="img"
      aria-label={`Litere: ${letters.split('').join(' ')}, centrală ${center}`}
    >
      {letters.split('').map((l, i) => (
        <span
          key={`${l}-${i}`}
          aria-hidden="true"
          className={cn(
            'flex size-8 items-center justify-center rounded-full text-sm font-black',
            l === center ? 'bg-brand text-[oklch(0.25_0.05_60)]' : 'border bg-background',
          )}
        >
          {l}
        </span>
      ))}
    </span>
  );
}

function Status({ mark, maxWords }: { mark: Mark | null; maxWords: number }) {
  if (!mark || mark.found === 0) return <span className="text-sm text-muted-foreground">Nejucat</span>;
  if (mark.finished)
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full bg-green-600 px-2.5 py-0.5 text-sm font-bold text-white dark:bg-green-500 dark:text-green-950"
        data-finished="true"
      >
        <CheckCircle2Icon className="size-4" aria-hidden="true" /> Terminat
      </span>
    );
  return (
    <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-bold">
      În lucru · {mark.found}/{maxWords}
    </span>
  );
}

function DayCard({
  day,
  mark,
  today,
  big = false,
}: {
  day: ClassicArchiveDay;
  mark: Mark | null;
  today: string;
  big?: boolean;
}) {
  return (
    <article
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm',
        big && 'border-2 border-brand/60 p-5',
      )}
      data-testid={big ? 'archive-selected' : 'archive-day'}
      data-date={day.date}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className={cn('font-extrabold first-letter:uppercase', big ? 'text-xl' : 'text-base')}>
          {formatDay(day.date)}
          {day.date === today && (
            <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-[oklch(0.25_0.05_60)]">
              Azi
            </span>
          )}
        </h2>
        <Status mark={mark} maxWords={day.maxWords} />
      </div>
      <Letters letters={day.letters} center={day.center} />
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Dificultate</dt>
          <dd className="font-bold">{day.difficulty}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Cuvinte</dt>
          <dd className="font-bold tabular-nums">{day.maxWords}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Pangrame</dt>
          <dd className="font-bold tabular-nums">{day.pangrams}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link
          to={playHref(day.id)}
          className={cn(buttonVariants({ variant: big ? 'default' : 'outline', size: 'sm' }), 'self-start')}
          data-testid="archive-play"
        >
          <PlayIcon aria-hidden="true" />{' '}
          {mark?.finished ? 'Joacă din nou' : mark && mark.found > 0 ? 'Continuă' : 'Joacă'}
          <span className="sr-only"> setul #{day.id}</span>
        </Link>
        {/* a finished day's full answer list (today's stays hidden while it can be played) */}
        {day.date < today && (
          <Link
            to={`/joc-clasic?raspunsuri=${day.date}`}
            className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'self-start')}
            data-testid="archive-answers"
          >
            <ListChecksIcon aria-hidden="true" /> Răspunsuri
            <span className="sr-only"> din {formatDay(day.date)}</span>
          </Link>
        )}
      </div>
    </article>
  );
}

export default function ArchivePage() {
  const { user } = useAuth();
  const today = useToday();
  const q = useQuery(archiveQuery(user?.id ?? null));
  const [selected, setSelected] = useState(today);
  const summaries = useMemo(() => readSummaries(), []);

  const markOf = (d: ClassicArchiveDay): Mark | null => {
    const local = summaries[String(d.id)];
    const localMark = local ? { found: local.words, finished: local.finished } : null;
    if (d.found === null) return localMark;
    const server = { found: d.found, finished: d.finished ?? false };
    if (!localMark) return server;
    return {
      found: Math.max(server.found, localMark.found),
      finished: server.finished || localMark.finished,
    };
  };

  const back = daysBetween(selected, today);
  const selectedDay = q.data?.days.find((d) => d.date === selected) ?? null;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-3 py-6 sm:px-5" data-testid="archive-page">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-black">Arhiva zilnică</h1>
        <p className="text-muted-foreground">
          Seturile de litere din ultimele {ARCHIVE_DAYS} de zile. Alege o zi și joacă setul ei, chiar dacă
          l-ai ratat.
        </p>
      </header>

      <div className="flex items-center justify-between gap-2 rounded-2xl bg-muted p-2">
        <Button
          variant="ghost"
          onClick={() => setSelected(addDays(selected, -1))}
          disabled={back >= ARCHIVE_DAYS}
          data-testid="archive-prev"
          aria-label="Ziua anterioară"
          className="px-3 sm:px-5"
        >
          <ChevronLeftIcon aria-hidden="true" /> <span className="hidden sm:inline">Ziua anterioară</span>
        </Button>
        <span
          className="flex-1 text-center font-bold first-letter:uppercase"
          aria-live="polite"
          data-testid="archive-selected-date"
        >
          {formatDay(selected)}
        </span>
        <Button
          variant="ghost"
          onClick={() => setSelected(addDays(selected, 1))}
          disabled={back <= 0}
          data-testid="archive-next"
          aria-label="Ziua următoare"
          className="px-3 sm:px-5"
        >
          <span className="hidden sm:inline">Ziua următoare</span> <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>

      {q.isPending ? (
        <Spinner label={CLASSIC_TEXTS.loading} />
      ) : q.isError ? (
        <LoadError title={CLASSIC_TEXTS.loadFailed} error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          {selectedDay ? (
            <DayCard day={selectedDay} mark={markOf(selectedDay)} today={today} big />
          ) : (
            <p className="rounded-2xl border bg-card p-5 text-center font-bold">{CLASSIC_TEXTS.noSets}</p>
          )}
          <section aria-labelledby="all-days" className="flex flex-col gap-3">
            <h2 id="all-days" className="text-xl font-extrabold">
              Toate zilele
            </h2>
            <div className="grid gap-3 sm:grid-cols-2">
              {q.data.days.map((d) => (
                <DayCard key={d.id} day={d} mark={markOf(d)} today={today} />
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
