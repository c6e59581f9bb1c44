/**
 * Rate limits with counters in the database (table rate_limit), so that they hold across
 * every instance of the server. Fixed windows: a counter row per key holds the number of
 * hits and the start of its window (epoch seconds); one atomic upsert per hit.
 *
 *   await rateLimit(request, { key: 'classic-word', max: 60, windowSec: 60 });
 *
 * counts per client address. The client address is the proxy's X-Forwarded-For only when
 * TRUST_PROXY is on (Fastify's request.ip follows the trustProxy option), otherwise the
 * socket's address. Use `limitKey()` for other subjects (an e-mail address, a user id).
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq, like, lt, sql } from 'drizzle-orm';
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

export function limitKey(rule: string, kind: 'ip' | 'email' | 'user' | string, subject: string): string {
  const part = kind === 'email' || kind === 'username' ? subjectHash(subject) : subject;
  return `${KEY_PREFIX}${rule}:${kind}:${part}`;
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

/** Count a hit on a key and throw 429 (with a Romanian message) when over the limit. */
export async function enforce(db: Db, key: string, rule: Omit<LimitRule, 'key'>): Promise<void> {
  const state = await hit(db, key, rule.max, rule.windowSec);
  if (!state.allowed)
    throw new RateLimitError(rule.message ?? tooManyMessage(state.retryAfterSec), state.retryAfterSec);
}

/** Per-client-address limit for a route: throws 429 when over it. */
export async function rateLimit(request: FastifyRequest, rule: LimitRule): Promise<void> {
  await enforce(request.server.database.db, limitKey(rule.key, 'ip', clientAddress(request)), rule);
}

/** Per-e-mail limit (the address is hashed in the key). */
export async function rateLimitEmail(request: FastifyRequest, email: string, rule: LimitRule): Promise<void> {
  await enforce(request.server.database.db, limitKey(rule.key, 'email', email), rule);
}

/** Forget the counters of an e-mail address (on account deletion). */
export async function forgetEmail(db: Db, email: string): Promise<void> {
  await db
    .delete(rateLimitTable)
    .where(like(rateLimitTable.key, `${KEY_PREFIX}%:email:${subjectHash(email)}`));
}

/** Drop counters whose window ended long ago (housekeeping; safe at any time). */
export async function pruneRateLimits(db: Db, olderThanSec = 24 * 3600): Promise<void> {
  await db.delete(rateLimitTable).where(lt(rateLimitTable.lastRequest, nowSec() - olderThanSec));
}

/** Reset one key (tests and admin). */
export async function resetKey(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitTable).where(eq(rateLimitTable.key, key));
}
