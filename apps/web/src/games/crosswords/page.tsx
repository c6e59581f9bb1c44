/**
 * /integrame — mini crosswords: the picker, and the play view of `?id=N` (so a reload keeps
 * the puzzle open). Answers are checked and hints given by the API (answers never reach the
 * browser before their clue is solved); guests keep their progress on this device, signed-in
 * players in their account.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { buildGrid, sanitizeGridState, sanitizeHelp } from '@slove/core/crosswords';
import { dailyNumber, type DailyEntry } from '@slove/core/crosswords-daily';
import { isDayKey } from '@slove/core/day';
import type { CrosswordPuzzleResponse } from '@slove/core/crosswords-api';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { useAuth } from '@/lib/auth';
import { useEarlyKeys, useSessionPending } from '@/lib/early-input';
import { embeddedAnswer } from '@/lib/embedded';
import { renderedWithData } from '@/lib/hydration';
import { whenIdle } from '@/lib/idle';
import { usePageHydrated } from '@/lib/page-hydrated';
import { listQuery, puzzleQuery, resetCloudProgress } from './api';
import { loadLocalPuzzle, resetLocalPuzzle } from './local';
import { Picker } from './picker';
import { NOT_STARTED } from './progress';
import { PlayView, type InitialProgress } from './play-view';
import { T } from './texts';

function initialProgress(data: CrosswordPuzzleResponse, signedIn: boolean): InitialProgress {
  const grid = buildGrid(data.puzzle.pattern, data.puzzle.clues);
  // the help still shown (hints, marks) comes back with the progress, for the words still open
  if (signedIn) {
    const p = data.progress;
    const completedClues = p?.completedClues ?? [];
    return {
      gridState: p ? sanitizeGridState(grid, p.gridState) : {},
      completedClues,
      hintsUsed: p?.hintsUsed ?? 0,
      timeSpentSeconds: p?.timeSpentSeconds ?? 0,
      completedAt: p?.completedAt ?? null,
      ...sanitizeHelp(grid, new Set(completedClues), p),
    };
  }
  const local = loadLocalPuzzle(data.puzzle.id);
  const completedClues = local?.completedClues ?? [];
  return {
    gridState: local ? sanitizeGridState(grid, local.gridState) : {},
    completedClues,
    hintsUsed: local?.hintsUsed ?? 0,
    timeSpentSeconds: local?.timeSpentSeconds ?? 0,
    completedAt: local?.completedAt ?? null,
    ...sanitizeHelp(grid, new Set(completedClues), local),
  };
}

function Play({
  id,
  userId,
  held = false,
  onBack,
  onOpen,
  daily,
}: {
  daily?: { day: string; number: number };
  id: number;
  userId: string | null;
  /** Shown before the session is read, to a device that has seen a player: keys wait for it. */
  held?: boolean;
  onBack(): void;
  onOpen(id: number, replay: boolean): void;
}) {
  const query = useQuery(puzzleQuery(id, userId));
  const queryClient = useQueryClient();
  // The list (for the next puzzle) is read once the main thread is idle, and without a
  // subscription: its request is not part of the hydration's commit, and its answer renders
  // nothing (it rendered the whole play view again, a long task at the start on a slow phone).
  useEffect(() => whenIdle(() => void queryClient.prefetchQuery(listQuery(userId))), [queryClient, userId]);
  const [round, setRound] = useState(0);
  // the puzzle could not be loaded: the keys kept for it go to the error's view
  useEarlyKeys(query.isError);
  // while hydrating, the puzzle as the server rendered it (not started); this device's
  // progress right after (the same view, see useCrosswordPlay's `hydrated`)
  const hydrated = usePageHydrated();
  // (read again for a new round: "Joacă din nou" starts the puzzle over on this device or in the
  // account, and the refetched puzzle of a guest is the same data)
  const initial = useMemo(
    () => (query.data ? (hydrated ? initialProgress(query.data, !!userId) : NOT_STARTED) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- round: the stored progress changed
    [query.data, userId, hydrated, round],
  );

  const onNext = async () => {
    const list = await queryClient.ensureQueryData(listQuery(userId)).catch(() => undefined);
    const ids = list?.puzzles.map((p) => p.id) ?? [];
    const next = ids[ids.indexOf(id) + 1];
    if (next === undefined) {
      onBack();
      toast.success(T.allDone);
      return;
    }
    onOpen(next, false);
  };

  if (query.isPending) return <Spinner label={T.loading} />;
  if (query.isError || !initial) {
    return (
      <div className="px-4 py-10">
        <LoadError title={T.puzzleError} error={query.error} onRetry={() => void query.refetch()}>
          <Button variant="outline" className="min-h-11" onClick={onBack}>
            {T.back}
          </Button>
        </LoadError>
      </div>
    );
  }
  return (
    <PlayView
      key={`${id}-${round}`}
      daily={daily}
      data={query.data}
      initial={initial}
      userId={userId}
      hydrated={hydrated}
      held={held}
      onBack={onBack}
      onNext={onNext}
      onReplay={async () => {
        await startOver(id, userId);
        await query.refetch();
        setRound((r) => r + 1);
      }}
    />
  );
}

/** Start a puzzle over (the completed mark stays in the picker). */
async function startOver(id: number, userId: string | null): Promise<void> {
  if (!userId) {
    resetLocalPuzzle(id);
    return;
  }
  try {
    await resetCloudProgress(id);
  } catch (error) {
    console.error('[crosswords] start over failed', error);
  }
}

export default function CrosswordsPage() {
  const [params, setParams] = useSearchParams();
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const raw = params.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  const open = useCallback(
    async (next: number, replay: boolean) => {
      if (replay) await startOver(next, userId);
      await queryClient.invalidateQueries({ queryKey: ['crosswords', 'puzzle', next] });
      setParams({ id: String(next) });
    },
    [setParams, userId, queryClient],
  );

  const back = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['crosswords', 'list'] });
    setParams({});
  }, [setParams, queryClient]);

  // The page came rendered by the server with its data (the picker with the list and the
  // day's card, or the puzzle's play view): it shows as a guest's before the session is read,
  // at once on a device that has seen no player; on one that has, the grid shows and the keys
  // wait (kept by the page's early queue) for the session. (A page as the build rendered it,
  // a splash, hydrates as one: the spinner until the session is read.)
  const withPage =
    loading &&
    renderedWithData() &&
    (id === null
      ? embeddedAnswer('/api/crosswords') !== undefined &&
        embeddedAnswer('/api/crosswords/daily') !== undefined
      : embeddedAnswer(`/api/crosswords/${id}`) !== undefined);
  const sessionPending = useSessionPending();
  if (loading && !withPage) return <Spinner label={T.loading} />;
  // "Integrama zilei": ?id=N&zi=yyyy-mm-dd (the number comes from the day)
  const zi = params.get('zi');
  const daily = zi && isDayKey(zi) ? { day: zi, number: dailyNumber(zi) } : undefined;
  const openDaily = (entry: DailyEntry) => setParams({ id: String(entry.puzzleId), zi: entry.day });
  if (id === null) return <Picker userId={userId} onOpen={open} onOpenDaily={openDaily} />;
  return (
    <Play
      key={id}
      id={id}
      userId={userId}
      held={withPage && sessionPending}
      onBack={back}
      onOpen={open}
      daily={daily}
    />
  );
}
