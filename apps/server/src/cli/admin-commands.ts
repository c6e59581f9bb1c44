/** The admin commands, as functions on a database (the CLI in admin.ts calls them). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deletionRequests, user } from '../db/schema.ts';

export class CommandError extends Error {}

/** Give the admin role to the account with this e-mail. */
export async function setRole(
  db: Db,
  email: string,
  role: 'admin' | 'user',
): Promise<{ id: string; email: string; changed: boolean }> {
  const address = email.trim().toLowerCase();
  if (!address.includes('@')) throw new CommandError(`Adresă de e-mail invalidă: ${email}`);
  const [found] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(sql`lower(${user.email}) = ${address}`);
  if (!found) throw new CommandError(`Nu există niciun cont cu adresa ${address}.`);
  if (found.role === role) return { id: found.id, email: found.email, changed: false };
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, found.id));
  return { id: found.id, email: found.email, changed: true };
}

export interface DeletionRequestRow {
  id: number;
  email: string;
  reason: string;
  requestedBy: string | null;
  createdAt: Date;
  handledAt: Date | null;
  /** Whether an account with this e-mail exists. */
  accountExists: boolean;
}

export async function listDeletionRequests(
  db: Db,
  opts: { all?: boolean } = {},
): Promise<DeletionRequestRow[]> {
  const rows = await db
    .select({
      id: deletionRequests.id,
      email: deletionRequests.email,
      reason: deletionRequests.reason,
      requestedBy: deletionRequests.requestedBy,
      createdAt: deletionRequests.createdAt,
      handledAt: deletionRequests.handledAt,
      accountId: user.id,
    })
    .from(deletionRequests)
    .leftJoin(user, sql`lower(${user.email}) = lower(${deletionRequests.email})`)
    .where(opts.all ? undefined : isNull(deletionRequests.handledAt))
    .orderBy(asc(deletionRequests.createdAt), asc(deletionRequests.id));
  return rows.map(({ accountId, ...r }) => ({ ...r, accountExists: accountId !== null }));
}

export async function markDeletionRequestHandled(db: Db, id: number): Promise<void> {
  const done = await db
    .update(deletionRequests)
    .set({ handledAt: new Date() })
    .where(and(eq(deletionRequests.id, id), isNull(deletionRequests.handledAt)))
    .returning({ id: deletionRequests.id });
  if (!done.length) throw new CommandError(`Nu există o cerere nerezolvată cu id-ul ${id}.`);
}

/** Hours left of the 48 promised. */
export function hoursLeft(createdAt: Date, now = new Date()): number {
  return Math.round((createdAt.getTime() + 48 * 3600_000 - now.getTime()) / 3600_000);
}

/**
 * Text a visitor typed, safe on a terminal: control and format characters (escape sequences,
 * bell, right-to-left overrides…) are shown as \u{…} instead of being sent to the terminal;
 * runs of spaces and line breaks become one space.
 */
export function printable(text: string): string {
  return text
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(
      /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu,
      (c) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, '0')}}`,
    );
}

export function formatDeletionRequests(rows: DeletionRequestRow[], now = new Date()): string {
  if (!rows.length) return 'Nicio cerere de ștergere în așteptare.';
  const lines = rows.map((r) => {
    const when = r.createdAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
    const status = r.handledAt
      ? `rezolvată ${r.handledAt.toISOString().slice(0, 10)}`
      : (() => {
          const h = hoursLeft(r.createdAt, now);
          return h >= 0 ? `${h} h rămase din 48` : `DEPĂȘITĂ cu ${-h} h`;
        })();
    const account = r.accountExists ? 'cont existent' : 'niciun cont cu această adresă';
    return `#${r.id}  ${when}  ${printable(r.email)}  (${account}; ${status})\n     motiv: ${printable(r.reason)}`;
  });
  return `${rows.length} ${rows.length === 1 ? 'cerere' : 'cereri'} de ștergere:\n${lines.join('\n')}`;
}
