/**
 * Rate limits of the auth endpoints, counted in the database before better-auth sees the
 * request (so they hold across instances).
 *
 * Sign-in (ASVS V6.3) cannot be turned against the owner of an account: failed attempts are
 * counted per client address and per (account, address), and those limits refuse only that
 * address. Failures on one account from every address together slow, then refuse, the
 * devices that never signed in to it: past `free` each attempt waits a growing delay, past
 * `ceiling` it is refused (429) before its password is checked, so guessing from many
 * addresses in parallel stops. A device that signed in to the account before carries its
 * device cookie (auth/device.ts): it skips that account-wide wait and refusal, its own
 * failures are counted per device, and so the owner is never slowed by someone else's
 * guessing.
 *
 * The other endpoints count hits per address (generous: a class of pupils behind one school
 * router signs up together) and per e-mail address (tight: flooding one inbox).
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usernameKey } from '@slove/core/names';
import { user } from '../db/schema.ts';
import { deviceSetCookie, requestDevice, setDeviceCookieLater } from './device.ts';
import {
  clientAddress,
  hit,
  limitKey,
  minutesRo,
  rateLimit,
  RateLimitError,
  resetKey,
  tooManyMessage,
  unhit,
  type LimitSubject,
} from '../lib/rate-limit.ts';

interface Window {
  max: number;
  windowSec: number;
}

export interface AuthLimit {
  /** The counter's name when it is another endpoint's (default: the endpoint's own). */
  shares?: string;
  /** Hits per client address. */
  ip: Window;
  /** Hits per e-mail address. */
  email?: Window;
}

const MIN = 60;
const HOUR = 3600;

export const AUTH_LIMITS: Record<string, AuthLimit> = {
  '/sign-up/email': { ip: { max: 100, windowSec: HOUR }, email: { max: 10, windowSec: HOUR } },
  // tells what a sign-up tells (a username is taken), from sign-up's own budget (decision 0011)
  '/is-username-available': { shares: '/sign-up/email', ip: { max: 100, windowSec: HOUR } },
  '/request-password-reset': { ip: { max: 60, windowSec: HOUR }, email: { max: 5, windowSec: HOUR } },
  '/send-verification-email': { ip: { max: 60, windowSec: HOUR }, email: { max: 5, windowSec: HOUR } },
  '/reset-password': { ip: { max: 30, windowSec: HOUR } },
  '/change-password': { ip: { max: 30, windowSec: HOUR } },
};

/** The sign-in endpoints and the body field that names the account. */
const SIGN_IN_FIELDS: Record<string, 'email' | 'username'> = {
  '/sign-in/email': 'email',
  '/sign-in/username': 'username',
};

export const SIGN_IN_LIMITS = {
  /** Every sign-in attempt from one address. */
  address: { max: 300, windowSec: 15 * MIN },
  /** Failed attempts from one address, whatever the account. */
  addressFailures: { max: 100, windowSec: 15 * MIN },
  /** Failed attempts on one account from one address: what stops a guesser. */
  pairFailures: { max: 10, windowSec: 15 * MIN },
  /**
   * Failed attempts on one account from every address, for devices without its device
   * cookie: past `free` each attempt waits, past `ceiling` it is refused.
   */
  account: { free: 10, ceiling: 30, windowSec: 15 * MIN, firstDelayMs: 250, maxDelayMs: 2000 },
  /** Failed attempts from one device that signed in to the account before. */
  deviceFailures: { max: 10, windowSec: 15 * MIN },
} as const;

/** The 429 of an account under guessing, to a device that never signed in to it. */
export function accountLockedMessage(retryAfterSec: number): string {
  return `Prea multe încercări pentru acest cont. Încearcă din nou peste ${minutesRo(retryAfterSec)} sau intră de pe un dispozitiv pe care te-ai mai conectat.`;
}

/** The wait before an attempt on an account that already has `failures` failures in its window. */
export function signInDelayMs(failures: number): number {
  const { free, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.account;
  const over = failures - free;
  return over <= 0 ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (over - 1));
}

