/**
 * /joc-clasic — the classic letter game (spec part 1, "Classic game screen"; issue 5).
 * `?set={id}` opens a given set (archive links); without it, the set being played today,
 * or the day's set. The page is rendered at build time (WebGame.prerendered) as the play area
 * with the day's letters in their order (slots the server fills, lib/embedded.ts), which is
 * also what it renders while hydrating; the player's set, found words and figures show right
 * after hydration (lib/hydration.ts).
 */
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  BarChart3Icon,
  ChevronLeftIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CircleHelpIcon,
  ListChecksIcon,
  DeleteIcon,
  EraserIcon,
  LightbulbIcon,
  LogInIcon,
  LogOutIcon,
  MoonIcon,
  PenLineIcon,
  ShuffleIcon,
  SparklesIcon,
  SunIcon,
  TrophyIcon,
  UserRoundIcon,
} from 'lucide-react';
import {
  CLASSIC_TEXTS,
  foundForDisplay,
  MIN_WORD_LENGTH,
  normalizeInput,
  rankFor,
} from '@slove/core/classic';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Progress } from '@/components/ui/progress';
import { LoadError } from '@/components/load-error';
import { ApiError } from '@/lib/api';
import { DexonlineLink } from '@/components/dexonline-link';
import { useAuth } from '@/lib/auth';
import { embeddedSlot } from '@/lib/embedded';
import { usePageHydrated } from '@/lib/page-hydrated';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { LetterWheel } from './letter-wheel';
import { AdminDialog, HelpDialog, HintsDialog, RanksDialog, StatsDialog, type DialogName } from './dialogs';
import { T } from './texts';
import { useEarlyKeys } from '@/lib/early-input';
import { useClassicGame, type ClassicGame } from './use-classic-game';
import { addDays } from '@slove/core/day';
import { shortDate } from '@/lib/ro-date';

// loaded when first opened: it stays out of the home route's JavaScript
const AnswersDialog = lazy(() => import('./answers-dialog'));

function ToolButton({
  label,
  onClick,
  icon: Icon,
  testId,
  showLabel = false,
}: {
  label: string;
  onClick: () => void;
  icon: typeof SunIcon;
  testId: string;
  showLabel?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={testId}
      className={cn(buttonVariants({ variant: 'ghost', size: showLabel ? 'sm' : 'icon' }), 'rounded-xl')}
    >
      <Icon aria-hidden="true" />
      {showLabel && <span>{label}</span>}
    </button>
  );
}

/** The header's buttons that open a dialog, in their order ('answers' is yesterday's answers). */
const HEADER_DIALOGS: { name: DialogName | 'answers'; label: string; icon: typeof SunIcon }[] = [
  { name: 'hints', label: T.hint, icon: LightbulbIcon },
  { name: 'answers', label: T.answersButton, icon: ListChecksIcon },
  { name: 'ranks', label: T.ranks, icon: TrophyIcon },
  { name: 'stats', label: T.stats, icon: BarChart3Icon },
  { name: 'help', label: T.help, icon: CircleHelpIcon },
];

