/** The classic letter game on the server (see game-module.ts). */
import { classicLocalSchema } from '@slove/core/classic-api';
import { merger, type GameModule } from '../game-module.ts';
import { gameProgress, gameStats, wordSuggestions } from './schema.ts';
import { mergeClassicLocal } from './merge.ts';
import { classicRoutes } from './routes.ts';
import { seedClassic } from './seed.ts';

export const classicGame: GameModule = {
  id: 'classic',
  routes: classicRoutes,
  merger: merger(classicLocalSchema, (db, userId, data) => mergeClassicLocal(db, userId, data)),
  userTables: [wordSuggestions, gameProgress, gameStats],
  seed: seedClassic,
  // the day's set (another set, ?set=, is read by the page)
  pageData: { '/joc-clasic': (search) => (search.has('set') ? [] : ['/api/classic/day']) },
};
