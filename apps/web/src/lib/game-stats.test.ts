import { describe, expect, it, vi } from 'vitest';
import { loadGameStats } from './game-stats';
import type { GameStats, GameStatsData } from './web-game';

const onDevice: GameStatsData = { played: true, figures: [{ id: 'words', label: 'Cuvinte', value: 3 }] };
const inAccount: GameStatsData = { played: true, figures: [{ id: 'words', label: 'Cuvinte', value: 9 }] };

function game(account: GameStats['account']): GameStats {
  return { device: () => onDevice, account, empty: 'Încă nu ai jucat jocul.' };
}

describe('loadGameStats', () => {
  it("shows a guest this device's statistics and never asks the account", async () => {
    const account = vi.fn(async () => inAccount);
    const r = await loadGameStats(async () => game(account), false, new AbortController().signal);
    expect(r).toMatchObject({ data: onDevice, source: 'device' });
    expect(account).not.toHaveBeenCalled();
  });

  it("shows a signed-in player the account's statistics", async () => {
    const r = await loadGameStats(
      async () => game(async () => inAccount),
      true,
      new AbortController().signal,
    );
    expect(r).toMatchObject({ data: inAccount, source: 'account' });
  });

  it("falls back to this device's statistics when the account does not answer", async () => {
    const r = await loadGameStats(
      async () =>
        game(async () => {
          throw new TypeError('Failed to fetch');
        }),
      true,
      new AbortController().signal,
    );
    expect(r).toMatchObject({ data: onDevice, source: 'device-fallback' });
  });

  it('gives up (no fallback) when the page left and the request was aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const failing = game(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(loadGameStats(async () => failing, true, controller.signal)).rejects.toThrow('aborted');
  });
});
