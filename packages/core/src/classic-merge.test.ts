import { describe, expect, it } from 'vitest';
import { addFoundWord, foundWordsOf, mergeFoundDays } from './classic-merge.ts';

describe('classic progress merge', () => {
  it('unites two copies, each word on the earlier of its days', () => {
    const device = { '2026-11-21': ['ARTA', 'TARA'] };
    const account = { '2026-11-19': ['TARA'], '2026-11-20': ['ARIE'] };
    expect(mergeFoundDays(device, account)).toEqual({
      '2026-11-19': ['TARA'],
      '2026-11-20': ['ARIE'],
      '2026-11-21': ['ARTA'],
    });
    expect(mergeFoundDays(account, account)).toEqual(account);
  });

  it('adds a word on its day unless it was found before, and lists every word once', () => {
    const days = addFoundWord({ '2026-11-20': ['ARTA'] }, '2026-11-21', 'arta');
    expect(days).toEqual({ '2026-11-20': ['ARTA'] });
    const more = addFoundWord(days, '2026-11-21', 'TARA');
    expect(foundWordsOf(more).sort()).toEqual(['ARTA', 'TARA']);
  });
});
