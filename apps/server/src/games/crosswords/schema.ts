/** The crosswords' tables: puzzles, clues (answers stay on the server) and progress; part of the schema, see db/schema.ts. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SolverHelp } from '@slove/core/crosswords';
import { day, integerList, playerId, ts } from '../../db/schema.ts';

export const crosswordPuzzles = pgTable('crossword_puzzles', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  difficulty: integer('difficulty').notNull(),
  size: text('size').notNull(),
  /** Grid pattern rows ('#' blocked, '.' white): no letters. */
  pattern: jsonb('pattern').$type<string[]>().notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const crosswordClues = pgTable(
  'crossword_clues',
  {
    id: integer('id').primaryKey(),
    puzzle_id: integer('puzzle_id')
      .notNull()
      .references(() => crosswordPuzzles.id, { onDelete: 'cascade' }),
    clue_text: text('clue_text').notNull(),
    answer_length: integer('answer_length').notNull(),
    direction: text('direction').notNull(),
    position_row: integer('position_row').notNull(),
    position_col: integer('position_col').notNull(),
    number: integer('number').notNull(),
    /** Server only: never sent to a browser before the clue is solved. */
    answer: text('answer').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('crossword_clues_puzzle_idx').on(t.puzzle_id)],
);

export const crosswordProgress = pgTable(
  'crossword_progress',
  {
    id: serial('id').primaryKey(),
    user_id: playerId().notNull(),
    puzzle_id: integer('puzzle_id')
      .notNull()
      .references(() => crosswordPuzzles.id, { onDelete: 'cascade' }),
    completed_clues: integerList('completed_clues'),
    current_answers: jsonb('current_answers')
      // the letters, and the help still shown (hint masks by clue, marks by cell: SolverHelp)
      .$type<{ gridState: Record<string, string> } & Partial<SolverHelp>>()
      .notNull()
      .default(sql`'{"gridState":{}}'::jsonb`),
    is_completed: boolean('is_completed').notNull().default(false),
    score: integer('score').notNull().default(0),
    time_spent_seconds: integer('time_spent_seconds').notNull().default(0),
    hints_used: integer('hints_used').notNull().default(0),
    last_played: ts('last_played'),
    completed_at: ts('completed_at'),
  },
  (t) => [uniqueIndex('crossword_progress_user_puzzle_uq').on(t.user_id, t.puzzle_id)],
);

/** "Integrama zilei": a signed-in player's solved daily puzzles (one row a day), for the streak, the count and the best time. */
export const crosswordDailyResults = pgTable(
  'crossword_daily_results',
  {
    id: serial('id').primaryKey(),
    user_id: playerId().notNull(),
    day: day('day').notNull(),
    puzzle_id: integer('puzzle_id')
      .notNull()
      .references(() => crosswordPuzzles.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    helps: integer('helps').notNull(),
    /**
     * Solved on its own day (Bucharest clock), as the server saw it when recording: only these
     * days make the streak; an archive solve (false) counts in the solved days and the best time.
     */
    on_day: boolean('on_day').notNull().default(false),
    solved_at: ts('solved_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crossword_daily_user_day_uq').on(t.user_id, t.day)],
);
