/**
 * Reminder subscriptions (Web Push), one row per device (its endpoint). A device of an account
 * stays that account's: another account or a guest cannot take it over. A guest's device
 * joins the account of the player who signs in on it.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';

/** The subscriptions a request may change: a guest device's, or the signed-in user's own. */
const mayChange = (userId: string | null) =>
  userId
    ? or(isNull(pushSubscriptions.user_id), eq(pushSubscriptions.user_id, userId))
    : isNull(pushSubscriptions.user_id);

export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  morning: boolean;
  evening: boolean;
}

/** Store a device's subscription; false when the device belongs to another account. */
export async function subscribe(db: Db, userId: string | null, sub: Subscription): Promise<boolean> {
  const { endpoint, ...rest } = sub;
  const values = { user_id: userId, ...rest };
  const written = await db
    .insert(pushSubscriptions)
    .values({ endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values, setWhere: mayChange(userId) })
    .returning({ id: pushSubscriptions.id });
  return written.length > 0;
}

/** Drop a device's subscription (the endpoint itself is the device's secret). */
export async function unsubscribe(db: Db, userId: string | null, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), mayChange(userId)));
}
