/** The advanced synonym game on the server (see game-module.ts). */
import { synonymsLocalSchema } from '@slove/core/synonyms-api';
import { merger, type GameModule } from '../game-module.ts';
import { synonymProgress, synonymSettings } from './schema.ts';
import { mergeSynonymsLocal } from './merge.ts';
import { synonymRoutes } from './routes.ts';
import { seedSynonyms } from './seed.ts';

export const synonymsGame: GameModule = {
  id: 'synonyms',
  routes: synonymRoutes,
  merger: merger(synonymsLocalSchema, (db, userId, data, env) =>
    mergeSynonymsLocal(db, userId, data, env.contentDir),
  ),
  userTables: [synonymProgress, synonymSettings],
  seed: seedSynonyms,
};
