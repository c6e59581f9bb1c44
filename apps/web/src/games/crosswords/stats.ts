/** Mini crosswords on the "Progresul meu" page: puzzles solved and begun, the daily puzzle's streak and best time. */
import { clockTime } from '@slove/core/crosswords';
import type { CrosswordListResponse } from '@slove/core/crosswords-api';
import { dailyStats, type DailyResponse, type DailyStats } from '@slove/core/crosswords-daily';
import { dayKey } from '@slove/core/day';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import type { GameStats, GameStatsData } from '@/lib/web-game';
import { dailyResults, localCompletedIds, localStartedIds } from './local';

function view(solved: number, started: number, daily: DailyStats): GameStatsData {
  return {
    played: solved > 0 || started > 0 || daily.solved > 0,
    figures: [
      { id: 'solved', label: 'Integrame rezolvate', value: solved },
      { id: 'started', label: 'Începute', value: started },
      { id: 'daily-streak', label: 'Seria integramei zilei', value: daily.streak },
      { id: 'daily-solved', label: 'Integrame ale zilei', value: daily.solved },
      {
        id: 'best-time',
        label: 'Cel mai bun timp',
        value: daily.bestSeconds === null ? '—' : clockTime(daily.bestSeconds),
      },
    ],
  };
}

export const stats: GameStats = {
  device: () =>
    view(localCompletedIds().size, localStartedIds().size, dailyStats(dailyResults.read(), dayKey())),
  async account(signal) {
    const opts = { signal, timeoutMs: CLOUD_TIMEOUT_MS };
    const [list, daily] = await Promise.all([
      apiFetch<CrosswordListResponse>('/api/crosswords', opts),
      apiFetch<DailyResponse>('/api/crosswords/daily', opts),
    ]);
    return view(
      list.puzzles.filter((p) => p.completed).length,
      list.puzzles.filter((p) => p.started && !p.completed).length,
      daily.stats ?? { streak: 0, bestSeconds: null, solved: 0 },
    );
  },
  empty: 'Încă nu ai jucat nicio integramă.',
};
