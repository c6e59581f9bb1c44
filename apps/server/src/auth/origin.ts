/**
 * CSRF guard for our own state-changing routes (better-auth checks its own): a request
 * that changes state must come from the site's origin (the Origin header, or the Referer
 * when a browser left Origin out). Session cookies are SameSite=Lax on top of this.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http.ts';

export const ORIGIN_REFUSED = 'Cerere refuzată: nu vine de pe site-ul Slove.';

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Throws 403 unless the request comes from PUBLIC_URL's origin. */
export function requireSameOrigin(request: FastifyRequest): void {
  const expected = new URL(request.server.config.publicUrl).origin;
  const header = request.headers.origin;
  const origin =
    originOf(typeof header === 'string' ? header : undefined) ?? originOf(request.headers.referer);
  if (origin !== expected) throw new HttpError(403, ORIGIN_REFUSED);
}

/** Fastify onRequest hook: every unsafe method must pass requireSameOrigin. */
export async function sameOriginHook(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  requireSameOrigin(request);
}
