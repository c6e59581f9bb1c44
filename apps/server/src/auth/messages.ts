/**
 * Every error better-auth answers on /api/auth reaches the player in Romanian: its message
 * is replaced by the text of its code (@slove/core/auth-messages), or by the status's text
 * when the code is unknown. Codes of our own checks (auth.ts) keep their Romanian message.
 */
import { authErrorMessage } from '@slove/core/auth-messages';

/** Codes thrown by our own hooks, whose message is already the Romanian one to show. */
const OWN_CODES = new Set(['PASSWORD_TOO_COMMON', 'USER_ALREADY_EXISTS']);

/** The body to send for better-auth's answer: an error's JSON with a Romanian message; else as is. */
export function romanianAuthBody(status: number, contentType: string | null, body: string): string {
  if (status < 400 || !contentType?.includes('application/json') || !body) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
  const error = parsed as { code?: unknown; message?: unknown };
  const code = typeof error.code === 'string' ? error.code : undefined;
  const message = typeof error.message === 'string' ? error.message : undefined;
  if (code && OWN_CODES.has(code) && message) return body;
  return JSON.stringify({ ...error, message: authErrorMessage(status, code, message) });
}
