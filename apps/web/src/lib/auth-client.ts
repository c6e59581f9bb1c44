/**
 * The calls to better-auth on our server (/api/auth/*), through apiFetch: same-origin,
 * http-only cookies; no token ever reaches local storage. A failed call becomes an
 * AuthRequestError carrying the Romanian text to show (auth-texts.ts).
 */
import { ApiError, apiFetch } from './api';
import { AUTH_TEXTS, authErrorText } from './auth-texts';
import { storage } from './storage';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  username: string | null;
  displayName: string | null;
  role: string;
}

export interface AuthSession {
  id: string;
  expiresAt: string;
}

/** Result of an auth action: error is the Romanian text to show, null on success. */
export interface AuthResult {
  error: string | null;
  /** better-auth's error code (or NETWORK / TIMEOUT / RATE_LIMITED) when it failed. */
  code?: string;
  status?: number;
}

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
}

/** Cloud calls are raced against this (spec section 9). */
export const AUTH_TIMEOUT_MS = 3000;
/** Auth actions hash a password and may send a mail: they get a little longer. */
export const AUTH_ACTION_TIMEOUT_MS = 10_000;

export class AuthRequestError extends Error {
  constructor(
    message: string,
    public readonly code: string,
    public readonly status: number,
  ) {
    super(message);
  }
}

/** A call to /api/auth{path}: GET without a body, POST with one. */
export async function authRequest<T>(
  path: string,
  body: unknown | undefined,
  timeoutMs: number,
  fallback: string,
): Promise<T> {
  try {
    return await apiFetch<T>(`/api/auth${path}`, { body, timeoutMs });
  } catch (e) {
    if (!(e instanceof ApiError)) throw new AuthRequestError(fallback, 'NETWORK', 0);
    if (e.status === 0) {
      const timedOut = e.code === 'TIMEOUT';
      throw new AuthRequestError(
        timedOut ? AUTH_TEXTS.timeout : fallback,
        timedOut ? 'TIMEOUT' : 'NETWORK',
        0,
      );
    }
    const d = (e.body ?? {}) as { code?: string; message?: string; error?: string };
    throw new AuthRequestError(
      authErrorText(e.status, d.code, d.error ?? d.message, fallback),
      d.code ?? (e.status === 429 ? 'RATE_LIMITED' : 'HTTP_' + e.status),
      e.status,
    );
  }
}

export function failure(e: unknown, fallback: string): AuthResult {
  if (e instanceof AuthRequestError) return { error: e.message, code: e.code, status: e.status };
  return { error: fallback, code: 'UNEXPECTED' };
}

interface SessionPayload {
  session: { id: string; expiresAt: string } | null;
  user: (Record<string, unknown> & { id: string; email: string; name: string }) | null;
}

function toUser(u: SessionPayload['user']): AuthUser | null {
  if (!u) return null;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    username: (u.username as string | null | undefined) ?? null,
    displayName: (u.displayName as string | null | undefined) ?? null,
    role: (u.role as string | undefined) ?? 'user',
  };
}

/** The current session: its user and session (both null for a guest). */
export async function fetchSession(): Promise<{ user: AuthUser | null; session: AuthSession | null }> {
  const data = await authRequest<SessionPayload | null>(
    '/get-session',
    undefined,
    AUTH_TIMEOUT_MS,
    'session',
  );
  return {
    user: toUser(data?.user ?? null),
    session: data?.session ? { id: data.session.id, expiresAt: String(data.session.expiresAt) } : null,
  };
}

/**
 * The last signed-in profile seen on this device (no token: the session stays in its
 * http-only cookie). When the session cannot be read because the network is down, the app
 * keeps this player signed in, so offline progress is queued for their account and sent
 * when the connection returns. A definite answer from the server replaces it.
 */
export const LAST_USER_KEY = 'slove_last_user';

export const lastUser = {
  read: () => storage.getJSON<AuthUser>(LAST_USER_KEY),
  write: (user: AuthUser | null) =>
    user ? storage.setJSON(LAST_USER_KEY, user) : storage.remove(LAST_USER_KEY),
};
