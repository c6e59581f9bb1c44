/**
 * The classic letter game API (mounted under /api):
 *   GET  /classic/day/:date?            the day's set (today, or a day of the 30-day archive)
 *   GET  /classic/sets/:id              a set by id (archive links, /?set={id}); not future ones
 *   GET  /classic/answers/:date         a past day's full answer list (never today's or later)
 *   GET  /classic/random?exclude=id     a random playable set (Joc Nou)
 *   GET  /classic/archive               today and the 30 days before, with the player's marks
 *   GET  /classic/progress/:setId       signed-in: the player's found words for a set
 *   PUT  /classic/progress/:setId       signed-in: save (re-validated, united with what is stored)
 *   GET  /classic/stats                 signed-in: statistics recomputed on the server
 *   POST /classic/stats                 signed-in: recompute and store ("save stats")
 *   POST /classic/words                 admin: add a word to a set
 *   POST /classic/suggestions           signed-in: "Propune un cuvânt"
 *   GET  /classic/suggestions           admin: pending suggestions
 *   POST /classic/suggestions/:id/accept|reject   admin
 * Set payloads are cached in memory, pre-compressed, with an ETag (see games/classic/store.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addDays, ARCHIVE_DAYS, dayKey, isDayKey, isInArchive } from '@slove/core/day';
import { CLASSIC_TEXTS, isPangramWord } from '@slove/core/classic';
import { foldUpper } from '@slove/core/text';
import {
  addWordSchema,
  progressSaveSchema,
  type ClassicArchive,
  type PastAnswers,
} from '@slove/core/classic-api';
import { HttpError, parse } from '../../lib/http.ts';
import { bucharestClock } from '../../lib/day-cache.ts';
import { getSessionUser, requireAdmin, requireUser } from '../../auth/session.ts';
import { player, rateLimit } from '../../lib/rate-limit.ts';
import { classicStore, randomPlayableSetId, type CachedSet } from './store.ts';
import { foundBySet, playableSet, readProgress, recomputeStats, saveProgress } from './progress.ts';
import { acceptSuggestion, addWord, listSuggestions, rejectSuggestion, suggestWord } from './words.ts';

export const CLASSIC_API_TEXTS = {
  badDate: 'Data trebuie să fie în forma aaaa-ll-zz.',
  outsideArchive: (date: string) =>
    `Setul din ${date} nu este disponibil: poți juca setul de azi și pe cele din ultimele ${ARCHIVE_DAYS} de zile.`,
  badId: 'Identificatorul setului nu este valid.',
  answersNotYet:
    'Răspunsurile unei zile se văd doar după ce ziua s-a încheiat: încearcă setul de azi până la miezul nopții.',
} as const;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const SET_MAX_AGE = 3600;

/**
 * Sets are cacheable by anyone (public) but revalidated on every use (no-cache + ETag → a
 * 304 without a body), so that a word an admin adds is playable on the next load; shared
 * caches may serve a stale copy for a short while if the server is unreachable.
 */
