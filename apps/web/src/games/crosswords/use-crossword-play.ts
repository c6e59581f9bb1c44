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
  clueCells,
  clueWord,
  combineMasks,
  crosswordScore,
  fillAnswer,
  hintLevel,
  sanitizeHelp,
  type CellMark,
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
import { sameData } from '@/lib/progress-sync';
import { useEvent } from '@/lib/use-event';
import { useProgress } from '@/lib/use-progress';
import { checkAnswer, checkLetter as checkLetterApi, fetchHint, reveal as revealApi } from './api';
import { crosswordSettings } from './local';
import { crosswordProgress, onlyTime, type CrosswordPlay } from './progress';
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
  {
    hydrated = true,
    held = false,
  }: {
    /**
     * False while the page the server rendered hydrates: `initial` is then the server's (the
     * puzzle not started), and this device's progress (the `initial` of the next render) is
     * taken over right after, in the same view.
     */
    hydrated?: boolean;
    /** Keys wait: no focus on the grid, no time counted (see page.tsx). */
    held?: boolean;
  } = {},
  /** The completed puzzle has been saved to the account (signed in only). */
  onCompleteSaved?: () => void,
) {
  const puzzle = data.puzzle;
  const grid = useMemo(() => buildGrid(puzzle.pattern, puzzle.clues), [puzzle]);
  const total = grid.clues.length;
  const coarse = useCoarsePointer();
  const queryClient = useQueryClient();
  const progress = useProgress({
    ...crosswordProgress({
      puzzleId: puzzle.id,
      clues: total,
      initial: {
        ...initial,
        completedClues: initial.completedClues.filter((id) => grid.clues.some((c) => c.id === id)),
      },
      signedIn: !!userId,
      onCompleteSaved: () => {
        void queryClient.invalidateQueries({ queryKey: ['crosswords', 'list'] });
        onCompleteSaved?.();
      },
    }),
    // the clock's tick renders the clock alone (`clock` below), not the grid and the clues
    quiet: onlyTime,
  });
  // hints (masks by clue) and marks (by cell): the help still shown, kept with the progress;
  // `seconds`: the time as this view last rendered (the clock shows it as it runs; it stops
  // once the puzzle is complete, a change that renders the view)
  const {
    gridState: letters,
    hintsUsed,
    timeSpentSeconds: seconds,
    completedAt,
    hints,
    marks,
  } = progress.value;
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
  const [message, setMessage] = useState<{ text: string; clueId: number | null } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [hintBusy, setHintBusy] = useState(false);
  /** A letter the server judged with "Verifică" or gave with "Dezvăluie" (shown while the cell holds it). */
  const setMark = (key: string, mark: CellMark) =>
    progress.update((p) => ({ ...p, marks: { ...p.marks, [key]: mark } }));
  // while hydrating, the default (as the server renders it); this device's setting right after
  const [autoCheck, setAutoCheckState] = useState(() => !hydrated || crosswordSettings.read().autoCheck);
  const setAutoCheck = (on: boolean) => {
    setAutoCheckState(on);
    crosswordSettings.update((s) => ({ ...s, autoCheck: on }));
    // Turned on: the words already full are checked now.
    if (on) for (const c of grid.clues) check(c, latest().gridState);
  };

  const isCompleted = total > 0 && completed.size === total;
  const wasCompletedAtLoad = useRef(isCompleted);
  usePlayTimer(!isCompleted && hydrated && !held, () =>
    progress.update((p) => ({ ...p, timeSpentSeconds: p.timeSpentSeconds + 1 })),
  );
  const score = crosswordScore(completed.size, hintsUsed);

  // Hydrated: this device's progress and setting replace the server's (nothing typed yet: the
  // keys wait for this, see play-view.tsx), and the first clue still to solve is selected.
  const wasHydrated = useRef(hydrated);
  useLayoutEffect(() => {
    if (!hydrated || wasHydrated.current) return;
    wasHydrated.current = true;
    const start = {
      ...initial,
      completedClues: initial.completedClues.filter((id) => grid.clues.some((c) => c.id === id)),
    };
    // A state set in a layout effect renders at once, the whole grid in one task: on a device
    // that has not played this puzzle its start is the server's, and nothing is set again.
    if (!sameData(start, progress.get())) progress.reset(start);
    wasCompletedAtLoad.current = total > 0 && start.completedClues.length === total;
    const first = firstOpenClue({ grid, letters: start.gridState, completed: new Set(start.completedClues) });
    setSelection((s) => (sameData(s, first) ? s : first));
    setAutoCheckState(crosswordSettings.read().autoCheck);
  }, [hydrated]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when hydrated

  const gridRef = useRef<HTMLDivElement>(null);
  const hintButtonRef = useRef<HTMLButtonElement>(null);
  const clueBarRef = useRef<HTMLDivElement>(null);
  /** Focus the selected cell on the next selection change (and on opening, with a hardware keyboard). */
  const focusCell = useRef(!coarse);
  /** The word last sent for each clue (a clue is checked again only when its word changed). */
  const checked = useRef(new Map<number, string>());

  const selectedClue = clueAt(grid, selection);
  /**
   * The selection ahead of the render: keys replayed in one task (lib/early-input.ts) each
   * type where the one before left it, before React renders them all at once.
   */
  const latestSelection = useRef(selection);
  useLayoutEffect(() => {
    latestSelection.current = selection;
  });
  const select = useCallback((next: Selection | null) => {
    latestSelection.current = next;
    setSelection(next);
  }, []);
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
  const checkRef = useRef<(clue: ClueInfo, state: GridState, force?: boolean) => void>(() => {});
  /** The server confirmed a word (typed right or revealed): its real letters, then the next clue. */
  const confirm = useCallback(
    (clue: ClueInfo, answer: string, revealed: boolean) => {
      const now = latest();
      if (now.completedClues.includes(clue.id)) return;
      const completedClues = [...now.completedClues, clue.id];
      // The puzzle is complete: the dialog opens once.
      const completesNow = completedClues.length === total && !wasCompletedAtLoad.current;
      if (completesNow) wasCompletedAtLoad.current = true;
      const gridState = fillAnswer(now.gridState, clue, answer);
      update({
        ...now,
        gridState,
        completedClues,
        completedAt: completesNow ? new Date().toISOString() : now.completedAt,
        // the help about the solved word (its hint, the marks of its cells) is done with
        ...sanitizeHelp(grid, new Set(completedClues), now),
      });
      const after = { grid, letters: gridState, completed: new Set(completedClues) };
      let text = `${revealed ? T.revealedWord : T.right} ${clue.number} ${dirWord(clue)}: ${answer}`;
      // The selection leaves the solved word (or a cell it locked) for the next clue to solve.
      const sel = latestSelection.current;
      let about = clueAt(grid, sel)?.id ?? null;
      if (
        !completesNow &&
        sel &&
        (about === clue.id || isCellCompleted(grid, after.completed, sel.row, sel.col))
      ) {
        const next = nextClue(after, sel, 1);
        const nextClueInfo = clueAt(grid, next);
        select(next);
        if (nextClueInfo) {
          about = nextClueInfo.id;
          text += `. ${T.nextClue} ${nextClueInfo.number} ${dirWord(nextClueInfo)}: ${nextClueInfo.clue}, ${nextClueInfo.length} litere`;
        }
      }
      // Words whose letters the crossing words all confirmed are checked at once.
      for (const other of cluesFilledByLocks(after)) checkRef.current(other, gridState, true);
      setMessage({ text, clueId: about });
      if (completesNow) {
        setDialogOpen(true);
        setMessage({ text: `${T.congrats} ${T.congratsBody}`, clueId: about });
      }
    },
    [grid, total, latest, update, select],
  );

  /** Check a full word with the server (again only when it changed, unless forced). */
  const check = useCallback(
    (clue: ClueInfo, state: GridState, force = false) => {
      if (latest().completedClues.includes(clue.id) || !isClueFilled(clue, state)) return;
      const word = clueWord(clue, state);
      if (!force && checked.current.get(clue.id) === word) return;
      checked.current.set(clue.id, word);
      checkAnswer(clue.id, word)
        .then((res) => {
          if (res.correct && res.answer) {
            confirm(clue, res.answer, false);
            return;
          }
          const about = clueAt(grid, latestSelection.current)?.id ?? null;
          setWrongWords((w) => ({ ...w, [clue.id]: word }));
          setMessage({ text: `${clue.number} ${dirWord(clue)}: ${T.wrong}`, clueId: about });
        })
        .catch((error: unknown) => {
          checked.current.delete(clue.id);
          failed(error, T.checkError);
        });
    },
    [grid, latest, confirm],
  );

  useLayoutEffect(() => {
    checkRef.current = check;
  });

  /** With "Verificare automată" on, the words through an edited cell are checked once full. */
  const applyChecks = useCallback(
    (edited: Selection, state: GridState) => {
      if (!autoCheck) return;
      const entry = grid.cellClues[cellKey(edited.row, edited.col)];
      if (entry?.horizontal) check(entry.horizontal, state);
      if (entry?.vertical) check(entry.vertical, state);
    },
    [grid, check, autoCheck],
  );

  const applyEdit = useCallback(
    (result: EditResult | null, edited: Selection) => {
      if (!result) return;
      update((p) => ({ ...p, gridState: result.letters }));
      select(result.selection);
      applyChecks(edited, result.letters);
    },
    [update, select, applyChecks],
  );

  // ------------------------------------------------------------ selection and focus
  useEffect(() => {
    // (not while hydrating nor held: keys go to the page's early queue meanwhile)
    if (!selection || held || !hydrated) return;
    const inside = gridRef.current?.contains(document.activeElement);
    if (inside || focusCell.current) {
      focusCell.current = false;
      document
        .getElementById(`cw-cell-${cellKey(selection.row, selection.col)}`)
        ?.focus({ preventScroll: !inside });
    }
  }, [selection, held, hydrated]);

  const clueId = selectedClue?.id ?? null;
  // The live region: the latest event about the current clue, else the current clue itself.
  const announcement =
    message && message.clueId === clueId
      ? message.text
      : selectedClue
        ? `${selectedClue.number} ${dirWord(selectedClue)}: ${selectedClue.clue}, ${selectedClue.length} litere`
        : '';

  /** The grid as the player left it, with the changes not rendered yet. */
  const play = () => {
    const now = latest();
    return { grid, letters: now.gridState, completed: new Set(now.completedClues) };
  };
  const solvedAll = () => total > 0 && latest().completedClues.length === total;

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
      // (the clue bar, or the grid where the bar is not shown: a touch screen has the clue in its keyboard dock)
      const bar = clueBarRef.current;
      (bar?.offsetParent ? bar : gridRef.current)?.scrollIntoView({
        block: 'start',
        behavior: smooth ? 'smooth' : 'auto',
      });
    }
  };

  // ------------------------------------------------------------ keys
  const currentSelection = (target: EventTarget | null): Selection | null => {
    if (latestSelection.current) return latestSelection.current;
    const key = (target as HTMLElement | null)?.dataset?.cell;
    if (key) {
      const [r, c] = key.split('-').map(Number);
      return clickCell(grid, null, r!, c!);
    }
    return initialSelection(grid);
  };

  const typeKey = (key: string, sel: Selection) => {
    if (solvedAll()) return;
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
        select(moveArrow(grid, sel, e.key as ArrowKey));
        return;
      case 'Tab':
        e.preventDefault();
        select(nextClue(play(), sel, e.shiftKey ? -1 : 1));
        return;
      case 'Backspace': {
        e.preventDefault();
        const r = backspace(play(), sel);
        setLetters(r.letters);
        select(r.selection);
        return;
      }
      case 'Delete': {
        e.preventDefault();
        setLetters(deleteLetter(play(), sel).letters);
        select(sel);
        return;
      }
      case 'Enter':
      case ' ':
        e.preventDefault();
        select(latestSelection.current ? clickCell(grid, sel, sel.row, sel.col) : sel);
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

  // the grid's handler (stable: the grid is memoised), also the window's:
  // a hardware keyboard plays even when nothing has the focus (e.g. after a tap on a clue).
  const keyHandler = useEvent(onKeyDown);
  useEffect(() => {
    const onWindowKey = (e: globalThis.KeyboardEvent) => {
      const active = document.activeElement;
      if (e.defaultPrevented || e.key === 'Tab' || e.key === 'Escape' || (active && active !== document.body))
        return;
      if (document.querySelector('[role="dialog"]')) return;
      keyHandler(e as unknown as KeyLike);
      if (e.defaultPrevented) focusCell.current = true;
    };
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, [keyHandler]);

  const onScreenKey = (letter: string) => {
    const sel = latestSelection.current ?? initialSelection(grid);
    if (sel) typeKey(letter, sel);
  };
  const onScreenBackspace = () => {
    const sel = latestSelection.current ?? initialSelection(grid);
    if (!sel || solvedAll()) return;
    const r = backspace(play(), sel);
    setLetters(r.letters);
    select(r.selection);
  };
  const stepClue = (delta: 1 | -1) => {
    focusCell.current = !coarse;
    setSelection((sel) => nextClue(play(), sel, delta));
  };

  // ------------------------------------------------------------ help: hint, check, reveal
  /** A failed request: the server's Romanian message for a refusal, else a generic one. */
  function failed(error: unknown, fallback: string) {
    console.error('[crosswords] request failed', error);
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    toast.error(T.errorTitle, { description: refused ? error.message : fallback });
  }

  /** The selected clue, if it can still be helped (else a toast says why). */
  const openClue = (): ClueInfo | null => {
    const clue = selectedClue;
    if (!clue) {
      toast(T.selectClueTitle, { description: T.selectClueBody });
      return null;
    }
    if (completed.has(clue.id)) {
      toast(T.clueDoneTitle, { description: T.clueDoneBody });
      return null;
    }
    return clue;
  };

  /** The selected cell's position in the selected clue, if it is open (else a toast says why). */
  const openCell = (clue: ClueInfo): number | null => {
    if (!selection || isCellCompleted(grid, completed, selection.row, selection.col)) {
      toast(T.cellDoneTitle, { description: T.cellDoneBody });
      return null;
    }
    return clueCells(clue).findIndex((c) => c.row === selection.row && c.col === selection.col);
  };

  const busy = async (run: () => Promise<void>) => {
    setHintBusy(true);
    try {
      await run();
    } finally {
      setHintBusy(false);
    }
  };

  const onHint = () => {
    const clue = openClue();
    if (!clue) return;
    void busy(async () => {
      try {
        const res = await fetchHint(clue.id, hintLevel(hintsUsed));
        // the letters of this hint join those of the clue's earlier ones
        update((p) => ({
          ...p,
          hintsUsed: Math.max(p.hintsUsed + 1, res.hintsUsed ?? 0),
          hints: { ...p.hints, [clue.id]: combineMasks(p.hints[clue.id], res.mask) },
        }));
        setMessage({ text: `${T.hint}: ${res.hint || T.hintFallback}`, clueId: clue.id });
      } catch (error) {
        failed(error, T.hintFallback);
      }
    });
  };

  /** "Verifică litera": the selected letter, right or wrong. */
  const onCheckLetter = () => {
    const clue = openClue();
    if (!clue) return;
    const index = openCell(clue);
    if (index === null || !selection) return;
    const key = cellKey(selection.row, selection.col);
    const letter = letters[key];
    if (!letter) {
      setMessage({ text: T.emptyCell, clueId: clue.id });
      toast(T.emptyCell);
      return;
    }
    void busy(async () => {
      try {
        const res = await checkLetterApi(clue.id, index, letter);
        const real = res.correct && res.letter ? res.letter : letter;
        if (res.correct && res.letter) update((p) => ({ ...p, gridState: { ...p.gridState, [key]: real } }));
        setMark(key, { kind: res.correct ? 'right' : 'wrong', letter: real });
        setMessage({ text: res.correct ? T.letterRight : T.letterWrong, clueId: clue.id });
      } catch (error) {
        failed(error, T.checkError);
      }
    });
  };

  /** "Verifică cuvântul": the selected word, once it is full. */
  const onCheckWord = () => {
    const clue = openClue();
    if (!clue) return;
    if (!isClueFilled(clue, letters)) {
      setMessage({ text: T.wordNotFull, clueId: clue.id });
      toast(T.wordNotFull);
      return;
    }
    check(clue, letters, true);
  };

  /** "Dezvăluie litera": the selected cell's letter (counted as a hint). */
  const onRevealLetter = () => {
    const clue = openClue();
    if (!clue) return;
    const index = openCell(clue);
    if (index === null || !selection) return;
    const key = cellKey(selection.row, selection.col);
    const at = selection;
    void busy(async () => {
      try {
        const res = await revealApi(clue.id, index);
        const letter = res.letters[0]?.letter;
        if (!letter) return;
        const next = { ...latest().gridState, [key]: letter };
        update((p) => ({
          ...p,
          gridState: { ...p.gridState, [key]: letter },
          hintsUsed: Math.max(p.hintsUsed + 1, res.hintsUsed ?? 0),
        }));
        setMark(key, { kind: 'revealed', letter });
        setMessage({ text: `${T.revealedLetter} ${letter}`, clueId: clue.id });
        applyChecks(at, next);
      } catch (error) {
        failed(error, T.revealError);
      }
    });
  };

  /** "Dezvăluie cuvântul": the whole word, confirmed (counted as a hint). */
  const onRevealWord = () => {
    const clue = openClue();
    if (!clue) return;
    void busy(async () => {
      try {
        const res = await revealApi(clue.id);
        if (!res.answer) return;
        update((p) => ({ ...p, hintsUsed: Math.max(p.hintsUsed + 1, res.hintsUsed ?? 0) }));
        confirm(clue, res.answer, true);
      } catch (error) {
        failed(error, T.revealError);
      }
    });
  };

  /** The running time, for the clock: it renders at each tick, the view does not. */
  const { subscribe } = progress;
  const clock = useMemo(() => ({ subscribe, seconds: () => latest().timeSpentSeconds }), [subscribe, latest]);

  return {
    puzzle,
    grid,
    total,
    coarse,
    letters,
    completed,
    hintsUsed,
    seconds,
    clock,
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
    marks,
    autoCheck,
    gridRef,
    hintButtonRef,
    clueBarRef,
    discard,
    // stable handlers: the grid, the clue list and the keyboard are memoised (they render when
    // their data changes, not each time the page does: the session read, a query's answer)
    onCellClick: useEvent(onCellClick),
    onClueSelect: useEvent(onClueSelect),
    onKeyDown: keyHandler,
    onScreenKey: useEvent(onScreenKey),
    onScreenBackspace: useEvent(onScreenBackspace),
    // and the header's tools and arrows, memoised too
    setAutoCheck: useEvent(setAutoCheck),
    onCheckLetter: useEvent(onCheckLetter),
    onCheckWord: useEvent(onCheckWord),
    onRevealLetter: useEvent(onRevealLetter),
    onRevealWord: useEvent(onRevealWord),
    stepClue: useEvent(stepClue),
    onHint: useEvent(onHint),
  };
}

export type CrosswordPlayState = ReturnType<typeof useCrosswordPlay>;

/** The grid's props from the play (all but its label): stable while the grid's data is. */
export const gridProps = (play: CrosswordPlayState) => ({
  ref: play.gridRef,
  grid: play.grid,
  letters: play.letters,
  completed: play.completed,
  selection: play.selection,
  wrong: play.wrong,
  marks: play.marks,
  onCellClick: play.onCellClick,
  onKeyDown: play.onKeyDown,
});
