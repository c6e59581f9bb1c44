import { describe, expect, it } from 'vitest';
import { dayMonth, shortDate } from './ro-date';

const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('Romanian dates without Intl', () => {
  const days = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-0${(i % 9) + 1}`);
  days.push('2025-01-31', '2027-12-25');

  it.each(days)('%s: as Intl writes it', (day) => {
    expect(dayMonth(day)).toBe(
      at(day).toLocaleDateString('ro-RO', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    );
    expect(shortDate(day)).toBe(
      new Intl.DateTimeFormat('ro-RO', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(at(day)),
    );
  });
});
