/**
 * /wordle — Wordle Românesc. Today's word, or a day of the archive with ?zi=yyyy-mm-dd.
 * The page is rendered at build time (WebGame.prerendered): the empty board and keyboard,
 * which is also what it renders while hydrating and while the day loads. The player's game
 * (attempts, key colours, the archive banner, a finished game) shows right after hydration
 * (lib/hydration.ts); the day itself came with the page (lib/embedded.ts).
 */
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, BarChart3Icon, CalendarDaysIcon, CircleHelpIcon, SettingsIcon } from 'lucide-react';
import { isDayKey, lastDays } from '@slove/core/day';
import {
  followsHardMode,
  gameState,
  keyToAction,
  shareNumber,
  shareText,
  type Attempt,
  type Mark,
} from '@slove/core/wordle';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/load-error';
import { useAuth } from '@/lib/auth';
import { usePageHydrated } from '@/lib/page-hydrated';
import { loadedConfig } from '@/lib/config';
import { ApiError } from '@/lib/api';
import { useEarlyKeys } from '@/lib/early-input';
import { Board } from './board';
import { Keyboard } from './keyboard';
import type { ArchiveEntry } from './dialogs';
import { archiveQuery } from './api';
import { localGames, readSettings, saveSettings } from './local';
import { shareResult } from '@/lib/share';
import { formatDay, TITLE } from './texts';
import { useWordleGame, type BoardMessage } from './use-wordle-game';
import './wordle.css';

const LOAD_FAILED = 'Cuvântul zilei nu s-a putut încărca.';
const LOAD_FAILED_DAY = 'Cuvântul acestei zile nu s-a putut încărca.';

