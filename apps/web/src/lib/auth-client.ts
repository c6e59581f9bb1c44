/**
 * The session read from better-auth on our server (/api/auth/get-session), through apiFetch:
 * same-origin, http-only cookies; no token ever reaches local storage. The actions' calls
 * are in auth-actions.ts.
 */
import { toSessionUser, type AuthUserRecord, type SessionUser } from '@slove/core/user';
import { ApiError, CLOUD_TIMEOUT_MS, apiFetch } from './api';
import { storage } from './storage';

/** The signed-in player (the same fields as the server's session user). */
export type AuthUser = SessionUser;

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
  user: AuthUserRecord | null;
}

/** The current session: its user and session (both null for a guest). */
export async function fetchSession(): Promise<{ user: AuthUser | null; session: AuthSession | null }> {
  const data = await apiFetch<SessionPayload | null>('/api/auth/get-session', {
    timeoutMs: CLOUD_TIMEOUT_MS,
  });
  return {
    user: toSessionUser(data?.user ?? null),
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
