/**
 * The Wordle game of one day: the day's word from the API (or this device when offline),
 * attempts kept locally at once and, for a signed-in player, saved to the API after every
 * valid guess (queued offline). Restores saved progress on load.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msUntilMidnight } from '@slove/core/day';
import { toast } from 'sonner';
import {
  addLetter,
  END_DIALOG_DELAY_MS,
  gameState,
  keyColours,
  MSG_TOO_SHORT,
  removeLetter,
  scoreAttempts,
  scoreGuess,
  validateGuess,
  WORD_LENGTH,
  type Attempt,
  type KeyAction,
  type WordleStats,
} from '@slove/core/wordle';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { allowedQuery, archiveQuery, dayQuery, progressQuery, saveProgress, statsQuery } from './api';
import { localGame, localStats, saveLocalGame, type LocalGame } from './local';
import { lossToast, WIN_TOAST } from './texts';

/** Per-tile flip stagger and duration (ms); the row is revealed after FLIP_STAGGER * 4 + FLIP_MS. */
export const FLIP_STAGGER_MS = 150;
export const FLIP_MS = 480;
const REVEAL_MS = FLIP_STAGGER_MS * (WORD_LENGTH - 1) + FLIP_MS;

export const WORDS_LOADING = 'Se încarcă dicționarul…';
export const WORDS_UNAVAILABLE = 'Dicționarul nu s-a putut încărca. Verifică internetul și încearcă din nou.';

const sameWords = (a: readonly { word: string }[], b: readonly { word: string }[]) =>
  a.every((x, i) => b[i]?.word === x.word);

interface GameData {
  day: string;
  attempts: Attempt[];
  completedAt: string | null;
}

/** Rescore stored words against the day's word (the colours are never trusted from storage). */
function rescored(words: readonly { word: string }[], answer: string): Attempt[] {
  return scoreAttempts(
    words.map((a) => a.word),
    answer,
  );
}

export function useWordleGame(dayParam: string | null) {
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
  /** Bumped after every write to this device's storage (local games and stats are read from it). */
  const [localVersion, setLocalVersion] = useState(0);
  const [shownDay, setShownDay] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  const submitting = useRef(false);
  const lastSent = useRef<string | null>(null);
  const autoOpened = useRef<string | null>(null);

  // A new day: a fresh row and closed dialogs (state adjusted while rendering, not in an effect).
  if (payload && payload.day !== shownDay) {
    setShownDay(payload.day);
    setCurrent('');
    setRevealRow(null);
    setEndOpen(false);
  }

  useEffect(
    () => () => {
      timers.current.forEach((t) => window.clearTimeout(t));
    },
    [],
  );

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
  // device) or different (the account wins).
  const local = useMemo(
    () => (payload ? localGame(payload.day) : null),
    // localVersion: re-read after our own writes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [payload, localVersion],
  );
  const server = user && progressQ.isSuccess ? progressQ.data.progress : null;
  const game: GameData | null = useMemo(() => {
    if (!payload) return null;
    const mine = rescored(local?.attempts ?? [], payload.word);
    if (server && server.attempts.length > 0) {
      const further = server.attempts.length > mine.length && sameWords(mine, server.attempts);
      const different = !sameWords(server.attempts, mine) && !sameWords(mine, server.attempts);
      if (further || different)
        return {
          day: payload.day,
          attempts: rescored(server.attempts, payload.word),
          completedAt: server.completedAt,
        };
    }
    return { day: payload.day, attempts: mine, completedAt: local?.completedAt ?? null };
  }, [payload, local, server]);

  const sync = useCallback(
    (day: string, attempts: Attempt[]) => {
      if (!user) return;
      lastSent.current = `${user.id}:${day}:${attempts.length}`;
      saveProgress(day, attempts)
        .then((res) => {
          if (!res) return;
          qc.setQueryData(progressQuery(user.id, day).queryKey, { progress: res.progress });
          qc.setQueryData(statsQuery(user.id).queryKey, res.stats);
          void qc.invalidateQueries({ queryKey: archiveQuery(user.id).queryKey });
        })
        .catch((error: unknown) => {
          toast.error(error instanceof ApiError ? error.message : 'Progresul nu a putut fi salvat.');
        });
    },
    [user, qc],
  );

  // Keep this device and the account in step (external systems only: storage and the API).
  useEffect(() => {
    if (!payload || !game) return;
    const stored = local?.attempts ?? [];
    if (game.attempts.length !== stored.length || !sameWords(stored, game.attempts)) {
      saveLocalGame(payload.day, { attempts: game.attempts, completedAt: game.completedAt });
    }
    if (user && progressQ.isSuccess) {
      const saved = progressQ.data.progress?.attempts ?? [];
      const key = `${user.id}:${payload.day}:${game.attempts.length}`;
      if (game.attempts.length > saved.length && sameWords(saved, game.attempts) && lastSent.current !== key)
        sync(payload.day, game.attempts);
    }
  }, [payload, game, local, user, progressQ.isSuccess, progressQ.data, sync]);

  // The end-of-game dialog opens 1 s after the game ends (or after a finished game loads).
  const finished = !!game && gameState(game.attempts).completed;
  useEffect(() => {
    if (!game || !finished || autoOpened.current === game.day) return;
    autoOpened.current = game.day;
    later(() => setEndOpen(true), END_DIALOG_DELAY_MS);
  }, [game, finished, later]);

  const store = useCallback((data: GameData) => {
    const stored: LocalGame = { attempts: data.attempts, completedAt: data.completedAt };
    saveLocalGame(data.day, stored);
    setLocalVersion((v) => v + 1);
  }, []);

  const state = useMemo(() => gameState(game?.attempts ?? []), [game]);

  const submit = useCallback(async () => {
    if (!payload || !game || submitting.current) return;
    const fail = (message: string) => {
      toast.error(message, { id: 'wordle-message' });
      setShake((n) => n + 1);
    };
    if (Array.from(current).length !== WORD_LENGTH) return fail(MSG_TOO_SHORT);
    let allowed = allowedQ.data;
    if (!allowed) {
      submitting.current = true;
      try {
        toast.loading(WORDS_LOADING, { id: 'wordle-message' });
        allowed = await qc.fetchQuery(allowedQuery(payload.version));
        toast.dismiss('wordle-message');
      } catch {
        toast.error(WORDS_UNAVAILABLE, { id: 'wordle-message' });
        return;
      } finally {
        submitting.current = false;
      }
    }
    const v = validateGuess(current, allowed);
    if (!v.ok) return fail(v.message);
    toast.dismiss('wordle-message');
    const attempts = [...game.attempts, { word: v.word, result: scoreGuess(v.word, payload.word) }];
    const next = gameState(attempts);
    const data: GameData = {
      day: payload.day,
      attempts,
      completedAt: next.completed ? new Date().toISOString() : null,
    };
    store(data);
    setCurrent('');
    const row = game.attempts.length;
    setRevealRow(row);
    later(() => setRevealRow((r) => (r === row ? null : r)), REVEAL_MS);
    sync(payload.day, attempts);
    if (next.completed) {
      later(() => {
        if (next.won) toast.success(WIN_TOAST, { id: 'wordle-message' });
        else toast(lossToast(payload.word), { id: 'wordle-message' });
      }, REVEAL_MS);
    }
  }, [payload, game, current, allowedQ.data, qc, store, later, sync]);

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
    // localVersion: recompute the local stats after a game changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user, statsQ.data, localVersion],
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
  };
}
