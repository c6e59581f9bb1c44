/** A crossword being played, on screen (its state, checks, saving and keys: use-crossword-play.ts). */
import {
  ArrowLeftIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  LightbulbIcon,
  RotateCcwIcon,
  TrophyIcon,
} from 'lucide-react';
import { cellKey, clueCells } from '@slove/core/crosswords';
import { formatTime } from '@slove/core/crosswords-grid';
import type { CrosswordPuzzleResponse } from '@slove/core/crosswords-api';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { useEarlyKeys } from '@/lib/early-input';
import { ARROW, ClueList } from './clue-list';
import { CompletionDialog } from './completion-dialog';
import { CrosswordGrid } from './crossword-grid';
import { HelpDialog } from './help-dialog';
import { DifficultyBadge } from './picker';
import { RoKeyboard } from './ro-keyboard';
import { T } from './texts';
import type { CrosswordPlay } from './progress';
import { useCrosswordPlay } from './use-crossword-play';

/** The progress a puzzle opens with (this device's for a guest, the account's for a player). */
export type InitialProgress = CrosswordPlay;

export function PlayView({
  data,
  initial,
  userId,
  onBack,
  onNext,
  onReplay,
}: {
  data: CrosswordPuzzleResponse;
  initial: InitialProgress;
  userId: string | null;
  onBack(): void;
  onNext(): void;
  onReplay(): void;
}) {
  const play = useCrosswordPlay(data, initial, userId);
  // keys pressed before the grid was on screen are typed now (after its key handler)
  useEarlyKeys(true);

  const done = play.completed.size;
  const clueSpanKeys = play.selectedClue
    ? new Set(clueCells(play.selectedClue).map((c) => cellKey(c.row, c.col)))
    : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-2 py-4 sm:px-4 sm:py-6">
      <header className="mb-4 flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="icon" onClick={onBack} aria-label={T.back} className="-ml-1">
            <ArrowLeftIcon aria-hidden="true" />
          </Button>
          <div className="min-w-0 flex-1">
            <h1 className="text-xl leading-tight font-extrabold sm:text-2xl" data-testid="puzzle-title">
              {play.puzzle.title}
            </h1>
            <div className="mt-0.5 flex items-center gap-2 text-sm text-muted-foreground">
              <DifficultyBadge difficulty={play.puzzle.difficulty} />
              <span>{play.puzzle.size}</span>
            </div>
          </div>
          <HelpDialog />
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          <span
            className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg bg-secondary px-3 font-bold tabular-nums"
            data-testid="timer"
          >
            <ClockIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">{T.time}: </span>
            {formatTime(play.seconds)}
          </span>
          <Progress
            value={play.total ? (done / play.total) * 100 : 0}
            aria-label={`${done} din ${play.total} cuvinte completate`}
            className="flex-1"
          />
          <span className="shrink-0 text-sm font-bold tabular-nums" data-testid="progress-count">
            {done}/{play.total}
          </span>
          <Button
            ref={play.hintButtonRef}
            variant="outline"
            onClick={play.onHint}
            disabled={play.hintBusy || play.isCompleted}
            data-testid="hint-button"
            className="shrink-0"
          >
            <LightbulbIcon aria-hidden="true" /> {T.hint}
          </Button>
        </div>
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
          <div
            ref={play.clueBarRef}
            className="flex scroll-mt-20 items-center gap-1 rounded-xl border bg-card p-1 shadow-sm"
            data-testid="current-clue"
          >
            <Button
              variant="ghost"
              size="icon"
              onClick={() => play.stepClue(-1)}
              aria-label="Cuvântul anterior"
            >
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <p
              className="min-h-11 flex-1 content-center px-1 text-center text-base font-bold sm:text-lg"
              aria-hidden="true"
            >
              {play.selectedClue ? (
                <>
                  <span className="text-primary">
                    {play.selectedClue.number} {ARROW[play.selectedClue.direction]}
                  </span>{' '}
                  {play.selectedClue.clue}{' '}
                  <span className="font-normal text-muted-foreground">({play.selectedClue.length})</span>
                </>
              ) : (
                <span className="font-normal text-muted-foreground">{T.selectClueBody}</span>
              )}
            </p>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => play.stepClue(1)}
              aria-label="Cuvântul următor"
            >
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
          <CrosswordGrid
            ref={play.gridRef}
            grid={play.grid}
            letters={play.letters}
            completed={play.completed}
            selection={play.selection}
            wrong={play.wrong}
            onCellClick={play.onCellClick}
            onKeyDown={play.onKeyDown}
            label={`${play.puzzle.title}, grilă de ${play.grid.rows} pe ${play.grid.cols}`}
          />
          {clueSpanKeys && play.wrong.has(play.selectedClue!.id) && (
            <p className="text-center text-sm font-bold text-red-700 dark:text-red-300" role="status">
              {T.wrong}
            </p>
          )}
          {play.coarse && !play.isCompleted && (
            <RoKeyboard onKey={play.onScreenKey} onBackspace={play.onScreenBackspace} />
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
        onBack={() => {
          play.setDialogOpen(false);
          onBack();
        }}
        onNext={() => {
          play.setDialogOpen(false);
          onNext();
        }}
      />
    </div>
  );
}
