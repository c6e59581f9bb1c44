// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { classicLocalSchema, LOCAL_KEYS } from '@slove/core/classic-api';
import { storage } from '@/lib/storage';
import {
  cachedSet,
  cacheSet,
  exportLocalClassic,
  hasLocalClassic,
  localFound,
  readCurrent,
  readProgress,
  recordWords,
  writeCurrent,
} from './local';

const set = (id: number) => ({
  id,
  date: '2026-11-20',
  letters: 'RAEITNS',
  center: 'R',
  difficulty: 'Mediu' as const,
  maxWords: 1,
  maxScore: 4,
  pangrams: 0,
  answers: ['ARTĂ'],
  bonus: [],
});

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
});

describe('classic local data', () => {
  it('has nothing to migrate at first', () => {
    expect(hasLocalClassic()).toBe(false);
    expect(exportLocalClassic()).toBeNull();
  });

  it('records words under slove_ keys, each on the first day it was found, and derives the stats', () => {
    recordWords(7, ['ARTA', 'STRAINE'], '2026-11-20');
    recordWords(7, ['ARTA', 'TARA'], '2026-11-21');
    expect(readProgress()['7']).toMatchObject({
      '2026-11-20': { foundWords: ['ARTA', 'STRAINE'], score: 21 },
      '2026-11-21': { foundWords: ['TARA'], score: 4 },
    });
    expect(localFound(7).sort()).toEqual(['ARTA', 'STRAINE', 'TARA']);
    expect(storage.getJSON(LOCAL_KEYS.dailyStats)).toMatchObject({
      '2026-11-20': { score: 21, words: 2, pangrams: 1, gamesPlayed: 1 },
      '2026-11-21': { score: 4, words: 1, pangrams: 0, gamesPlayed: 1 },
    });
    expect(storage.getJSON(LOCAL_KEYS.stats)).toMatchObject({ totalGames: 2, totalScore: 25, totalWords: 3 });
    expect(window.localStorage.getItem('slove_classic_progress')).toContain('STRAINE');
  });

  it('unites days that came from the account', () => {
    recordWords(9, ['TARA'], '2026-11-21');
    recordWords(9, [], '2026-11-21', { '2026-11-19': ['TARA', 'ARIE'] });
    expect(readProgress()['9']).toEqual({
      '2026-11-19': expect.objectContaining({ foundWords: ['ARIE', 'TARA'] }),
    });
  });

  it('exports data that the merge schema accepts', () => {
    recordWords(7, ['ARTA'], '2026-11-21');
    expect(hasLocalClassic()).toBe(true);
    const data = exportLocalClassic();
    expect(classicLocalSchema.safeParse(data).success).toBe(true);
    expect(data!.progress['7']!['2026-11-21']!.foundWords).toEqual(['ARTA']);
  });

  it('remembers the current set and keeps the last 8 sets for offline play', () => {
    writeCurrent(12, '2026-11-21');
    expect(readCurrent()).toEqual({ setId: 12, day: '2026-11-21' });
    for (let i = 1; i <= 10; i++) cacheSet(set(i));
    expect(cachedSet(10)?.answers).toEqual(['ARTĂ']);
    expect(Object.keys(storage.getJSON<Record<string, unknown>>('slove_classic_sets')!)).toHaveLength(8);
  });
});
