/** The classic game on the "Progresul meu" page: this device's statistics or the account's. */
import { dayRecords, rankFor } from '@slove/core/classic';
import type { ClassicStatsResponse } from '@slove/core/classic-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import type { GameStats, GameStatsData } from '@/lib/web-game';
import { localStats } from './local';

interface Totals {
  games: number;
  daysPlayed: number;
  currentStreak: number;
  longestStreak: number;
  words: number;
  pangrams: number;
  score: number;
  bestDayScore: number;
}

function view(t: Totals): GameStatsData {
  return {
    played: t.games > 0,
    figures: [
      { id: 'rank', label: 'Rang', value: rankFor(t.words).rank.name },
      { id: 'days', label: 'Zile jucate', value: t.daysPlayed },
      { id: 'streak', label: 'Seria de zile', value: t.currentStreak },
      { id: 'longest', label: 'Cea mai lungă serie', value: t.longestStreak },
      { id: 'words', label: 'Cuvinte găsite', value: t.words },
      { id: 'pangrams', label: 'Pangrame', value: t.pangrams },
      { id: 'score', label: 'Punctaj total', value: t.score },
      { id: 'best-day', label: 'Cel mai bun scor într-o zi', value: t.bestDayScore },
    ],
  };
}

export const stats: GameStats = {
  device() {
    const s = localStats();
    return view({
      games: s.totalGames,
      currentStreak: s.currentStreak,
      longestStreak: s.longestStreak,
      words: s.totalWords,
      pangrams: s.totalPangrams,
      score: s.totalScore,
      ...dayRecords(s.daily),
    });
  },
  async account(signal) {
    const s = await apiFetch<ClassicStatsResponse>('/api/classic/stats', {
      signal,
      timeoutMs: CLOUD_TIMEOUT_MS,
    });
    return view({
      games: s.setsCompleted,
      daysPlayed: s.daysPlayed,
      currentStreak: s.currentStreak,
      longestStreak: s.longestStreak,
      words: s.totalWordsFound,
      pangrams: s.totalPangrams,
      score: s.totalScore,
      bestDayScore: s.bestDayScore,
    });
  },
  empty: 'Încă nu ai jucat jocul clasic.',
};
