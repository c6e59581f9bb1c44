/**
 * /progres — "Progresul meu": every game's statistics on one page, in the order of the games
 * registry. A guest sees this device's; a signed-in player the account's (this device's when
 * the account does not answer). Each game gives its figures (games/<game>/stats.ts, loaded
 * with this page); this page only lays them out, with an empty state and a link to the game.
 */
import { Link } from 'react-router';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { BarChart3Icon, LogInIcon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { loadGameStats, type LoadedStats } from '@/lib/game-stats';
import type { GameStatsData } from '@/lib/web-game';
import { GAMES, type RegisteredGame } from '@/games/registry';

const T = {
  title: 'Progresul meu',
  guestLead:
    'Statisticile de pe acest dispozitiv. Conectează-te ca să le păstrezi în cont și să le vezi pe orice dispozitiv.',
  signIn: 'Conectează-te',
  accountLead: 'Statisticile din contul tău, de pe toate dispozitivele.',
  loading: 'Se încarcă statisticile...',
  fromDevice: 'Contul nu răspunde acum: vezi statisticile de pe acest dispozitiv.',
  failed: 'Statisticile acestui joc nu s-au putut încărca.',
  retry: 'Încearcă din nou',
  play: 'Joacă',
  playNow: 'Joacă acum',
} as const;

export default function ProgressPage() {
  const { user, loading } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-3">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <BarChart3Icon className="size-8 text-primary" aria-hidden="true" /> {T.title}
        </h1>
        {!loading &&
          (user ? (
            <p className="text-lg text-muted-foreground">{T.accountLead}</p>
          ) : (
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
              <p className="text-lg text-muted-foreground">{T.guestLead}</p>
              <Button asChild variant="outline" className="shrink-0">
                <Link to="/auth">
                  <LogInIcon aria-hidden="true" /> {T.signIn}
                </Link>
              </Button>
            </div>
          ))}
      </header>
      {loading ? <Spinner label={T.loading} /> : <Games userId={user?.id ?? null} />}
    </div>
  );
}

function Games({ userId }: { userId: string | null }) {
  const queries = useQueries({
    queries: GAMES.map((game) => ({
      queryKey: ['progress-page', game.id, userId ?? 'device'],
      queryFn: ({ signal }: { signal: AbortSignal }) => loadGameStats(game.stats, userId !== null, signal),
      staleTime: 0,
      gcTime: 0,
      retry: 1,
    })),
  });
  const fromDevice = queries.some((q) => q.data?.source === 'device-fallback');
  return (
    <>
      {fromDevice && (
        <p
          className="rounded-xl border bg-muted px-4 py-3 font-bold"
          role="status"
          data-testid="progress-from-device"
        >
          {T.fromDevice}
        </p>
      )}
      <div className="flex flex-col gap-4">
        {GAMES.map((game, i) => (
          <GameSection key={game.id} game={game} q={queries[i]!} />
        ))}
      </div>
    </>
  );
}

function GameSection({ game, q }: { game: RegisteredGame; q: UseQueryResult<LoadedStats> }) {
  const { Icon, className } = game.card;
  const headingId = `progress-${game.id}`;
  const played = q.data?.data.played ?? false;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
      data-testid={`progress-${game.id}`}
      data-source={q.data?.source}
    >
      <div className="flex items-center gap-3">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', className)}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="text-xl font-extrabold">
          {game.title}
        </h2>
      </div>

      {q.isPending ? (
        <Spinner label={T.loading} className="py-6" />
      ) : q.isError ? (
        <div className="flex flex-col items-start gap-3" role="alert">
          <p className="font-bold">{T.failed}</p>
          <Button variant="outline" onClick={() => void q.refetch()}>
            <RotateCcwIcon aria-hidden="true" /> {T.retry}
          </Button>
        </div>
      ) : played ? (
        <div className={cn('grid gap-4', q.data.data.bars && 'lg:grid-cols-2')}>
          <Figures game={game.id} data={q.data.data} columns={q.data.data.bars ? 3 : 4} />
          {q.data.data.bars && <Bars bars={q.data.data.bars} />}
        </div>
      ) : (
        <p className="text-lg" data-testid="progress-empty">
          {q.data.stats.empty}
        </p>
      )}

      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild>
          <Link to={game.path}>
            <PlayIcon aria-hidden="true" /> {played || q.isPending ? T.play : T.playNow}
            <span className="sr-only"> {game.title}</span>
          </Link>
        </Button>
        {q.data?.stats.links?.map((link) => (
          <Button key={link.to} asChild variant="outline">
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
      </div>
    </section>
  );
}

function Figures({ game, data, columns }: { game: string; data: GameStatsData; columns: 3 | 4 }) {
  return (
    <dl
      className={cn('grid grid-cols-2 content-start gap-2 sm:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
    >
      {data.figures.map((f) => (
        <div
          key={f.id}
          className="flex flex-col-reverse justify-end gap-0.5 rounded-xl bg-muted/70 px-3 py-1.5 sm:py-2"
        >
          <dt className="text-sm leading-tight text-muted-foreground">{f.label}</dt>
          <dd
            className={cn(
              'font-black tabular-nums',
              typeof f.value === 'number' ? 'text-xl sm:text-2xl' : 'text-lg sm:text-xl',
            )}
            data-testid={`stat-${game}-${f.id}`}
          >
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Bars({ bars }: { bars: NonNullable<GameStatsData['bars']> }) {
  const max = Math.max(0, ...bars.rows.map((r) => r.value));
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-extrabold tracking-wide uppercase">{bars.title}</figcaption>
      <ol className="flex flex-col gap-1">
        {bars.rows.map((r) => (
          <li key={r.label} className="flex items-center gap-2">
            <span className="w-3 text-right text-sm font-bold tabular-nums" aria-hidden="true">
              {r.label}
            </span>
            <span className="sr-only">
              {r.description}: {r.value}
            </span>
            <div className="flex-1" aria-hidden="true">
              <div
                className={cn(
                  'flex h-6 min-w-7 items-center justify-end rounded px-2 text-sm font-extrabold tabular-nums',
                  r.value > 0 ? 'bg-primary text-primary-foreground' : 'w-fit bg-muted text-foreground',
                )}
                style={
                  r.value > 0 ? { width: `${Math.max(10, Math.round((r.value / max) * 100))}%` } : undefined
                }
              >
                {r.value}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </figure>
  );
}
