/**
 * Auth state for the whole app (spec part 1, sections 3, 4, 7 and 8).
 *
 * Talks to better-auth on our server (/api/auth/*) with plain fetch and same-origin,
 * http-only cookies: no token ever reaches local storage. State follows the spec: loading
 * starts true and isGuest starts true; the initial session read (or any auth event) sets
 * user and session and ends loading. signIn / signUp / updatePassword set no state
 * directly: they report their result and fire an auth event (a fresh session read).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toast } from '@/lib/toast';
import { storage } from '@/lib/storage';

/**
 * The last signed-in profile seen on this device (no token: the session stays in its
 * http-only cookie). When the session cannot be read because the network is down, the app
 * keeps this player signed in, so offline progress is queued for their account and sent
 * when the connection returns. A definite answer from the server replaces it.
 */
export const LAST_USER_KEY = 'slove_last_user';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  username: string | null;
  displayName: string | null;
  role: string;
}

export interface AuthSession {
  id: string;
  expiresAt: string;
}

/** Result of an auth action: error is the Romanian text to show, null on success. */
export interface AuthResult {
  error: string | null;
  /** better-auth's error code (or NETWORK / TIMEOUT / RATE_LIMITED) when it failed. */
  code?: string;
  status?: number;
}

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  loading: boolean;
  isGuest: boolean;
  playAsGuest(): void;
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(input: SignUpInput): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
  resetPassword(email: string): Promise<AuthResult>;
  updatePassword(newPassword: string, token?: string): Promise<AuthResult>;
  refresh(): Promise<AuthUser | null>;
}

/** Cloud calls are raced against this (spec section 9). */
export const AUTH_TIMEOUT_MS = 3000;
/** Auth actions hash a password and may send a mail: they get a little longer. */
export const AUTH_ACTION_TIMEOUT_MS = 10_000;

export const AUTH_TEXTS = {
  invalidCredentials: 'Email sau parola incorectă',
  emailNotConfirmed: 'Verifică-ți emailul pentru confirmare',
  signInUnexpected: 'Eroare neașteptată la conectare',
  signInSuccess: 'Te-ai conectat cu succes!',
  alreadyRegistered: 'Acest email este deja înregistrat',
  passwordMin: 'Parola trebuie să aibă minim 6 caractere',
  passwordMax: 'Parola poate avea cel mult 128 de caractere',
  passwordsMismatch: 'Parolele nu se potrivesc',
  signUpUnexpected: 'Eroare neașteptată la înregistrare',
  signUpSuccess: 'Cont creat! Verifică-ți emailul pentru confirmare.',
  resetSent: 'Email trimis! Verifică-ți inbox-ul.',
  resetUnexpected: 'Eroare la trimiterea emailului',
  passwordChanged: 'Parolă schimbată cu succes!',
  passwordUnexpected: 'Eroare neașteptată la resetarea parolei',
  invalidLink: 'Link invalid sau expirat. Solicită un nou link de resetare.',
  rateLimited: 'Prea multe încercări. Așteaptă câteva minute și încearcă din nou.',
  timeout: 'Serverul nu a răspuns la timp. Verifică-ți conexiunea și încearcă din nou.',
} as const;

/** Romanian texts for better-auth's error codes (section 8: mapped, others shown as given). */
const CODE_TEXTS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_TEXTS.invalidCredentials,
  INVALID_USERNAME_OR_PASSWORD: AUTH_TEXTS.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_TEXTS.emailNotConfirmed,
  USER_ALREADY_EXISTS: AUTH_TEXTS.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_TEXTS.alreadyRegistered,
  PASSWORD_TOO_SHORT: AUTH_TEXTS.passwordMin,
  PASSWORD_TOO_LONG: AUTH_TEXTS.passwordMax,
  INVALID_PASSWORD: AUTH_TEXTS.passwordMin,
  INVALID_EMAIL: 'Adresa de email nu este validă',
  INVALID_TOKEN: AUTH_TEXTS.invalidLink,
  TOKEN_EXPIRED: AUTH_TEXTS.invalidLink,
  USERNAME_IS_ALREADY_TAKEN: 'Acest nume de utilizator este deja folosit',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'Acest nume de utilizator este deja folosit',
  USERNAME_TOO_SHORT: 'Numele de utilizator trebuie să aibă minim 3 caractere',
  USERNAME_TOO_LONG: 'Numele de utilizator poate avea cel mult 30 de caractere',
  INVALID_USERNAME: 'Numele de utilizator poate conține doar litere, cifre, punct și liniuță jos',
  FAILED_TO_CREATE_USER: AUTH_TEXTS.signUpUnexpected,
  FAILED_TO_CREATE_SESSION: AUTH_TEXTS.signInUnexpected,
};

