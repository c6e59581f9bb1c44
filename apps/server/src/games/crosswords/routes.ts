/**
 * Crosswords API (mounted under /api). Shapes: packages/core/src/crosswords-api.ts.
 * GET /crosswords/daily and POST /crosswords/daily/:day/result: "Integrama zilei" (daily.ts).
 * Answers never leave the server before their clue is solved: the puzzle payload carries
 * no answers, a check returns the answer only when it is right, a hint reveals only its
 * level's letters (never all of them), errors name no answer.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  crosswordCheckRequestSchema,
  crosswordHintRequestSchema,
  crosswordLetterCheckRequestSchema,
  crosswordRevealRequestSchema,
  crosswordProgressSaveSchema,
  puzzleIdSchema,
  type CrosswordCheckResponse,
  type CrosswordHintResponse,
  type CrosswordLetterCheckResponse,
  type CrosswordRevealResponse,
  type CrosswordListResponse,
  type CrosswordProgressResponse,
  type CrosswordPuzzleResponse,
} from '@slove/core/crosswords-api';
import type { DailyResponse, DailyStats } from '@slove/core/crosswords-daily';
import { isDayKey } from '@slove/core/day';
import { getSessionUser, requireUser } from '../../auth/session.ts';
import { dailyView, recordDaily } from './daily.ts';
import { countGuestHelp, guestHelps } from './guest-helps.ts';
import { HttpError, parse } from '../../lib/http.ts';
import { player, rateLimit } from '../../lib/rate-limit.ts';
import {
  checkAnswer,
  checkLetter,
  getClue,
  reveal,
  getPuzzle,
  giveHint,
  listPuzzles,
  NOT_FOUND,
  puzzlePayload,
  resetProgress,
  saveProgress,
} from './service.ts';

/**
 * Limits. A signed-in player is counted by account, a guest by address. The per-clue limit
 * is what stops brute force: 20 checks of one clue per 10 minutes; the overall limits leave
 * room for a fast player on a 9x9 (about 30 clues).
 */
export const CHECK_LIMIT = { max: 90, windowSec: 60 };
export const CHECK_CLUE_LIMIT = { max: 20, windowSec: 600 };
export const HINT_LIMIT = { max: 30, windowSec: 60 };
export const LIMIT_MESSAGE = 'Prea multe încercări într-un timp scurt. Așteaptă puțin și încearcă din nou.';

const idParams = z.object({ id: puzzleIdSchema });
const dayParams = z.object({ day: z.string().refine(isDayKey, 'Zi invalidă') });

export const crosswordRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  /** A hint or reveal given to a guest: counted for its puzzle in the browser's cookie. */
  const guestHelped = async (request: FastifyRequest, reply: FastifyReply, clueId: number) => {
    const clue = await getClue(db(), clueId);
    if (clue) await countGuestHelp(request, reply, clue.puzzleId);
  };

  app.get('/crosswords', async (request): Promise<CrosswordListResponse> => {
    const user = await getSessionUser(request);
    return { puzzles: await listPuzzles(db(), user?.id ?? null) };
  });

  app.get('/crosswords/daily', async (request): Promise<DailyResponse> => {
    const user = await getSessionUser(request);
    return dailyView(db(), user?.id ?? null);
  });

  app.post('/crosswords/daily/:day/result', async (request): Promise<DailyStats> => {
    const user = await requireUser(request);
    const { day } = parse(dayParams, request.params, 'Zi invalidă');
    return recordDaily(db(), user.id, day);
  });

  app.get('/crosswords/:id', async (request): Promise<CrosswordPuzzleResponse> => {
    const { id } = parse(idParams, request.params, 'Integramă invalidă');
    const puzzle = await getPuzzle(db(), id);
    if (!puzzle) throw new HttpError(404, NOT_FOUND);
    const user = await getSessionUser(request);
    return puzzlePayload(db(), puzzle, user?.id ?? null);
  });

  app.post('/crosswords/check', async (request): Promise<CrosswordCheckResponse> => {
    const body = parse(crosswordCheckRequestSchema, request.body);
    const who = player(request, await getSessionUser(request));
    const message = LIMIT_MESSAGE;
    await rateLimit(request, { key: 'crossword-check', ...CHECK_LIMIT, message }, who);
    await rateLimit(request, { key: `crossword-check-${body.clueId}`, ...CHECK_CLUE_LIMIT, message }, who);
    return checkAnswer(db(), body.clueId, body.answer);
  });

  app.post('/crosswords/hint', async (request, reply): Promise<CrosswordHintResponse> => {
    const body = parse(crosswordHintRequestSchema, request.body);
    const user = await getSessionUser(request);
    await rateLimit(
      request,
      { key: 'crossword-hint', ...HINT_LIMIT, message: LIMIT_MESSAGE },
      player(request, user),
    );
    const res = await giveHint(db(), body.clueId, body.hintLevel as 1 | 2 | 3, user?.id ?? null);
    if (!user) await guestHelped(request, reply, body.clueId);
    return res;
  });

  app.post('/crosswords/check-letter', async (request): Promise<CrosswordLetterCheckResponse> => {
    const body = parse(crosswordLetterCheckRequestSchema, request.body);
    const who = player(request, await getSessionUser(request));
    const message = LIMIT_MESSAGE;
    await rateLimit(request, { key: 'crossword-check', ...CHECK_LIMIT, message }, who);
    await rateLimit(request, { key: `crossword-check-${body.clueId}`, ...CHECK_CLUE_LIMIT, message }, who);
    return checkLetter(db(), body.clueId, body.index, body.letter);
  });

  app.post('/crosswords/reveal', async (request, reply): Promise<CrosswordRevealResponse> => {
    const body = parse(crosswordRevealRequestSchema, request.body);
    const user = await getSessionUser(request);
    await rateLimit(
      request,
      { key: 'crossword-hint', ...HINT_LIMIT, message: LIMIT_MESSAGE },
      player(request, user),
    );
    const res = await reveal(db(), body.clueId, body.index, user?.id ?? null);
    if (!user) await guestHelped(request, reply, body.clueId);
    return res;
  });

  app.put('/crosswords/:id/progress', async (request): Promise<CrosswordProgressResponse> => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params, 'Integramă invalidă');
    const body = parse(crosswordProgressSaveSchema, request.body);
    const puzzle = await getPuzzle(db(), id);
    if (!puzzle) throw new HttpError(404, NOT_FOUND);
    const counted = (await guestHelps(request)).get(String(id)) ?? 0;
    return {
      progress: await saveProgress(db(), user.id, puzzle, {
        ...body,
        hintsUsed: Math.max(body.hintsUsed, counted),
      }),
    };
  });

  app.delete('/crosswords/:id/progress', async (request): Promise<CrosswordProgressResponse> => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params, 'Integramă invalidă');
    const puzzle = await getPuzzle(db(), id);
    if (!puzzle) throw new HttpError(404, NOT_FOUND);
    return { progress: await resetProgress(db(), user.id, puzzle) };
  });
};
