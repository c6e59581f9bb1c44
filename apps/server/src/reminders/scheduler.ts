/**
 * Morning (09:00) and evening (19:00) reminders, Bucharest time, by Web Push.
 * Every instance with REMINDERS=true checks the clock every 30 s; a slot is sent by the one
 * instance that inserts its row into job_runs first ('reminders:yyyy-mm-dd:morning'), so
 * with several instances behind one database each slot goes out once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dayKey, TIME_ZONE } from '@slove/core/day';
import { gameInfo } from '@slove/core/games';
import type { Db } from '../db/client.ts';
import { jobRuns, pushSubscriptions } from '../db/schema.ts';
import { sendPush, type PushMessage, type VapidKeys } from '../lib/push.ts';

export type ReminderSlot = 'morning' | 'evening';

/** Slot start hours (Bucharest) and how long after the start a late instance may still send. */
export const SLOT_HOURS: Record<ReminderSlot, number> = { morning: 9, evening: 19 };
const SLOT_WINDOW_HOURS = 2;

export const REMINDER_MESSAGES: Record<ReminderSlot, Omit<PushMessage, 'tag'>> = {
  morning: {
    title: 'Bună dimineața de la Slove!',
    body: 'Sinonimele zilei te așteaptă. Câteva minute de joc îți țin seria activă.',
    url: gameInfo('quiz').path,
  },
  evening: {
    title: 'Nu uita de sinonime!',
    body: 'Mai ai timp azi să-ți atingi obiectivul zilnic și să-ți păstrezi seria.',
    url: gameInfo('quiz').path,
  },
};

const hourFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The slot due at an instant (within two hours of its start, Bucharest time), or null. */
export function dueSlot(now: Date): { slot: ReminderSlot; day: string } | null {
  const hour = Number(hourFormatter.format(now));
  for (const slot of ['morning', 'evening'] as const) {
    const start = SLOT_HOURS[slot];
    if (hour >= start && hour < start + SLOT_WINDOW_HOURS) return { slot, day: dayKey(now) };
  }
  return null;
}

export interface SlotResult {
  sent: number;
  failed: number;
  removed: number;
}

/** Take the slot's lock: true for the one caller that inserted the row. */
export async function claimSlot(db: Db, key: string): Promise<boolean> {
  const rows = await db.insert(jobRuns).values({ key }).onConflictDoNothing().returning({ key: jobRuns.key });
  return rows.length === 1;
}

/**
 * Send a slot's reminders to every subscription that asked for it. Returns null when another
 * run (another instance) already claimed the slot. Subscriptions the push service reports as
 * gone (404/410) are deleted.
 */
export async function runReminderSlot(
  db: Db,
  keys: VapidKeys,
  slot: ReminderSlot,
  day: string,
  log?: FastifyBaseLogger,
): Promise<SlotResult | null> {
  if (!(await claimSlot(db, `reminders:${day}:${slot}`))) return null;
  const subs = await db
    .select()
    .from(pushSubscriptions)
    .where(slot === 'morning' ? eq(pushSubscriptions.morning, true) : eq(pushSubscriptions.evening, true));
  const result: SlotResult = { sent: 0, failed: 0, removed: 0 };
  const message: PushMessage = { ...REMINDER_MESSAGES[slot], tag: `slove-${slot}` };
  const queue = [...subs];
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const status = await sendPush(keys, s, message);
      if (status >= 200 && status < 300) {
        result.sent++;
        await db
          .update(pushSubscriptions)
          .set({ last_sent_at: new Date() })
          .where(eq(pushSubscriptions.id, s.id));
      } else if (status === 404 || status === 410) {
        result.removed++;
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      } else {
        result.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
  log?.info({ slot, day, ...result }, 'reminders sent');
  return result;
}

/** Check every 30 s; returns a stop function. */
export function startReminderScheduler(
  db: Db,
  keys: VapidKeys,
  log?: FastifyBaseLogger,
  intervalMs = 30_000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    const due = dueSlot(new Date());
    if (!due) return;
    running = true;
    try {
      await runReminderSlot(db, keys, due.slot, due.day, log);
    } catch (err) {
      log?.error({ err }, 'reminders failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
