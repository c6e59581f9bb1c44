/**
 * Romanian Wordle API (mounted under /api):
 *   GET  /wordle/today            today's word (Bucharest day), cacheable until the next Bucharest midnight
 *   GET  /wordle/days/:day        the word of one of the last 30 days
 *   GET  /wordle/allowed?v=…      every allowed guess (immutable per content version)
 *   GET  /wordle/progress?day=…   the signed-in player's game of a day
 *   PUT  /wordle/progress         save the attempts of a day (re-checked on the server)
 *   GET  /wordle/stats            the signed-in player's statistics (server-computed)
 *   GET  /wordle/archive          the last 30 days and today with the player's results
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { dayKey } from '@slove/core/day';
import { shareNumber } from '@slove/core/wordle';
import { dayKeySchema, wordleSaveSchema, type WordleDay } from '@slove/core/wordle-api';
import { parse } from '../../lib/http.ts';
import { cacheUntilMidnight } from '../../lib/day-cache.ts';
import { player, rateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../auth/session.ts';
import {
  archive,
  assertPlayableDay,
  getProgress,
  getStats,
  saveProgress,
  toProgressDto,
  wordForDay,
} from './service.ts';
import { wordleLists } from './words.ts';

export const wordleRoutes: FastifyPluginAsync = async (app) => {
  const lists = () => wordleLists(app.config.CONTENT_DIR);

  async function dayPayload(day: string, today: string): Promise<WordleDay> {
    const { wordId, word } = await wordForDay(app.database.db, lists(), day);
    return { day, number: shareNumber(day), wordId, word, version: lists().version, today };
  }

  // cached until the next Bucharest midnight, when today's word and the archive window change
  app.get('/wordle/today', async (_request, reply) => {
    const today = dayKey();
    const payload = await dayPayload(today, today);
    cacheUntilMidnight(reply);
    return payload;
  });

  app.get('/wordle/days/:day', async (request, reply) => {
    const { day } = parse(z.object({ day: dayKeySchema }), request.params, 'Zi invalidă.');
    const today = dayKey();
    assertPlayableDay(day, today);
    const payload = await dayPayload(day, today);
    cacheUntilMidnight(reply);
    return payload;
  });

  app.get('/wordle/allowed', async (request, reply) => {
    const { v } = parse(z.object({ v: z.string().max(100).optional() }), request.query);
    const l = lists();
    const etag = `"wordle-${l.version}"`;
    reply.header('etag', etag);
    reply.header(
      'cache-control',
      v === l.version ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { version: l.version, count: l.allowedCount, words: l.allowedText };
  });

  app.get('/wordle/progress', async (request) => {
    const user = await requireUser(request);
    const { day } = parse(z.object({ day: dayKeySchema.optional() }), request.query);
    const row = await getProgress(app.database.db, user.id, day ?? dayKey());
    return { progress: row ? toProgressDto(row) : null };
  });

  app.put('/wordle/progress', async (request) => {
    const user = await requireUser(request);
    await rateLimit(request, { key: 'wordle-save', max: 120, windowSec: 60 }, player(request, user));
    const body = parse(wordleSaveSchema, request.body);
    assertPlayableDay(body.day);
    const { progress, stats } = await saveProgress(
      app.database.db,
      lists(),
      user.id,
      body.day,
      body.attempts,
    );
    return { progress: toProgressDto(progress), stats };
  });

  app.get('/wordle/stats', async (request) => {
    const user = await requireUser(request);
    return getStats(app.database.db, user.id);
  });

  app.get('/wordle/archive', async (request) => {
    const user = await requireUser(request);
    return archive(app.database.db, user.id);
  });
};
