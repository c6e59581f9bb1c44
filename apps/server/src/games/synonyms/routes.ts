/**
 * Synonym games API (mounted under /api): the advanced game (/sinonime), the quiz
 * (/sinonime-simple), the progress page, the settings and the reminder subscriptions.
 * Shapes: @slove/core/synonyms-api and @slove/core/quiz-api.
 *
 * Play is local first: the day's sets come with their verified synonyms (the browser checks
 * answers with the shared rules at once, offline too); every save is re-checked here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { and, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { dayKey, msUntilMidnight } from '@slove/core/day';
import {
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  synDaySchema,
  synonymProgressIdsSchema,
  synonymProgressSaveSchema,
  synonymSetIdSchema,
  synonymSettingsSaveSchema,
} from '@slove/core/synonyms-api';
import { quizProgressSaveSchema } from '@slove/core/quiz-api';
import { HttpError, parse } from '../lib/http.ts';
import { isValidPushKey, pushEndpointAllowed } from '../lib/push.ts';
import { getSessionUser, requireUser } from '../auth/session.ts';
import { enforce, limitKey, clientAddress } from '../lib/rate-limit.ts';
import { pushSubscriptions } from '../db/schema.ts';
import {
  assertSynonymDay,
  getProgress,
  getSettings,
  overview,
  resetProgress,
  saveProgress,
  saveSettings,
  setById,
  setsForDay,
} from '../games/synonyms/service.ts';
import { deleteQuizProgress, getQuizProgress, quizContent, saveQuizProgress } from '../games/quiz/service.ts';

export const PUSH_OTHER_ACCOUNT = 'Acest dispozitiv primește notificări pentru alt cont.';

/** The subscriptions a request may change: a guest device's, or the signed-in user's own. */
const mayChange = (userId: string | null) =>
  userId
    ? or(isNull(pushSubscriptions.user_id), eq(pushSubscriptions.user_id, userId))
    : isNull(pushSubscriptions.user_id);

export const synonymRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  // ------------------------------------------------------------ advanced game
  app.get('/synonyms/sets', async (request, reply) => {
    const now = new Date();
    const today = dayKey(now);
    const { date } = parse(z.object({ date: synDaySchema.optional() }), request.query, 'Dată invalidă.');
    const day = date ?? today;
    assertSynonymDay(day, today);
    const sets = await setsForDay(db(), day);
    reply.header(
      'cache-control',
      `public, max-age=${Math.max(1, Math.min(3600, Math.floor(msUntilMidnight(now) / 1000)))}`,
    );
    return { date: day, today, sets };
  });

  app.get('/synonyms/sets/:id', async (request) => {
    const { id } = parse(z.object({ id: synonymSetIdSchema }), request.params, 'Set invalid.');
    return { set: await setById(db(), id) };
  });

  app.get('/synonyms/progress', async (request) => {
    const user = await requireUser(request);
    const { ids } = parse(synonymProgressIdsSchema, request.query, 'Listă de seturi invalidă.');
    return { progress: await getProgress(db(), user.id, ids) };
  });

  app.put('/synonyms/progress', async (request) => {
    const user = await requireUser(request);
    await enforce(db(), limitKey('synonyms-save', 'user', user.id), { max: 240, windowSec: 60 });
    const body = parse(synonymProgressSaveSchema, request.body, 'Progres invalid.');
    return {
      progress: await saveProgress(db(), user.id, body.setId, body.foundSynonyms, body.hintUsed ?? false),
    };
  });

  app.delete('/synonyms/progress/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(z.object({ id: synonymSetIdSchema }), request.params, 'Set invalid.');
    await enforce(db(), limitKey('synonyms-save', 'user', user.id), { max: 240, windowSec: 60 });
    await resetProgress(db(), user.id, id);
    return { ok: true };
  });

  app.get('/synonyms/overview', async (request) => {
    const user = await requireUser(request);
    return overview(db(), user.id);
  });

  app.get('/synonyms/settings', async (request) => {
    const user = await requireUser(request);
    return getSettings(db(), user.id);
  });

  app.put('/synonyms/settings', async (request) => {
    const user = await requireUser(request);
    const body = parse(synonymSettingsSaveSchema, request.body, 'Setări invalide.');
    return saveSettings(db(), user.id, body);
  });

  // ------------------------------------------------------------ quiz
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
    await enforce(db(), limitKey('quiz-save', 'user', user.id), { max: 240, windowSec: 60 });
    const body = parse(quizProgressSaveSchema, request.body, 'Progres invalid.');
    return { progress: await saveQuizProgress(db(), user.id, body, quizContent(app.config.CONTENT_DIR).ids) };
  });

  app.delete('/quiz/progress', async (request) => {
    const user = await requireUser(request);
    await deleteQuizProgress(db(), user.id);
    return { ok: true };
  });

  // ------------------------------------------------------------ reminders (Web Push)
  app.post('/push/subscribe', async (request) => {
    const user = await getSessionUser(request);
    await enforce(
      db(),
      limitKey('push-subscribe', user ? 'user' : 'ip', user?.id ?? clientAddress(request)),
      { max: 30, windowSec: 3600 },
    );
    const body = parse(pushSubscribeSchema, request.body, 'Abonament invalid.');
    if (!isValidPushKey(body.keys.p256dh))
      throw new HttpError(400, 'Abonament invalid.', { fields: { 'keys.p256dh': ['Cheie invalidă.'] } });
    if (!pushEndpointAllowed(body.endpoint, app.config.PUSH_ALLOW_INSECURE)) {
      throw new HttpError(400, 'Abonament invalid.', {
        fields: { endpoint: ['Adresa serviciului de notificări nu este permisă.'] },
      });
    }
    const values = {
      user_id: user?.id ?? null,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      morning: body.morning,
      evening: body.evening,
    };
    // A device (endpoint) of an account stays that account's: another account or a guest gets
    // a 409 (the browser then makes a new subscription). A guest's device joins the account
    // of the player who signs in on it.
    const written = await db()
      .insert(pushSubscriptions)
      .values({ endpoint: body.endpoint, ...values })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: values,
        setWhere: mayChange(user?.id ?? null),
      })
      .returning({ id: pushSubscriptions.id });
    if (written.length === 0) throw new HttpError(409, PUSH_OTHER_ACCOUNT);
    return { ok: true };
  });

  app.post('/push/unsubscribe', async (request) => {
    const user = await getSessionUser(request);
    const { endpoint } = parse(pushUnsubscribeSchema, request.body, 'Abonament invalid.');
    // the endpoint itself is the device's secret; an account's device is dropped by that account only
    await db()
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), mayChange(user?.id ?? null)));
    return { ok: true };
  });
};
