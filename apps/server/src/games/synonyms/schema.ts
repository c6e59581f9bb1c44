/** The advanced synonym game's tables: the sets and their synonyms, progress per set, settings; part of the schema, see db/schema.ts. */
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, playerId, textList, ts } from '../../db/schema.ts';

export const synonymSets = pgTable(
  'synonym_sets',
  {
    id: integer('id').primaryKey(),
    base_word: text('base_word').notNull(),
    difficulty_level: integer('difficulty_level').notNull(),
    category: text('category').notNull(),
    is_daily: boolean('is_daily').notNull().default(false),
    daily_date: day('daily_date'),
    gloss: text('gloss'),
    hint: jsonb('hint'),
  },
  (t) => [index('synonym_sets_daily_date_idx').on(t.daily_date)],
);

export const synonyms = pgTable(
  'synonyms',
  {
    id: serial('id').primaryKey(),
    set_id: integer('set_id')
      .notNull()
      .references(() => synonymSets.id, { onDelete: 'cascade' }),
    synonym_word: text('synonym_word').notNull(),
    rarity_score: integer('rarity_score').notNull().default(1),
    verified: boolean('verified').notNull().default(true),
    gloss: text('gloss'),
  },
  (t) => [uniqueIndex('synonyms_set_word_uq').on(t.set_id, t.synonym_word)],
);

export const synonymProgress = pgTable(
  'synonym_progress',
  {
    id: serial('id').primaryKey(),
    user_id: playerId().notNull(),
    set_id: integer('set_id')
      .notNull()
      .references(() => synonymSets.id, { onDelete: 'cascade' }),
    found_synonyms: textList('found_synonyms'),
    total_score: integer('total_score').notNull().default(0),
    hint_used: boolean('hint_used').notNull().default(false),
    completed_at: ts('completed_at'),
    last_played: day('last_played'),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('synonym_progress_user_set_uq').on(t.user_id, t.set_id)],
);

export const synonymSettings = pgTable('synonym_settings', {
  user_id: playerId().primaryKey(),
  daily_goal: integer('daily_goal').notNull().default(20),
  morning_notifications: boolean('morning_notifications').notNull().default(false),
  evening_notifications: boolean('evening_notifications').notNull().default(false),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
