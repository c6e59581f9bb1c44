/**
 * The day's clock of the routes and "cache until the next Bucharest midnight" (when the day's
 * puzzles and the archive window change). Today and the next midnight are recomputed at most
 * once a second (and at midnight itself): the day's read is the hot path of the API.
 */
import type { FastifyReply } from 'fastify';
import { dayKey, nextMidnight } from '@slove/core/day';

let clock = { at: 0, today: '', midnight: 0 };

/** Today's Bucharest day key and the whole seconds left until the next midnight. */
export function bucharestClock(now = Date.now()): { today: string; secondsToMidnight: number } {
  if (now - clock.at >= 1000 || now >= clock.midnight) {
    const at = new Date(now);
    clock = { at: now, today: dayKey(at), midnight: nextMidnight(at).getTime() };
  }
  return { today: clock.today, secondsToMidnight: Math.floor((clock.midnight - now) / 1000) };
}

/** Public caching until the next Bucharest midnight (at least 1 s, at most `maxSec`). */
export function cacheUntilMidnight(reply: FastifyReply, maxSec = Number.POSITIVE_INFINITY): void {
  const seconds = Math.max(1, Math.min(maxSec, bucharestClock().secondsToMidnight));
  reply.header('cache-control', `public, max-age=${seconds}`);
}
