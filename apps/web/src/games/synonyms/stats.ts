/**
 * The advanced synonym game on the "Progresul meu" page: words played and mastered, synonyms
 * found, today's correct answers against the daily goal and the streaks (both synonym games
 * count towards the last two, as on /progres-sinonime, which it links to).
 */
import { dayKey } from '@slove/core/day';
import { computeStreaks } from '@slove/core/synonyms';
import type { SynonymOverview } from '@slove/core/synonyms-api';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import { localDaily } from '@/lib/synonym-games';
import type { GameStats, GameStatsData } from '@/lib/web-game';
import { allSetProgress, localSettings } from './local';
import { PROGRESS } from './texts';

interface Totals {
  words: number;
  found: number;
  mastered: number;
  today: number;
  goal: number;
  current: number;
  best: number;
}

function view(t: Totals): GameStatsData {
  return {
    played: t.words > 0,
    figures: [
      { id: 'words', label: 'Cuvinte jucate', value: t.words },
      { id: 'found', label: 'Sinonime găsite', value: t.found },
      { id: 'mastered', label: 'Cuvinte stăpânite', value: t.mastered },
      { id: 'today', label: 'Azi / obiectiv', value: `${t.today}/${t.goal}` },
      { id: 'streak', label: PROGRESS.currentStreak, value: t.current },
      { id: 'best-streak', label: PROGRESS.bestStreak, value: t.best },
    ],
  };
}

export const stats: GameStats = {
  device() {
    const played = Object.values(allSetProgress()).filter((p) => p.foundSynonyms.length > 0);
    const daily = localDaily();
    const today = dayKey();
    const { current, best } = computeStreaks(daily, today);
    return view({
      words: played.length,
      found: played.reduce((n, p) => n + p.foundSynonyms.length, 0),
      mastered: played.filter((p) => p.completedAt).length,
      today: daily[today] ?? 0,
      goal: localSettings().dailyGoal,
      current,
      best,
    });
  },
  async account(signal) {
    const o = await apiFetch<SynonymOverview>('/api/synonyms/overview', {
      signal,
      timeoutMs: CLOUD_TIMEOUT_MS,
    });
    const played = o.categories.filter((c) => c.key !== 'unseen');
    return view({
      words: played.reduce((n, c) => n + c.count, 0),
      found: played.reduce((n, c) => n + c.words.reduce((m, w) => m + w.found, 0), 0),
      mastered: o.categories.find((c) => c.key === 'mastered')?.count ?? 0,
      today: o.todayCorrect,
      goal: o.dailyGoal,
      current: o.currentStreak,
      best: o.bestStreak,
    });
  },
  empty: 'Încă nu ai jucat la Sinonime.',
  links: [{ to: '/progres-sinonime', label: PROGRESS.title }],
};
