/** The signed-in user of a request, for every route that touches user data. */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  username: string | null;
  displayName: string | null;
  role: string;
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  return headers;
}

/** The session's user, or null for a guest. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const cached = (request as FastifyRequest & { sloveUser?: SessionUser | null }).sloveUser;
  if (cached !== undefined) return cached;
  const result = await request.server.auth.api.getSession({ headers: toHeaders(request) });
  const u = result?.user as
    (Record<string, unknown> & { id: string; email: string; name: string }) | undefined;
  const user: SessionUser | null = u
    ? {
        id: u.id,
        email: u.email,
        name: u.name,
        username: (u.username as string | null | undefined) ?? null,
        displayName: (u.displayName as string | null | undefined) ?? null,
        role: (u.role as string | undefined) ?? 'user',
      }
    : null;
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