class AuthRequestError extends Error {
  constructor(
    message: string,
    public readonly code: string,
    public readonly status: number,
  ) {
    super(message);
  }
}

/** Text to show for a failed auth call: mapped code, else the server's message as given. */
export function authErrorText(
  status: number,
  code: string | undefined,
  message: string | undefined,
  fallback: string,
): string {
  if (status === 429) return message && /[ăâîșț]/i.test(message) ? message : AUTH_TEXTS.rateLimited;
  if (code && CODE_TEXTS[code]) return CODE_TEXTS[code];
  if (code === 'VALIDATION_ERROR')
    return /email/i.test(message ?? '')
      ? CODE_TEXTS.INVALID_EMAIL!
      : 'Date invalide. Verifică câmpurile completate.';
  if (message) return message;
  return fallback;
}

async function authFetch<T>(
  path: string,
  body: unknown | undefined,
  timeoutMs: number,
  fallback: string,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (e) {
    const aborted = controller.signal.aborted;
    throw new AuthRequestError(aborted ? AUTH_TEXTS.timeout : fallback, aborted ? 'TIMEOUT' : 'NETWORK', 0);
  } finally {
    clearTimeout(timer);
  }
  const text = await res.text().catch(() => '');
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const d = (data ?? {}) as { code?: string; message?: string; error?: string };
    const message = d.error ?? d.message;
    throw new AuthRequestError(
      authErrorText(res.status, d.code, message, fallback),
      d.code ?? (res.status === 429 ? 'RATE_LIMITED' : 'HTTP_' + res.status),
      res.status,
    );
  }
  return data as T;
}

function failure(e: unknown, fallback: string): AuthResult {
  if (e instanceof AuthRequestError) return { error: e.message, code: e.code, status: e.status };
  return { error: fallback, code: 'UNEXPECTED' };
}

interface SessionPayload {
  session: { id: string; expiresAt: string } | null;
  user: (Record<string, unknown> & { id: string; email: string; name: string }) | null;
}

