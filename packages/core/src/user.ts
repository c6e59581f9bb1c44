/**
 * The signed-in player, the same on both sides: what the server reads from a session
 * (apps/server/src/auth/session.ts) and what the web app keeps and shows (lib/auth-client.ts).
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  username: string | null;
  displayName: string | null;
  role: string;
}

/** A user record as better-auth returns it (our additional fields untyped). */
export type AuthUserRecord = Record<string, unknown> & { id: string; email: string; name: string };

/** A better-auth user record as a SessionUser (null for none): missing fields get their defaults. */
export function toSessionUser(u: AuthUserRecord | null | undefined): SessionUser | null {
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
