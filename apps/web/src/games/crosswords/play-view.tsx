/** A crossword being played, on screen (its state, checks, saving and keys: use-crossword-play.ts). */
import {
  ArrowLeftIcon,
  ChevronDownIcon,
  EyeIcon,
  SpellCheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  LightbulbIcon,
  RotateCcwIcon,
  TrophyIcon,
} from 'lucide-react';
import { memo, useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { dailyStats } from '@slove/core/crosswords-daily';
import { dayKey } from '@slove/core/day';
import { recordDailyResult } from './api';
import { dailyResults } from './local';
import { cellKey, clueCells, crosswordShareText, type ClueInfo } from '@slove/core/crosswords';
import { formatTime } from '@slove/core/crosswords-grid';
import type { CrosswordPuzzleResponse } from '@slove/core/crosswords-api';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Progress } from '@/components/ui/progress';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { loadedConfig } from '@/lib/config';
import { useEarlyKeys } from '@/lib/early-input';
import { ARROW, ClueList } from './clue-list';
import { CompletionDialog } from './completion-dialog';
import { CrosswordGrid } from './crossword-grid';
import { HelpDialog } from './help-dialog';
import { DifficultyBadge } from './picker';
import { RoKeyboard } from './ro-keyboard';
import { T } from './texts';
import type { CrosswordPlay } from './progress';
import { gridProps, useCrosswordPlay, type CrosswordPlayState } from './use-crossword-play';
import { useEvent } from '@/lib/use-event';

/** The progress a puzzle opens with (this device's for a guest, the account's for a player). */
export type InitialProgress = CrosswordPlay;

/** The current clue: number, arrow, text and length. */
function ClueText({ clue }: { clue: ClueInfo }) {
  return (
    <>
      <span className="text-primary">
        {clue.number} {ARROW[clue.direction]}
      </span>{' '}
      {clue.clue} <span className="font-normal text-muted-foreground">({clue.length})</span>
    </>
  );
}

/** The arrow to the previous (-1) or next (1) word, beside the current clue. */
const StepClue = memo(function StepClue({ step, delta }: { step: (delta: 1 | -1) => void; delta: 1 | -1 }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => step(delta)}
      aria-label={delta < 0 ? 'Cuvântul anterior' : 'Cuvântul următor'}
    >
      {delta < 0 ? <ChevronLeftIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
    </Button>
  );
});

/**
 * The help tools' buttons: on a phone the three share one row (a third of it each, smaller
 * text), the toolbar's only one ("Verificare automată" is in the "Verifică" menu there).
 */
const TOOL = 'max-sm:min-w-0 max-sm:gap-1.5 max-sm:px-2 max-sm:text-sm';

