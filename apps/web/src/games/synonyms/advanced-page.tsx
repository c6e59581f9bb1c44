/**
 * /sinonime — the advanced synonym game: type every synonym of the base word. The day's sets
 * come with their verified synonyms, so answers are checked at once (offline too) with the
 * shared rules; progress is kept on this device and, for a signed-in player, in the account
 * (merged on load: union of found synonyms; the server re-checks and recomputes the score).
 * `?zi=yyyy-mm-dd` opens a day of the last 30; `?set=N` a specific set (no "next word" then).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  LightbulbIcon,
  RotateCcwIcon,
  SkipForwardIcon,
  SparklesIcon,
} from 'lucide-react';
import { addDays, ARCHIVE_DAYS, daysBetween, dayKey, isDayKey } from '@slove/core/day';
import {
  canSkip,
  checkAnswer,
  isComplete,
  nextIndex,
  praiseFor,
  scoreOf,
  unionFound,
  MESSAGES,
  SKIP_MIN_FOUND,
} from '@slove/core/synonyms';
import type { SynonymSetDto } from '@slove/core/synonyms-api';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { cloudProgressQuery, daySetsQuery, resetSetProgress, saveSetProgress, setQuery } from './api';
import { localSetProgress, recordCorrect, resetLocalSet, saveLocalSetProgress } from './local';
import { GameShell } from './game-shell';
import { DIFFICULTY_LABEL, T } from './texts';

interface Play {
  found: string[];
  hintShown: boolean;
  hintUsed: boolean;
}

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
  const set = sets[Math.min(index, Math.max(0, sets.length - 1))] ?? null;

  const setDay = (next: string) => {
    setIndex(0);
    setParams(next === today ? {} : { zi: next });
  };

  if (query.isPending) return <Spinner label={T.loading} />;
  if (query.isError) {
    return (
      <Shell>
        <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6">
          <p className="text-lg font-bold">
            {T.error(query.error instanceof Error ? query.error.message : T.unknownError)}
          </p>
          <Button onClick={() => window.location.reload()}>
            <RotateCcwIcon aria-hidden="true" /> {T.retry}
          </Button>
        </div>
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
      ) : (
        <Game
          key={`${set.id}`}
          set={set}
          canNext={requestedSet === null && sets.length > 1}
          onNext={() => setIndex((i) => nextIndex(i, sets.length))}
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

function Game({
  set,
  canNext,
  onNext,
  position,
}: {
  set: SynonymSetDto;
  canNext: boolean;
  onNext(): void;
  position: { index: number; count: number };
}) {
  const { user } = useAuth();
  const cloudQ = useQuery({ ...cloudProgressQuery(user?.id ?? '', [set.id]), enabled: !!user });
  const [play, setPlay] = useState<Play>(() => {
    const local = localSetProgress(set.id);
    return {
      found: unionFound(local?.foundSynonyms ?? [], [], set.synonyms),
      hintShown: false,
      hintUsed: local?.hintUsed ?? false,
    };
  });
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resetRef = useRef(false);

  // The account's progress joins this device's (union; the higher score follows from it).
  const cloud = cloudQ.data?.progress.find((p) => p.setId === set.id) ?? null;
  const [merged, setMerged] = useState(false);
  if (cloud && !merged && !resetRef.current) {
    setMerged(true);
    const found = unionFound(play.found, cloud.foundSynonyms, set.synonyms);
    if (found.length !== play.found.length || (cloud.hintUsed && !play.hintUsed))
      setPlay({ ...play, found, hintUsed: play.hintUsed || cloud.hintUsed });
  }

  const total = set.synonyms.length;
  const score = scoreOf(play.found, set.synonyms);
  const completed = isComplete(play.found.length, total);

  const persist = (next: Play) => {
    saveLocalSetProgress(set.id, {
      foundSynonyms: next.found,
      totalScore: scoreOf(next.found, set.synonyms),
      hintUsed: next.hintUsed,
      lastPlayed: dayKey(),
      completedAt: isComplete(next.found.length, total) ? new Date().toISOString() : null,
    });
    if (user)
      saveSetProgress(set.id, next.found, next.hintUsed).catch((error: unknown) =>
        console.error('[synonyms] save failed', error),
      );
  };

  useEffect(() => {
    if (!completed) inputRef.current?.focus({ preventScroll: true });
  }, [completed]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (completed) return;
    let result;
    try {
      result = checkAnswer(input, set.synonyms, play.found);
    } catch (error) {
      console.error('[synonyms] validation failed', error);
      toast.error(T.validationErrorTitle, { description: T.validationError });
      return;
    }
    if (result.kind === 'empty') return;
    if (result.kind === 'duplicate') {
      toast.error(T.duplicateTitle, { description: T.duplicate });
      setInput('');
      return;
    }
    if (result.kind === 'incorrect') {
      toast.error(T.incorrectTitle, { description: T.incorrect });
      return;
    }
    const next = { ...play, found: [...play.found, result.synonym.word] };
    setPlay(next);
    setInput('');
    persist(next);
    recordCorrect(1);
    const praise = praiseFor(result.synonym.rarity, next.found.length);
    const points = `+${result.points} ${T.points}`;
    if (isComplete(next.found.length, total))
      toast.success(T.completedTitle, { description: T.completed(total) });
    else if (praise.message)
      toast.success(praise.message, { description: praise.fire ? `${points} · ${MESSAGES.fire}` : points });
    else if (praise.fire) toast.success(MESSAGES.fire, { description: points });
    else toast.success(`${result.synonym.word}`, { description: points });
  };

  const toggleHint = () => {
    const next = { ...play, hintShown: !play.hintShown, hintUsed: true };
    setPlay(next);
    if (!play.hintUsed) persist(next);
  };

  const skip = () => {
    if (!canSkip(play.found.length)) {
      toast.error(T.skipTitle, { description: T.skip });
      return;
    }
    onNext();
  };

  const reset = () => {
    resetRef.current = true;
    resetLocalSet(set.id);
    if (user)
      resetSetProgress(set.id).catch((error: unknown) => console.error('[synonyms] reset failed', error));
    setPlay({ found: [], hintShown: false, hintUsed: false });
    setInput('');
  };

  const sorted = [...play.found].sort((a, b) => a.localeCompare(b, 'ro'));
  return (
    <section
      className="flex flex-col gap-4"
      aria-labelledby="base-word"
      data-testid="synonyms-game"
      data-set={set.id}
    >
      <div className="rounded-2xl border bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid="difficulty-badge">
            {DIFFICULTY_LABEL} {set.difficulty}/5
          </Badge>
          <Badge variant="outline" data-testid="category-badge">
            {set.category}
          </Badge>
          {position.count > 1 && (
            <span className="ml-auto text-sm font-bold text-muted-foreground">
              {T.wordOf(position.index + 1, position.count)}
            </span>
          )}
        </div>
        <p className="mt-3 text-sm font-bold text-muted-foreground">{T.findAll}</p>
        <h2
          id="base-word"
          className="text-4xl font-extrabold tracking-tight break-words sm:text-5xl"
          data-testid="base-word"
        >
          {set.baseWord}
        </h2>
        <div className="mt-4 flex items-end justify-between gap-4">
          <p className="text-sm font-bold">
            {T.score}:{' '}
            <span className="text-2xl font-extrabold text-primary" data-testid="synonyms-score">
              {score}
            </span>
          </p>
          <p className="text-sm font-bold text-muted-foreground" data-testid="synonyms-count">
            {play.found.length}/{total} {T.synonyms}
          </p>
        </div>
        <Progress
          className="mt-2"
          value={total ? (play.found.length / total) * 100 : 0}
          aria-label={T.progressLabel}
        />
      </div>

      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="synonym-input" className="sr-only">
          {T.inputLabel}
        </label>
        <Input
          id="synonym-input"
          ref={inputRef}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={completed ? T.donePlaceholder : T.placeholder}
          disabled={completed}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="min-h-12 text-lg"
          data-testid="synonym-input"
        />
        <Button type="submit" disabled={completed} size="lg" data-testid="synonym-submit">
          {T.submit}
        </Button>
      </form>

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Button
          variant="outline"
          onClick={toggleHint}
          aria-expanded={play.hintShown}
          data-testid="hint-button"
        >
          <LightbulbIcon aria-hidden="true" /> {T.hint}
        </Button>
        {canNext && (
          <Button variant="outline" onClick={onNext} data-testid="next-button">
            <ChevronRightIcon aria-hidden="true" /> {T.next}
          </Button>
        )}
        <Button variant="outline" onClick={skip} data-testid="skip-button" title={T.skipRule(SKIP_MIN_FOUND)}>
          <SkipForwardIcon aria-hidden="true" /> {T.skipButton}
        </Button>
        <Button variant="outline" onClick={reset} data-testid="reset-button">
          <RotateCcwIcon aria-hidden="true" /> {T.reset}
        </Button>
      </div>

      {play.hintShown && (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
          role="note"
          data-testid="hint-text"
        >
          <LightbulbIcon className="mr-1 inline size-5" aria-hidden="true" />
          {set.hint.text}
        </p>
      )}

      {completed && (
        <p
          className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-bold text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-50"
          role="status"
          data-testid="synonyms-completed"
        >
          {T.completedTitle} {T.completed(total)}
        </p>
      )}

      <div className="rounded-2xl border bg-card p-5">
        <h3 className="font-extrabold">
          {T.found} ({play.found.length})
        </h3>
        {sorted.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{T.noneFound}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="found-synonyms">
            {sorted.map((w) => {
              const rarity = set.synonyms.find((s) => s.word === w)?.rarity ?? 1;
              return (
                <li
                  key={w}
                  className="rounded-full border bg-secondary px-3 py-1.5 font-bold text-secondary-foreground"
                  data-rarity={rarity}
                >
                  {w}
                  {rarity >= 3 && <span className="ml-1 text-xs text-muted-foreground">({T.rare})</span>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
