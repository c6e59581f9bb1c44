/** The table both synonym games share: the quiz progress and the correct answers per day of both games; part of the schema, see db/schema.ts. */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { day, integerList, playerId, ts } from '../../db/schema.ts';

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
  /**
   * The quiz questions already counted for quiz_credit_day: a question answered again the
   * same day (a replayed or alternating save) adds nothing to daily_correct.
   */
  quiz_credit_day: day('quiz_credit_day'),
  quiz_credited: integerList('quiz_credited'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
