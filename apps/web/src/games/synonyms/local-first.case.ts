/** The advanced synonym game in the tests of every game (games/registry.test.ts). */
import { dayKey } from '@slove/core/day';
import { synonymsLocalSchema, type SynonymSetDto } from '@slove/core/synonyms-api';
import { progressCase, type LocalFirstCase } from '@/lib/local-first-case';
import { recordCorrect } from '@/lib/synonym-games';
import { localSetProgress, saveLocalSetProgress } from './local';
import { synonymsProgress } from './progress';

const today = dayKey();

const set: SynonymSetDto = {
  id: 5,
  baseWord: 'frumos',
  difficulty: 1,
  category: 'adjectiv',
  isDaily: true,
  dailyDate: today,
  gloss: null,
  hint: { partOfSpeech: 'adjectiv', synonymCount: 3, commonStart: '', text: 'Un indiciu' },
  synonyms: [
    { word: 'arătos', rarity: 1, gloss: null },
    { word: 'chipeș', rarity: 3, gloss: null },
    { word: 'drăguț', rarity: 1, gloss: null },
  ],
};

export const localFirstCase: LocalFirstCase = {
  guest: {
    play: () => {
      saveLocalSetProgress(5, {
        foundSynonyms: ['arătos'],
        totalScore: 10,
        hintUsed: false,
        lastPlayed: today,
        completedAt: null,
      });
      recordCorrect(1);
    },
    schema: synonymsLocalSchema,
  },
  progress: progressCase({
    plan: (signedIn) => synonymsProgress(set, signedIn),
    play: (p) => ({ ...p, found: [...p.found, 'arătos'] }),
    accountCopy: { found: ['chipeș'], hintUsed: false },
    shows: (p) => p.found,
    local: () => localSetProgress(5)?.foundSynonyms ?? [],
    played: 'arătos',
    fromAccount: 'chipeș',
    path: '/api/synonyms/progress',
    answer: {
      progress: {
        setId: 5,
        foundSynonyms: ['arătos', 'chipeș'],
        totalScore: 25,
        hintUsed: false,
        completedAt: null,
        lastPlayed: today,
      },
    },
  }),
};
