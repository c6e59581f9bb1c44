/**
 * The synonym quiz's API (mounted under /api). Shapes: @slove/core/quiz-api.
 *   GET    /quiz/questions   the sets of 7 questions (public, cacheable)
 *   GET    /quiz/progress    signed-in: the player's progress
 *   PUT    /quiz/progress    signed-in: save it (question ids re-checked against the content)
 *   DELETE /quiz/progress    signed-in: delete it
 */
import type { FastifyPluginAsync } from 'fastify';
import { quizProgressSaveSchema } from '@slove/core/quiz-api';
import { parse } from '../../lib/http.ts';
import { player, rateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../auth/session.ts';
import { deleteQuizProgress, getQuizProgress, quizContent, saveQuizProgress } from './service.ts';

export const quizRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get('/quiz/questions', async (_request, reply) => {
    const { content } = quizContent(app.config.CONTENT_DIR);
    reply.header('cache-control', 'public, max-age=3600');
    return content;
  });

  app.get('/quiz/progress', async (request) => {
    const user = await requireUser(request);
    return { progress: await getQuizProgress(db(), user.id) };
  });

  app.put('/quiz/progress', async (request) => {
    const user = await requireUser(request);
    await rateLimit(request, { key: 'quiz-save', max: 240, windowSec: 60 }, player(request, user));
    const body = parse(quizProgressSaveSchema, request.body, 'Progres invalid.');
    return { progress: await saveQuizProgress(db(), user.id, body, quizContent(app.config.CONTENT_DIR).ids) };
  });

  app.delete('/quiz/progress', async (request) => {
    const user = await requireUser(request);
    await deleteQuizProgress(db(), user.id);
    return { ok: true };
  });
};
