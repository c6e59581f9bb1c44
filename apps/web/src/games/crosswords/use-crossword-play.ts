/**
 * One crossword being played: its progress (letters, solved clues, hints, time) through the
 * progress engine (lib/use-progress.ts), the answer checks and hints (the API knows the
 * answers), the selection and the keys. play-view.tsx shows it.
 * How it is saved: progress.ts.
 */
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
  buildGrid,
  cellKey,
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
  cluesFilledByLocks,
  firstOpenClue,
  initialSelection,
  isClueFilled,
  moveArrow,
  nextClue,
  selectClue,
  typeLetter,
  isCellCompleted,
  type ArrowKey,
  type EditResult,
  type Selection,
} from '@slove/core/crosswords-grid';
import type { CrosswordPuzzleResponse } from '@slove/core/crosswords-api';
import { ApiError } from '@/lib/api';
import { useProgress } from '@/lib/use-progress';
import { checkAnswer, fetchHint } from './api';
import { ARROW } from './clue-list';
import { crosswordProgress, type CrosswordPlay } from './progress';
import { T } from './texts';
import { useCoarsePointer, usePlayTimer } from './use-timer';

export const dirWord = (c: ClueInfo) => (c.direction === 'horizontal' ? 'orizontal' : 'vertical');

type KeyLike = Pick<
  KeyboardEvent<HTMLElement>,
  'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'preventDefault'
>;

export function useCrosswordPlay(
  data: CrosswordPuzzleResponse,
  initial: CrosswordPlay,
  userId: string | null,
) {
  const puzzle = data.puzzle;
  const grid = useMemo(() => buildGrid(puzzle.pattern, puzzle.clues), [puzzle]);
  const total = grid.clues.length;
  const coarse = useCoarsePointer();
  const queryClient = useQueryClient();
  const progress = useProgress(
    crosswordProgress({
      puzzleId: puzzle.id,
      clues: total,
      initial: {
        ...initial,
        completedClues: initial.completedClues.filter((id) => grid.clues.some((c) => c.id === id)),
      },
      signedIn: !!userId,
      onCompleteSaved: () => void queryClient.invalidateQueries({ queryKey: ['crosswords', 'list'] }),
    }),
  );
  const { gridState: letters, hintsUsed, timeSpentSeconds: seconds, completedAt } = progress.value;
  const completed: ReadonlySet<number> = useMemo(
    () => new Set(progress.value.completedClues),
    [progress.value.completedClues],
  );
  const setLetters = (next: GridState) => progress.update((p) => ({ ...p, gridState: next }));

  // The first clue still to solve is selected when the puzzle opens.
  const [selection, setSelection] = useState<Selection | null>(() =>
    firstOpenClue({ grid, letters: initial.gridState, completed: new Set(initial.completedClues) }),
  );
  const [wrongWords, setWrongWords] = useState<Record<number, string>>({});
  const [hints, setHints] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ text: string; clueId: number | null } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [hintBusy, setHintBusy] = useState(false);

  const isCompleted = total > 0 && completed.size === total;
  const wasCompletedAtLoad = useRef(isCompleted);
  usePlayTimer(!isCompleted, () =>
    progress.update((p) => ({ ...p, timeSpentSeconds: p.timeSpentSeconds + 1 })),
  );
  const score = crosswordScore(completed.size, hintsUsed);

  const gridRef = useRef<HTMLDivElement>(null);
  const hintButtonRef = useRef<HTMLButtonElement>(null);
  const clueBarRef = useRef<HTMLDivElement>(null);
  /** Focus the selected cell on the next selection change (and on opening, with a hardware keyboard). */
  const focusCell = useRef(!coarse);
  /** The word last sent for each clue (a clue is checked again only when its word changed). */
  const checked = useRef(new Map<number, string>());

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

  /** The player starts over: this view's state must not be saved any more. */
  const discard = progress.stop;

  // ------------------------------------------------------------ checking
  const { get: latest, update } = progress;
  /** The latest `check` (a confirmation checks the words it completes). */
  const checkRef = useRef<(clue: ClueInfo, state: GridState) => void>(() => {});
  const check = useCallback(
    (clue: ClueInfo, state: GridState) => {
      if (latest().completedClues.includes(clue.id) || !isClueFilled(clue, state)) return;
      const word = clueWord(clue, state);
      if (checked.current.get(clue.id) === word) return;
      checked.current.set(clue.id, word);
      checkAnswer(clue.id, word)
        .then((res) => {
          const about = clueAt(grid, latestSelection.current)?.id ?? null;
          if (res.correct && res.answer) {
            const answer = res.answer;
            const now = latest();
            const completedClues = now.completedClues.includes(clue.id)
              ? now.completedClues
              : [...now.completedClues, clue.id];
            // The puzzle is complete: the dialog opens once.
            const completesNow = completedClues.length === total && !wasCompletedAtLoad.current;
            if (completesNow) wasCompletedAtLoad.current = true;
            const gridState = fillAnswer(now.gridState, clue, answer);
            update({
              ...now,
              gridState,
              completedClues,
              completedAt: completesNow ? new Date().toISOString() : now.completedAt,
            });
            const after = { grid, letters: gridState, completed: new Set(completedClues) };
            // The selection leaves the solved word (or a cell it locked) for the next clue to solve.
            const sel = latestSelection.current;
            const selClue = clueAt(grid, sel);
            if (
              !completesNow &&
              sel &&
              (selClue?.id === clue.id || isCellCompleted(grid, after.completed, sel.row, sel.col))
            ) {
              setSelection(nextClue(after, sel, 1));
            }
            // Words whose letters the crossing words all confirmed are checked at once.
            for (const other of cluesFilledByLocks(after)) checkRef.current(other, gridState);
            setMessage({ text: `${T.right} ${clue.number} ${dirWord(clue)}: ${answer}`, clueId: about });
            if (completesNow) {
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
    [grid, total, latest, update],
  );

  useLayoutEffect(() => {
    checkRef.current = check;
  });

  const applyEdit = useCallback(
    (result: EditResult | null, edited: Selection) => {
      if (!result) return;
      update((p) => ({ ...p, gridState: result.letters }));
      setSelection(result.selection);
      const entry = grid.cellClues[cellKey(edited.row, edited.col)];
      if (entry?.horizontal) check(entry.horizontal, result.letters);
      if (entry?.vertical) check(entry.vertical, result.letters);
    },
    [grid, check, update],
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

  const onClueSelect = (clue: ClueInfo) => {
    focusCell.current = !coarse;
    setSelection(selectClue(clue, letters, play()));
    // On a phone the list is below the grid: bring the grid back into view.
    const box = gridRef.current?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      clueBarRef.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
  };

  // ------------------------------------------------------------ keys
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
      update((p) => ({ ...p, hintsUsed: Math.max(p.hintsUsed + 1, res.hintsUsed ?? 0) }));
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

  return {
    puzzle,
    grid,
    total,
    coarse,
    letters,
    completed,
    hintsUsed,
    seconds,
    completedAt,
    score,
    isCompleted,
    selection,
    selectedClue,
    clueId,
    wrong,
    hints,
    announcement,
    dialogOpen,
    setDialogOpen,
    hintBusy,
    gridRef,
    hintButtonRef,
    clueBarRef,
    discard,
    onCellClick,
    onClueSelect,
    onKeyDown,
    onScreenKey,
    onScreenBackspace,
    stepClue,
    onHint,
  };
}

export type CrosswordPlayState = ReturnType<typeof useCrosswordPlay>;
