/** Wordle on the "Progresul meu" page: games, wins, streaks, the guess distribution and today's game. */
import { dayKey } from '@slove/core/day';
import { gameState, MAX_ATTEMPTS, winPercent, type WordleStats } from '@slove/core/wordle';
import type { WordleProgress } from '@slove/core/wordle-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import type { GameStats, GameStatsData } from '@/lib/web-game';
import { hasLocalWordle, localGame, localStats } from './local';
import { STATS } from './texts';

const KEYS = ['1', '2', '3', '4', '5', '6'] as const;

/** Today's game: 'Ghicit din 3', 'Pierdut', 'În curs (2/6)' or 'Nejucat'. */
function todayText(attempts: readonly { result: readonly number[] }[]): string {
  if (attempts.length === 0) return 'Nejucat';
  const state = gameState(attempts);
  if (state.won) return `Ghicit din ${state.guesses}`;
  if (state.completed) return 'Pierdut';
  return `În curs (${state.guesses}/${MAX_ATTEMPTS})`;
}

/** `started`: a game of some day begun and not finished. */
function view(
  s: WordleStats,
  today: readonly { result: readonly number[] }[],
  started = false,
): GameStatsData {
  return {
    played: s.gamesPlayed > 0 || today.length > 0 || started,
    figures: [
      { id: 'today', label: 'Cuvântul de azi', value: todayText(today) },
      { id: 'played', label: STATS.played, value: s.gamesPlayed },
      { id: 'win-pct', label: STATS.winPct, value: winPercent(s) },
      { id: 'streak', label: STATS.current, value: s.currentStreak },
      { id: 'max-streak', label: STATS.max, value: s.maxStreak },
    ],
    bars: {
      title: STATS.distribution,
      rows: KEYS.map((k) => ({
        label: k,
        value: s.guessDistribution[k],
        description: `${k} ${k === '1' ? 'încercare' : 'încercări'}`,
      })),
    },
  };
}

export const stats: GameStats = {
  device: () => view(localStats(), localGame(dayKey())?.attempts ?? [], hasLocalWordle()),
  async account(signal) {
    const opts = { signal, timeoutMs: CLOUD_TIMEOUT_MS };
    const [s, today] = await Promise.all([
      apiFetch<WordleStats>('/api/wordle/stats', opts),
      apiFetch<{ progress: WordleProgress | null }>(`/api/wordle/progress?day=${dayKey()}`, opts),
    ]);
    return view(s, today.progress?.attempts ?? []);
  },
  empty: 'Încă nu ai jucat Wordle Românesc.',
};
