/**
 * better-auth's error codes in Romanian (spec part 1, section 8), on both sides: the server
 * rewrites every error better-auth answers on /api/auth with these (apps/server/src/auth/
 * messages.ts), so no English text reaches a player; the web maps the same codes.
 */
import { NAME_TEXTS } from './names.ts';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Email sau parola incorectă',
  emailNotConfirmed: 'Verifică-ți emailul pentru confirmare',
  signInUnexpected: 'Eroare neașteptată la conectare',
  alreadyRegistered: 'Acest email este deja înregistrat',
  passwordMin: 'Parola trebuie să aibă minim 6 caractere',
  passwordMax: 'Parola poate avea cel mult 128 de caractere',
  signUpUnexpected: 'Eroare neașteptată la înregistrare',
  invalidLink: 'Link invalid sau expirat. Solicită un nou link de resetare.',
  invalidEmail: 'Adresa de email nu este validă',
  invalidData: 'Date invalide. Verifică câmpurile completate.',
  wrongPassword: 'Parola nu este corectă',
  signedOut: 'Nu ești conectat. Conectează-te și încearcă din nou.',
  sessionNotFresh: 'Din motive de siguranță, conectează-te din nou și reîncearcă.',
  updateFailed: 'Nu am putut salva modificarea. Încearcă din nou.',
  notAllowed: 'Această modificare nu este permisă.',
  unexpected: 'A apărut o eroare neașteptată. Încearcă din nou.',
} as const;

const M = AUTH_MESSAGES;

/** Romanian text per better-auth error code (the base codes and the username plugin's). */
export const AUTH_CODE_TEXTS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: M.invalidCredentials,
  INVALID_USERNAME_OR_PASSWORD: 'Nume de utilizator sau parolă incorectă',
  EMAIL_NOT_VERIFIED: M.emailNotConfirmed,
  USER_ALREADY_EXISTS: M.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: M.alreadyRegistered,
  PASSWORD_TOO_SHORT: M.passwordMin,
  PASSWORD_TOO_LONG: M.passwordMax,
  INVALID_PASSWORD: M.wrongPassword,
  INVALID_EMAIL: M.invalidEmail,
  INVALID_TOKEN: M.invalidLink,
  TOKEN_EXPIRED: M.invalidLink,
  USERNAME_REQUIRED: NAME_TEXTS.usernameRequired,
  USERNAME_IS_ALREADY_TAKEN: NAME_TEXTS.usernameTaken,
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: NAME_TEXTS.usernameTaken,
  USERNAME_TOO_SHORT: NAME_TEXTS.usernameTooShort,
  USERNAME_TOO_LONG: NAME_TEXTS.usernameTooLong,
  INVALID_USERNAME: NAME_TEXTS.usernameInvalid,
  INVALID_DISPLAY_USERNAME: NAME_TEXTS.usernameInvalid,
  USERNAME_IS_IMMUTABLE: M.notAllowed,
  DISPLAY_NAME_REQUIRED: NAME_TEXTS.displayNameRequired,
  DISPLAY_NAME_TOO_LONG: NAME_TEXTS.displayNameTooLong,
  DISPLAY_NAME_INVALID: NAME_TEXTS.displayNameInvalid,
  FAILED_TO_CREATE_USER: M.signUpUnexpected,
  FAILED_TO_CREATE_SESSION: M.signInUnexpected,
  FAILED_TO_GET_SESSION: M.signInUnexpected,
  FAILED_TO_UPDATE_USER: M.updateFailed,
  USER_NOT_FOUND: M.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: M.invalidCredentials,
  ACCOUNT_NOT_FOUND: M.invalidCredentials,
  SESSION_EXPIRED: M.sessionNotFresh,
  SESSION_NOT_FRESH: M.sessionNotFresh,
  EMAIL_CAN_NOT_BE_UPDATED: M.notAllowed,
  CHANGE_EMAIL_DISABLED: M.notAllowed,
  FIELD_NOT_ALLOWED: M.notAllowed,
  EMAIL_ALREADY_VERIFIED: 'Adresa de email este deja confirmată',
  EMAIL_MISMATCH: M.invalidEmail,
  PASSWORD_ALREADY_SET: M.notAllowed,
  USER_ALREADY_HAS_PASSWORD: M.notAllowed,
  MISSING_FIELD: M.invalidData,
  BODY_MUST_BE_AN_OBJECT: 'Corpul cererii trebuie să fie un obiect JSON.',
  INVALID_ORIGIN: 'Cererea nu vine de pe site.',
  MISSING_OR_NULL_ORIGIN: 'Cererea nu vine de pe site.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Cererea nu vine de pe site.',
  INVALID_CALLBACK_URL: 'Adresa de întoarcere nu este validă.',
  INVALID_REDIRECT_URL: 'Adresa de întoarcere nu este validă.',
  INVALID_ERROR_CALLBACK_URL: 'Adresa de întoarcere nu este validă.',
  INVALID_NEW_USER_CALLBACK_URL: 'Adresa de întoarcere nu este validă.',
  CALLBACK_URL_REQUIRED: 'Adresa de întoarcere lipsește.',
  UNEXPECTED_ERROR: M.unexpected,
};

/** A status's text when the code is none of the above. */
export function authStatusText(status: number): string {
  if (status === 401) return M.signedOut;
  if (status === 403) return M.notAllowed;
  if (status === 404) return 'Pagina cerută nu există.';
  if (status === 429) return 'Prea multe încercări. Așteaptă câteva minute și încearcă din nou.';
  if (status >= 500) return M.unexpected;
  return M.invalidData;
}

/** The Romanian text of a better-auth error: its code's, the e-mail's for a bad address, else the status's. */
export function authErrorMessage(
  status: number,
  code: string | undefined,
  message: string | undefined,
): string {
  if (code && AUTH_CODE_TEXTS[code]) return AUTH_CODE_TEXTS[code];
  if (code === 'VALIDATION_ERROR' && /email/i.test(message ?? '')) return M.invalidEmail;
  return authStatusText(status);
}
