// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { scoreAttempts } from '@slove/core/wordle';
import { wordleLocalSchema } from '@slove/core/wordle-api';
import { storage } from '@/lib/storage';
import {
  EXPORT_MAX_GAMES,
  exportLocalWordle,
  GAMES_KEY,
  SETTINGS_KEY,
  hasLocalWordle,
  localAllowed,
  localGame,
  localStats,
  readSettings,
  saveLocalAllowed,
  saveLocalGame,
  saveSettings,
} from './local';

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
});

describe('wordle local data', () => {
  it('has nothing to merge on a fresh device', () => {
    expect(hasLocalWordle()).toBe(false);
    expect(exportLocalWordle()).toBeNull();
    expect(localStats()).toMatchObject({ gamesPlayed: 0, currentStreak: 0 });
  });

  it('keeps games by day under a slove_ key and exports words only, valid for the merge schema', () => {
    const attempts = scoreAttempts(['CARTE', 'MAMEI'], 'MAMEI');
    saveLocalGame('2026-11-20', { attempts, completedAt: '2026-11-20T10:00:00.000Z' });
    saveLocalGame('2026-11-21', { attempts: scoreAttempts(['ROMAN'], 'MAMEI'), completedAt: null });
    expect(GAMES_KEY.startsWith('slove_')).toBe(true);
    expect(window.localStorage.getItem(GAMES_KEY)).toContain('MAMEI');
    expect(localGame('2026-11-20')?.attempts).toEqual(attempts);
    expect(hasLocalWordle()).toBe(true);
    const data = exportLocalWordle()!;
    expect(wordleLocalSchema.safeParse(data).success).toBe(true);
    expect(data.games['2026-11-20']).toEqual({
      attempts: [{ word: 'CARTE' }, { word: 'MAMEI' }],
      completedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(data.games['2026-11-21']?.completedAt).toBeNull();
  });

  it('computes guest stats with the shared rules (finished games only, archive days without streak)', () => {
    const win = scoreAttempts(['CARTE', 'MAMEI'], 'MAMEI');
    const loss = scoreAttempts(Array(6).fill('CARTE'), 'MAMEI');
    saveLocalGame('2026-11-19', { attempts: win, completedAt: '2026-11-19T08:00:00.000Z' });
    saveLocalGame('2026-11-20', { attempts: win, completedAt: '2026-11-20T08:00:00.000Z' });
    // an archive day finished later: counted, no streak change
    saveLocalGame('2026-11-01', { attempts: loss, completedAt: '2026-11-20T09:00:00.000Z' });
    saveLocalGame('2026-11-21', { attempts: scoreAttempts(['CARTE'], 'MAMEI'), completedAt: null });
    expect(localStats('2026-11-21')).toEqual({
      gamesPlayed: 3,
      gamesWon: 2,
      currentStreak: 2,
      maxStreak: 2,
      guessDistribution: { '1': 0, '2': 2, '3': 0, '4': 0, '5': 0, '6': 0 },
      lastPlayedDate: '2026-11-20',
    });
    // a whole day without the daily game: the streak shown is over, the best one stays
    expect(localStats('2026-11-22')).toMatchObject({ currentStreak: 0, maxStreak: 2, gamesPlayed: 3 });
  });

  it('exports at most the latest games', () => {
    const attempts = scoreAttempts(['CARTE'], 'MAMEI');
    const games: Record<string, { attempts: typeof attempts; completedAt: null }> = {};
    for (let i = 0; i < EXPORT_MAX_GAMES + 20; i++) {
      const d = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      games[d] = { attempts, completedAt: null };
    }
    storage.setJSON(GAMES_KEY, { games });
    const data = exportLocalWordle()!;
    expect(Object.keys(data.games)).toHaveLength(EXPORT_MAX_GAMES);
    expect(Object.keys(data.games)).not.toContain('2025-01-01');
    expect(JSON.stringify(data).length).toBeLessThan(40 * 1024);
  });

  it('keeps the allowed list per content version and the settings (hard mode off by default)', () => {
    saveLocalAllowed('v1', 'CARTE MAMEI');
    expect(localAllowed('v1')).toBe('CARTE MAMEI');
    expect(localAllowed('v2')).toBeNull();
    expect(readSettings()).toEqual({ highContrast: false, hardMode: false });
    saveSettings({ highContrast: true, hardMode: false });
    expect(readSettings()).toEqual({ highContrast: true, hardMode: false });
    saveSettings({ highContrast: false, hardMode: true });
    expect(readSettings()).toEqual({ highContrast: false, hardMode: true });
    // settings saved before hard mode existed read as off
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ highContrast: true }));
    storage.set(SETTINGS_KEY, JSON.stringify({ highContrast: true }));
    expect(readSettings()).toEqual({ highContrast: true, hardMode: false });
  });

  it('ignores damaged data', () => {
    window.localStorage.setItem(GAMES_KEY, '{not json');
    storage.set(GAMES_KEY, '{not json');
    expect(hasLocalWordle()).toBe(false);
    expect(localGame('2026-11-20')).toBeNull();
  });
});
