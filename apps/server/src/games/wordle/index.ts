/** Romanian Wordle on the server (see game-module.ts). */
import { wordleLocalSchema } from '@slove/core/wordle-api';
import { merger, type GameModule } from '../game-module.ts';
import { wordleProgress, wordleStats } from './schema.ts';
import { mergeWordleLocal } from './merge.ts';
import { wordleRoutes } from './routes.ts';
import { seedWordle } from './seed.ts';

export const wordleGame: GameModule = {
  id: 'wordle',
  routes: wordleRoutes,
  merger: merger(wordleLocalSchema, (db, userId, data, env) =>
    mergeWordleLocal(db, userId, data, env.contentDir),
  ),
  userTables: [wordleProgress, wordleStats],
  seed: seedWordle,
  // today's word (an archive day, ?zi=, is read by the page)
  pageData: { '/wordle': (search) => (search.has('zi') ? [] : ['/api/wordle/today']) },
};
