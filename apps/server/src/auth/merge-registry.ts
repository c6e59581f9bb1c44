/**
 * The games whose guest data POST /api/account/merge accepts: each game's zod schema of
 * its local data (packages/core/src/<game>-api.ts) and its server merge function
 * (apps/server/src/games/<game>/merge.ts: union of found items, the higher score, stats
 * recomputed on the server, re-validated against the content, idempotent).
 */
import type { z } from 'zod';
import { crosswordsLocalSchema } from '@slove/core/crosswords-api';
import type { Db } from '../db/client.ts';
import { mergeCrosswordsLocal } from '../games/crosswords/merge.ts';

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
  crosswords: merger(crosswordsLocalSchema, mergeCrosswordsLocal),
};
