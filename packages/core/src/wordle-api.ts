/** Wordle API shapes (zod), shared by the server (validation) and the web app (types). */
import { z } from './zod.ts';
import { isDayKey } from './day.ts';

export const dayKeySchema = z.string().refine(isDayKey, { message: 'Zi invalidă (aaaa-ll-zz).' });
const mark = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const word = z.string().min(1).max(20);

export const attemptSchema = z.object({ word, result: z.array(mark).length(5) });
export type AttemptDto = z.infer<typeof attemptSchema>;

/** GET /api/wordle/today and GET /api/wordle/days/:day */
export const wordleDaySchema = z.object({
  day: dayKeySchema,
  /** Share number: days since 2025-01-01 plus 1. */
  number: z.number().int(),
  wordId: z.number().int(),
  word: z.string(),
  /** The content version: the allowed-words list for it is immutable. */
  version: z.string(),
  /** The server's today (Bucharest). */
  today: dayKeySchema,
});
export type WordleDay = z.infer<typeof wordleDaySchema>;

/** GET /api/wordle/allowed?v=… — every allowed guess, joined by single spaces (compact and cacheable). */
export const wordleAllowedSchema = z.object({
  version: z.string(),
  count: z.number().int(),
  words: z.string(),
});
export type WordleAllowed = z.infer<typeof wordleAllowedSchema>;

/** A stored game of one day. */
export const wordleProgressSchema = z.object({
  day: dayKeySchema,
  wordId: z.number().int(),
  attempts: z.array(attemptSchema).max(6),
  isCompleted: z.boolean(),
  isWon: z.boolean(),
  guessesCount: z.number().int(),
  completedAt: z.string().nullable(),
});
export type WordleProgress = z.infer<typeof wordleProgressSchema>;

/** PUT /api/wordle/progress — the whole attempt list of a day (it may only grow). */
export const wordleSaveSchema = z.object({
  day: dayKeySchema,
  attempts: z.array(z.object({ word, result: z.array(mark).length(5).optional() })).max(12),
});
export type WordleSave = z.infer<typeof wordleSaveSchema>;

export const distributionSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
  '6': z.number().int(),
});

export const wordleStatsSchema = z.object({
  gamesPlayed: z.number().int(),
  gamesWon: z.number().int(),
  currentStreak: z.number().int(),
  maxStreak: z.number().int(),
  guessDistribution: distributionSchema,
  lastPlayedDate: dayKeySchema.nullable(),
});

export const wordleSaveResponseSchema = z.object({
  progress: wordleProgressSchema,
  stats: wordleStatsSchema,
});
export type WordleSaveResponse = z.infer<typeof wordleSaveResponseSchema>;

/** GET /api/wordle/progress?day=… */
export const wordleProgressResponseSchema = z.object({ progress: wordleProgressSchema.nullable() });

/** GET /api/wordle/archive — the last 30 days before today and today, newest first. */
export const wordleArchiveSchema = z.object({
  today: dayKeySchema,
  days: z.array(
    z.object({
      day: dayKeySchema,
      number: z.number().int(),
      status: z.enum(['won', 'lost', 'playing', 'new']),
      guesses: z.number().int(),
    }),
  ),
});
export type WordleArchive = z.infer<typeof wordleArchiveSchema>;

/** Guest data on this device, sent to POST /api/account/merge as `wordle`. */
export const wordleLocalGameSchema = z.object({
  attempts: z.array(z.object({ word, result: z.array(mark).length(5).optional() })).max(6),
  /** ISO instant at which the game ended (absent while playing). */
  completedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export const wordleLocalSchema = z.object({
  /** Games keyed by their day ('yyyy-mm-dd'). */
  games: z.record(dayKeySchema, wordleLocalGameSchema),
});
export type WordleLocal = z.infer<typeof wordleLocalSchema>;
export type WordleLocalGame = z.infer<typeof wordleLocalGameSchema>;
