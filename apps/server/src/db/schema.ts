/**
 * One Drizzle schema for PGlite and PostgreSQL. Table and column names follow the
 * specification exactly; columns we need beside them are added next to them.
 * Every user-owned row references "user"(id) ON DELETE CASCADE.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

// ---------------------------------------------------------------- accounts (better-auth)
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  username: text('username').unique(),
  displayUsername: text('display_username'),
  displayName: text('display_name'),
  role: text('role').notNull().default('user'),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters, shared by every instance (better-auth's "rateLimit" model and our own limits). */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: integer('last_request').notNull(),
});

/** Deletion requests that a person handles within 48 hours. */
export const deletionRequests = pgTable('deletion_requests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  reason: text('reason').notNull(),
  requestedBy: text('requested_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  handledAt: ts('handled_at'),
});

// ---------------------------------------------------------------- content bookkeeping
export const contentMeta = pgTable('content_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- classic letter game
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
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    set_id: integer('set_id')
      .notNull()
      .references(() => letterSets.id, { onDelete: 'cascade' }),
    found_words: text('found_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    score: integer('score').notNull().default(0),
    last_played: day('last_played').notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_progress_user_set_day_uq').on(t.user_id, t.set_id, t.last_played)],
);

export const gameStats = pgTable('game_stats', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  total_score: integer('total_score').notNull().default(0),
  total_words_found: integer('total_words_found').notNull().default(0),
  total_pangrams: integer('total_pangrams').notNull().default(0),
  sets_completed: integer('sets_completed').notNull().default(0),
  current_streak: integer('current_streak').notNull().default(0),
  longest_streak: integer('longest_streak').notNull().default(0),
  last_played_date: day('last_played_date'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- synonyms
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
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    set_id: integer('set_id')
      .notNull()
      .references(() => synonymSets.id, { onDelete: 'cascade' }),
    found_synonyms: text('found_synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    total_score: integer('total_score').notNull().default(0),
    hint_used: boolean('hint_used').notNull().default(false),
    completed_at: ts('completed_at'),
    last_played: day('last_played'),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('synonym_progress_user_set_uq').on(t.user_id, t.set_id)],
);

export const easySynonymProgress = pgTable('easy_synonym_progress', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  completed_questions: integer('completed_questions')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
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

export const synonymSettings = pgTable('synonym_settings', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  daily_goal: integer('daily_goal').notNull().default(20),
  morning_notifications: boolean('morning_notifications').notNull().default(false),
  evening_notifications: boolean('evening_notifications').notNull().default(false),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** Web Push subscriptions, per user and device (endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    morning: boolean('morning').notNull().default(false),
    evening: boolean('evening').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
    last_sent_at: ts('last_sent_at'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint)],
);

/** Server-wide jobs (e.g. reminder sends), so that with several instances only one runs a slot. */
export const jobRuns = pgTable('job_runs', {
  key: text('key').primaryKey(),
  ran_at: ts('ran_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- crosswords
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
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    puzzle_id: integer('puzzle_id')
      .notNull()
      .references(() => crosswordPuzzles.id, { onDelete: 'cascade' }),
    completed_clues: integer('completed_clues')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    current_answers: jsonb('current_answers')
      .$type<{ gridState: Record<string, string> }>()
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

// ---------------------------------------------------------------- wordle
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

export type WordleAttempt = { word: string; result: number[] };

export const wordleProgress = pgTable(
  'wordle_progress',
  {
    id: serial('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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
  user_id: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
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

/** Tables whose rows belong to a user (for deletion checks and tests). */
export const userOwnedTables = {
  session,
  account,
  word_suggestions: wordSuggestions,
  game_progress: gameProgress,
  game_stats: gameStats,
  synonym_progress: synonymProgress,
  easy_synonym_progress: easySynonymProgress,
  synonym_settings: synonymSettings,
  push_subscriptions: pushSubscriptions,
  crossword_progress: crosswordProgress,
  wordle_progress: wordleProgress,
  wordle_stats: wordleStats,
} as const;