/** A toolbar button opening a menu of choices ("Verifică" and "Dezvăluie": the letter or the word). */
function ChoiceMenu({
  icon,
  label,
  testId,
  disabled,
  items,
  extra,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  disabled: boolean;
  items: [string, () => void][];
  /** More of the menu, after its choices. */
  extra?: ReactNode;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled} data-testid={testId} className={TOOL}>
          {icon} {label}
          <ChevronDownIcon aria-hidden="true" className="max-sm:hidden" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {items.map(([text, run]) => (
          <DropdownMenuItem key={text} onSelect={run}>
            {text}
          </DropdownMenuItem>
        ))}
        {extra}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The header's tools: hint, the "Verifică" and "Dezvăluie" menus and the automatic check.
 * Memoised, with stable handlers: their menus (Radix, some thirty components) render when a
 * tool changes, not at each letter typed.
 */
const Tools = memo(function Tools({
  hintButtonRef,
  onHint,
  disabled,
  autoCheck,
  setAutoCheck,
  onCheckLetter,
  onCheckWord,
  onRevealLetter,
  onRevealWord,
}: {
  hintButtonRef: RefObject<HTMLButtonElement | null>;
  onHint: () => void;
  disabled: boolean;
  autoCheck: boolean;
  setAutoCheck: (on: boolean) => void;
  onCheckLetter: () => void;
  onCheckWord: () => void;
  onRevealLetter: () => void;
  onRevealWord: () => void;
}) {
  return (
    <div
      className="grid grid-cols-3 items-center gap-2 max-sm:col-span-full max-sm:row-start-3 max-sm:mt-1.5 sm:flex sm:flex-wrap"
      role="toolbar"
      aria-label={T.helpTools}
    >
      <Button
        ref={hintButtonRef}
        variant="outline"
        className={TOOL}
        onClick={onHint}
        disabled={disabled}
        data-testid="hint-button"
      >
        <LightbulbIcon aria-hidden="true" /> {T.hint}
      </Button>
      {(
        [
          [
            'check-menu',
            <SpellCheckIcon aria-hidden="true" />,
            T.check,
            T.checkLetter,
            onCheckLetter,
            T.checkWord,
            onCheckWord,
            // on a phone the switch is not shown: it is here (as in NYT's "Check" menu)
            <>
              <DropdownMenuSeparator className="sm:hidden" />
              <DropdownMenuCheckboxItem
                className="sm:hidden"
                checked={autoCheck}
                onCheckedChange={setAutoCheck}
                aria-describedby="cw-autocheck-help"
                data-testid="auto-check-item"
              >
                {T.autoCheck}
              </DropdownMenuCheckboxItem>
            </>,
          ],
          [
            'reveal-menu',
            <EyeIcon aria-hidden="true" />,
            T.reveal,
            T.revealLetter,
            onRevealLetter,
            T.revealWord,
            onRevealWord,
            null,
          ],
        ] as const
      ).map(([testId, icon, label, letterText, onLetter, wordText, onWord, extra]) => (
        <ChoiceMenu
          key={testId}
          icon={icon}
          label={label}
          testId={testId}
          disabled={disabled}
          items={[
            [letterText, onLetter],
            [wordText, onWord],
          ]}
          extra={extra}
        />
      ))}
      <label className="col-span-3 flex min-h-11 cursor-pointer items-center justify-end gap-2 text-sm font-bold max-sm:hidden sm:ml-auto">
        <Switch
          checked={autoCheck}
          onCheckedChange={setAutoCheck}
          aria-describedby="cw-autocheck-help"
          data-testid="auto-check"
        />
        {T.autoCheck}
        <span id="cw-autocheck-help" className="sr-only">
          {T.autoCheckHelp}
        </span>
      </label>
    </div>
  );
});

export function PlayView({
  data,
  initial,
  userId,
  hydrated = true,
  held = false,
  onBack,
  onNext,
  onReplay,
  daily,
}: {
  /** Set when the puzzle is played as "Integrama zilei" of that day. */
  daily?: { day: string; number: number };
  data: CrosswordPuzzleResponse;
  initial: InitialProgress;
  userId: string | null;
  /** False while hydrating: `initial` is then the server's (see useCrosswordPlay). */
  hydrated?: boolean;
  /** The keys wait (the session is being read on a device that has seen a player). */
  held?: boolean;
  onBack(): void;
  onNext(): void;
  onReplay(): void;
}) {
  const [streak, setStreak] = useState<number | null>(null);
  const play = useCrosswordPlay(data, initial, userId, { hydrated, held }, () => {
    if (daily)
      recordDailyResult(daily.day)
        .then((stats) => setStreak(stats.streak))
        .catch((error: unknown) => console.error('[crosswords] daily result failed', error));
  });
  // A guest's daily result stays on this device (the first solve counts). Like the server, the
  // device's clock says whether it was solved on its day: only those days make the streak.
  const guestDaily = !userId && daily && play.isCompleted && play.dialogOpen ? daily.day : null;
  useEffect(() => {
    if (!guestDaily) return;
    // (with the solved grid: the proof of the solve at sign-in, should the puzzle be started over)
    const result = {
      seconds: play.seconds,
      helps: play.hintsUsed,
      onDay: guestDaily === dayKey(),
      letters: play.letters,
    };
    const all = dailyResults.update((r) => (r[guestDaily] ? r : { ...r, [guestDaily]: result }));
    setStreak(dailyStats(all, dayKey()).streak);
  }, [guestDaily]); // eslint-disable-line react-hooks/exhaustive-deps -- once per solve
  // keys pressed before the grid was on screen are typed now (after its key handler), once
  // this device's progress is in place and the keys are not held
  useEarlyKeys(hydrated && !held);

  // stable: the completion dialog is memoised
  const leave = useEvent(() => {
    play.setDialogOpen(false);
    onBack();
  });
  const next = useEvent(() => {
    play.setDialogOpen(false);
    onNext();
  });

  const done = play.completed.size;
  const clueSpanKeys = play.selectedClue
    ? new Set(clueCells(play.selectedClue).map((c) => cellKey(c.row, c.col)))
    : null;

  return (
    <div
      className="mx-auto w-full max-w-6xl px-2 pt-2 pb-4 sm:px-4 sm:py-6"
      // the game takes the keys, with this device's or the player's progress (not the server's
      // render being hydrated, nor the keys held for the session; the browser tests wait for it)
      data-live={hydrated && !held ? '' : undefined}
    >
      {/*
        On a phone the header takes two rows, so that the whole grid shows above the keyboard dock
        of a 360×740 touch screen: the title over its difficulty, size, timer and words done (the
        progress bar is for screen readers only), between the back and help buttons; then the
        tools. Its rows and groups are then one grid (max-sm: the groups are `contents`).
      */}
      <header className="mb-4 flex flex-col gap-2 max-sm:mb-1.5 max-sm:grid max-sm:grid-cols-[auto_auto_auto_auto_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-2 max-sm:gap-y-0">
        <div className="flex items-center gap-2 max-sm:contents">
          <Button
            variant="ghost"
            size="icon"
            onClick={onBack}
            aria-label={T.back}
            className="-ml-1 max-sm:col-start-1 max-sm:row-span-2 max-sm:row-start-1"
          >
            <ArrowLeftIcon aria-hidden="true" />
          </Button>
          <div className="min-w-0 flex-1 max-sm:contents">
            <h1
              className="text-lg leading-tight font-extrabold max-sm:col-span-4 max-sm:col-start-2 max-sm:row-start-1 max-sm:self-end min-[380px]:text-xl sm:text-2xl"
              data-testid="puzzle-title"
            >
              {play.puzzle.title}
            </h1>
            <div className="mt-0.5 flex items-center gap-2 text-sm text-muted-foreground max-sm:col-start-2 max-sm:row-start-2">
              <DifficultyBadge difficulty={play.puzzle.difficulty} />
              <span>{play.puzzle.size}</span>
            </div>
          </div>
          <HelpDialog className="max-sm:col-start-6 max-sm:row-span-2 max-sm:row-start-1" />
        </div>
        <div className="flex items-center gap-2 max-sm:contents sm:gap-3">
          <span
            className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg bg-secondary px-3 font-bold tabular-nums max-sm:col-start-3 max-sm:row-start-2 max-sm:mt-0.5 max-sm:min-h-0 max-sm:gap-1 max-sm:bg-transparent max-sm:px-0 max-sm:text-sm"
            data-testid="timer"
          >
            <ClockIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">{T.time}: </span>
            <Clock clock={play.clock} />
          </span>
          <Progress
            value={play.total ? (done / play.total) * 100 : 0}
            aria-label={`${done} din ${play.total} cuvinte completate`}
            className="flex-1 max-sm:sr-only"
          />
          <span
            className="shrink-0 text-sm font-bold tabular-nums max-sm:col-start-4 max-sm:row-start-2 max-sm:mt-0.5"
            data-testid="progress-count"
          >
            {done}/{play.total}
          </span>
        </div>
        <Tools
          hintButtonRef={play.hintButtonRef}
          onHint={play.onHint}
          disabled={play.hintBusy || play.isCompleted}
          autoCheck={play.autoCheck}
          setAutoCheck={play.setAutoCheck}
          onCheckLetter={play.onCheckLetter}
          onCheckWord={play.onCheckWord}
          onRevealLetter={play.onRevealLetter}
          onRevealWord={play.onRevealWord}
        />
      </header>

      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
        {play.announcement}
      </div>

      {play.isCompleted && !play.dialogOpen && (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-500/50 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950/50 dark:text-emerald-50">
          <TrophyIcon className="size-6 shrink-0" aria-hidden="true" />
          <p className="flex-1 font-bold">
            {T.congratsBody} {T.points}: {play.score} · {T.time}: {formatTime(play.seconds)}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              play.discard();
              onReplay();
            }}
          >
            <RotateCcwIcon aria-hidden="true" /> {T.playAgain}
          </Button>
        </div>
      )}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(320px,400px)] lg:items-start">
        <div className="flex flex-col gap-3">
          {/* (on a touch screen the clue shows in the keyboard dock instead, with its arrows) */}
          <div
            ref={play.clueBarRef}
            className="flex scroll-mt-20 items-center gap-1 rounded-xl border bg-card p-1 shadow-sm pointer-coarse:hidden"
            data-testid="current-clue"
          >
            <StepClue step={play.stepClue} delta={-1} />
            <p
              className="min-h-11 flex-1 content-center px-1 text-center text-base font-bold sm:text-lg"
              aria-hidden="true"
            >
              {play.selectedClue ? (
                <>
                  <ClueText clue={play.selectedClue} />
                  {play.hints[play.selectedClue.id] && !play.completed.has(play.selectedClue.id) && (
                    <span
                      className="block font-mono text-sm font-bold tracking-wider text-amber-800 dark:text-amber-300"
                      data-testid="clue-hint"
                    >
                      {T.hint}: {play.hints[play.selectedClue.id]}
                    </span>
                  )}
                </>
              ) : (
                <span className="font-normal text-muted-foreground">{T.selectClueBody}</span>
              )}
            </p>
            <StepClue step={play.stepClue} delta={1} />
          </div>
          <CrosswordGrid
            {...gridProps(play)}
            label={`${play.puzzle.title}, grilă de ${play.grid.rows} pe ${play.grid.cols}`}
          />
          {clueSpanKeys && play.wrong.has(play.selectedClue!.id) && (
            <p className="text-center text-sm font-bold text-red-700 dark:text-red-300" role="status">
              {T.wrong}
            </p>
          )}
          {!play.isCompleted && (
            // On a phone the current clue stays in view right above the keyboard. Shown by the
            // pointer's media query, not by the script: it is in the page the server renders
            // (no layout shift when the app starts; taps before it are kept, web.ts).
            <div
              className="sticky bottom-0 z-20 -mx-2 hidden border-t bg-background/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur pointer-coarse:block"
              data-testid="keyboard-dock"
            >
              <div className="flex items-center gap-1">
                <StepClue step={play.stepClue} delta={-1} />
                <p
                  className="line-clamp-2 min-h-11 flex-1 content-center px-1 text-center text-base font-bold"
                  aria-hidden="true"
                  data-testid="dock-clue"
                >
                  {play.selectedClue && <ClueText clue={play.selectedClue} />}
                </p>
                <StepClue step={play.stepClue} delta={1} />
              </div>
              <RoKeyboard onKey={play.onScreenKey} onBackspace={play.onScreenBackspace} />
            </div>
          )}
        </div>
        <div className={cn('lg:sticky lg:top-20')} data-testid="clue-panel">
          <ClueList
            grid={play.grid}
            completed={play.completed}
            selectedId={play.clueId}
            hints={play.hints}
            onSelect={play.onClueSelect}
          />
        </div>
      </div>

      <CompletionDialog
        open={play.dialogOpen}
        score={play.score}
        seconds={play.seconds}
        hintsUsed={play.hintsUsed}
        // built only once open: the server renders this page too, and has no window
        shareText={
          play.dialogOpen
            ? crosswordShareText(
                daily ? { daily: daily.number } : { title: play.puzzle.title, id: play.puzzle.id },
                play.seconds,
                play.hintsUsed,
                loadedConfig()?.publicUrl ?? window.location.origin,
              )
            : ''
        }
        streak={daily ? streak : null}
        onBack={leave}
        onNext={next}
      />
    </div>
  );
}

/** The running time: each tick of the clock renders it alone, not the grid and the clues. */
function Clock({ clock }: { clock: CrosswordPlayState['clock'] }) {
  const seconds = useSyncExternalStore(clock.subscribe, clock.seconds, clock.seconds);
  return formatTime(seconds);
}
