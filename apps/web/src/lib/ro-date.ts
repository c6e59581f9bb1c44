/**
 * Romanian dates of a day key ('yyyy-mm-dd') written as Intl's ro-RO formats write them, without
 * Intl: the first Romanian date format of a visit loads the locale's data, a long task at a
 * game's start under a slow CPU (ro-date.test.ts checks them against Intl).
 */
const MONTHS = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];
const SHORT = [
  'ian.',
  'feb.',
  'mar.',
  'apr.',
  'mai',
  'iun.',
  'iul.',
  'aug.',
  'sept.',
  'oct.',
  'nov.',
  'dec.',
];

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** '24 noiembrie' (month long, no year). */
export function dayMonth(day: string): string {
  const [, m, d] = parts(day);
  return `${d} ${MONTHS[m - 1]}`;
}

/** '24 nov. 2026' (month short, with the year). */
export function shortDate(day: string): string {
  const [y, m, d] = parts(day);
  return `${d} ${SHORT[m - 1]} ${y}`;
}
