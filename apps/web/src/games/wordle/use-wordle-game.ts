/**
 * The Wordle game of one day: the day's word from the API (or this device when offline),
 * attempts kept locally at once and, for a signed-in player, saved to the API after every
 * valid guess (queued offline). Restores saved progress on load.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Per-tile flip stagger and duration (ms); the row is revealed after FLIP_STAGGER * 4 + FLIP_MS. */
export const FLIP_STAGGER_MS = 150;
export const FLIP_MS = 480;
const REVEAL_MS = FLIP_STAGGER_MS * (WORD_LENGTH - 1) + FLIP_MS;

export const WORDS_LOADING = 'Se încarcă dicționarul…';
export const WORDS_UNAVAILABLE = 'Dicționarul nu s-a putut încărca. Verifică internetul și încearcă din nou.';

const sameWords = (a: readonly { word: string }[], b: readonly { word: string }[]) => a.every((x, i) => b[i]?.word === x.word);

interface GameData {
  day: string;
  attempts: Attempt[];
  completedAt: string | null;
}

export function useWordleGame(dayParam: string | null) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const dayQ = useQuery(dayQuery(dayParam));
  const payload = dayQ.data;
  const allowedQ = useQuery({ ...allowedQuery(payload?.version ?? ''), enabled: !!payload });

  const [game, setGame] = useState<GameData | null>(null);
  const [current, setCurrent] = useState('');
  const [revealRow, setRevealRow] = useState<number | null>(null);
  const [shake, setShake] = useState(0);
  const [endOpen, setEndOpen] = useState(false);
  const [statsVersion, setStatsVersion] = useState(0);
  const timers = useRef<number[]>([]);
  const submitting = useRef(false);

  useEffect(
    () => () => {
      timers.current.forEach((t) => window.clearTimeout(t));
    },
    [],
  );
  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);

  // Load the day's game from this device (colours recomputed against the day's word).
  useEffect(() => {
    if (!payload) return;
    const saved = localGame(payload.day);
    const attempts = saved ? scoreAttempts(saved.attempts.map((a) => a.word), payload.word) : [];
    setGame({ day: payload.day, attempts, completedAt: saved?.completedAt ?? null });
    setCurrent('');
    setRevealRow(null);
    setEndOpen(false);
    if (gameState(attempts).completed) later(() => setEndOpen(true), END_DIALOG_DELAY_MS);
  }, [payload, later]);

  const store = useCallback((data: GameData) => {
    setGame(data);
    const local: LocalGame = { attempts: data.attempts, completedAt: data.completedAt };
    saveLocalGame(data.day, local);
    setStatsVersion((v) => v + 1);
  }, []);

  const sync = useCallback(
    (day: string, attempts: Attempt[]) => {
      if (!user) return;
      saveProgress(day, attempts)
        .then((res) => {
          if (!res) return;
          qc.setQueryData(statsQuery(user.id).queryKey, res.stats);
          void qc.invalidateQueries({ queryKey: archiveQuery(user.id).queryKey });
        })
        .catch((error: unknown) => {
          toast.error(error instanceof ApiError ? error.message : 'Progresul nu a putut fi salvat.');
        });
    },
    [user, qc],
  );

  // Signed-in: reconcile with the progress saved on the server (another device, or offline play here).
  const progressQ = useQuery({ ...progressQuery(user?.id ?? '', payload?.day ?? ''), enabled: !!user && !!payload });
  const reconciled = useRef<string | null>(null);
  useEffect(() => {
    if (!user || !payload || !game || game.day !== payload.day || !progressQ.data) return;
    const key = `${user.id}:${payload.day}`;
    if (reconciled.current === key) return;
    reconciled.current = key;
    const server = progressQ.data.progress;
    const local = game.attempts;
    if (server && server.attempts.length > local.length && sameWords(local, server.attempts)) {
      const attempts = scoreAttempts(server.attempts.map((a) => a.word), payload.word);
      store({ day: payload.day, attempts, completedAt: server.completedAt });
      if (gameState(attempts).completed) later(() => setEndOpen(true), END_DIALOG_DELAY_MS);
    } else if (local.length > (server?.attempts.length ?? 0) && sameWords(server?.attempts ?? [], local)) {
      sync(payload.day, local);
    } else if (server && !sameWords(server.attempts, local)) {
      // Different games on two devices: the account's saved game wins.
      const attempts = scoreAttempts(server.attempts.map((a) => a.word), payload.word);
      store({ day: payload.day, attempts, completedAt: server.completedAt });
    }
  }, [user, payload, game, progressQ.data, store, sync, later]);

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
    const data: GameData = { day: payload.day, attempts, completedAt: next.completed ? new Date().toISOString() : null };
    store(data);
    setCurrent('');
    const row = game.attempts.length;
    setRevealRow(row);
    later(() => setRevealRow((r) => (r === row ? null : r)), REVEAL_MS);
    sync(payload.day, attempts);
    if (next.completed) later(() => setEndOpen(true), END_DIALOG_DELAY_MS);
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
    // statsVersion: recompute the local stats after a game changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user, statsQ.data, statsVersion],
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
