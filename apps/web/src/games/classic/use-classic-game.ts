/**
 * The classic game's state: which set, the typed word, the found words, messages, saving.
 * Local progress is written at once; a signed-in player's progress is also sent to the API
 * (debounced; queued offline), and the server's union comes back into the game.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkWord,
  dailySetId,
  indexSet,
  MESSAGE_MS,
  progressSummary,
  wordsFromDisplay,
  type SetIndex,
} from '@slove/core/classic';
import { dayKey, dayNumber, msUntilMidnight } from '@slove/core/day';
import { normalizeInput } from '@slove/core/classic';
import type { ClassicSet } from '@slove/core/classic-api';
import { useAuth } from '@/lib/auth';
import { fetchProgress, fetchRandomSet, saveProgress, saveStats, setQuery, statsQuery } from './api';
import {
  localFound,
  localStats,
  readCurrent,
  recordWords,
  saveLocalStats,
  writeCurrent,
  writeSummary,
} from './local';

export const SAVE_DEBOUNCE_MS = 800;

export type MessageKind = 'success' | 'error' | 'info';
export interface GameMessage {
  id: number;
  text: string;
  kind: MessageKind;
}

/** Today's Bucharest day, updated at midnight. */
export function useToday(): string {
  const [today, setToday] = useState(dayKey);
  useEffect(() => {
    const timer = setTimeout(() => setToday(dayKey()), msUntilMidnight() + 500);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

function setIndexOf(set: ClassicSet): SetIndex {
  return indexSet({
    id: set.id,
    letters: set.letters,
    center: set.center,
    answers: wordsFromDisplay(set.answers, set.letters),
    bonus: wordsFromDisplay(set.bonus, set.letters),
  });
}

function shuffled<T>(list: readonly T[]): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export function useClassicGame() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('set'));
  const requestedId = Number.isSafeInteger(requested) && requested > 0 ? requested : null;
  const [initialCurrent] = useState(readCurrent);
  const setId = requestedId ?? (initialCurrent && initialCurrent.day === today ? initialCurrent.setId : null);

  const setQ = useQuery(setQuery(setId));
  const set = setQ.data ?? null;
  const index = useMemo(() => (set ? setIndexOf(set) : null), [set]);

  const [found, setFound] = useState<Set<string>>(new Set());
  const foundRef = useRef(found);
  useEffect(() => {
    foundRef.current = found;
  }, [found]);
  const [input, setInputState] = useState('');
  const [outer, setOuter] = useState<string[]>([]);
  // A new set: start from this device's words for it (state adjusted while rendering, no effect needed).
  const [shownSetId, setShownSetId] = useState<number | null>(null);
  if (set && set.id !== shownSetId) {
    setShownSetId(set.id);
    setFound(new Set(localFound(set.id)));
    setInputState('');
    setOuter(shuffled([...set.letters.slice(1)]));
  }
  const [message, setMessage] = useState<GameMessage | null>(null);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef(false);
  const loadedFor = useRef<number | null>(null);

  const statsQ = useQuery({ ...statsQuery(user?.id ?? ''), enabled: !!user });

  const show = useCallback((text: string, kind: MessageKind) => {
    clearTimeout(messageTimer.current);
    setMessage({ id: Date.now(), text, kind });
    messageTimer.current = setTimeout(
      () => setMessage(null),
      kind === 'success' ? MESSAGE_MS.success : MESSAGE_MS.other,
    );
  }, []);
  useEffect(() => () => clearTimeout(messageTimer.current), []);

  const unite = useCallback((setIdOf: number, words: Iterable<string>) => {
    setFound((prev) => {
      if (loadedFor.current !== setIdOf) return prev;
      const next = new Set(prev);
      let added = false;
      for (const w of words) {
        if (!next.has(w)) {
          next.add(w);
          added = true;
        }
      }
      return added ? next : prev;
    });
  }, []);

  /** Send the set's found words now (signed-in players); the server's union comes back. */
  const flushSave = useCallback(async () => {
    clearTimeout(saveTimer.current);
    if (!user || !set || !dirty.current) return;
    dirty.current = false;
    const setIdNow = set.id;
    try {
      const res = await saveProgress(setIdNow, [...foundRef.current]);
      if (res) {
        recordWords(setIdNow, [], dayKey(), res.days);
        unite(setIdNow, res.foundWords);
      }
    } catch (error) {
      console.warn('Slove: classic progress not saved', error);
    }
  }, [user, set, unite]);

  const scheduleSave = useCallback(() => {
    if (!user) return;
    dirty.current = true;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void flushSave(), SAVE_DEBOUNCE_MS);
  }, [user, flushSave]);

  // Load a set's progress: this device at once, then the account's (signed-in), united.
  useEffect(() => {
    if (!set) return;
    loadedFor.current = set.id;
    writeCurrent(set.id, today);
    const local = new Set(localFound(set.id));
    if (!user) return;
    const controller = new AbortController();
    fetchProgress(set.id, controller.signal)
      .then((p) => {
        recordWords(set.id, [], dayKey(), p.days);
        unite(set.id, p.foundWords);
        const server = new Set(p.foundWords);
        if ([...local].some((w) => !server.has(w))) {
          dirty.current = true;
          void flushSave();
        }
      })
      .catch((error) => {
        if (!controller.signal.aborted) console.warn('Slove: classic cloud progress not loaded', error);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [set?.id, user?.id]);

  // Keep the archive summary of this set up to date.
  const summary = useMemo(() => (index ? progressSummary(found, index) : null), [found, index]);
  useEffect(() => {
    if (set && summary)
      writeSummary(set.id, { words: summary.words, maxWords: summary.maxWords, finished: summary.finished });
  }, [set, summary]);

  // Save before leaving the page or hiding it.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flushSave();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void flushSave();
    };
  }, [flushSave]);

  const setInput = useCallback((raw: string) => setInputState(normalizeInput(raw)), []);
  const addLetter = useCallback((letter: string) => setInputState((s) => normalizeInput(s + letter)), []);
  const deleteLetter = useCallback(() => setInputState((s) => s.slice(0, -1)), []);
  const clearInput = useCallback(() => setInputState(''), []);
  const shuffle = useCallback(() => setOuter((o) => shuffled(o)), []);

  const submit = useCallback(() => {
    if (!set || !index) return;
    const result = checkWord(input, index, foundRef.current);
    setInputState('');
    if (!result.ok) {
      show(result.message, 'error');
      return;
    }
    const next = new Set(foundRef.current).add(result.word);
    foundRef.current = next;
    setFound(next);
    recordWords(set.id, [result.word], dayKey());
    show(result.message, 'success');
    scheduleSave();
  }, [set, index, input, show, scheduleSave]);

  /** "Save stats": this device's, and the account's (recomputed by the server). */
  const persistStats = useCallback(async () => {
    saveLocalStats();
    if (user) {
      try {
        await saveStats();
      } catch (error) {
        console.warn('Slove: classic stats not saved', error);
      }
      void queryClient.invalidateQueries({ queryKey: ['classic', 'stats'] });
    }
  }, [user, queryClient]);

  /** Change the set: the current set's progress is saved first. */
  const goToSet = useCallback(
    async (id: number) => {
      await flushSave();
      if (foundRef.current.size > 0) await persistStats();
      setParams({ set: String(id) });
    },
    [flushSave, persistStats, setParams],
  );

  const [busy, setBusy] = useState(false);
  /** Joc Nou: save stats if any word was found, then a random set. */
  const newGame = useCallback(async () => {
    setBusy(true);
    try {
      await flushSave();
      if (foundRef.current.size > 0) await persistStats();
      const { id } = await fetchRandomSet(set?.id ?? null);
      setParams({ set: String(id) });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }, [flushSave, persistStats, set, setParams]);

  const todaySetId = dailySetId(dayNumber(today));
  const local = useMemo(() => localStats(today), [today, found]); // eslint-disable-line react-hooks/exhaustive-deps
  const server = statsQ.data ?? null;
  const totalWords = Math.max(local.totalWords, server?.totalWordsFound ?? 0);

  const refreshSet = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['classic', 'set'] }),
    [queryClient],
  );

  return {
    user,
    today,
    todaySetId,
    setQ,
    set,
    index,
    found,
    summary,
    input,
    setInput,
    addLetter,
    deleteLetter,
    clearInput,
    outer,
    shuffle,
    submit,
    message,
    show,
    goToSet,
    newGame,
    busy,
    localStats: local,
    serverStats: server,
    totalWords,
    refreshSet,
    persistStats,
  };
}

export type ClassicGame = ReturnType<typeof useClassicGame>;