// The dialogs' code (and the dialog and switch components') is not on the way to the first
// keystroke: it loads once the game is ready (in idle time), or when a dialog first opens.
const dialogs = () => import('./dialogs');
const HelpDialog = lazy(() => dialogs().then((m) => ({ default: m.HelpDialog })));
const StatsDialog = lazy(() => dialogs().then((m) => ({ default: m.StatsDialog })));
const SettingsDialog = lazy(() => dialogs().then((m) => ({ default: m.SettingsDialog })));
const ArchiveDialog = lazy(() => dialogs().then((m) => ({ default: m.ArchiveDialog })));
const EndDialog = lazy(() => dialogs().then((m) => ({ default: m.EndDialog })));

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A dialog, mounted from its first opening on (so that it can animate its closing). */
function Later({ state, render }: { state: DialogState; render: (state: DialogState) => ReactNode }) {
  const [mounted, setMounted] = useState(state.open);
  if (state.open && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{render(state)}</Suspense> : null;
}

const NO_ATTEMPTS: Attempt[] = [];
const NO_KEYS: Record<string, Mark> = {};

type DialogName = 'help' | 'stats' | 'settings' | 'archive' | null;

/** One short line over the top of the board (invalid guesses, hard-mode rules, the result). */
function MessageLine({ message }: { message: BoardMessage | null }) {
  return (
    <div
      className="pointer-events-none absolute inset-x-0 top-2 z-10 flex justify-center"
      role="status"
      aria-live="polite"
      data-testid="wordle-message"
    >
      {message && (
        <p
          key={message.id}
          className="wt-message max-w-full rounded-md bg-foreground px-3 py-2 text-center text-sm leading-snug font-bold text-background shadow-lg"
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

function HeaderButton({
  label,
  onClick,
  children,
  testId,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/**
 * The archive dialog with its days: this device's games, and the account's from the server.
 * Mounted from the dialog's first opening on (Later), so that the page's first render, on the
 * way to the first keystroke, builds no archive query.
 */
function Archive({
  userId,
  today,
  current,
  attempts,
  ...state
}: DialogState & { userId: string | null; today: string; current: string; attempts: readonly unknown[] }) {
  const archiveQ = useQuery({ ...archiveQuery(userId ?? ''), enabled: !!userId && state.open });
  const entries: ArchiveEntry[] = useMemo(() => {
    if (!state.open) return [];
    const local = localGames();
    const server = new Map((archiveQ.data?.days ?? []).map((d) => [d.day, d]));
    return lastDays(31, today).map((day) => {
      const g = local[day];
      const s = gameState(g?.attempts ?? []);
      const localEntry: ArchiveEntry = {
        day,
        number: shareNumber(day),
        status: !g || g.attempts.length === 0 ? 'new' : s.completed ? (s.won ? 'won' : 'lost') : 'playing',
        guesses: g?.attempts.length ?? 0,
      };
      const remote = server.get(day);
      // the account's result wins when it is further along
      return remote && remote.status !== 'new' && remote.guesses >= localEntry.guesses ? remote : localEntry;
    });
    // attempts: refresh marks after a game changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [today, state.open, archiveQ.data, attempts]);
  return <ArchiveDialog {...state} entries={entries} today={today} current={current} />;
}

export default function WordlePage() {
  const [params] = useSearchParams();
  const zi = params.get('zi');
  const dayParam = zi && isDayKey(zi) ? zi : null;
  const [settings, setSettings] = useState(readSettings);
  const game = useWordleGame(dayParam, settings.hardMode);
  // the player's game shows once hydrated, the board's first render with it deferred (in slices)
  const hydrated = usePageHydrated();
  const loaded = useDeferredValue(hydrated && !game.dayQ.isPending, false);
  const { user } = useAuth();
  const [dialog, setDialog] = useState<DialogName>(null);

  useEffect(() => {
    document.body.classList.toggle('wordle-hc', settings.highContrast);
    return () => document.body.classList.remove('wordle-hc');
  }, [settings.highContrast]);

  const { onKey, endOpen } = game;
  const anyDialog = dialog !== null || endOpen;

  // Physical keyboard (ignored with Ctrl, Meta or Alt, in text fields and while a dialog is open).
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (anyDialog || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (
        t &&
        (t.isContentEditable || t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')
      )
        return;
      const action = keyToAction(e);
      if (!action) return;
      e.preventDefault();
      onKey(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKey, anyDialog]);
  // keys pressed before the board was on screen are applied now
  useEarlyKeys(loaded && !game.dayQ.isPending);
  // then, when the main thread is idle, the dialogs' code
  useEffect(() => {
    if (!loaded) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000));
    idle(() => void dialogs().catch(() => {}));
  }, [loaded]);

  // while hydrating: no day, as the build rendered it (the empty board)
  const payload = loaded ? game.payload : undefined;
  const today = payload?.today ?? null;
  const isToday = !!payload && payload.day === payload.today;

  const onShare = useCallback(() => {
    if (!payload) return;
    const site = loadedConfig()?.publicUrl ?? window.location.origin;
    void shareResult(
      shareText({
        day: payload.day,
        attempts: game.attempts,
        site,
        highContrast: settings.highContrast,
        // the switch is locked once a game has a guess, so 'on' now means on for the whole game
        hardMode: settings.hardMode && followsHardMode(game.attempts),
      }),
    );
  }, [payload, game.attempts, settings.highContrast, settings.hardMode]);

  const changeSettings = (change: Partial<typeof settings>) => {
    const next = { ...settings, ...change };
    setSettings(next);
    saveSettings(next);
  };

  const open = (name: DialogName) => () => setDialog(name);
  const close = (o: boolean) => !o && setDialog(null);
  const state = (name: DialogName): DialogState => ({ open: dialog === name, onOpenChange: close });

  return (
    <div
      className="wordle-root mx-auto flex h-[calc(100dvh-4rem-1px)] min-h-[30rem] w-full max-w-2xl flex-col"
      data-testid="wordle-page"
      // the game takes keys and can judge a guess (its dictionary is here): for the browser tests
      data-live={loaded && game.allowedReady ? '' : undefined}
    >
      <header className="flex items-center border-b py-1 sm:gap-1 sm:px-2">
        <Button variant="ghost" size="icon" asChild>
          <Link to="/" aria-label="Înapoi la pagina principală" title="Înapoi" data-testid="wordle-back">
            <ArrowLeftIcon aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-center text-base font-extrabold tracking-tight min-[380px]:text-lg sm:text-2xl">
          {TITLE}
        </h1>
        <div className="flex items-center">
          <HeaderButton label="Cum se joacă" onClick={open('help')} testId="wordle-help">
            <CircleHelpIcon aria-hidden="true" />
          </HeaderButton>
          <HeaderButton label="Statistici" onClick={open('stats')} testId="wordle-stats-button">
            <BarChart3Icon aria-hidden="true" />
          </HeaderButton>
          <HeaderButton label="Arhivă" onClick={open('archive')} testId="wordle-archive-button">
            <CalendarDaysIcon aria-hidden="true" />
          </HeaderButton>
          <HeaderButton label="Setări" onClick={open('settings')} testId="wordle-settings-button">
            <SettingsIcon aria-hidden="true" />
          </HeaderButton>
        </div>
      </header>

      {payload && !isToday && (
        <div
          className="flex items-center justify-center gap-2 bg-secondary px-3 py-1.5 text-sm"
          data-testid="wordle-archive-banner"
        >
          <CalendarDaysIcon className="size-4" aria-hidden="true" />
          <span className="whitespace-nowrap">
            Arhivă: <strong>#{payload.number}</strong> din {formatDay(payload.day).slice(0, -5)}
            <span className="hidden sm:inline">{formatDay(payload.day).slice(-5)}</span>
          </span>
          <Link
            to="/wordle"
            className="ml-1 inline-flex min-h-8 items-center font-bold whitespace-nowrap text-primary underline-offset-4 hover:underline"
          >
            Cuvântul de azi
          </Link>
        </div>
      )}

      {loaded && (game.dayQ.isError || !payload) ? (
        <div className="flex flex-1 items-center justify-center px-4">
          <LoadError
            title={
              game.dayQ.error instanceof ApiError && game.dayQ.error.status === 404
                ? game.dayQ.error.message
                : dayParam
                  ? LOAD_FAILED_DAY
                  : LOAD_FAILED
            }
            error={game.dayQ.error}
            onRetry={() => void game.dayQ.refetch()}
            testId="wordle-error"
          >
            {dayParam && (
              <Button variant="outline" className="min-h-11" asChild>
                <Link to="/wordle">Cuvântul de azi</Link>
              </Button>
            )}
          </LoadError>
        </div>
      ) : (
        <>
          <div className="flex min-h-0 flex-1 items-center justify-center px-3 py-2 [container-type:size]">
            <Board
              attempts={payload ? game.attempts : NO_ATTEMPTS}
              current={payload ? game.current : ''}
              revealRow={payload ? game.revealRow : null}
              shake={payload ? game.shake : 0}
              won={!!payload && game.won}
            >
              <MessageLine message={game.message} />
            </Board>
          </div>
          {payload && game.completed && !game.endOpen && (
            <div className="flex justify-center pb-2">
              <Button
                variant="outline"
                onClick={() => game.setEndOpen(true)}
                data-testid="wordle-show-result"
              >
                Vezi rezultatul
              </Button>
            </div>
          )}
          <Keyboard
            keys={payload ? game.keys : NO_KEYS}
            onKey={onKey}
            disabled={!!payload && game.completed}
          />
        </>
      )}

      <Later state={state('help')} render={(p) => <HelpDialog {...p} />} />
      <Later
        state={state('stats')}
        render={(p) => (
          <StatsDialog {...p} stats={game.stats} highlight={game.won ? game.attempts.length : null} />
        )}
      />
      <Later
        state={state('settings')}
        render={(p) => (
          <SettingsDialog
            {...p}
            highContrast={settings.highContrast}
            onHighContrast={(highContrast) => changeSettings({ highContrast })}
            hardMode={settings.hardMode}
            onHardMode={(hardMode) => changeSettings({ hardMode })}
            hardModeLocked={game.attempts.length > 0}
          />
        )}
      />
      {today && (
        <Later
          state={state('archive')}
          render={(p) => (
            <Archive
              {...p}
              userId={user?.id ?? null}
              today={today}
              current={payload?.day ?? today}
              attempts={game.attempts}
            />
          )}
        />
      )}
      {payload && (
        <Later
          state={{ open: game.endOpen, onOpenChange: game.setEndOpen }}
          render={(p) => (
            <EndDialog
              {...p}
              won={game.won}
              word={payload.word}
              guesses={game.attempts.length}
              stats={game.stats}
              onShare={onShare}
              isToday={isToday}
            />
          )}
        />
      )}
    </div>
  );
}