function toUser(u: SessionPayload['user']): AuthUser | null {
  if (!u) return null;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    username: (u.username as string | null | undefined) ?? null,
    displayName: (u.displayName as string | null | undefined) ?? null,
    role: (u.role as string | undefined) ?? 'user',
  };
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Other tabs of the same site hear about sign-in and sign-out. */
const CHANNEL = 'slove-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [session, setSession] = useState<AuthSession | null>(null);
  const [loading, setLoading] = useState(true);
  const [isGuest, setIsGuest] = useState(true);
  const channel = useRef<BroadcastChannel | null>(null);
  const readSeq = useRef(0);

  /** Read the current session: the "auth event" every action ends with. */
  const readSession = useCallback(async (initial: boolean): Promise<AuthUser | null> => {
    const seq = ++readSeq.current;
    try {
      const data = await authFetch<SessionPayload | null>(
        '/get-session',
        undefined,
        AUTH_TIMEOUT_MS,
        'session',
      );
      if (seq !== readSeq.current) return toUser(data?.user ?? null);
      const u = toUser(data?.user ?? null);
      if (u) storage.setJSON(LAST_USER_KEY, u);
      else storage.remove(LAST_USER_KEY);
      setUser(u);
      setSession(data?.session ? { id: data.session.id, expiresAt: String(data.session.expiresAt) } : null);
      setIsGuest(!u);
      return u;
    } catch (e) {
      // Offline or slow: keep what we had (on a first read, the last player seen on this
      // device) and play on locally; the session is read again when the connection returns.
      console.warn('[auth] session read failed', e);
      if (initial && seq === readSeq.current) {
        const last =
          e instanceof AuthRequestError && e.status === 0 ? storage.getJSON<AuthUser>(LAST_USER_KEY) : null;
        setUser(last);
        setIsGuest(!last);
        return last;
      }
      return null;
    } finally {
      if (seq === readSeq.current) setLoading(false);
    }
  }, []);

  const announce = useCallback(() => {
    try {
      channel.current?.postMessage('changed');
    } catch {
      /* channel closed */
    }
  }, []);

  useEffect(() => {
    void readSession(true);
    if (typeof BroadcastChannel !== 'undefined') {
      channel.current = new BroadcastChannel(CHANNEL);
      channel.current.onmessage = () => void readSession(false);
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void readSession(false);
    };
    const onOnline = () => void readSession(false);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      channel.current?.close();
      channel.current = null;
    };
  }, [readSession]);

  const playAsGuest = useCallback(() => {
    setIsGuest(true);
    setLoading(false);
    toast.success('Joci ca Guest', {
      description: 'Progresul tău este salvat local. Înregistrează-te pentru a-l sincroniza.',
    });
  }, []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      try {
        await authFetch(
          '/sign-in/email',
          { email: email.trim(), password },
          AUTH_ACTION_TIMEOUT_MS,
          AUTH_TEXTS.signInUnexpected,
        );
      } catch (e) {
        const r = failure(e, AUTH_TEXTS.signInUnexpected);
        toast.error('Eroare la conectare', { description: r.error ?? undefined });
        return r;
      }
      await readSession(false);
      announce();
      toast.success('Conectat cu succes!', { description: AUTH_TEXTS.signInSuccess });
      return { error: null };
    },
    [readSession, announce],
  );

  const signUp = useCallback(async ({ username, email, password }: SignUpInput): Promise<AuthResult> => {
    const name = username.trim();
    try {
      await authFetch(
        '/sign-up/email',
        { email: email.trim(), password, name, username: name, displayName: name, callbackURL: '/' },
        AUTH_ACTION_TIMEOUT_MS,
        AUTH_TEXTS.signUpUnexpected,
      );
    } catch (e) {
      const r = failure(e, AUTH_TEXTS.signUpUnexpected);
      toast.error('Eroare la înregistrare', { description: r.error ?? undefined });
      return r;
    }
    toast.success('Cont creat!', { description: 'Verifică-ți emailul pentru confirmare.' });
    return { error: null };
  }, []);

  const signOut = useCallback(async (): Promise<AuthResult> => {
    try {
      await authFetch('/sign-out', {}, AUTH_TIMEOUT_MS, 'Eroare la deconectare');
    } catch (e) {
      const r = failure(e, 'Eroare la deconectare');
      toast.error('Eroare la deconectare', { description: r.error ?? undefined });
      return r;
    }
    readSeq.current++;
    storage.remove(LAST_USER_KEY);
    setUser(null);
    setSession(null);
    setIsGuest(true);
    setLoading(false);
    announce();
    toast.success('Deconectat', { description: 'Continui în modul local.' });
    return { error: null };
  }, [announce]);

  const resetPassword = useCallback(async (email: string): Promise<AuthResult> => {
    try {
      await authFetch(
        '/request-password-reset',
        { email: email.trim(), redirectTo: '/reset-password' },
        AUTH_ACTION_TIMEOUT_MS,
        AUTH_TEXTS.resetUnexpected,
      );
    } catch (e) {
      const r = failure(e, AUTH_TEXTS.resetUnexpected);
      toast.error('Eroare', { description: r.error ?? undefined });
      return r;
    }
    toast.success('Email trimis!', { description: 'Verifică-ți inbox-ul.' });
    return { error: null };
  }, []);

  const updatePassword = useCallback(
    async (newPassword: string, token?: string): Promise<AuthResult> => {
      if (!token) {
        const r: AuthResult = { error: AUTH_TEXTS.invalidLink, code: 'INVALID_TOKEN' };
        toast.error('Eroare la actualizare', { description: r.error ?? undefined });
        return r;
      }
      try {
        await authFetch(
          '/reset-password',
          { newPassword, token },
          AUTH_ACTION_TIMEOUT_MS,
          AUTH_TEXTS.passwordUnexpected,
        );
      } catch (e) {
        const r = failure(e, AUTH_TEXTS.passwordUnexpected);
        toast.error('Eroare la actualizare', { description: r.error ?? undefined });
        return r;
      }
      // Every session was revoked by the reset: re-read (this tab is now a guest too).
      await readSession(false);
      announce();
      toast.success('Parolă actualizată!', { description: AUTH_TEXTS.passwordChanged });
      return { error: null };
    },
    [readSession, announce],
  );

  const refresh = useCallback(() => readSession(false), [readSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session,
      loading,
      isGuest,
      playAsGuest,
      signIn,
      signUp,
      signOut,
      resetPassword,
      updatePassword,
      refresh,
    }),
    [
      user,
      session,
      loading,
      isGuest,
      playAsGuest,
      signIn,
      signUp,
      signOut,
      resetPassword,
      updatePassword,
      refresh,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
