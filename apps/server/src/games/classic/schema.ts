/** The classic letter game's tables: the letter sets and their words, suggestions, progress and statistics; part of the schema, see db/schema.ts. */
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, playerId, textList, ts, user } from '../../db/schema.ts';

export const letterSets = pgTable(
  'letter_sets',
  {
    id: integer('id').primaryKey(),
    letters: text('letters').notNull(),
    center_letter: text('center_letter').notNull(),
    daily_date: day('daily_date'),
    difficulty: text('difficulty').notNull().default('Mediu'),
    /** Compact list of bonus words (folded upper case, display form), see content README. */
    bonus_words: jsonb('bonus_words')
      .$type<[string, string, boolean][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('letter_sets_daily_date_uq').on(t.daily_date)],
);

export const words = pgTable(
  'words',
  {
    id: serial('id').primaryKey(),
    set_id: integer('set_id')
      .notNull()
      .references(() => letterSets.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    display: text('display').notNull(),
    is_pangram: boolean('is_pangram').notNull().default(false),
    verified: boolean('verified').notNull().default(true),
    added_by: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('words_set_word_uq').on(t.set_id, t.word)],
);

/** "Propune un cuvânt": suggestions from signed-in users that an admin accepts or rejects. */
export const wordSuggestions = pgTable(
  'word_suggestions',
  {
    id: serial('id').primaryKey(),
    user_id: playerId().notNull(),
    set_id: integer('set_id')
      .notNull()
      .references(() => letterSets.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    is_pangram: boolean('is_pangram').notNull().default(false),
    status: text('status').notNull().default('pending'),
    created_at: ts('created_at').notNull().defaultNow(),
    decided_at: ts('decided_at'),
  },
  (t) => [uniqueIndex('word_suggestions_uq').on(t.user_id, t.set_id, t.word)],
);

export const gameProgress = pgTable(
  'game_progress',
  {
    id: serial('id').primaryKey(),
    user_id: playerId().notNull(),
    set_id: integer('set_id')
      .notNull()
      .references(() => letterSets.id, { onDelete: 'cascade' }),
    found_words: textList('found_words'),
    score: integer('score').notNull().default(0),
    last_played: day('last_played').notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_progress_user_set_day_uq').on(t.user_id, t.set_id, t.last_played)],
);

export const gameStats = pgTable('game_stats', {
  user_id: playerId().primaryKey(),
  total_score: integer('total_score').notNull().default(0),
  total_words_found: integer('total_words_found').notNull().default(0),
  total_pangrams: integer('total_pangrams').notNull().default(0),
  sets_completed: integer('sets_completed').notNull().default(0),
  current_streak: integer('current_streak').notNull().default(0),
  longest_streak: integer('longest_streak').notNull().default(0),
  last_played_date: day('last_played_date'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
