/**
 * CSRF guard: every state-changing API request must come from the site's own origin (the
 * Origin header, or the Referer when a browser left Origin out). It runs once, as a global
 * hook of the app (better-auth's routes included); session cookies are SameSite=Lax on top.
 *
 * The site's origin follows the configuration:
 * - PUBLIC_URL set: that origin, plus the ALLOWED_ORIGINS list;
 * - PUBLIC_URL unset: the origin the request itself was sent to (its Host, and its scheme;
 *   X-Forwarded-Host and X-Forwarded-Proto count only with TRUST_PROXY), plus ALLOWED_ORIGINS.
 *   So http://localhost:3000, http://127.0.0.1:3000 and a LAN address all work.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
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

/** The origin a request was sent to, as the browser saw it (Fastify applies TRUST_PROXY). */
export function requestOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

/** The site's own origin for a request: PUBLIC_URL's, or (unset) the one the request was sent to. */
export function siteOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  return (config.PUBLIC_URL ? null : requestOrigin(request)) ?? new URL(config.publicUrl).origin;
}

/** The origins whose pages may change state, for a request whose own origin is `own`. */
export function allowedOrigins(
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrl' | 'ALLOWED_ORIGINS'>,
  own: string | null,
): string[] {
  const site = config.PUBLIC_URL ? new URL(config.publicUrl).origin : own;
  return [...(site ? [site] : []), ...config.ALLOWED_ORIGINS];
}

/** The app's hook: every unsafe method must come from one of the site's origins (else 403). */
export async function sameOriginHook(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const header = request.headers.origin;
  const origin =
    originOf(typeof header === 'string' ? header : undefined) ?? originOf(request.headers.referer);
  if (!origin || !allowedOrigins(request.server.config, requestOrigin(request)).includes(origin))
    throw new HttpError(403, ORIGIN_REFUSED);
}
