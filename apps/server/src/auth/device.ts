/**
 * The device cookie of sign-in (OWASP's "device cookie" against password guessing): a
 * browser that signed in to an account once gets a cookie for that account, signed with the
 * auth secret (HMAC-SHA256), http-only, sent only to /api/auth. A sign-in that carries a
 * valid one for its account is the owner's device: it skips the account-wide wait and
 * refusal that guessing from other devices causes (auth/limits.ts), and its failures are
 * counted per device.
 *
 * Value: nonce.issuedAt(epoch seconds).signature, the signature over the account's id, the
 * nonce and the time (a cookie of one account says nothing about another). Name: per
 * account, from a hash of its id, so that a family tablet keeps one for each player.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from './session.ts';

export const DEVICE_COOKIE_MAX_AGE_SEC = 365 * 24 * 3600;
const PATH = '/api/auth';

export function deviceCookieName(userId: string): string {
  return `slove_device_${crypto.createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
}

const sign = (secret: string, userId: string, nonce: string, issuedAt: number) =>
  crypto.createHmac('sha256', secret).update(`device:${userId}:${nonce}:${issuedAt}`).digest('base64url');

/** A fresh cookie value for an account. */
export function issueDeviceValue(secret: string, userId: string, now = Date.now()): string {
  const nonce = crypto.randomBytes(12).toString('base64url');
  const issuedAt = Math.floor(now / 1000);
  return `${nonce}.${issuedAt}.${sign(secret, userId, nonce, issuedAt)}`;
}

/** The nonce of a valid, unexpired cookie value for the account, or null. */
export function verifyDeviceValue(
  secret: string,
  userId: string,
  value: string,
  now = Date.now(),
): string | null {
  const [nonce, at, signature, ...rest] = value.split('.');
  if (!nonce || !at || !signature || rest.length || !/^\d{1,12}$/.test(at)) return null;
  const issuedAt = Number(at);
  const age = Math.floor(now / 1000) - issuedAt;
  if (age < -60 || age > DEVICE_COOKIE_MAX_AGE_SEC) return null;
  const expected = Buffer.from(sign(secret, userId, nonce, issuedAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : null;
}

/** The request's device nonce for the account, when it carries a valid cookie for it. */
export function requestDevice(request: FastifyRequest, secret: string, userId: string): string | null {
  const raw = cookieValue(request.headers.cookie, deviceCookieName(userId));
  return raw ? verifyDeviceValue(secret, userId, raw) : null;
}

/** The Set-Cookie header of a new device cookie. */
export function deviceSetCookie(request: FastifyRequest, secret: string, userId: string): string {
  const secure = request.server.config.isHttps ? '; Secure' : '';
  const value = issueDeviceValue(secret, userId);
  return `${deviceCookieName(userId)}=${value}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SEC}; Path=${PATH}; HttpOnly; SameSite=Lax${secure}`;
}

const pending = new WeakMap<FastifyRequest, string>();

/** Send this cookie with the request's answer (auth/routes.ts adds it on send). */
export function setDeviceCookieLater(request: FastifyRequest, cookie: string): void {
  pending.set(request, cookie);
}

/** onSend hook of the auth routes: add a pending device cookie to the answer's cookies. */
export async function sendDeviceCookie(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const cookie = pending.get(request);
  // Fastify appends to the Set-Cookie headers already set (better-auth's session cookie)
  if (cookie) reply.header('set-cookie', cookie);
}
