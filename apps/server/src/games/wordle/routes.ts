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
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { dayKey, msUntilMidnight } from '@slove/core/day';
import { shareNumber } from '@slove/core/wordle';
import { dayKeySchema, wordleSaveSchema, type WordleDay } from '@slove/core/wordle-api';
import { parse } from '../lib/http.ts';
import { requireUser } from '../auth/session.ts';
import { enforce, limitKey } from '../lib/rate-limit.ts';
import {
  archive,
  assertPlayableDay,
  getProgress,
  getStats,
  saveProgress,
  toProgressDto,
  wordForDay,
} from '../games/wordle/service.ts';
import { wordleLists } from '../games/wordle/words.ts';

/** Public caching until the next Bucharest midnight (when today's word and the archive window change). */
function cacheUntilMidnight(reply: FastifyReply, now: Date) {
  const seconds = Math.max(1, Math.floor(msUntilMidnight(now) / 1000));
  reply.header('cache-control', `public, max-age=${seconds}`);
}

export const wordleRoutes: FastifyPluginAsync = async (app) => {
  const lists = () => wordleLists(app.config.CONTENT_DIR);

  async function dayPayload(day: string, today: string): Promise<WordleDay> {
    const { wordId, word } = await wordForDay(app.database.db, lists(), day);
    return { day, number: shareNumber(day), wordId, word, version: lists().version, today };
  }

  app.get('/wordle/today', async (_request, reply) => {
    const now = new Date();
    const today = dayKey(now);
    const payload = await dayPayload(today, today);
    cacheUntilMidnight(reply, now);
    return payload;
  });

  app.get('/wordle/days/:day', async (request, reply) => {
    const { day } = parse(z.object({ day: dayKeySchema }), request.params, 'Zi invalidă.');
    const now = new Date();
    const today = dayKey(now);
    assertPlayableDay(day, today);
    const payload = await dayPayload(day, today);
    cacheUntilMidnight(reply, now);
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
    await enforce(app.database.db, limitKey('wordle-save', 'user', user.id), { max: 120, windowSec: 60 });
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
