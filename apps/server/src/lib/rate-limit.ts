/**
 * Rate limits with counters in the database (table rate_limit), so that they hold across
 * every instance of the server. Fixed windows: a counter row per key holds the number of
 * hits and the start of its window (epoch seconds); one atomic upsert per hit.
 *
 * One helper and one keying rule for the routes:
 *
 *   await rateLimit(request, { key: 'wordle-save', max: 120, windowSec: 60 }, player(request, user));
 *
 * `player()` is the rule: a signed-in player is counted by account, a guest by client
 * address. The client address is the proxy's X-Forwarded-For only when TRUST_PROXY is on
 * (Fastify's request.ip follows the trustProxy option), otherwise the socket's address.
 * A limit that protects something else than the caller (an inbox, an account under a
 * password-guessing attack) names that subject instead: `{ kind: 'email', value }`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq, like, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimit as rateLimitTable } from '../db/schema.ts';
import { HttpError } from './http.ts';

export interface LimitRule {
  /** What is limited, e.g. 'sign-in'. */
  key: string;
  /** Hits allowed in one window. */
  max: number;
  windowSec: number;
  /** Romanian text of the 429 (a default names the wait). */
  message?: string;
}

export interface LimitState {
  count: number;
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfterSec: number;
}

/** Every key of ours starts with this, apart from better-auth's own counters. */
export const KEY_PREFIX = 'slove:';

/** The client's address: from X-Forwarded-For only when TRUST_PROXY is on. */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.server.config.TRUST_PROXY ? request.ip : (request.socket?.remoteAddress ?? request.ip);
  return (ip || 'unknown').replace(/^::ffff:/, '');
}

/** An opaque key part for personal data (e-mail addresses are never stored in clear). */
export function subjectHash(subject: string): string {
  return createHash('sha256').update(subject.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** What a limit counts: an account, a client address, or a hashed e-mail address or username. */
export interface LimitSubject {
  kind: 'user' | 'ip' | 'email' | 'username';
  value: string;
}

/** The keying rule of the routes: a signed-in player by account, a guest by client address. */
export function player(request: FastifyRequest, user: { id: string } | null | undefined): LimitSubject {
  return user ? { kind: 'user', value: user.id } : { kind: 'ip', value: clientAddress(request) };
}

/** The key of a counter; e-mail addresses and usernames are hashed (never stored in clear). */
export function limitKey(rule: string, subject: LimitSubject): string {
  const personal = subject.kind === 'email' || subject.kind === 'username';
  return `${KEY_PREFIX}${rule}:${subject.kind}:${personal ? subjectHash(subject.value) : subject.value}`;
}

function nowSec(): number {
  return Math.floor(Date.now() / 1000);
}

/** Count one hit on a key; returns the state after the hit. */
export async function hit(db: Db, key: string, max: number, windowSec: number): Promise<LimitState> {
  const now = nowSec();
  const expired = sql`${rateLimitTable.lastRequest} <= ${now - windowSec}`;
  const [row] = await db
    .insert(rateLimitTable)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimitTable.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitTable.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimitTable.lastRequest} END`,
      },
    })
    .returning({ count: rateLimitTable.count, lastRequest: rateLimitTable.lastRequest });
  const count = row?.count ?? 1;
  const start = row?.lastRequest ?? now;
  return { count, allowed: count <= max, retryAfterSec: Math.max(1, start + windowSec - now) };
}

/** Minutes, in Romanian ("1 minut", "5 minute", "20 de minute"). */
export function minutesRo(sec: number): string {
  const m = Math.max(1, Math.ceil(sec / 60));
  if (m === 1) return '1 minut';
  return m < 20 ? `${m} minute` : `${m} de minute`;
}

export function tooManyMessage(retryAfterSec: number): string {
  return `Prea multe încercări. Încearcă din nou peste ${minutesRo(retryAfterSec)}.`;
}

export class RateLimitError extends HttpError {
  constructor(
    message: string,
    public readonly retryAfterSec: number,
  ) {
    super(429, message, { retryAfter: retryAfterSec });
  }
}

/** Count a hit of `subject` on a rule and throw 429 (with a Romanian message) when over the limit. */
export async function rateLimit(
  request: FastifyRequest,
  rule: LimitRule,
  subject: LimitSubject,
): Promise<void> {
  const state = await hit(request.server.database.db, limitKey(rule.key, subject), rule.max, rule.windowSec);
  if (!state.allowed)
    throw new RateLimitError(rule.message ?? tooManyMessage(state.retryAfterSec), state.retryAfterSec);
}

/** Take one hit back (an attempt that turned out to be legitimate). */
export async function unhit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitTable)
    .set({ count: sql`greatest(${rateLimitTable.count} - 1, 0)` })
    .where(eq(rateLimitTable.key, key));
}

/** Forget the counters of an account and of its e-mail address (on account deletion). */
export async function forgetAccount(db: Db, userId: string, email: string): Promise<void> {
  await db
    .delete(rateLimitTable)
    .where(
      or(
        like(rateLimitTable.key, `${KEY_PREFIX}%:email:${subjectHash(email)}`),
        like(rateLimitTable.key, `${KEY_PREFIX}%:user:${userId}`),
      ),
    );
}

/** Drop counters whose window ended long ago (housekeeping; safe at any time). */
export async function pruneRateLimits(db: Db, olderThanSec = 24 * 3600): Promise<void> {
  await db.delete(rateLimitTable).where(lt(rateLimitTable.lastRequest, nowSec() - olderThanSec));
}

/** Reset one key (tests and admin). */
export async function resetKey(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitTable).where(eq(rateLimitTable.key, key));
}
