/**
 * The classic game's state: which set, the typed word, the found words, messages, saving.
 * The found words go through the progress engine (lib/use-progress.ts): written on this
 * device at once; a signed-in player's are also sent to the API 800 ms after the last word
 * (queued offline; sent at once when the page is hidden or the set changes), and the
 * account's copy and the server's union come back into the game.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
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
import { addFoundWord, foundWordsOf } from '@slove/core/classic-merge';
import { useAuth } from '@/lib/auth';
import { useProgress } from '@/lib/use-progress';
import { fetchRandomSet, progressQuery, saveStats, setQuery, statsQuery } from './api';
import { localStats, readCurrent, saveLocalStats, writeCurrent, writeSummary } from './local';
import { classicProgress } from './progress';

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

/** The history state of a set that Joc Nou picked (React Router keeps it as `usr`). */
const RANDOM_STATE = { classicRandom: true };
const isRandomEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as typeof RANDOM_STATE).classicRandom === true;

let loadChecked = false;
/**
 * Whether this page load is a reload of a set that Joc Nou picked: a reload then shows the
 * day's set again (asked once per page load; later visits in the app follow the address).
 */
function reloadOfRandomSet(): boolean {
  if (loadChecked || typeof window === 'undefined') return false;
  loadChecked = true;
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  return nav?.type === 'reload' && isRandomEntry(state);
}

export function useClassicGame() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('set'));
  const requestedId = Number.isSafeInteger(requested) && requested > 0 ? requested : null;
  const [initialCurrent] = useState(readCurrent);
  const [backToDay] = useState(reloadOfRandomSet);
  const location = useLocation();
  const fromRandom = backToDay && isRandomEntry(location.state);
  useEffect(() => {
    if (fromRandom) setParams({}, { replace: true });
  }, [fromRandom, setParams]);
  const setId = fromRandom
    ? null
    : (requestedId ??
      (!backToDay && initialCurrent && initialCurrent.day === today ? initialCurrent.setId : null));

  const setQ = useQuery(setQuery(setId));
  const set = setQ.data ?? null;
  const index = useMemo(() => (set ? setIndexOf(set) : null), [set]);

  // The set's found words, by the day each was first found: this device's, and the account's.
  const progressQ = useQuery({ ...progressQuery(user?.id ?? '', set?.id ?? 0), enabled: !!user && !!set });
  const progress = useProgress({
    ...classicProgress(set?.id ?? null, !!user),
    accountCopy: progressQ.isSuccess ? progressQ.data.days : undefined,
  });
  const found = useMemo(() => new Set(foundWordsOf(progress.value)), [progress.value]);

  const [input, setInputState] = useState('');
  const [outer, setOuter] = useState<string[]>([]);
  // A new set: a fresh input and wheel (state adjusted while rendering, no effect needed).
  const [shownSetId, setShownSetId] = useState<number | null>(null);
  if (set && set.id !== shownSetId) {
    setShownSetId(set.id);
    setInputState('');
    setOuter(shuffled([...set.letters.slice(1)]));
  }
  const [message, setMessage] = useState<GameMessage | null>(null);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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

  // The set being played is resumed on the next visit the same day.
  useEffect(() => {
    if (set) writeCurrent(set.id, today);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [set?.id]);

  // Keep the archive summary of this set up to date.
  const summary = useMemo(() => (index ? progressSummary(found, index) : null), [found, index]);
  useEffect(() => {
    if (set && summary)
      writeSummary(set.id, { words: summary.words, maxWords: summary.maxWords, finished: summary.finished });
  }, [set, summary]);

  const setInput = useCallback((raw: string) => setInputState(normalizeInput(raw)), []);
  const addLetter = useCallback((letter: string) => setInputState((s) => normalizeInput(s + letter)), []);
  const deleteLetter = useCallback(() => setInputState((s) => s.slice(0, -1)), []);
  const clearInput = useCallback(() => setInputState(''), []);
  const shuffle = useCallback(() => setOuter((o) => shuffled(o)), []);

  const submit = useCallback(() => {
    if (!set || !index) return;
    const result = checkWord(input, index, found);
    setInputState('');
    if (!result.ok) {
      show(result.message, 'error');
      return;
    }
    progress.update((days) => addFoundWord(days, dayKey(), result.word));
    show(result.message, 'success');
  }, [set, index, input, found, show, progress]);

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
  const { flush } = progress;
  const goToSet = useCallback(
    async (id: number) => {
      await flush();
      if (found.size > 0) await persistStats();
      setParams({ set: String(id) });
    },
    [flush, found, persistStats, setParams],
  );

  const [busy, setBusy] = useState(false);
  /** Joc Nou: save stats if any word was found, then a random set. */
  const newGame = useCallback(async () => {
    setBusy(true);
    try {
      await flush();
      if (found.size > 0) await persistStats();
      const { id } = await fetchRandomSet(set?.id ?? null);
      setParams({ set: String(id) }, { state: RANDOM_STATE });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }, [flush, found, persistStats, set, setParams]);

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