// memoised (its props are stable): it renders again when the session or the theme changes,
// not at each of the game's keys
const GameHeader = memo(function GameHeader({
  openDialog,
  openAnswers,
}: {
  openDialog: (d: DialogName) => void;
  openAnswers: () => void;
}) {
  const { user, playAsGuest, signOut, loading } = useAuth();
  const { resolvedTheme, setTheme } = useTheme();
  // the stored theme shows after hydration (the build knows none)
  const dark = usePageHydrated() && resolvedTheme === 'dark';
  // while the session is read, their room is kept (a guest's header does not move)
  const authButtons = user ? null : (
    <div
      className={cn('flex items-center gap-1', loading && 'invisible')}
      aria-hidden={loading || undefined}
      inert={loading || undefined}
    >
      <Link
        to="/auth"
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'rounded-xl')}
        data-testid="game-login"
      >
        <LogInIcon aria-hidden="true" /> {T.login}
      </Link>
      <Button
        variant="ghost"
        size="sm"
        className="rounded-xl px-2"
        onClick={playAsGuest}
        aria-label={T.guestLabel}
        title={T.guestLabel}
        data-testid="game-guest"
      >
        <UserRoundIcon aria-hidden="true" /> {T.guest}
      </Button>
    </div>
  );
  return (
    <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <h1 className="order-1 text-lg font-black tracking-tight sm:text-3xl">{T.title}</h1>
      {authButtons && <div className="order-2 ml-auto sm:order-3 sm:ml-0">{authButtons}</div>}
      <nav
        aria-label="Acțiuni joc"
        className="order-3 -my-1 flex w-full items-center justify-between sm:order-2 sm:my-0 sm:ml-auto sm:w-auto sm:justify-end sm:gap-0.5"
      >
        {HEADER_DIALOGS.map(({ name, label, icon }) => (
          <ToolButton
            key={name}
            label={label}
            icon={icon}
            onClick={name === 'answers' ? openAnswers : () => openDialog(name)}
            testId={`open-${name}`}
          />
        ))}
        <ToolButton
          label={dark ? T.themeLight : T.themeDark}
          icon={dark ? SunIcon : MoonIcon}
          onClick={() => setTheme(dark ? 'light' : 'dark')}
          testId="game-theme"
        />
        {user && (
          <>
            <ToolButton
              label={user.role === 'admin' ? T.admin : T.suggest}
              icon={PenLineIcon}
              onClick={() => openDialog('admin')}
              testId="open-admin"
            />
            <ToolButton
              label={T.logout}
              icon={LogOutIcon}
              onClick={() => void signOut()}
              testId="game-logout"
            />
          </>
        )}
      </nav>
    </header>
  );
});

/** One figure of the status bar: what is found out of what there is. */
function Figure({
  label,
  value,
  max,
  testId,
}: {
  label: string;
  value: number;
  max: number;
  testId: string | undefined;
}) {
  return (
    <div className="rounded-xl bg-muted py-0.5 sm:py-1.5">
      <dt className="text-[0.65rem] font-bold text-muted-foreground uppercase sm:text-xs">{label}</dt>
      <dd className="text-lg leading-tight font-black tabular-nums sm:text-2xl" data-testid={testId}>
        {value}
        <span className="text-sm font-bold text-muted-foreground">/{max}</span>
      </dd>
    </div>
  );
}

/** While the game loads: the bar's room is kept (blank), so that the play area does not move. */
const SHELL_SET = { id: 1, date: null, difficulty: 'Mediu' };
const SHELL_SUMMARY = { score: 0, maxScore: 0, words: 0, maxWords: 0, pangrams: 0, maxPangrams: 0 };

