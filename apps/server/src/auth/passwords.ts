/**
 * Password rules beyond better-auth's length checks: the 10,000 most common passwords
 * (plus a few common Romanian ones) are refused, whatever their case.
 */
import { COMMON_PASSWORDS } from './common-passwords-data.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const PASSWORD_TOO_COMMON_CODE = 'PASSWORD_TOO_COMMON';
export const PASSWORD_TOO_COMMON_MESSAGE =
  'Această parolă este printre cele mai folosite și poate fi ghicită ușor. Alege o parolă mai puțin obișnuită.';

let set: Set<string> | null = null;

export function commonPasswords(): Set<string> {
  set ??= new Set(COMMON_PASSWORDS.split('\n'));
  return set;
}

/** True when the password is one of the most common ones (case-insensitive, spaces around ignored). */
export function isCommonPassword(password: string): boolean {
  const p = password.trim().toLowerCase();
  return commonPasswords().has(p);
}
