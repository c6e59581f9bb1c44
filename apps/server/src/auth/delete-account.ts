/**
 * Deleting an account and everything that belongs to it. Rows of user-owned tables go by
 * ON DELETE CASCADE from "user"; each game may remove more (GameModule.deleteUserData); what
 * better-auth keeps outside foreign keys (password-reset tokens in "verification"), the
 * user's deletion requests and their rate-limit counters are removed here, in the same
 * transaction.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deletionRequests, user, verification } from '../db/schema.ts';
import { forgetAccount } from '../lib/rate-limit.ts';
import { GAME_MODULES } from '../games/registry.ts';

export async function deleteAccount(db: Db, userId: string): Promise<{ email: string; name: string } | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, userId));
    if (!found) return null;
    for (const game of GAME_MODULES) await game.deleteUserData?.(tx, userId);
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx
      .delete(deletionRequests)
      .where(
        or(
          eq(deletionRequests.requestedBy, userId),
          sql`lower(${deletionRequests.email}) = ${found.email.toLowerCase()}`,
        ),
      );
    await tx.delete(user).where(eq(user.id, userId));
    await forgetAccount(tx as unknown as Db, userId, found.email);
    return found;
  });
}

/** Store a deletion request that an administrator handles within 48 hours. */
export async function requestDeletion(
  db: Db,
  email: string,
  reason: string,
  requestedBy: string | null,
): Promise<void> {
  await db.insert(deletionRequests).values({ email, reason, requestedBy });
}
