/**
 * The free texts an account carries, one rule on both sides (the sign-up and profile forms,
 * and the server before better-auth sees them):
 * - a username is 3–30 characters of Latin letters (diacritics included: "Ștefan Pop"),
 *   digits, spaces, '.', '_' and '-'; it starts and ends with a letter or a digit and holds
 *   at least one letter. Spaces are collapsed, ş ţ become ș ț. Two usernames that differ
 *   only in case or diacritics are the same account name ("Ștefan" = "stefan"): the key
 *   stored in the unique column is folded (usernameKey), what the player typed is shown.
 * - a display name is 1–50 characters of any printable text (no control characters).
 */
import { toCommaBelow } from './text.ts';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const DISPLAY_NAME_MAX = 50;
/** The deletion request's reason (also checked by the account route's schema). */
export const DELETE_REASON_MAX = 2000;

export const NAME_TEXTS = {
  usernameRequired: 'Numele de utilizator este obligatoriu',
  usernameTooShort: `Numele de utilizator trebuie să aibă minim ${USERNAME_MIN} caractere`,
  usernameTooLong: `Numele de utilizator poate avea cel mult ${USERNAME_MAX} de caractere`,
  usernameInvalid:
    'Numele de utilizator poate conține litere (și cu diacritice), cifre, spații, punct, cratimă și liniuță jos; începe și se termină cu o literă sau o cifră',
  usernameTaken: 'Acest nume de utilizator este deja folosit',
  displayNameRequired: 'Numele afișat este obligatoriu',
  displayNameTooLong: `Numele afișat poate avea cel mult ${DISPLAY_NAME_MAX} de caractere`,
  displayNameInvalid: 'Numele afișat conține caractere nepermise',
} as const;

const USERNAME_RE = /^[\p{Script=Latin}0-9](?:[\p{Script=Latin}0-9 ._-]*[\p{Script=Latin}0-9])?$/u;
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** What the player typed, tidied: NFC, ș ț, trimmed, runs of spaces made one. */
export function normalizeName(raw: string): string {
  return toCommaBelow(raw).trim().replace(/\s+/gu, ' ');
}

/** The key a username is unique by: lower case, every diacritic dropped. */
export function usernameKey(raw: string): string {
  return normalizeName(raw).toLocaleLowerCase('ro-RO').normalize('NFD').replace(/\p{M}/gu, '');
}

/** The first problem of a username, in Romanian, or null. */
export function usernameProblem(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return NAME_TEXTS.usernameRequired;
  const name = normalizeName(raw);
  if ([...name].length < USERNAME_MIN) return NAME_TEXTS.usernameTooShort;
  if ([...name].length > USERNAME_MAX) return NAME_TEXTS.usernameTooLong;
  if (!USERNAME_RE.test(name) || !/\p{L}/u.test(name)) return NAME_TEXTS.usernameInvalid;
  return null;
}

/** The first problem of a display name, in Romanian, or null. */
export function displayNameProblem(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return NAME_TEXTS.displayNameRequired;
  if (CONTROL_RE.test(raw)) return NAME_TEXTS.displayNameInvalid;
  if ([...normalizeName(raw)].length > DISPLAY_NAME_MAX) return NAME_TEXTS.displayNameTooLong;
  return null;
}
