import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeftIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  LightbulbIcon,
  RotateCcwIcon,
  TrophyIcon,
} from 'lucide-react';
import {
  buildGrid,
  cellKey,
  clueCells,
  clueWord,
  crosswordScore,
  fillAnswer,
  hintLevel,
  type ClueInfo,
  type GridState,
} from '@slove/core/crosswords';
import {
  backspace,
  clickCell,
  clueAt,
  deleteLetter,
  formatTime,
  initialSelection,
  isClueFilled,
  moveArrow,
  nextClue,
  selectClue,
  typeLetter,
  type ArrowKey,
  type EditResult,
  type Selection,
} from '@slove/core/crosswords-grid';
import type { CrosswordPuzzleResponse } from '@slove/core/crosswords-api';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { checkAnswer, fetchHint, saveCloudProgress } from './api';
import { ARROW } from './clue-list';
import { ClueList } from './clue-list';
import { CompletionDialog } from './completion-dialog';
import { CrosswordGrid } from './crossword-grid';
import { HelpDialog } from './help-dialog';
import { saveLocalPuzzle } from './local';
import { DifficultyBadge } from './picker';
import { RoKeyboard } from './ro-keyboard';
import { T } from './texts';
import { useCoarsePointer, usePlayTimer } from './use-timer';

export interface InitialProgress {
  gridState: GridState;
  completedClues: number[];
  hintsUsed: number;
  timeSpentSeconds: number;
  completedAt: string | null;
}

const SAVE_DEBOUNCE_MS = 800;
const CLOUD_TIME_SAVE_MS = 15_000;