function sendSet(request: FastifyRequest, reply: FastifyReply, set: CachedSet, maxStale: number) {
  reply.header('etag', set.etag);
  reply.header('cache-control', `public, no-cache, stale-if-error=${Math.max(0, maxStale)}`);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === set.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accept = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(set.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(set.gzip);
  return reply.send(set.json);
}

function setIdOf(params: unknown): number {
  const r = idParam.safeParse(
    (params as { id?: string; setId?: string }).id ?? (params as { setId?: string }).setId,
  );
  if (!r.success) throw new HttpError(400, CLASSIC_API_TEXTS.badId);
  return r.data;
}

export const classicRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const store = classicStore(db);

  const daySet = async (request: FastifyRequest<{ Params: { date?: string } }>, reply: FastifyReply) => {
    const { today, secondsToMidnight } = bucharestClock();
    const date = request.params.date ?? today;
    if (date !== today) {
      if (!isDayKey(date)) throw new HttpError(400, CLASSIC_API_TEXTS.badDate);
      if (!isInArchive(date, today)) throw new HttpError(404, CLASSIC_API_TEXTS.outsideArchive(date));
    }
    const set = store.cachedByDate(date) ?? (await store.byDate(date));
    if (!set) throw new HttpError(404, CLASSIC_TEXTS.noSets);
    const maxAge = date === today ? Math.min(SET_MAX_AGE, secondsToMidnight) : SET_MAX_AGE;
    return sendSet(request, reply, set, maxAge);
  };
  app.get('/classic/day', { config: { compress: false } }, daySet);
  app.get('/classic/day/:date', { config: { compress: false } }, daySet);

  app.get<{ Params: { id: string } }>(
    '/classic/sets/:id',
    { config: { compress: false } },
    async (request, reply) => {
      const set = await playableSet(db, setIdOf(request.params));
      return sendSet(request, reply, set, SET_MAX_AGE);
    },
  );

  // "Răspunsurile de ieri": a finished day's answers; today's stay hidden while they can be played.
  app.get<{ Params: { date: string } }>(
    '/classic/answers/:date',
    async (request, reply): Promise<PastAnswers> => {
      const { date } = request.params;
      if (!isDayKey(date)) throw new HttpError(400, CLASSIC_API_TEXTS.badDate);
      const today = dayKey();
      if (date >= today) throw new HttpError(404, CLASSIC_API_TEXTS.answersNotYet);
      if (!isInArchive(date, today)) throw new HttpError(404, CLASSIC_API_TEXTS.outsideArchive(date));
      const set = store.cachedByDate(date) ?? (await store.byDate(date));
      if (!set) throw new HttpError(404, CLASSIC_TEXTS.noSets);
      const { letters, center } = set.payload;
      reply.header('cache-control', `public, max-age=${SET_MAX_AGE}`);
      return {
        date,
        setId: set.id,
        letters,
        center,
        answers: set.payload.answers.map((word) => ({
          word,
          key: foldUpper(word),
          isPangram: isPangramWord(word, letters),
        })),
      };
    },
  );

  app.get<{ Querystring: { exclude?: string } }>('/classic/random', async (request) => {
    const exclude = idParam.safeParse(request.query.exclude);
    const id = await randomPlayableSetId(db, dayKey(), exclude.success ? exclude.data : null);
    if (id === null) throw new HttpError(404, CLASSIC_TEXTS.noSets);
    return { id };
  });

  app.get('/classic/archive', async (request): Promise<ClassicArchive> => {
    const today = dayKey();
    const sets = await store.between(addDays(today, -ARCHIVE_DAYS), today);
    const user = await getSessionUser(request);
    const marks = user ? await foundBySet(db, user.id, sets) : null;
    return {
      today,
      days: sets.map((s) => ({
        id: s.id,
        date: s.payload.date,
        center: s.payload.center,
        letters: s.payload.letters,
        difficulty: s.payload.difficulty,
        maxWords: s.payload.maxWords,
        pangrams: s.payload.pangrams,
        found: marks ? (marks.get(s.id)?.found ?? 0) : null,
        finished: marks ? (marks.get(s.id)?.finished ?? false) : null,
      })),
    };
  });

  app.get<{ Params: { setId: string } }>('/classic/progress/:setId', async (request) => {
    const user = await requireUser(request);
    return readProgress(db, user.id, setIdOf(request.params));
  });

  app.put<{ Params: { setId: string } }>('/classic/progress/:setId', async (request) => {
    const user = await requireUser(request);
    const setId = setIdOf(request.params);
    const body = parse(progressSaveSchema, request.body);
    return saveProgress(db, user.id, setId, body.foundWords);
  });

  app.get('/classic/stats', async (request) => {
    const user = await requireUser(request);
    return recomputeStats(db, user.id);
  });
  app.post('/classic/stats', async (request) => {
    const user = await requireUser(request);
    return recomputeStats(db, user.id);
  });

  app.post('/classic/words', async (request, reply) => {
    const admin = await requireAdmin(request);
    const body = parse(addWordSchema, request.body, CLASSIC_TEXTS.addFailed);
    const result = await addWord(db, admin.id, body.setId, body.word, body.isPangram);
    return reply.code(201).send(result);
  });

  app.post('/classic/suggestions', async (request, reply) => {
    const user = await requireUser(request);
    const body = parse(addWordSchema, request.body, CLASSIC_TEXTS.addFailed);
    await rateLimit(request, { key: 'classic-suggest', max: 30, windowSec: 3600 }, player(request, user));
    const result = await suggestWord(db, user.id, body.setId, body.word, body.isPangram);
    return reply.code(201).send(result);
  });

  app.get('/classic/suggestions', async (request) => {
    await requireAdmin(request);
    return { suggestions: await listSuggestions(db) };
  });

  app.post<{ Params: { id: string } }>('/classic/suggestions/:id/accept', async (request) => {
    const admin = await requireAdmin(request);
    return acceptSuggestion(db, admin.id, setIdOf(request.params));
  });

  app.post<{ Params: { id: string } }>('/classic/suggestions/:id/reject', async (request) => {
    await requireAdmin(request);
    return rejectSuggestion(db, setIdOf(request.params));
  });
};
