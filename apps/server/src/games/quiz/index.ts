/** The synonym quiz on the server (see game-module.ts); its questions are read from the content files. */
import { quizLocalSchema } from '@slove/core/quiz-api';
import { merger, type GameModule } from '../game-module.ts';
import { easySynonymProgress } from '../shared/schema.ts';
import { mergeQuizLocal } from './merge.ts';
import { quizRoutes } from './routes.ts';

export const quizGame: GameModule = {
  id: 'quiz',
  routes: quizRoutes,
  merger: merger(quizLocalSchema, (db, userId, data, env) =>
    mergeQuizLocal(db, userId, data, env.contentDir),
  ),
  userTables: [easySynonymProgress],
};
