// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@slove/core/day';
import { synonymsLocalSchema } from '@slove/core/synonyms-api';
import { storage } from '@/lib/storage';
import { DAILY_KEY, localDaily, recordCorrect } from '@/lib/synonym-games';
import {
  DEFAULT_SETTINGS,
  exportLocalSynonyms,
  hasLocalSynonyms,
  localSetProgress,
  localSettings,
  PROGRESS_KEY,
  resetLocalSet,
  saveLocalSetProgress,
  saveLocalSettings,
} from './local';

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
});

const progress = (found: string[]) => ({
  foundSynonyms: found,
  totalScore: found.length * 10,
  hintUsed: false,
  lastPlayed: dayKey(),
  completedAt: null,
});

describe('synonym games on this device', () => {
  it('has nothing to merge on a fresh device, and the default settings', () => {
    expect(hasLocalSynonyms()).toBe(false);
    expect(localSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps progress per set under slove_synonyms_progress, and resets one set only', () => {
    saveLocalSetProgress(3, progress(['arătos', 'chipeș']));
    saveLocalSetProgress(9, progress(['iute']));
    expect(localSetProgress(3)?.foundSynonyms).toEqual(['arătos', 'chipeș']);
    expect(Object.keys(JSON.parse(localStorage.getItem(PROGRESS_KEY)!))).toEqual(['3', '9']);
    resetLocalSet(3);
    expect(localSetProgress(3)).toBeNull();
    expect(localSetProgress(9)?.foundSynonyms).toEqual(['iute']);
  });

  it('ignores damaged records instead of failing', () => {
    storage.set(
      PROGRESS_KEY,
      JSON.stringify({ '1': { foundSynonyms: 'x' }, abc: {}, '2': { foundSynonyms: ['bun', 7] } }),
    );
    expect(localSetProgress(1)).toBeNull();
    expect(localSetProgress(2)?.foundSynonyms).toEqual(['bun']);
  });

  it('counts correct answers per Bucharest day for the goal and the streaks, keeping recent days only', () => {
    const today = dayKey();
    recordCorrect(1, today);
    recordCorrect(2, today);
    recordCorrect(1, addDays(today, -1));
    storage.setJSON(DAILY_KEY, { ...localDaily(), [addDays(today, -900)]: 4, nu: 3 });
    expect(localDaily()).toEqual({ [today]: 3, [addDays(today, -1)]: 1 });
  });

  it('exports guest data in the shapes the merge endpoint validates', () => {
    saveLocalSetProgress(5, progress(['arătos']));
    saveLocalSetProgress(6, progress([]));
    recordCorrect(1);
    saveLocalSettings({ dailyGoal: 15 });
    expect(hasLocalSynonyms()).toBe(true);
    const syn = exportLocalSynonyms();
    expect(synonymsLocalSchema.parse(syn)).toEqual(syn);
    expect(Object.keys(syn.sets)).toEqual(['5']);
    expect(syn.dailyGoal).toBe(15);
  });

  it('keeps a daily goal from 1 to 100 and both reminder switches', () => {
    saveLocalSettings({ dailyGoal: 25, eveningNotifications: true });
    expect(localSettings()).toEqual({
      dailyGoal: 25,
      morningNotifications: false,
      eveningNotifications: true,
    });
    storage.setJSON('slove_synonyms_settings', { dailyGoal: 500 });
    expect(localSettings().dailyGoal).toBe(DEFAULT_SETTINGS.dailyGoal);
  });
});
