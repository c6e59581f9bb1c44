import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './passwords.ts';

describe('common passwords', () => {
  it('holds the 10,000 most common passwords and the Romanian additions', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    expect(commonPasswords().size).toBeLessThan(10_100);
  });

  it('refuses the most common ones, whatever the case', () => {
    for (const p of [
      '123456',
      'password',
      'qwerty',
      'PASSWORD',
      'iloveyou',
      'parola123',
      'Parola',
      'romania',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('accepts a password that is not on the list', () => {
    expect(isCommonPassword('Borcan-cu-litere-42')).toBe(false);
    expect(isCommonPassword('ceai de tei în ianuarie')).toBe(false);
  });
});
