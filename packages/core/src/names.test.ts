import { describe, expect, it } from 'vitest';
import { displayNameProblem, NAME_TEXTS, normalizeName, usernameKey, usernameProblem } from './names.ts';
import { AUTH_CODE_TEXTS, authErrorMessage } from './auth-messages.ts';

describe('account names', () => {
  it('a username: Romanian letters, spaces, digits, . _ -; 3 to 30 characters', () => {
    for (const ok of ['Ștefan', 'Ștefan Pop', 'ana.maria_90', 'Ion-Vodă', 'Țuțu', 'Élise', 'x2y'])
      expect(usernameProblem(ok), ok).toBeNull();
    expect(usernameProblem('')).toBe(NAME_TEXTS.usernameRequired);
    expect(usernameProblem('ab')).toBe(NAME_TEXTS.usernameTooShort);
    expect(usernameProblem('a'.repeat(31))).toBe(NAME_TEXTS.usernameTooLong);
    for (const bad of ['-ion', 'ion.', 'ion<b>', 'Иван', 'ion😀', '12345'])
      expect(usernameProblem(bad), bad).toBe(NAME_TEXTS.usernameInvalid);
    // a tab or a run of spaces is one space
    expect(usernameProblem('a\tb')).toBeNull();
  });

  it('tidies and folds: one key whatever the case, the diacritics and the spaces', () => {
    expect(normalizeName('  Ştefan   Pop ')).toBe('Ștefan Pop');
    const key = usernameKey('Ștefan Pop');
    for (const twin of ['stefan pop', 'ŞTEFAN  POP', ' Stefan Pop', 'ștefan pop'])
      expect(usernameKey(twin), twin).toBe(key);
    expect(key).toBe('stefan pop');
  });

  it('a display name: 1 to 50 printable characters', () => {
    expect(displayNameProblem('Maria-Magdalena Ionescu')).toBeNull();
    expect(displayNameProblem('   ')).toBe(NAME_TEXTS.displayNameRequired);
    expect(displayNameProblem('A'.repeat(51))).toBe(NAME_TEXTS.displayNameTooLong);
    expect(displayNameProblem('Ana\u0007')).toBe(NAME_TEXTS.displayNameInvalid);
  });

  it("better-auth's answers in Romanian: by code, else by status", () => {
    expect(authErrorMessage(400, 'INVALID_USERNAME', 'Username is invalid')).toBe(NAME_TEXTS.usernameInvalid);
    expect(authErrorMessage(400, 'VALIDATION_ERROR', '[body.email] Invalid email')).toBe(
      AUTH_CODE_TEXTS.INVALID_EMAIL,
    );
    expect(authErrorMessage(400, 'SOMETHING_NEW', 'Something new')).toBe(
      'Date invalide. Verifică câmpurile completate.',
    );
    expect(authErrorMessage(500, undefined, 'Internal Server Error')).toMatch(/eroare neașteptată/);
  });
});
