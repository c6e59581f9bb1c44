/**
 * Which statistics of a game the "Progresul meu" page shows (pages/progress-page.tsx): a
 * guest's from this device; a signed-in player's from the account, or from this device
 * when the account does not answer (offline, server down), said so on the page.
 */
import type { GameStats, GameStatsData } from './web-game';

export type StatsSource = 'device' | 'account' | 'device-fallback';

export interface LoadedStats {
  stats: GameStats;
  data: GameStatsData;
  source: StatsSource;
}

export async function loadGameStats(
  load: () => Promise<GameStats>,
  signedIn: boolean,
  signal: AbortSignal,
): Promise<LoadedStats> {
  const stats = await load();
  if (!signedIn) return { stats, data: stats.device(), source: 'device' };
  try {
    return { stats, data: await stats.account(signal), source: 'account' };
  } catch (error) {
    if (signal.aborted) throw error;
    return { stats, data: stats.device(), source: 'device-fallback' };
  }
}
