import { describe, expect, it } from 'vitest';
import { mergeSynonymPlay } from './synonyms-merge.ts';

const synonyms = [
  { word: 'arătos', rarity: 1, gloss: null },
  { word: 'chipeș', rarity: 3, gloss: null },
  { word: 'frumos', rarity: 1, gloss: null },
];

describe('advanced synonym progress merge', () => {
  it('unites the found synonyms of the set (others dropped) and keeps a hint used in either', () => {
    expect(
      mergeSynonymPlay(
        { found: ['chipeș'], hintUsed: false },
        { found: ['aratos', 'casă', 'chipeș'], hintUsed: true },
        synonyms,
      ),
    ).toEqual({ found: ['chipeș', 'arătos'], hintUsed: true });
  });
});
