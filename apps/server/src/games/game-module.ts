/**
 * The games whose guest data POST /api/account/merge accepts: each game's zod schema of
 * its local data (packages/core/src/<game>-api.ts) and its server merge function
 * (apps/server/src/games/<game>/merge.ts: union of found items, the higher score, stats
 * recomputed on the server, re-validated against the content, idempotent).
 */
import type { z } from 'zod';
import { classicLocalSchema } from '@slove/core/classic-api';
import { crosswordsLocalSchema } from '@slove/core/crosswords-api';
import { wordleLocalSchema } from '@slove/core/wordle-api';
import { synonymsLocalSchema } from '@slove/core/synonyms-api';
import { quizLocalSchema } from '@slove/core/quiz-api';
import type { Db } from '../db/client.ts';
import { mergeClassicLocal } from '../games/classic/merge.ts';
import { mergeCrosswordsLocal } from '../games/crosswords/merge.ts';
import { mergeWordleLocal } from '../games/wordle/merge.ts';
import { mergeSynonymsLocal } from '../games/synonyms/merge.ts';
import { mergeQuizLocal } from '../games/quiz/merge.ts';

export type MergeKey = 'classic' | 'synonyms' | 'quiz' | 'crosswords' | 'wordle';

export interface Merger<S extends z.ZodType = z.ZodType> {
  schema: S;
  merge(db: Db, userId: string, data: z.infer<S>): Promise<void>;
}

export function merger<S extends z.ZodType>(
  schema: S,
  merge: (db: Db, userId: string, data: z.infer<S>) => Promise<void>,
): Merger {
  return { schema, merge: merge as Merger['merge'] };
}

export const MERGERS: Partial<Record<MergeKey, Merger>> = {
  classic: merger(classicLocalSchema, (db, userId, data) => mergeClassicLocal(db, userId, data)),
  crosswords: merger(crosswordsLocalSchema, mergeCrosswordsLocal),
  wordle: merger(wordleLocalSchema, (db, userId, data) => mergeWordleLocal(db, userId, data)),
  synonyms: merger(synonymsLocalSchema, mergeSynonymsLocal),
  quiz: merger(quizLocalSchema, (db, userId, data) => mergeQuizLocal(db, userId, data)),
};