/** The account an identifier names (its id), or the identifier itself (hashed) when none. */
async function accountSubject(db: Db, field: 'email' | 'username', value: string): Promise<LimitSubject> {
  const normal = field === 'email' ? value.trim().toLowerCase() : usernameKey(value);
  const column = field === 'email' ? user.email : user.username;
  const [found] = await db.select({ id: user.id }).from(user).where(eq(column, normal)).limit(1);
  return found ? { kind: 'user', value: found.id } : { kind: field, value: normal };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Called with better-auth's status once it answered. */
export type AfterAuth = (status: number) => Promise<void>;

async function beginSignIn(request: FastifyRequest, field: 'email' | 'username'): Promise<AfterAuth | null> {
  const db = request.server.database.db;
  const address = clientAddress(request);
  const ip: LimitSubject = { kind: 'ip', value: address };
  await rateLimit(request, { key: 'auth:sign-in', ...SIGN_IN_LIMITS.address }, ip);
  const value = ((request.body ?? {}) as Record<string, unknown>)[field];
  if (typeof value !== 'string' || !value.trim()) return null;
  const account = await accountSubject(db, field, value);
  const secret = account.kind === 'user' ? (await request.server.auth.$context).secret : null;
  /** A sign-in that succeeds gives (or renews) the device cookie of the account. */
  const trust = (status: number) => {
    if (status === 200 && secret)
      setDeviceCookieLater(request, deviceSetCookie(request, secret, account.value));
  };

  const device = secret ? requestDevice(request, secret, account.value) : null;
  if (device) {
    const deviceKey = limitKey(`auth:sign-in-failed@device:${device}`, account);
    const { max, windowSec } = SIGN_IN_LIMITS.deviceFailures;
    const state = await hit(db, deviceKey, max, windowSec);
    if (!state.allowed) throw new RateLimitError(tooManyMessage(state.retryAfterSec), state.retryAfterSec);
    return async (status) => {
      trust(status);
      if (status !== 401) await resetKey(db, deviceKey);
    };
  }

  // An attempt counts as a failure until better-auth says otherwise (parallel guesses too).
  const pairKey = limitKey(`auth:sign-in-failed@${address}`, account);
  const addressKey = limitKey('auth:sign-in-failed', ip);
  const accountKey = limitKey('auth:sign-in-failed', account);
  for (const [key, rule] of [
    [pairKey, SIGN_IN_LIMITS.pairFailures],
    [addressKey, SIGN_IN_LIMITS.addressFailures],
  ] as const) {
    const state = await hit(db, key, rule.max, rule.windowSec);
    if (!state.allowed) throw new RateLimitError(tooManyMessage(state.retryAfterSec), state.retryAfterSec);
  }
  const { ceiling, windowSec } = SIGN_IN_LIMITS.account;
  const onAccount = await hit(db, accountKey, ceiling, windowSec);
  if (!onAccount.allowed)
    throw new RateLimitError(accountLockedMessage(onAccount.retryAfterSec), onAccount.retryAfterSec);
  const delay = signInDelayMs(onAccount.count - 1);
  if (delay > 0) await sleep(delay);

  return async (status) => {
    trust(status);
    if (status === 401) return; // a wrong password (or no such account): the failure stays
    await resetKey(db, pairKey);
    await unhit(db, addressKey);
    await unhit(db, accountKey);
  };
}

/**
 * Enforce the limits of an auth request (`path` relative to /api/auth): throws a 429 with a
 * Romanian message when one is passed. Returns what to run with better-auth's answer.
 */
export async function enforceAuthLimits(request: FastifyRequest, path: string): Promise<AfterAuth | null> {
  if (request.method !== 'POST') return null;
  const signIn = SIGN_IN_FIELDS[path];
  if (signIn) return beginSignIn(request, signIn);
  const rule = AUTH_LIMITS[path];
  if (!rule) return null;
  const key = `auth:${(rule.shares ?? path).replace(/^\//, '')}`;
  await rateLimit(request, { key, ...rule.ip }, { kind: 'ip', value: clientAddress(request) });
  const email = ((request.body ?? {}) as Record<string, unknown>).email;
  if (rule.email && typeof email === 'string' && email.trim())
    await rateLimit(request, { key, ...rule.email }, { kind: 'email', value: email });
  return null;
}
