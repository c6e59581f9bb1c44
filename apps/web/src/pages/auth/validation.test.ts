import { describe, expect, it } from 'vitest';
import { NAME_TEXTS } from '@slove/core/names';
import {
  checkDeleteRequest,
  checkDisplayName,
  checkPasswordChange,
  checkNewPassword,
  checkSignIn,
  checkSignUp,
  DELETE_REQUIRED,
} from './validation';

describe('auth form checks', () => {
  it('sign-up: every field required, passwords must match, 6 to 128 characters', () => {
    const ok = {
      username: 'ana',
      email: 'ana@example.com',
      password: 'Borcan-42',
      confirmPassword: 'Borcan-42',
    };
    expect(checkSignUp(ok)).toBeNull();
    expect(checkSignUp({ ...ok, username: ' ' })).toBe('Completează toate câmpurile.');
    expect(checkSignUp({ ...ok, username: 'Ștefan Pop' })).toBeNull();
    expect(checkSignUp({ ...ok, username: 'ab' })).toBe(NAME_TEXTS.usernameTooShort);
    expect(checkSignUp({ ...ok, username: 'ion<b>' })).toBe(NAME_TEXTS.usernameInvalid);
    expect(checkSignUp({ ...ok, email: 'ana' })).toBe('Adresa de email nu este validă');
    expect(checkSignUp({ ...ok, confirmPassword: 'Borcan-43' })).toBe('Parolele nu se potrivesc');
    expect(checkSignUp({ ...ok, password: '12345', confirmPassword: '12345' })).toBe(
      'Parola trebuie să aibă minim 6 caractere',
    );
    expect(checkSignUp({ ...ok, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toBe(
      'Parola poate avea cel mult 128 de caractere',
    );
  });

  it('reset form: same texts', () => {
    expect(checkNewPassword('abcdef', 'abcdeg')).toBe('Parolele nu se potrivesc');
    expect(checkNewPassword('abc', 'abc')).toBe('Parola trebuie să aibă minim 6 caractere');
    expect(checkNewPassword('Borcan-42', 'Borcan-42')).toBeNull();
  });

  it('sign-in and deletion: required fields', () => {
    expect(checkSignIn('', 'x')).not.toBeNull();
    expect(checkSignIn('a@b.ro', 'x')).toBeNull();
    expect(checkDeleteRequest('a@b.ro', '  ')).toBe(DELETE_REQUIRED);
    expect(DELETE_REQUIRED).toBe('Vă rugăm să completați toate câmpurile obligatorii.');
    expect(checkDeleteRequest('a@b.ro', 'nu mai joc')).toBeNull();
    expect(checkDeleteRequest('a@b.ro', 'x'.repeat(2001))).toMatch(/cel mult 2000/);
  });

  it('profile: password change and display name', () => {
    expect(checkPasswordChange('', 'Borcan-42', 'Borcan-42')).toBe('Completează toate câmpurile.');
    expect(checkPasswordChange('vechea', 'Borcan-42', 'Borcan-43')).toBe('Parolele nu se potrivesc');
    expect(checkPasswordChange('vechea', 'Borcan-42', 'Borcan-42')).toBeNull();
    expect(checkDisplayName('Ștefan cel Mare')).toBeNull();
    expect(checkDisplayName('A'.repeat(51))).toBe(NAME_TEXTS.displayNameTooLong);
    expect(checkDisplayName('  ')).toBe(NAME_TEXTS.displayNameRequired);
  });
});
