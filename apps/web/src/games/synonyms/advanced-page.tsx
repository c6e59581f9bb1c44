/**
 * /sinonime — the advanced synonym game: type every synonym of the base word. The day's sets
 * come with their verified synonyms, so answers are checked at once (offline too) with the
 * shared rules; progress is kept on this device and, for a signed-in player, in the account
 * (merged on load: union of found synonyms; the server re-checks and recomputes the score).
 * `?zi=yyyy-mm-dd` opens a day of the last 30; `?set=N` a specific set (no "next word" then).
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon, SparklesIcon } from 'lucide-react';
import { addDays, ARCHIVE_DAYS, daysBetween, dayKey, isDayKey } from '@slove/core/day';
import type { SynonymSetDto } from '@slove/core/synonyms-api';
import { GameShell } from '@/components/game-shell';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, loadErrorMessage } from '@/components/load-error';
import { daySetsQuery, setQuery } from './api';
import { DaySummary } from './day-summary';
import { SynonymsGame } from './synonyms-game';
import { T } from './texts';

function shortDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('ro-RO', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y!, m! - 1, d!));
}

export default function AdvancedSynonymsPage() {
  const [params, setParams] = useSearchParams();
  const today = dayKey();
  const rawDay = params.get('zi');
  const day =
    rawDay &&
    isDayKey(rawDay) &&
    daysBetween(rawDay, today) >= 0 &&
    daysBetween(rawDay, today) <= ARCHIVE_DAYS
      ? rawDay
      : today;
  const rawSet = params.get('set');
  const requestedSet = rawSet && /^[1-9]\d{0,8}$/.test(rawSet) ? Number(rawSet) : null;

  const dayQ = useQuery({ ...daySetsQuery(day === today ? null : day), enabled: requestedSet === null });
  const oneQ = useQuery({ ...setQuery(requestedSet ?? 0), enabled: requestedSet !== null });
  const sets: SynonymSetDto[] = useMemo(
    () => (requestedSet !== null ? (oneQ.data ? [oneQ.data] : []) : (dayQ.data?.sets ?? [])),
    [requestedSet, oneQ.data, dayQ.data],
  );
  const query = requestedSet !== null ? oneQ : dayQ;
  const [index, setIndex] = useState(0);
  // after the day's last word: the day's summary (not round to the first word again)
  const [summary, setSummary] = useState(false);
  const set = sets[Math.min(index, Math.max(0, sets.length - 1))] ?? null;
  const daily = requestedSet === null;
  const onNext = () => {
    if (daily && index >= sets.length - 1) setSummary(true);
    else setIndex((i) => (i + 1) % Math.max(1, sets.length));
  };

  const setDay = (next: string) => {
    setIndex(0);
    setSummary(false);
    setParams(next === today ? {} : { zi: next });
  };

  if (query.isPending) return <Spinner label={T.loading} />;
  if (query.isError) {
    return (
      <Shell>
        <LoadError
          title={T.error(loadErrorMessage(query.error))}
          error={query.error}
          onRetry={() => window.location.reload()}
        />
      </Shell>
    );
  }
  return (
    <Shell>
      {requestedSet === null && <DayPicker day={day} today={today} onChange={setDay} />}
      {!set ? (
        <p className="rounded-xl border bg-card p-6 text-lg font-bold" data-testid="synonyms-empty">
          {T.noSets}
        </p>
      ) : summary ? (
        <DaySummary
          sets={sets}
          dayLabel={shortDate(day)}
          path={day === today ? '/sinonime' : `/sinonime?zi=${day}`}
          onAgain={() => {
            setIndex(0);
            setSummary(false);
          }}
        />
      ) : (
        <SynonymsGame
          key={`${set.id}`}
          set={set}
          canNext={daily}
          onNext={onNext}
          others={sets}
          position={{ index: Math.min(index, sets.length - 1), count: sets.length }}
        />
      )}
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <GameShell title={T.title} icon={<SparklesIcon className="size-7 text-primary" aria-hidden="true" />}>
      {children}
    </GameShell>
  );
}

function DayPicker({ day, today, onChange }: { day: string; today: string; onChange(day: string): void }) {
  const oldest = addDays(today, -ARCHIVE_DAYS);
  return (
    <div className="flex items-center gap-2 rounded-xl border bg-card p-2" data-testid="day-picker">
      <Button
        variant="ghost"
        size="icon"
        aria-label={T.previousDay}
        data-testid="day-prev"
        onClick={() => daysBetween(oldest, day) > 0 && onChange(addDays(day, -1))}
        aria-disabled={daysBetween(oldest, day) <= 0}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <label className="flex flex-1 flex-col items-center text-center">
        <span className="text-xs font-bold text-muted-foreground uppercase">
          {day === today ? T.today : T.archiveDay}
        </span>
        <input
          type="date"
          className="min-h-11 rounded-md bg-transparent text-center font-bold"
          value={day}
          min={oldest}
          max={today}
          data-testid="day-input"
          aria-label={T.chooseDay}
          onChange={(e) => {
            const v = e.target.value;
            if (isDayKey(v) && daysBetween(v, today) >= 0 && daysBetween(oldest, v) >= 0) onChange(v);
          }}
        />
        <span className="sr-only">{shortDate(day)}</span>
      </label>
      <Button
        variant="ghost"
        size="icon"
        aria-label={T.nextDay}
        data-testid="day-next"
        disabled={day === today}
        onClick={() => onChange(addDays(day, 1))}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
