/**
 * The auth actions' calls and toasts (spec part 1, section 8), loaded by the provider
 * (auth.tsx) on the first action: the home route does not ship their texts.
 */
import { toast } from './toast';
import { ApiError, CLOUD_TIMEOUT_MS, apiFetch } from './api';
import type { AuthResult } from './auth-client';
import { AUTH_TEXTS, AUTH_TOASTS, authErrorText } from './auth-texts';

/** Auth actions hash a password and may send a mail: they get longer than a session read. */
const AUTH_ACTION_TIMEOUT_MS = 10_000;

interface Action {
  path: string;
  timeoutMs: number;
  /** the error text when the server gives none */
  fallback: string;
  errorTitle: string;
  success: { title: string; body: string };
}

const ACTIONS = {
  signIn: {
    path: '/sign-in/email',
    timeoutMs: AUTH_ACTION_TIMEOUT_MS,
    fallback: AUTH_TEXTS.signInUnexpected,
    errorTitle: AUTH_TOASTS.signInError,
    success: AUTH_TOASTS.signedIn,
  },
  signUp: {
    path: '/sign-up/email',
    timeoutMs: AUTH_ACTION_TIMEOUT_MS,
    fallback: AUTH_TEXTS.signUpUnexpected,
    errorTitle: AUTH_TOASTS.signUpError,
    success: AUTH_TOASTS.signedUp,
  },
  signOut: {
    path: '/sign-out',
    timeoutMs: CLOUD_TIMEOUT_MS,
    fallback: AUTH_TOASTS.signOutError,
    errorTitle: AUTH_TOASTS.signOutError,
    success: AUTH_TOASTS.signedOut,
  },
  resetPassword: {
    path: '/request-password-reset',
    timeoutMs: AUTH_ACTION_TIMEOUT_MS,
    fallback: AUTH_TEXTS.resetUnexpected,
    errorTitle: AUTH_TOASTS.resetError,
    success: AUTH_TOASTS.resetSent,
  },
  updatePassword: {
    path: '/reset-password',
    timeoutMs: AUTH_ACTION_TIMEOUT_MS,
    fallback: AUTH_TEXTS.passwordUnexpected,
    errorTitle: AUTH_TOASTS.updateError,
    success: AUTH_TOASTS.updated,
  },
  changePassword: {
    path: '/change-password',
    timeoutMs: AUTH_ACTION_TIMEOUT_MS,
    fallback: AUTH_TEXTS.changeUnexpected,
    errorTitle: AUTH_TOASTS.updateError,
    success: AUTH_TOASTS.changed,
  },
  updateDisplayName: {
    path: '/update-user',
    timeoutMs: AUTH_ACTION_TIMEOUT_MS,
    fallback: AUTH_TEXTS.changeUnexpected,
    errorTitle: AUTH_TOASTS.updateError,
    success: AUTH_TOASTS.renamed,
  },
} satisfies Record<string, Action>;

/**
 * Every auth toast has this one id: a new one (a second failure, the success after a
 * failure) replaces the one shown, they never pile up.
 */
export const AUTH_TOAST_ID = 'slove-auth';

export type AuthActionName = keyof typeof ACTIONS;

/** A failed action: its error toast, and its result. */
function failed(action: Action, result: AuthResult): AuthResult {
  toast.error(action.errorTitle, { id: AUTH_TOAST_ID, description: result.error ?? undefined });
  return result;
}

/**
 * What a failed call shows: the timeout's text, a mapped better-auth code, the server's
 * message, or the fallback.
 */
function failure(e: unknown, fallback: string): AuthResult {
  if (!(e instanceof ApiError)) return { error: fallback, code: 'NETWORK', status: 0 };
  if (e.status === 0) {
    const timedOut = e.code === 'TIMEOUT';
    return {
      error: timedOut ? AUTH_TEXTS.timeout : fallback,
      code: timedOut ? 'TIMEOUT' : 'NETWORK',
      status: 0,
    };
  }
  const d = (e.body ?? {}) as { code?: string; message?: string; error?: string };
  return {
    error: authErrorText(e.status, d.code, d.error ?? d.message, fallback),
    code: d.code ?? (e.status === 429 ? 'RATE_LIMITED' : 'HTTP_' + e.status),
    status: e.status,
  };
}

/** One action's call to /api/auth: a failure is shown in a toast and returned; null on success. */
export async function attempt(name: AuthActionName, body: unknown): Promise<AuthResult | null> {
  const action: Action = ACTIONS[name];
  try {
    await apiFetch(`/api/auth${action.path}`, { body, timeoutMs: action.timeoutMs });
    return null;
  } catch (e) {
    return failed(action, failure(e, action.fallback));
  }
}

/** A password change opened without the link's token. */
export function invalidResetLink(): AuthResult {
  return failed(ACTIONS.updatePassword, { error: AUTH_TEXTS.invalidLink, code: 'INVALID_TOKEN' });
}

/** The success toast of an action (or of choosing to play as a guest), and its result. */
export function succeeded(name: AuthActionName | 'guest'): AuthResult {
  const t = name === 'guest' ? AUTH_TOASTS.guest : ACTIONS[name].success;
  toast.success(t.title, { id: AUTH_TOAST_ID, description: t.body });
  return { error: null };
}
