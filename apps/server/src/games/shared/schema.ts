/** The table both synonym games share: the quiz progress and the correct answers per day of both games; part of the schema, see db/schema.ts. */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { integerList, playerId, ts } from '../../db/schema.ts';

export const easySynonymProgress = pgTable('easy_synonym_progress', {
  user_id: playerId().primaryKey(),
  completed_questions: integerList('completed_questions'),
  total_correct: integer('total_correct').notNull().default(0),
  total_attempts: integer('total_attempts').notNull().default(0),
  last_played: ts('last_played'),
  /** Correct answers per Bucharest day ('yyyy-mm-dd' → count), for the daily goal and streaks. */
  daily_correct: jsonb('daily_correct')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
