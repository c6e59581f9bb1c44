/**
 * The Wordle game of one day: the day's word from the API (or this device when offline),
 * and the attempts through the progress engine (lib/use-progress.ts): kept on this device at
 * once and, for a signed-in player, saved to the API when their count changes, i.e. after
 * every valid guess (queued offline). The account's game is shown when it is further along
 * or different; this device's is sent when it is further along.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msUntilMidnight } from '@slove/core/day';
import {
  addLetter,
  END_DIALOG_DELAY_MS,
  gameState,
  hardModeError,
  keyColours,
  MSG_TOO_SHORT,
  removeLetter,
  scoreGuess,
  validateGuess,
  WORD_LENGTH,
  type KeyAction,
  type WordleStats,
} from '@slove/core/wordle';
import { useAuth } from '@/lib/auth';
import { useProgress } from '@/lib/use-progress';
import { allowedQuery, archiveQuery, dayQuery, progressQuery, statsQuery } from './api';
import { localStats } from './local';
import { fromAccount, wordleProgress, type GameCopy } from './progress';
import { lossToast, WIN_TOAST } from './texts';

/** How long a message over the board stays (ms); the end-of-game ones stay until the dialog. */
export const MESSAGE_MS = 2000;

/** Per-tile flip stagger and duration (ms); the row is revealed after FLIP_STAGGER * 4 + FLIP_MS. */
export const FLIP_STAGGER_MS = 150;
export const FLIP_MS = 480;
const REVEAL_MS = FLIP_STAGGER_MS * (WORD_LENGTH - 1) + FLIP_MS;

export const WORDS_LOADING = 'Se încarcă dicționarul…';
export const WORDS_UNAVAILABLE = 'Dicționarul nu s-a putut încărca. Verifică internetul și încearcă din nou.';

interface GameData extends GameCopy {
  day: string;
}

export interface BoardMessage {
  text: string;
  /** Increments with every message (a repeated text is announced again). */
  id: number;
}

