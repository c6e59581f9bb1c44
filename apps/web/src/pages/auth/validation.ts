/** Client-side checks of the auth forms (spec part 1, section 5); the server checks again. */
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

export function checkSignUp(f: SignUpFields): string | null {
  if (!f.username.trim() || !f.email.trim() || !f.password || !f.confirmPassword) return REQUIRED_FIELDS;
  return checkNewPassword(f.password, f.confirmPassword);
}

export function checkSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return REQUIRED_FIELDS;
  return null;
}

export function checkDeleteRequest(email: string, reason: string): string | null {
  if (!email.trim() || !reason.trim()) return DELETE_REQUIRED;
  return null;
}
