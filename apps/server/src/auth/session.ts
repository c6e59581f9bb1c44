/**
 * The signed-in user of a request, for every route that touches user data.
 *
 * Fast path: the signed session cookie is checked here (HMAC-SHA256 with the auth secret,
 * as better-auth signs it) and the session and its user are read in one indexed query.
 * Whatever needs better-auth's own logic goes to it: a session due for renewal (renewed on
 * use, once a day), an expired one (deleted), a "don't remember me" session, a cookie that
 * is not ours. Same answers, a fraction of the work per request.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { toSessionUser, type AuthUserRecord, type SessionUser } from '@slove/core/user';
import type { Db } from '../db/client.ts';
import { session as sessionTable, user as userTable } from '../db/schema.ts';
import { HttpError } from '../lib/http.ts';
import { SESSION_EXPIRES_IN_SEC, SESSION_UPDATE_AGE_SEC } from './auth.ts';

export type { SessionUser };

/** A Fastify request's headers as Fetch Headers (for better-auth). */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  return headers;
}

export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return part.slice(eqAt + 1).trim();
  }
  return null;
}

/** The token of a signed session cookie value ("token.base64(HMAC)"), or null. */
export function verifiedToken(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = crypto.createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
}

/** better-auth renews a session once it is older than updateAge: leave that to it. */
const renewDue = (expiresAt: number, at: number) =>
  expiresAt - (SESSION_EXPIRES_IN_SEC - SESSION_UPDATE_AGE_SEC) * 1000 <= at;

export interface SessionReader {
  /** 'delegate': better-auth decides (renewal, expiry, an unusual cookie). */
  read(cookieHeader: string | undefined): Promise<SessionUser | null | 'delegate'>;
  /** Forget every remembered session (after a sign-out, password reset, deletion…). */
  clear(): void;
}

/**
 * How long this process remembers a checked session. Within it, a session revoked through
 * another instance still works here (this instance forgets at once on its own auth calls):
 * the same trade-off as better-auth's cookie cache, with a window of seconds, not minutes.
 */
export const SESSION_MEMORY_MS = 5_000;
const SESSION_MEMORY_MAX = 10_000;

export function createSessionReader(deps: {
  db: () => Db;
  secret: string;
  cookieNames: () => Promise<{ session: string; dontRemember: string }>;
}): SessionReader {
  const memory = new Map<string, { user: SessionUser; expiresAt: number; until: number }>();
  return {
    clear: () => memory.clear(),
    async read(cookieHeader) {
      const names = await deps.cookieNames();
      const raw = cookieValue(cookieHeader, names.session);
      if (raw === null) return null;
      if (cookieValue(cookieHeader, names.dontRemember) !== null) return 'delegate';
      const known = memory.get(raw);
      if (known && known.until > Date.now())
        return renewDue(known.expiresAt, Date.now()) ? 'delegate' : known.user;
      const token = verifiedToken(raw, deps.secret);
      if (token === null) return 'delegate';
      const now = new Date();
      const [row] = await deps
        .db()
        .select({
          expiresAt: sessionTable.expiresAt,
          id: userTable.id,
          email: userTable.email,
          name: userTable.name,
          username: userTable.username,
          displayName: userTable.displayName,
          role: userTable.role,
        })
        .from(sessionTable)
        .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
        .where(and(eq(sessionTable.token, token), gt(sessionTable.expiresAt, now)))
        .limit(1);
      if (!row) return 'delegate';
      if (renewDue(row.expiresAt.getTime(), now.getTime())) return 'delegate';
      const { expiresAt, ...user } = row;
      if (memory.size >= SESSION_MEMORY_MAX) memory.clear();
      memory.set(raw, { user, expiresAt: expiresAt.getTime(), until: now.getTime() + SESSION_MEMORY_MS });
      return user;
    },
  };
}

/** The session's user, or null for a guest. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const cached = (request as FastifyRequest & { sloveUser?: SessionUser | null }).sloveUser;
  if (cached !== undefined) return cached;
  const fast = await request.server.sessionReader.read(request.headers.cookie);
  if (fast !== 'delegate') {
    (request as FastifyRequest & { sloveUser?: SessionUser | null }).sloveUser = fast;
    return fast;
  }
  const result = await request.server.auth.api.getSession({ headers: toHeaders(request) });
  const user = toSessionUser(result?.user as AuthUserRecord | undefined);
  (request as FastifyRequest & { sloveUser?: SessionUser | null }).sloveUser = user;
  return user;
}

/** The signed-in user, or a 401 with a Romanian message. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'Trebuie să fii conectat.');
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'Doar un administrator poate face asta.');
  return user;
}
