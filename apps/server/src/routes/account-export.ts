/**
 * GET /api/account/export ("Descarcă datele mele"): every row the signed-in player's account
 * owns, as one JSON file to keep. Secrets stay out: the password hash, session tokens, OAuth
 * tokens and the push subscriptions' keys; so do the ids that would let someone act as the
 * player (session ids). Game tables come from each game's module (userTables), so a new game's
 * rows are exported without a change here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, getTableName, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { dayKey } from '@slove/core/day';
import { account, deletionRequests, pushSubscriptions, session, user } from '../db/schema.ts';
import { GAME_MODULES } from '../games/registry.ts';
import { player, rateLimit } from '../lib/rate-limit.ts';
import { requireUser } from '../auth/session.ts';

export const EXPORT_FORMAT = 'slove-datele-mele';

export async function exportAccount(request: FastifyRequest, reply: FastifyReply) {
  const me = await requireUser(request);
  await rateLimit(request, { key: 'account-export', max: 20, windowSec: 3600 }, player(request, me));
  const db = request.server.database.db;
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      username: user.username,
      displayUsername: user.displayUsername,
      displayName: user.displayName,
      image: user.image,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, me.id));
  const signIn = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
    .from(account)
    .where(eq(account.userId, me.id));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, me.id));
  const reminders = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      morning: pushSubscriptions.morning,
      evening: pushSubscriptions.evening,
      created_at: pushSubscriptions.created_at,
      last_sent_at: pushSubscriptions.last_sent_at,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, me.id));
  const deletion = await db
    .select({
      email: deletionRequests.email,
      reason: deletionRequests.reason,
      createdAt: deletionRequests.createdAt,
      handledAt: deletionRequests.handledAt,
    })
    .from(deletionRequests)
    .where(or(eq(deletionRequests.requestedBy, me.id), eq(deletionRequests.email, me.email.toLowerCase())));
  const games: Record<string, Record<string, Record<string, unknown>[]>> = {};
  for (const game of GAME_MODULES) {
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const table of game.userTables) {
      const owner = (table as PgTable & { user_id: PgColumn }).user_id;
      tables[getTableName(table)] = await db.select().from(table).where(eq(owner, me.id));
    }
    games[game.id] = tables;
  }
  reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="slove-datele-mele-${dayKey()}.json"`);
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    account: profile,
    signIn,
    sessions,
    reminders,
    deletionRequests: deletion,
    games,
  };
}
