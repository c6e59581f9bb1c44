/**
 * One Drizzle schema for PGlite and PostgreSQL, in parts: the tables every part of the server
 * shares are here (accounts, rate limits, content bookkeeping, reminders, jobs); each game's
 * tables are in games/<game>/schema.ts (drizzle.config.ts reads them all, one set of
 * migrations). Table and column names follow the specification exactly; columns we need
 * beside them are added next to them. Every user-owned row references "user"(id) ON DELETE
 * CASCADE.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A player's column: user_id, referencing "user" ON DELETE CASCADE (the row goes with the account). */
export const playerId = () => text('user_id').references(() => user.id, { onDelete: 'cascade' });

/** Array columns that start empty. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
export const integerList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const day = (name: string) => date(name, { mode: 'string' });

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

/** Web Push subscriptions, per user and device (endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: playerId(),
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