export function useWordleGame(dayParam: string | null, hardMode = false) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const dayQ = useQuery(dayQuery(dayParam));
  const payload = dayQ.data;
  const allowedQ = useQuery({ ...allowedQuery(payload?.version ?? ''), enabled: !!payload });
  const progressQ = useQuery({
    ...progressQuery(user?.id ?? '', payload?.day ?? ''),
    enabled: !!user && !!payload,
  });

  const [current, setCurrent] = useState('');
  const [revealRow, setRevealRow] = useState<number | null>(null);
  const [shake, setShake] = useState(0);
  const [endOpen, setEndOpen] = useState(false);
  const [message, setMessage] = useState<BoardMessage | null>(null);
  const messageTimer = useRef<number | undefined>(undefined);
  const [shownDay, setShownDay] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  const submitting = useRef(false);
  const autoOpened = useRef<string | null>(null);

  // A new day: a fresh row and closed dialogs (state adjusted while rendering, not in an effect).
  if (payload && payload.day !== shownDay) {
    setShownDay(payload.day);
    setCurrent('');
    setRevealRow(null);
    setEndOpen(false);
    setMessage(null);
  }

  useEffect(
    () => () => {
      timers.current.forEach((t) => window.clearTimeout(t));
      window.clearTimeout(messageTimer.current);
    },
    [],
  );

  /** A small message over the board; it goes away by itself unless `ms` is null. */
  const say = useCallback((text: string | null, ms: number | null = MESSAGE_MS) => {
    window.clearTimeout(messageTimer.current);
    setMessage(text === null ? null : (m) => ({ text, id: (m?.id ?? 0) + 1 }));
    if (text !== null && ms !== null) messageTimer.current = window.setTimeout(() => setMessage(null), ms);
  }, []);

  // Today's game: at the next Bucharest midnight the new word is fetched.
  const showsToday = dayParam === null;
  useEffect(() => {
    if (!showsToday) return;
    const t = window.setTimeout(
      () => void qc.invalidateQueries({ queryKey: dayQuery(null).queryKey }),
      msUntilMidnight() + 1000,
    );
    return () => window.clearTimeout(t);
  }, [showsToday, qc, payload?.day]);
  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);

  // The game shown: this device's game, or the account's when it is further along (another
  // device) or different (the account wins). The colours are never trusted from storage.
  const progress = useProgress({
    ...wordleProgress(payload, !!user, (res) => {
      if (!user || !payload) return;
      qc.setQueryData(progressQuery(user.id, payload.day).queryKey, { progress: res.progress });
      qc.setQueryData(statsQuery(user.id).queryKey, res.stats);
      void qc.invalidateQueries({ queryKey: archiveQuery(user.id).queryKey });
    }),
    accountCopy:
      user && payload && progressQ.isSuccess ? fromAccount(progressQ.data.progress, payload.word) : undefined,
  });
  const game: GameData | null = useMemo(
    () => (payload ? { day: payload.day, ...progress.value } : null),
    [payload, progress.value],
  );

  // The end-of-game dialog opens 1 s after the last row has finished turning (or 1 s after a
  // finished game loads). A game finished here marks its day in `autoOpened` at once.
  const finished = !!game && gameState(game.attempts).completed;
  useEffect(() => {
    if (!game || !finished || autoOpened.current === game.day) return;
    autoOpened.current = game.day;
    later(() => setEndOpen(true), END_DIALOG_DELAY_MS);
  }, [game, finished, later]);
  // the message over the board goes once the dialog is open
  useEffect(() => {
    if (endOpen) say(null);
  }, [endOpen, say]);

  const state = useMemo(() => gameState(game?.attempts ?? []), [game]);

  const submit = useCallback(async () => {
    if (!payload || !game || submitting.current) return;
    const fail = (text: string) => {
      say(text);
      setShake((n) => n + 1);
    };
    if (Array.from(current).length !== WORD_LENGTH) return fail(MSG_TOO_SHORT);
    let allowed = allowedQ.data;
    if (!allowed) {
      submitting.current = true;
      try {
        say(WORDS_LOADING, null);
        allowed = await qc.fetchQuery(allowedQuery(payload.version));
        say(null);
      } catch {
        say(WORDS_UNAVAILABLE, 4000);
        return;
      } finally {
        submitting.current = false;
      }
    }
    const v = validateGuess(current, allowed);
    if (!v.ok) return fail(v.message);
    const hard = hardMode ? hardModeError(v.word, game.attempts) : null;
    if (hard) return fail(hard);
    say(null);
    const attempts = [...game.attempts, { word: v.word, result: scoreGuess(v.word, payload.word) }];
    const next = gameState(attempts);
    progress.update({ attempts, completedAt: next.completed ? new Date().toISOString() : null });
    setCurrent('');
    const row = game.attempts.length;
    setRevealRow(row);
    later(() => setRevealRow((r) => (r === row ? null : r)), REVEAL_MS);
    if (next.completed) {
      // the dialog waits for the row to turn, then 1 s; meanwhile one line says how it ended
      autoOpened.current = payload.day;
      later(() => say(next.won ? WIN_TOAST : lossToast(payload.word), null), REVEAL_MS);
      later(() => setEndOpen(true), REVEAL_MS + END_DIALOG_DELAY_MS);
    }
  }, [payload, game, current, allowedQ.data, qc, progress, later, say, hardMode]);

  const onKey = useCallback(
    (action: KeyAction) => {
      if (!game || state.completed) return;
      if (action.type === 'letter') setCurrent((c) => addLetter(c, action.letter));
      else if (action.type === 'backspace') setCurrent((c) => removeLetter(c));
      else void submit();
    },
    [game, state.completed, submit],
  );

  // Key colours follow the revealed rows only (a row being flipped shows its colours when done).
  const keys = useMemo(() => {
    const shown = (game?.attempts ?? []).filter((_, i) => i !== revealRow);
    return keyColours(shown);
  }, [game, revealRow]);

  const statsQ = useQuery({ ...statsQuery(user?.id ?? ''), enabled: !!user });
  const stats: WordleStats = useMemo(
    () => (user && statsQ.data ? statsQ.data : localStats()),
    // progress.value: recompute the local stats after a game changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user, statsQ.data, progress.value],
  );

  return {
    dayQ,
    payload,
    allowedReady: !!allowedQ.data,
    attempts: game?.attempts ?? [],
    current,
    completed: state.completed,
    won: state.won,
    revealRow,
    shake,
    keys,
    stats,
    endOpen,
    setEndOpen,
    onKey,
    message,
  };
}
