/** Client-side checks of the auth forms (spec part 1, section 5); the server checks again. */
import { DELETE_REASON_MAX, displayNameProblem, usernameProblem } from '@slove/core/names';
import { AUTH_MESSAGES } from '@slove/core/auth-messages';
import { AUTH_TEXTS } from '@/lib/auth-texts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const DELETE_REQUIRED = 'Vă rugăm să completați toate câmpurile obligatorii.';

/** A new password and its confirmation: the first problem, or null. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return AUTH_TEXTS.passwordsMismatch;
  if (password.length < PASSWORD_MIN) return AUTH_TEXTS.passwordMin;
  if (password.length > PASSWORD_MAX) return AUTH_TEXTS.passwordMax;
  return null;
}

export interface SignUpFields {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const REQUIRED_FIELDS = 'Completează toate câmpurile.';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail's problem (the forms use noValidate: no browser bubble in another language). */
function emailProblem(email: string): string | null {
  return EMAIL_RE.test(email.trim()) ? null : AUTH_MESSAGES.invalidEmail;
}

export function checkSignUp(f: SignUpFields): string | null {
  if (!f.username.trim() || !f.email.trim() || !f.password || !f.confirmPassword) return REQUIRED_FIELDS;
  return (
    usernameProblem(f.username) ?? emailProblem(f.email) ?? checkNewPassword(f.password, f.confirmPassword)
  );
}

export function checkSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return REQUIRED_FIELDS;
  return emailProblem(email);
}

export function checkResetRequest(email: string): string | null {
  return email.trim() ? emailProblem(email) : 'Introdu adresa de email.';
}

export function checkDeleteRequest(email: string, reason: string): string | null {
  if (!email.trim() || !reason.trim()) return DELETE_REQUIRED;
  if (reason.trim().length > DELETE_REASON_MAX)
    return `Motivul poate avea cel mult ${DELETE_REASON_MAX} de caractere.`;
  return emailProblem(email);
}

/** The profile's change of password: the current one, then the new one as at sign-up. */
export function checkPasswordChange(current: string, password: string, confirm: string): string | null {
  if (!current || !password || !confirm) return REQUIRED_FIELDS;
  return checkNewPassword(password, confirm);
}

export function checkDisplayName(name: string): string | null {
  return displayNameProblem(name);
}
