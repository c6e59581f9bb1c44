/**
 * A guest's helps travel with the puzzle (issue 40): the hints and reveals the server gives a
 * guest are counted in a cookie of the browser (signed with the auth secret, http-only, sent
 * to /api only), puzzle id → helps. When that browser then saves the puzzle signed in, or
 * merges its guest progress, the puzzle's helps are at least the ones counted: eight
 * reveals as a guest cannot become a "0 helps" solve by signing in. The cookie holds the
 * latest MAX_PUZZLES puzzles.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../../auth/session.ts';

export const GUEST_HELPS_COOKIE = 'slove_guest_helps';
const MAX_PUZZLES = 40;
const MAX_AGE_SEC = 60 * 24 * 3600;

/** Puzzle id → helps, in the order the puzzles were last helped (oldest first). */
export type GuestHelps = Map<string, number>;

async function secretOf(request: FastifyRequest): Promise<string> {
  return (await request.server.auth.$context).secret;
}

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`guest-helps:${payload}`).digest('base64url');

/** The helps counted in the request's cookie (none when it is missing or not ours). */
export async function guestHelps(request: FastifyRequest): Promise<GuestHelps> {
  const raw = cookieValue(request.headers.cookie, GUEST_HELPS_COOKIE);
  if (!raw) return new Map();
  const [payload, signature] = raw.split('.');
  if (!payload || !signature) return new Map();
  const expected = Buffer.from(sign(await secretOf(request), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return new Map();
  try {
    // [[puzzle id, helps], …], oldest first (an object would reorder numeric keys)
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed)) return new Map();
    const out: GuestHelps = new Map();
    for (const pair of parsed as unknown[]) {
      if (!Array.isArray(pair)) continue;
      const [id, n] = pair as unknown[];
      if (typeof id === 'string' && /^\d{1,9}$/.test(id) && Number.isSafeInteger(n) && (n as number) > 0)
        out.set(id, n as number);
    }
    return out;
  } catch {
    return new Map();
  }
}

/** One more help given to a guest on a puzzle: the cookie of the answer counts it. */
export async function countGuestHelp(request: FastifyRequest, reply: FastifyReply, puzzleId: number) {
  const helps = await guestHelps(request);
  const key = String(puzzleId);
  // the puzzle goes last (the latest), the oldest ones beyond MAX_PUZZLES are dropped
  const others = [...helps].filter(([id]) => id !== key);
  const entries = [...others.slice(-(MAX_PUZZLES - 1)), [key, (helps.get(key) ?? 0) + 1]];
  const payload = Buffer.from(JSON.stringify(entries)).toString('base64url');
  const secure = request.server.config.isHttps ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${GUEST_HELPS_COOKIE}=${payload}.${sign(await secretOf(request), payload)}; Max-Age=${MAX_AGE_SEC}; Path=/api; HttpOnly; SameSite=Lax${secure}`,
  );
}
