/**
 * Today's state of each game on the home page, for a returning player: the figures of the
 * game's own statistics on this device (games/<game>/stats.ts, the "Progresul meu" ones):
 * today's result where the game gives one ('today') and the current streak. Read once the
 * page is idle after hydration (the first paint is the same for everyone); nothing for a
 * game never played here.
 */
import { useEffect, useState } from 'react';
import type { GameId } from '@slove/core/games';
import { GAMES } from '@/games/registry';
import { whenIdle } from '@/lib/idle';
import type { GameStatsData } from '@/lib/web-game';

export interface TodayState {
  /** Today's result as the game words it ("Ghicit din 3", "2/5"), when it has one. */
  today?: string;
  streak?: number;
}

const STREAK_IDS = ['streak', 'daily-streak'];

export function todayState(data: GameStatsData): TodayState | null {
  if (!data.played) return null;
  const figure = (ids: string[]) => data.figures.find((f) => ids.includes(f.id));
  const today = figure(['today']);
  const streak = Number(figure(STREAK_IDS)?.value);
  const state: TodayState = {
    ...(today ? { today: `${today.label}: ${today.value}` } : {}),
    ...(streak > 0 ? { streak } : {}),
  };
  return state.today || state.streak ? state : null;
}

export function useTodayStates(): Partial<Record<GameId, TodayState>> {
  const [states, setStates] = useState<Partial<Record<GameId, TodayState>>>({});
  useEffect(() => {
    let alive = true;
    const cancel = whenIdle(() => {
      for (const game of GAMES) {
        game
          .stats()
          .then((stats) => {
            const state = todayState(stats.device());
            if (alive && state) setStates((s) => ({ ...s, [game.id]: state }));
          })
          .catch((error) => console.warn('Slove: home state unavailable', game.id, error));
      }
    }, 2000);
    return () => {
      alive = false;
      cancel();
    };
  }, []);
  return states;
}
