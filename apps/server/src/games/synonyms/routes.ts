/**
 * The advanced synonym game's API (mounted under /api): the day's sets, the progress, the
 * progress page and the settings (daily goal, reminder switches). Shapes: @slove/core/synonyms-api.
 *
 * Play is local first: the day's sets come with their verified synonyms (the browser checks
 * answers with the shared rules at once, offline too); every save is re-checked here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { dayKey } from '@slove/core/day';
import {
  synDaySchema,
  synonymProgressIdsSchema,
  synonymProgressSaveSchema,
  synonymSetIdSchema,
  synonymSettingsSaveSchema,
} from '@slove/core/synonyms-api';
import { parse } from '../../lib/http.ts';
import { cacheUntilMidnight } from '../../lib/day-cache.ts';
import { player, rateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../auth/session.ts';
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
} from './service.ts';

const SAVE_LIMIT = { key: 'synonyms-save', max: 240, windowSec: 60 };

export const synonymRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get('/synonyms/sets', async (request, reply) => {
    const today = dayKey();
    const { date } = parse(z.object({ date: synDaySchema.optional() }), request.query, 'Dată invalidă.');
    const day = date ?? today;
    assertSynonymDay(day, today);
    const sets = await setsForDay(db(), day);
    cacheUntilMidnight(reply, 3600);
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
    await rateLimit(request, SAVE_LIMIT, player(request, user));
    const body = parse(synonymProgressSaveSchema, request.body, 'Progres invalid.');
    return {
      progress: await saveProgress(db(), user.id, body.setId, body.foundSynonyms, body.hintUsed ?? false),
    };
  });

  app.delete('/synonyms/progress/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(z.object({ id: synonymSetIdSchema }), request.params, 'Set invalid.');
    await rateLimit(request, SAVE_LIMIT, player(request, user));
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
};
