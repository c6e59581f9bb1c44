/**
 * Rate limits of the auth endpoints: per client address and per e-mail (or username),
 * counted in the database before better-auth sees the request.
 */
import type { FastifyRequest } from 'fastify';
import { clientAddress, enforce, limitKey } from '../lib/rate-limit.ts';

export interface AuthLimit {
  /** Hits per client address. */
  ip: { max: number; windowSec: number };
  /** Hits per e-mail address (or username for /sign-in/username). */
  subject?: { max: number; windowSec: number; field: 'email' | 'username' };
}

const MIN = 60;
const HOUR = 3600;

/**
 * Per address the limits are generous (a class of pupils behind one school router signs
 * up together); per e-mail they are tight (guessing one account's password, flooding one
 * inbox).
 */
export const AUTH_LIMITS: Record<string, AuthLimit> = {
  '/sign-in/email': {
    ip: { max: 300, windowSec: 15 * MIN },
    subject: { max: 10, windowSec: 15 * MIN, field: 'email' },
  },
  '/sign-in/username': {
    ip: { max: 300, windowSec: 15 * MIN },
    subject: { max: 10, windowSec: 15 * MIN, field: 'username' },
  },
  '/sign-up/email': {
    ip: { max: 100, windowSec: HOUR },
    subject: { max: 10, windowSec: HOUR, field: 'email' },
  },
  '/request-password-reset': {
    ip: { max: 60, windowSec: HOUR },
    subject: { max: 5, windowSec: HOUR, field: 'email' },
  },
  '/send-verification-email': {
    ip: { max: 60, windowSec: HOUR },
    subject: { max: 5, windowSec: HOUR, field: 'email' },
  },
  '/reset-password': { ip: { max: 30, windowSec: HOUR } },
  '/change-password': { ip: { max: 30, windowSec: HOUR } },
};

/** Throws a 429 with a Romanian message when a limit is passed. `path` is relative to /api/auth. */
export async function enforceAuthLimits(request: FastifyRequest, path: string): Promise<void> {
  if (request.method !== 'POST') return;
  const rule = AUTH_LIMITS[path];
  if (!rule) return;
  const db = request.server.database.db;
  const name = path.replace(/^\//, '');
  await enforce(db, limitKey(`auth:${name}`, 'ip', clientAddress(request)), rule.ip);
  if (rule.subject) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const value = body[rule.subject.field];
    if (typeof value === 'string' && value.trim()) {
      await enforce(db, limitKey(`auth:${name}`, rule.subject.field, value), rule.subject);
    }
  }
}
