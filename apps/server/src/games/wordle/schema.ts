/** Wordle's tables: the daily words, the games and the statistics; part of the schema, see db/schema.ts. */
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, playerId, ts } from '../../db/schema.ts';

export type WordleAttempt = { word: string; result: number[] };

export const wordleWords = pgTable(
  'wordle_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    daily_date: day('daily_date'),
    is_daily: boolean('is_daily').notNull().default(true),
  },
  (t) => [uniqueIndex('wordle_words_daily_date_uq').on(t.daily_date)],
);

export const wordleProgress = pgTable(
  'wordle_progress',
  {
    id: serial('id').primaryKey(),
    user_id: playerId().notNull(),
    daily_date: day('daily_date').notNull(),
    word_id: integer('word_id')
      .notNull()
      .references(() => wordleWords.id, { onDelete: 'cascade' }),
    attempts: jsonb('attempts')
      .$type<WordleAttempt[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    is_completed: boolean('is_completed').notNull().default(false),
    is_won: boolean('is_won').notNull().default(false),
    guesses_count: integer('guesses_count').notNull().default(0),
    completed_at: ts('completed_at'),
  },
  (t) => [uniqueIndex('wordle_progress_user_day_uq').on(t.user_id, t.daily_date)],
);

export const wordleStats = pgTable('wordle_stats', {
  user_id: playerId().primaryKey(),
  games_played: integer('games_played').notNull().default(0),
  games_won: integer('games_won').notNull().default(0),
  current_streak: integer('current_streak').notNull().default(0),
  max_streak: integer('max_streak').notNull().default(0),
  guess_distribution: jsonb('guess_distribution')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{"1":0,"2":0,"3":0,"4":0,"5":0,"6":0}'::jsonb`),
  last_played_date: day('last_played_date'),
});