const dirWord = (c: ClueInfo) => (c.direction === 'horizontal' ? 'orizontal' : 'vertical');

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
  const puzzle = data.puzzle;
  const grid = useMemo(() => buildGrid(puzzle.pattern, puzzle.clues), [puzzle]);
  const total = grid.clues.length;
  const coarse = useCoarsePointer();
  const queryClient = useQueryClient();

  const [letters, setLetters] = useState<GridState>(initial.gridState);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(
    () => new Set(initial.completedClues.filter((id) => grid.clues.some((c) => c.id === id))),
  );
  const [hintsUsed, setHintsUsed] = useState(initial.hintsUsed);
  const [completedAt, setCompletedAt] = useState<string | null>(initial.completedAt);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [wrongWords, setWrongWords] = useState<Record<number, string>>({});
  const [hints, setHints] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ text: string; clueId: number | null } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [hintBusy, setHintBusy] = useState(false);

  const isCompleted = total > 0 && completed.size === total;
  const wasCompletedAtLoad = useRef(isCompleted);
  const [seconds] = usePlayTimer(!isCompleted, initial.timeSpentSeconds);
  const score = crosswordScore(completed.size, hintsUsed);

  const gridRef = useRef<HTMLDivElement>(null);
  const hintButtonRef = useRef<HTMLButtonElement>(null);
  const focusCell = useRef(false);
  /** The word last sent for each clue (a clue is checked again only when its word changed). */
  const checked = useRef(new Map<number, string>());

  const latest = useRef({ letters, completed, hintsUsed, seconds, completedAt });
  useLayoutEffect(() => {
    latest.current = { letters, completed, hintsUsed, seconds, completedAt };
  });

  const selectedClue = clueAt(grid, selection);
  const latestSelection = useRef(selection);
  useLayoutEffect(() => {
    latestSelection.current = selection;
  });
  const wrong = useMemo(() => {
    const out = new Set<number>();
    for (const c of grid.clues)
      if (wrongWords[c.id] !== undefined && wrongWords[c.id] === clueWord(c, letters)) out.add(c.id);
    return out;
  }, [grid, wrongWords, letters]);

  // ------------------------------------------------------------ saving
  /** Set when the player starts over: this view's state must not be saved any more. */
  const discarded = useRef(false);
  const saveNow = useCallback(() => {
    if (discarded.current) return;
    const s = latest.current;
    const body = {
      gridState: s.letters,
      completedClues: [...s.completed],
      hintsUsed: s.hintsUsed,
      timeSpentSeconds: s.seconds,
    };
    if (!userId) {
      saveLocalPuzzle(puzzle.id, {
        ...body,
        isCompleted: total > 0 && s.completed.size === total,
        completedAt: s.completedAt,
      });
      return;
    }
    const completes = total > 0 && s.completed.size === total;
    saveCloudProgress(puzzle.id, body)
      // the picker's mark comes from the account: refresh it once the completing save has landed
      .then(() =>
        completes ? queryClient.invalidateQueries({ queryKey: ['crosswords', 'list'] }) : undefined,
      )
      .catch((error: unknown) => console.error('[crosswords] progress save failed', error));
  }, [userId, puzzle.id, total, queryClient]);

  // Guests: every change (time included) goes to local storage at once.
  useEffect(() => {
    if (!userId) saveNow();
  }, [userId, saveNow, letters, completed, hintsUsed, seconds, completedAt]);

  // Signed in: debounced saves of the grid, regular saves of the time, and one on leaving.
  const firstRender = useRef(true);
  useEffect(() => {
    if (!userId) return;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const t = window.setTimeout(saveNow, SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [userId, saveNow, letters, completed, hintsUsed, completedAt]);
  useEffect(() => {
    if (!userId || isCompleted) return;
    const t = window.setInterval(saveNow, CLOUD_TIME_SAVE_MS);
    const onHide = () => document.visibilityState === 'hidden' && saveNow();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearInterval(t);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [userId, isCompleted, saveNow]);
  useEffect(() => () => (userId ? saveNow() : undefined), [userId, saveNow]);

  // ------------------------------------------------------------ checking
  const check = useCallback(
    (clue: ClueInfo, state: GridState) => {
      if (latest.current.completed.has(clue.id) || !isClueFilled(clue, state)) return;
      const word = clueWord(clue, state);
      if (checked.current.get(clue.id) === word) return;
      checked.current.set(clue.id, word);
      checkAnswer(clue.id, word)
        .then((res) => {
          const about = clueAt(grid, latestSelection.current)?.id ?? null;
          if (res.correct && res.answer) {
            const answer = res.answer;
            const next = new Set(latest.current.completed).add(clue.id);
            latest.current = { ...latest.current, completed: next };
            setLetters((l) => fillAnswer(l, clue, answer));
            setCompleted(next);
            setMessage({ text: `${T.right} ${clue.number} ${dirWord(clue)}: ${answer}`, clueId: about });
            if (next.size === total && !wasCompletedAtLoad.current) {
              // The puzzle is complete: the dialog opens once.
              wasCompletedAtLoad.current = true;
              setCompletedAt(new Date().toISOString());
              setDialogOpen(true);
              setMessage({ text: `${T.congrats} ${T.congratsBody}`, clueId: about });
            }
          } else {
            setWrongWords((w) => ({ ...w, [clue.id]: word }));
            setMessage({ text: `${clue.number} ${dirWord(clue)}: ${T.wrong}`, clueId: about });
          }
        })
        .catch((error: unknown) => {
          checked.current.delete(clue.id);
          console.error('[crosswords] check failed', error);
          toast.error(T.errorTitle, {
            description: error instanceof ApiError && error.status === 429 ? error.message : T.checkError,
          });
        });
    },
    [grid, total],
  );

  const applyEdit = useCallback(
    (result: EditResult | null, edited: Selection) => {
      if (!result) return;
      setLetters(result.letters);
      setSelection(result.selection);
      const entry = grid.cellClues[cellKey(edited.row, edited.col)];
      if (entry?.horizontal) check(entry.horizontal, result.letters);
      if (entry?.vertical) check(entry.vertical, result.letters);
    },
    [grid, check],
  );

  // ------------------------------------------------------------ selection and focus
  useEffect(() => {
    if (!selection) return;
    const inside = gridRef.current?.contains(document.activeElement);
    if (inside || focusCell.current) {
      focusCell.current = false;
      document
        .getElementById(`cw-cell-${cellKey(selection.row, selection.col)}`)
        ?.focus({ preventScroll: !inside });
    }
  }, [selection]);

  const clueId = selectedClue?.id ?? null;
  // The live region: the latest event about the current clue, else the current clue itself.
  const announcement =
    message && message.clueId === clueId
      ? message.text
      : selectedClue
        ? `${selectedClue.number} ${dirWord(selectedClue)}: ${selectedClue.clue}, ${selectedClue.length} litere`
        : '';

  const play = () => ({ grid, letters, completed });

  const onCellClick = (row: number, col: number) => {
    focusCell.current = true;
    setSelection((sel) => clickCell(grid, sel, row, col));
  };

  const clueBarRef = useRef<HTMLDivElement>(null);
  const onClueSelect = (clue: ClueInfo) => {
    focusCell.current = !coarse;
    setSelection(selectClue(clue, letters));
    // On a phone the list is below the grid: bring the grid back into view.
    const box = gridRef.current?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      clueBarRef.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
  };

  const currentSelection = (target: EventTarget | null): Selection | null => {
    if (selection) return selection;
    const key = (target as HTMLElement | null)?.dataset?.cell;
    if (key) {
      const [r, c] = key.split('-').map(Number);
      return clickCell(grid, null, r!, c!);
    }
    return initialSelection(grid);
  };

  const typeKey = (key: string, sel: Selection) => {
    if (isCompleted) return;
    applyEdit(typeLetter(play(), sel, key), sel);
  };

  type KeyLike = Pick<
    KeyboardEvent<HTMLElement>,
    'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'preventDefault'
  >;
  const onKeyDown = (e: KeyLike) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const sel = currentSelection(e.target);
    if (!sel) return;
    switch (e.key) {
      case 'ArrowUp':
      case 'ArrowDown':
      case 'ArrowLeft':
      case 'ArrowRight':
        e.preventDefault();
        setSelection(moveArrow(grid, sel, e.key as ArrowKey));
        return;
      case 'Tab':
        e.preventDefault();
        setSelection(nextClue(play(), sel, e.shiftKey ? -1 : 1));
        return;
      case 'Backspace': {
        e.preventDefault();
        const r = backspace(play(), sel);
        setLetters(r.letters);
        setSelection(r.selection);
        return;
      }
      case 'Delete': {
        e.preventDefault();
        setLetters(deleteLetter(play(), sel).letters);
        setSelection(sel);
        return;
      }
      case 'Enter':
      case ' ':
        e.preventDefault();
        setSelection(selection ? clickCell(grid, sel, sel.row, sel.col) : sel);
        return;
      case 'Escape':
        e.preventDefault();
        hintButtonRef.current?.focus();
        return;
      default:
        if (e.key.length <= 2 && [...e.key].length === 1) {
          e.preventDefault();
          typeKey(e.key, sel);
        }
    }
  };

  // A hardware keyboard plays even when nothing has the focus (e.g. after a tap on a clue).
  const keyHandler = useRef(onKeyDown);
  useLayoutEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const onWindowKey = (e: globalThis.KeyboardEvent) => {
      const active = document.activeElement;
      if (e.defaultPrevented || e.key === 'Tab' || e.key === 'Escape' || (active && active !== document.body))
        return;
      if (document.querySelector('[role="dialog"]')) return;
      keyHandler.current(e as unknown as KeyLike);
      if (e.defaultPrevented) focusCell.current = true;
    };
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, []);

  const onScreenKey = (letter: string) => {
    const sel = selection ?? initialSelection(grid);
    if (sel) typeKey(letter, sel);
  };
  const onScreenBackspace = () => {
    const sel = selection ?? initialSelection(grid);
    if (!sel || isCompleted) return;
    const r = backspace(play(), sel);
    setLetters(r.letters);
    setSelection(r.selection);
  };
  const stepClue = (delta: 1 | -1) => {
    focusCell.current = !coarse;
    setSelection((sel) => nextClue(play(), sel, delta));
  };

  // ------------------------------------------------------------ hints
  const onHint = async () => {
    const clue = selectedClue;
    if (!clue) {
      toast(T.selectClueTitle, { description: T.selectClueBody });
      return;
    }
    if (completed.has(clue.id)) {
      toast(T.clueDoneTitle, { description: T.clueDoneBody });
      return;
    }
    setHintBusy(true);
    try {
      const res = await fetchHint(clue.id, hintLevel(hintsUsed));
      setHintsUsed((h) => Math.max(h + 1, res.hintsUsed ?? 0));
      setHints((m) => ({ ...m, [clue.id]: res.mask }));
      toast(`${T.hint} ${clue.number} ${ARROW[clue.direction]}`, { description: res.hint || T.hintFallback });
      setMessage({ text: `${T.hint}: ${res.hint || T.hintFallback}`, clueId: clue.id });
    } catch (error) {
      console.error('[crosswords] hint failed', error);
      toast.error(T.errorTitle, { description: T.hintFallback });
    } finally {
      setHintBusy(false);
    }
  };

  const done = completed.size;
  const clueSpanKeys = selectedClue
    ? new Set(clueCells(selectedClue).map((c) => cellKey(c.row, c.col)))
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
              {puzzle.title}
            </h1>
            <div className="mt-0.5 flex items-center gap-2 text-sm text-muted-foreground">
              <DifficultyBadge difficulty={puzzle.difficulty} />
              <span>{puzzle.size}</span>
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
            {formatTime(seconds)}
          </span>
          <Progress
            value={total ? (done / total) * 100 : 0}
            aria-label={`${done} din ${total} cuvinte completate`}
            className="flex-1"
          />
          <span className="shrink-0 text-sm font-bold tabular-nums" data-testid="progress-count">
            {done}/{total}
          </span>
          <Button
            ref={hintButtonRef}
            variant="outline"
            onClick={onHint}
            disabled={hintBusy || isCompleted}
            data-testid="hint-button"
            className="shrink-0"
          >
            <LightbulbIcon aria-hidden="true" /> {T.hint}
          </Button>
        </div>
      </header>

      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
        {announcement}
      </div>

      {isCompleted && !dialogOpen && (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-500/50 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950/50 dark:text-emerald-50">
          <TrophyIcon className="size-6 shrink-0" aria-hidden="true" />
          <p className="flex-1 font-bold">
            {T.congratsBody} {T.points}: {score} · {T.time}: {formatTime(seconds)}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              discarded.current = true;
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
            ref={clueBarRef}
            className="flex scroll-mt-20 items-center gap-1 rounded-xl border bg-card p-1 shadow-sm"
            data-testid="current-clue"
          >
            <Button variant="ghost" size="icon" onClick={() => stepClue(-1)} aria-label="Cuvântul anterior">
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <p
              className="min-h-11 flex-1 content-center px-1 text-center text-base font-bold sm:text-lg"
              aria-hidden="true"
            >
              {selectedClue ? (
                <>
                  <span className="text-primary">
                    {selectedClue.number} {ARROW[selectedClue.direction]}
                  </span>{' '}
                  {selectedClue.clue}{' '}
                  <span className="font-normal text-muted-foreground">({selectedClue.length})</span>
                </>
              ) : (
                <span className="font-normal text-muted-foreground">{T.selectClueBody}</span>
              )}
            </p>
            <Button variant="ghost" size="icon" onClick={() => stepClue(1)} aria-label="Cuvântul următor">
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
          <CrosswordGrid
            ref={gridRef}
            grid={grid}
            letters={letters}
            completed={completed}
            selection={selection}
            wrong={wrong}
            onCellClick={onCellClick}
            onKeyDown={onKeyDown}
            label={`${puzzle.title}, grilă de ${grid.rows} pe ${grid.cols}`}
          />
          {clueSpanKeys && wrong.has(selectedClue!.id) && (
            <p className="text-center text-sm font-bold text-red-700 dark:text-red-300" role="status">
              {T.wrong}
            </p>
          )}
          {coarse && !isCompleted && <RoKeyboard onKey={onScreenKey} onBackspace={onScreenBackspace} />}
        </div>
        <div className={cn('lg:sticky lg:top-20')} data-testid="clue-panel">
          <ClueList
            grid={grid}
            completed={completed}
            selectedId={clueId}
            hints={hints}
            onSelect={onClueSelect}
          />
        </div>
      </div>

      <CompletionDialog
        open={dialogOpen}
        score={score}
        seconds={seconds}
        hintsUsed={hintsUsed}
        onBack={() => {
          setDialogOpen(false);
          onBack();
        }}
        onNext={() => {
          setDialogOpen(false);
          onNext();
        }}
      />
    </div>
  );
}