function StatusBar({ game, shell = false }: { game: ClassicGame; shell?: boolean }) {
  const { todaySetId } = game;
  const set = shell ? SHELL_SET : game.set;
  const summary = shell ? SHELL_SUMMARY : game.summary;
  if (!set || !summary) return null;
  // the placeholder's parts are not the game's (the tests' ids)
  const tid = (id: string) => (shell ? undefined : id);
  const rank = rankFor(shell ? 0 : game.totalWords);
  const pct = summary.maxScore > 0 ? Math.min(100, Math.round((summary.score / summary.maxScore) * 100)) : 0;
  return (
    <section
      aria-label="Progres"
      aria-hidden={shell || undefined}
      inert={shell || undefined}
      className={cn(
        'flex flex-col gap-1.5 rounded-2xl border bg-card p-2 shadow-sm sm:gap-2 sm:p-3',
        shell && '*:invisible',
      )}
      data-testid={shell ? 'status-placeholder' : undefined}
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="shrink-0 font-extrabold" data-testid={tid('rank-name')}>
            <TrophyIcon className="mr-1 inline size-4 text-primary" aria-hidden="true" />
            {rank.rank.name}
          </span>
          <span className="min-w-0 truncate text-xs text-muted-foreground sm:text-sm">
            {rank.next ? T.wordsNeeded(rank.toNext, rank.next.name) : T.topRank}
          </span>
        </div>
        <Progress
          value={pct}
          aria-label={T.rankBarLabel(summary.score, summary.maxScore)}
          className="h-2.5"
          data-testid={tid('rank-bar')}
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={T.prevSet}
          title={T.prevSet}
          disabled={set.id <= 1}
          onClick={() => void game.goToSet(set.id - 1)}
          data-testid={tid('prev-set')}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <div className="min-w-0 text-center">
          <div className="truncate text-sm font-extrabold sm:text-base" data-testid={tid('set-label')}>
            {T.setLabel(set.id, set.date ? shortDate(set.date) : '')}
          </div>
          <div className="text-xs font-semibold text-muted-foreground">
            {set.id === todaySetId ? `${T.dailyBadge} · ` : ''}
            {set.difficulty}
          </div>
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={T.nextSet}
          title={T.nextSet}
          disabled={set.id >= todaySetId}
          onClick={() => void game.goToSet(set.id + 1)}
          data-testid={tid('next-set')}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <dl className="grid grid-cols-3 gap-1.5 text-center sm:gap-2">
        <Figure label={T.score} value={summary.score} max={summary.maxScore} testId={tid('score')} />
        <Figure label={T.words} value={summary.words} max={summary.maxWords} testId={tid('word-count')} />
        <Figure
          label={T.pangrams}
          value={summary.pangrams}
          max={summary.maxPangrams}
          testId={tid('pangram-count')}
        />
      </dl>
    </section>
  );
}

function MessageLine({ game }: { game: ClassicGame }) {
  const m = game.message;
  return (
    // over the status bar's figures, just above the input: no empty band is kept for it, and
    // the letters typed while it shows stay visible
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none absolute inset-x-0 bottom-full z-10 flex justify-center"
    >
      {m && (
        <p
          key={m.id}
          data-testid="game-message"
          data-kind={m.kind}
          className={cn(
            'rounded-full px-4 py-2 text-center font-bold shadow-sm motion-safe:animate-in motion-safe:fade-in motion-safe:zoom-in-95',
            m.kind === 'success' && 'bg-green-600 text-white dark:bg-green-500 dark:text-green-950',
            m.kind === 'error' && 'bg-destructive text-destructive-foreground',
            m.kind === 'info' && 'bg-muted',
          )}
        >
          {m.text}
        </p>
      )}
    </div>
  );
}

/** The day's letters as they came with the page, centre first (the page's first render). */
const dayLetters = () => {
  const letters = Array.from({ length: 7 }, (_, i) => embeddedSlot('/api/classic/day', `letters.${i}`));
  return { center: letters[0]!, outer: letters.slice(1) };
};

