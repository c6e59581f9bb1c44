/**
 * /progres-sinonime — the synonym progress page (signed-in players): the daily-goal ring,
 * the time left to Bucharest midnight, the real current and best streaks, and the six
 * category rows by share of synonyms found; a row opens its words, a word its gloss.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ChevronRightIcon,
  ClockIcon,
  FlameIcon,
  LogInIcon,
  PlayIcon,
  SettingsIcon,
  TrophyIcon,
} from 'lucide-react';
import { msUntilMidnight } from '@slove/core/day';
import { goalShare } from '@slove/core/synonyms';
import type { CategoryRow, SynonymOverview } from '@slove/core/synonyms-api';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/ui/button';
import { TitledDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { overviewQuery } from './api';
import { PROGRESS } from './texts';

const ROW_TONE: Record<CategoryRow['key'], string> = {
  mastered: 'bg-emerald-500',
  nearlyMastered: 'bg-lime-500',
  gettingThere: 'bg-sky-500',
  keepTrying: 'bg-amber-500',
  workNeeded: 'bg-orange-500',
  unseen: 'bg-stone-400',
};

export default function ProgressPage() {
  const { user, loading } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5 sm:py-8">
      <BackLink to="/">{PROGRESS.backToGames}</BackLink>
      <h1 className="text-3xl font-extrabold">{PROGRESS.title}</h1>
      {loading ? <Spinner label={PROGRESS.loading} /> : user ? <Overview userId={user.id} /> : <Guest />}
    </div>
  );
}

function Guest() {
  return (
    <section
      className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 shadow-sm"
      data-testid="progress-guest"
    >
      <p className="text-lg">{PROGRESS.guest}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/auth">
            <LogInIcon aria-hidden="true" /> {PROGRESS.signIn}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{PROGRESS.backToGames}</Link>
        </Button>
      </div>
    </section>
  );
}

function useTimeLeft(initialMs: number): { h: number; m: number } {
  const [ms, setMs] = useState(initialMs);
  useEffect(() => {
    const t = window.setInterval(() => setMs(msUntilMidnight()), 15_000);
    return () => window.clearInterval(t);
  }, []);
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}

function Overview({ userId }: { userId: string }) {
  const q = useQuery(overviewQuery(userId));
  if (q.isPending) return <Spinner label={PROGRESS.loading} />;
  if (q.isError) {
    return (
      <p role="alert" className="rounded-xl border bg-card p-6 font-bold">
        {q.error instanceof Error && q.error.message ? q.error.message : PROGRESS.unknownError}
      </p>
    );
  }
  if (q.data.totalWords === 0)
    return <p className="rounded-xl border bg-card p-6 font-bold">{PROGRESS.empty}</p>;
  return <OverviewBody data={q.data} />;
}

function OverviewBody({ data }: { data: SynonymOverview }) {
  const left = useTimeLeft(data.msUntilMidnight);
  const [row, setRow] = useState<CategoryRow | null>(null);
  const [word, setWord] = useState<string | null>(null);
  const share = goalShare(data.todayCorrect, data.dailyGoal);
  const r = 52;
  const c = 2 * Math.PI * r;
  const picked = row?.words.find((w) => w.word === word) ?? null;

  return (
    <>
      <section className="grid gap-4 sm:grid-cols-[auto_1fr]" aria-label={PROGRESS.goal}>
        <div
          className="flex flex-col items-center gap-2 rounded-2xl border bg-card p-5 shadow-sm"
          data-testid="goal-ring"
        >
          <svg
            viewBox="0 0 120 120"
            className="size-36"
            role="img"
            aria-label={PROGRESS.goalOf(data.todayCorrect, data.dailyGoal)}
          >
            <circle cx="60" cy="60" r={r} fill="none" strokeWidth="12" className="stroke-muted" />
            <circle
              cx="60"
              cy="60"
              r={r}
              fill="none"
              strokeWidth="12"
              strokeLinecap="round"
              className="stroke-primary transition-[stroke-dashoffset] duration-700 motion-reduce:transition-none"
              strokeDasharray={c}
              strokeDashoffset={c * (1 - share)}
              transform="rotate(-90 60 60)"
            />
            <text x="60" y="58" textAnchor="middle" className="fill-foreground text-3xl font-extrabold">
              {data.todayCorrect}
            </text>
            <text x="60" y="80" textAnchor="middle" className="fill-muted-foreground text-sm font-bold">
              / {data.dailyGoal}
            </text>
          </svg>
          <p className="text-sm font-bold" data-testid="goal-text">
            {PROGRESS.goalOf(data.todayCorrect, data.dailyGoal)}
          </p>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Stat
            icon={<ClockIcon aria-hidden="true" />}
            label={PROGRESS.timeLeft}
            value={PROGRESS.hoursMinutes(left.h, left.m)}
            testId="time-left"
          />
          <Stat
            icon={<FlameIcon aria-hidden="true" />}
            label={PROGRESS.currentStreak}
            value={PROGRESS.days(data.currentStreak)}
            testId="current-streak"
          />
          <Stat
            icon={<TrophyIcon aria-hidden="true" />}
            label={PROGRESS.bestStreak}
            value={PROGRESS.days(data.bestStreak)}
            testId="best-streak"
          />
        </div>
      </section>

      <section className="rounded-2xl border bg-card p-2 shadow-sm sm:p-4">
        <h2 className="px-3 pt-2 pb-1 text-xl font-extrabold">{PROGRESS.categories}</h2>
        <ul>
          {data.categories.map((cat) => (
            <li key={cat.key}>
              <button
                type="button"
                className="flex min-h-14 w-full items-center gap-3 rounded-xl px-3 text-left hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
                onClick={() => {
                  setRow(cat);
                  setWord(null);
                }}
                data-testid={`category-${cat.key}`}
              >
                <span
                  className={cn('size-3.5 shrink-0 rounded-full', ROW_TONE[cat.key])}
                  aria-hidden="true"
                />
                <span className="flex-1 font-bold">{cat.label}</span>
                <span className="font-extrabold tabular-nums" data-testid={`category-${cat.key}-count`}>
                  {cat.count}
                </span>
                <ChevronRightIcon className="size-5 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap gap-2">
        <Button asChild size="lg">
          <Link to="/sinonime-simple">
            <PlayIcon aria-hidden="true" /> {PROGRESS.continue}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/setari-sinonime">
            <SettingsIcon aria-hidden="true" /> {PROGRESS.settings}
          </Link>
        </Button>
      </div>

      <TitledDialog
        open={row !== null}
        onOpenChange={(open) => !open && setRow(null)}
        title={row?.label}
        description={row ? PROGRESS.words(row.count) : ''}
        testId="category-dialog"
      >
        {row && row.words.length > 0 && (
          <ul className="flex max-h-64 flex-wrap gap-2 overflow-y-auto">
            {row.words.map((w) => (
              <li key={w.setId}>
                <button
                  type="button"
                  className={cn(
                    'min-h-11 rounded-full border px-3 font-bold hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none',
                    word === w.word && 'border-primary bg-accent',
                  )}
                  aria-pressed={word === w.word}
                  onClick={() => setWord(w.word)}
                  data-testid="category-word"
                >
                  {w.word}
                </button>
              </li>
            ))}
            {row.count > row.words.length && (
              <li className="self-center text-sm text-muted-foreground">
                {PROGRESS.more(row.count - row.words.length)}
              </li>
            )}
          </ul>
        )}
        {picked && (
          <div className="rounded-xl bg-muted p-4" role="status" data-testid="word-definition">
            <p className="font-extrabold">
              {picked.word}{' '}
              <span className="text-sm font-bold text-muted-foreground">
                · {PROGRESS.found(picked.found, picked.total)}
              </span>
            </p>
            <p className="mt-1">{picked.gloss ?? PROGRESS.noDefinition}</p>
          </div>
        )}
      </TitledDialog>
    </>
  );
}

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border bg-card p-4 shadow-sm [&_svg]:size-6 [&_svg]:text-primary">
      {icon}
      <span className="text-sm font-bold text-muted-foreground">{label}</span>
      <span className="text-xl font-extrabold" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
