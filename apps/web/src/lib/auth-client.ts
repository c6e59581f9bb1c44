/**
 * The session read from better-auth on our server (/api/auth/get-session), through apiFetch:
 * same-origin, http-only cookies; no token ever reaches local storage. The actions' calls
 * are in auth-actions.ts.
 */
import { ApiError, CLOUD_TIMEOUT_MS, apiFetch } from './api';
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

/** A session read that got no answer (offline, timed out): not the server saying "no session". */
export function isNoAnswer(e: unknown): boolean {
  return !(e instanceof ApiError) || e.status === 0;
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
  const data = await apiFetch<SessionPayload | null>('/api/auth/get-session', {
    timeoutMs: CLOUD_TIMEOUT_MS,
  });
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