function PlayArea({
  game,
  center,
  outer,
  ready,
  openDialog,
}: {
  game: ClassicGame;
  center: string;
  outer: string[];
  ready: boolean;
  openDialog: (d: DialogName) => void;
}) {
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (game.input.length > 0) game.submit();
  };
  const newGame = async () => {
    if (!(await game.newGame())) toast.error(CLASSIC_TEXTS.loadFailed, { description: T.newGameFailed });
  };
  return (
    <section aria-label="Joc" className="relative flex flex-col gap-2 sm:gap-3">
      <MessageLine game={game} />
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor="classic-input" className="sr-only">
          {T.inputLabel}
        </label>
        <input
          id="classic-input"
          value={game.input}
          onChange={(e) => game.setInput(e.target.value)}
          placeholder={T.inputPlaceholder}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="send"
          data-testid="word-input"
          className="min-h-12 w-full rounded-2xl border-2 border-input bg-background px-4 text-center text-3xl font-black tracking-[0.2em] uppercase placeholder:text-base placeholder:font-semibold placeholder:tracking-normal placeholder:normal-case focus-visible:border-ring focus-visible:outline-none"
        />
        <div className="grid grid-cols-3 gap-2">
          <Button type="button" variant="outline" onClick={game.deleteLetter} data-testid="btn-delete">
            <DeleteIcon aria-hidden="true" /> {T.delete}
          </Button>
          <Button type="button" variant="outline" onClick={game.clearInput} data-testid="btn-clear">
            <EraserIcon aria-hidden="true" /> {T.clear}
          </Button>
          <Button
            type="submit"
            aria-disabled={game.input.length < MIN_WORD_LENGTH || undefined}
            className="aria-disabled:opacity-60"
            data-testid="btn-submit"
          >
            {T.submit}
          </Button>
        </div>
      </form>
      <LetterWheel center={center} outer={outer} onLetter={game.addLetter} ready={ready} />
      <div className="grid grid-cols-3 gap-2">
        <Button type="button" variant="secondary" onClick={game.shuffle} data-testid="btn-shuffle">
          <ShuffleIcon aria-hidden="true" /> {T.shuffle}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void newGame()}
          disabled={game.busy}
          data-testid="btn-new-game"
        >
          <SparklesIcon aria-hidden="true" /> {T.newGame}
        </Button>
        <Button type="button" variant="secondary" onClick={() => openDialog('hints')} data-testid="btn-hint">
          <LightbulbIcon aria-hidden="true" /> {T.hint}
        </Button>
      </div>
    </section>
  );
}

/** A found word: its definition on dexonline in a new tab. */
function WordLink({ word, display, className }: { word: string; display: string; className?: string }) {
  return (
    <DexonlineLink
      word={display}
      data-word={word}
      className={cn('inline-flex min-h-8 items-center no-underline hover:underline', className)}
    />
  );
}

/**
 * The found words. On phones the list folds to one line (the count and the last words found)
 * that opens on a tap; from the lg layout it sits open beside the game.
 */
