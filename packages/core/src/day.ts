/**
 * One clock for every daily puzzle: the calendar day in Europe/Bucharest (summer time
 * included). A day key is 'yyyy-mm-dd'. Day number 0 is 2025-01-01.
 */

export const TIME_ZONE = 'Europe/Bucharest';
export const EPOCH_DAY = '2025-01-01';

/**
 * The Bucharest wall clock at an instant, as the UTC fields of a Date: UTC+3 in summer time
 * (the EU's rule, Romania's since 1997: from the last Sunday of March to the last Sunday of
 * October, at 01:00 UTC), else UTC+2. Computed, not read from Intl: the first time-zone format
 * of a visit loads ICU's data, a long task at a game's start on a slow phone (day.test.ts
 * checks it against Intl).
 */
function bucharestWall(at: Date): Date {
  const t = at.getTime();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(at.getUTCFullYear(), month + 1, 0));
    return Date.UTC(at.getUTCFullYear(), month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  return new Date(t + (t >= lastSunday(2) && t < lastSunday(9) ? 3 : 2) * 3_600_000);
}

/** The Bucharest calendar day of an instant, as 'yyyy-mm-dd'. */
export function dayKey(at: Date = new Date()): string {
  return bucharestWall(at).toISOString().slice(0, 10);
}

export function isDayKey(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Whole days from a to b (b - a), both day keys. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The day key n days after (or before, if negative) a day key. */
export function addDays(key: string, n: number): string {
  const d = new Date(Date.parse(`${key}T00:00:00Z`) + n * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Day number since 2025-01-01 (0 for that day). */
export function dayNumber(key: string): number {
  return daysBetween(EPOCH_DAY, key);
}

/** The day key of day number n. */
export function dayFromNumber(n: number): string {
  return addDays(EPOCH_DAY, n);
}

/** The instant of the next Bucharest midnight after `at`. */
export function nextMidnight(at: Date = new Date()): Date {
  const tomorrow = addDays(dayKey(at), 1);
  // Bucharest is UTC+2 or UTC+3: midnight local is 21:00 or 22:00 UTC of the day before.
  for (const offsetHours of [2, 3]) {
    const candidate = new Date(Date.parse(`${tomorrow}T00:00:00Z`) - offsetHours * 3_600_000);
    if (bucharestWall(candidate).toISOString().slice(10, 16) === `T00:00` && dayKey(candidate) === tomorrow)
      return candidate;
  }
  /* c8 ignore next */
  throw new Error('unreachable: Bucharest offset is +2 or +3');
}

/** Milliseconds until the next Bucharest midnight. */
export function msUntilMidnight(at: Date = new Date()): number {
  return nextMidnight(at).getTime() - at.getTime();
}

/** The last `n` day keys ending today (today first). */
export function lastDays(n: number, today: string = dayKey()): string[] {
  return Array.from({ length: n }, (_, i) => addDays(today, -i));
}

/** Archive rule: a day is playable if it is today or within the 30 days before it. */
export const ARCHIVE_DAYS = 30;
export function isInArchive(key: string, today: string = dayKey()): boolean {
  const back = daysBetween(key, today);
  return back >= 0 && back <= ARCHIVE_DAYS;
}
