import { describe, expect, it } from 'vitest';
import { dayKey, nextMidnight, TIME_ZONE } from './day';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const intlDay = (at: Date) => intl.format(at).slice(0, 10);
const intlTime = (at: Date) => intl.format(at).slice(-5);

describe('the Bucharest day without Intl', () => {
  it('is the day Intl gives, every half hour from 2025 to 2031 (summer time changes included)', () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2031, 0, 1); t += 1_800_000) {
      const at = new Date(t);
      if (dayKey(at) !== intlDay(at)) wrong.push(at.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('around the changes of summer time, to the minute', () => {
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let t = change - 3 * 3_600_000; t <= change + 3 * 3_600_000; t += 60_000) {
        const at = new Date(t);
        expect(dayKey(at), at.toISOString()).toBe(intlDay(at));
      }
    }
    expect(dayKey(new Date(Date.UTC(2026, 5, 30, 21, 0)))).toBe('2026-07-01');
    expect(dayKey(new Date(Date.UTC(2026, 11, 31, 21, 59)))).toBe('2026-12-31');
    expect(dayKey(new Date(Date.UTC(2026, 11, 31, 22, 0)))).toBe('2027-01-01');
  });

  it('next midnight is a Bucharest midnight, in summer and in winter', () => {
    for (const at of [new Date(Date.UTC(2026, 6, 10, 12)), new Date(Date.UTC(2026, 0, 10, 12))]) {
      const m = nextMidnight(at);
      expect(intlTime(m)).toBe('00:00');
      expect(intlDay(m)).not.toBe(intlDay(at));
      expect(m.getTime() - at.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
    }
  });
});