function FoundWords({ game }: { game: ClassicGame }) {
  const [open, setOpen] = useState(false);
  if (!game.index || !game.summary) return null;
  const { answers, bonus } = foundForDisplay(game.found, game.index);
  const preview = answers.map((w) => w.display).join(', ');
  return (
    <section
      aria-labelledby="found-title"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border bg-card p-2 shadow-sm sm:p-4"
      data-testid="found-section"
      data-open={open || undefined}
    >
      <h2 id="found-title" className="font-extrabold">
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="found-body"
          className="flex min-h-11 w-full items-center gap-2 rounded-lg text-left focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none lg:pointer-events-none"
          data-testid="found-toggle"
        >
          <span className="shrink-0">{T.foundWords}</span>
          <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
            {game.summary.words}/{game.summary.maxWords}
          </span>
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-sm font-semibold text-muted-foreground lg:hidden',
              open && 'invisible',
            )}
            aria-hidden="true"
          >
            {preview}
          </span>
          <ChevronDownIcon
            className={cn('ml-auto size-5 shrink-0 transition-transform lg:hidden', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id="found-body" className={cn('flex-col gap-3', open ? 'flex' : 'hidden lg:flex')}>
        {game.summary.finished && (
          <p className="rounded-lg bg-green-600/10 p-2 font-bold text-green-800 dark:text-green-300">
            {T.allFound}
          </p>
        )}
        {answers.length === 0 ? (
          <p className="text-muted-foreground">{T.noWords}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" data-testid="found-words">
            {answers.map((w) => (
              <li key={w.word} data-word={w.word} data-pangram={w.isPangram || undefined}>
                <WordLink
                  word={w.word}
                  display={w.display}
                  className={cn(
                    'rounded-lg px-2.5 py-1 font-bold',
                    w.isPangram
                      ? 'bg-brand text-[oklch(0.25_0.05_60)] shadow ring-2 ring-brand/40'
                      : 'bg-muted',
                  )}
                />
                {w.isPangram && <span className="sr-only"> ({T.pangramLabel})</span>}
              </li>
            ))}
          </ul>
        )}
        {bonus.length > 0 && (
          <div className="flex flex-col gap-1.5 border-t pt-3">
            <h3 className="font-extrabold">
              {T.bonusWords} <span className="text-sm text-muted-foreground">({bonus.length})</span>
            </h3>
            <p className="text-xs text-muted-foreground">{T.bonusNote}</p>
            <ul className="flex flex-wrap gap-1.5" data-testid="bonus-words">
              {bonus.map((w) => (
                <li key={w.word} data-word={w.word}>
                  <WordLink
                    word={w.word}
                    display={w.display}
                    className="rounded-lg border border-dashed px-2.5 py-1 font-semibold"
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * A short celebration for a pangram and for the last word of a set: a burst over the game
 * for 1.8 s. With reduced motion it is the same words, still.
 */
function Celebration({ game }: { game: ClassicGame }) {
  const [shown, setShown] = useState<{ kind: 'pangram' | 'all'; id: number } | null>(null);
  const seen = useRef<{ setId: number; pangrams: number; finished: boolean } | null>(null);
  const setId = game.set?.id ?? 0;
  const pangrams = game.summary?.pangrams ?? 0;
  const finished = game.summary?.finished ?? false;
  useEffect(() => {
    const before = seen.current;
    seen.current = { setId, pangrams, finished };
    // only a change while playing a set celebrates (not loading one already found)
    if (!before || before.setId !== setId) return;
    const kind = finished && !before.finished ? 'all' : pangrams > before.pangrams ? 'pangram' : null;
    if (!kind) return;
    setShown((s) => ({ kind, id: (s?.id ?? 0) + 1 }));
    const t = setTimeout(() => setShown(null), 1800);
    return () => clearTimeout(t);
  }, [setId, pangrams, finished]);
  if (!shown) return null;
  return (
    <div
      className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center"
      aria-hidden="true"
      data-testid="celebration"
      data-kind={shown.kind}
    >
      <div
        key={shown.id}
        className="flex flex-col motion-safe:animate-in motion-safe:fade-in motion-safe:zoom-in-50 motion-safe:duration-500 items-center gap-1 rounded-3xl bg-brand px-8 py-5 text-center text-[oklch(0.25_0.05_60)] shadow-2xl ring-4 ring-brand/40"
      >
        <span className="text-4xl">{shown.kind === 'all' ? '🏆' : '✨'}</span>
        <span className="text-2xl font-black">
          {shown.kind === 'all' ? T.celebrateAll : T.celebratePangram}
        </span>
      </div>
    </div>
  );
}

function GameFooter() {
  const links: [string, string][] = [
    ['/despre', T.about],
    ['/cum-sa-joci', T.help],
    ['/arhiva-zilnica', T.archive],
    ['/privacy-policy', T.privacy],
    ['/terms-conditions', T.terms],
  ];
  return (
    <nav aria-label={T.footerNav} className="flex flex-wrap justify-center gap-x-4 text-sm">
      {links.map(([to, label]) => (
        <Link
          key={to}
          to={to}
          className="inline-flex min-h-11 items-center text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export default function ClassicPage() {
  const game = useClassicGame();
  const hydrated = usePageHydrated();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  // "Răspunsurile de ieri" (or of another past day, from the archive: ?raspunsuri=yyyy-mm-dd)
  const [answersDay, setAnswersDay] = useState<string | null>(() => {
    if (typeof window === 'undefined') return null;
    const d = new URLSearchParams(window.location.search).get('raspunsuri');
    return d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
  });

  // Physical keyboard: letters (diacritics fold), Backspace, Enter — unless typing in a field or a dialog is open.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialog || answersDay || e.ctrlKey || e.metaKey || e.altKey || !game.set) return;
      const t = e.target as HTMLElement | null;
      if (
        t &&
        (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)
      )
        return;
      if (e.key === 'Enter') {
        if (t && (t.tagName === 'BUTTON' || t.tagName === 'A')) return;
        e.preventDefault();
        // Enter always checks the word (so 'minim 4 litere' can be shown); Trimite stays disabled under 4.
        if (game.input.length > 0) game.submit();
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        game.deleteLetter();
      } else if (e.key.length === 1 && normalizeInput(e.key).length === 1) {
        e.preventDefault();
        game.addLetter(e.key);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, answersDay, game]);

  // stable: the memoised dialogs and header do not render again with the page
  const close = useCallback((open: boolean) => {
    if (!open) setDialog(null);
  }, []);
  const { today } = game;
  const openAnswers = useCallback(() => setAnswersDay(addDays(today, -1)), [today]);

  // The game's first render after its data arrives is the heaviest: it runs as a deferred
  // render, in slices that leave the main thread free, while the play area stays on screen.
  const loaded = useDeferredValue(hydrated && !game.setQ.isPending, false);
  const loading = game.setQ.isPending || !loaded;
  // while loading (and in the build's render): the play area with the day's letters (blank
  // when they did not come with the page), nothing of the player's
  const [first] = useState(dayLetters);
  // keys pressed before the game was on screen are applied now (after the handler above)
  useEarlyKeys(!loading);
  let body;
  if (!loading && (game.setQ.isError || !game.set)) {
    const noSets = game.setQ.error instanceof ApiError && game.setQ.error.message === CLASSIC_TEXTS.noSets;
    body = (
      <LoadError
        title={noSets ? CLASSIC_TEXTS.noSets : CLASSIC_TEXTS.loadFailed}
        error={game.setQ.error}
        onRetry={() => void game.setQ.refetch()}
        testId="game-error"
      >
        {!noSets && (
          <Button variant="outline" className="min-h-11" onClick={() => void game.goToSet(game.todaySetId)}>
            {T.dailyBadge}
          </Button>
        )}
      </LoadError>
    );
  } else {
    // the same tree while loading and after (the play area stays in place, not rendered again)
    const set = loading ? null : game.set;
    body = (
      // one column that never grows past the page (the found words' line truncates inside it)
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="flex flex-col gap-2 sm:gap-3" data-testid={set ? undefined : 'game-loading'}>
          <StatusBar game={game} shell={!set} />
          <PlayArea
            game={game}
            center={set ? set.center : first.center}
            outer={set ? game.outer : first.outer}
            ready={!!set}
            openDialog={setDialog}
          />
        </div>
        {set && <FoundWords game={game} />}
      </div>
    );
  }

  return (
    <div
      className="mx-auto flex max-w-5xl flex-col gap-2 px-3 py-2 sm:gap-3 sm:px-5 sm:py-4"
      data-testid="classic-page"
    >
      <GameHeader openDialog={setDialog} openAnswers={openAnswers} />
      {body}
      {/* not while loading: it would be pushed down when the game appears (layout shift) */}
      {!loading && <GameFooter />}
      <StatsDialog
        open={dialog === 'stats'}
        onOpenChange={close}
        local={game.localStats}
        server={game.serverStats}
        today={game.today}
      />
      {hydrated && answersDay && (
        <Suspense fallback={null}>
          <AnswersDialog
            date={answersDay}
            yesterday={answersDay === addDays(game.today, -1)}
            onOpenChange={(o) => !o && setAnswersDay(null)}
          />
        </Suspense>
      )}
      {!loading && game.set && <Celebration game={game} />}
      <RanksDialog open={dialog === 'ranks'} onOpenChange={close} totalWords={game.totalWords} />
      <HelpDialog open={dialog === 'help'} onOpenChange={close} />
      {!loading && game.index && (
        <HintsDialog open={dialog === 'hints'} onOpenChange={close} index={game.index} found={game.found} />
      )}
      {game.user && game.set && (
        <AdminDialog
          open={dialog === 'admin'}
          onOpenChange={close}
          set={game.set}
          isAdmin={game.user.role === 'admin'}
          onWordAdded={game.refreshSet}
        />
      )}
    </div>
  );
}
