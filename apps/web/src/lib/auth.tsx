/**
 * Auth state for the whole app (spec part 1, sections 3, 4, 7 and 8): the provider and
 * useAuth(). The calls are in auth-client.ts, the texts in auth-texts.ts.
 *
 * State follows the spec: loading starts true and isGuest starts true; the initial session
 * read (or any auth event) sets user and session and ends loading. signIn / signUp /
 * updatePassword set no state directly: they report their result and fire an auth event (a
 * fresh session read).
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
import {
  AUTH_ACTION_TIMEOUT_MS,
  AUTH_TIMEOUT_MS,
  AuthRequestError,
  authRequest,
  failure,
  fetchSession,
  lastUser,
  type AuthResult,
  type AuthSession,
  type AuthUser,
  type SignUpInput,
} from './auth-client';
import { AUTH_TEXTS, AUTH_TOASTS } from './auth-texts';

/**
 * Where the confirmation link lands: the server confirms the address, signs the player in
 * and sends them here; the auth page then says 'Adresă confirmată' and migrates the guest data.
 */
export const CONFIRMED_PATH = '/auth?confirmat=1';

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

/** One auth call: a failure is shown in a toast titled `errorTitle` and returned; null on success. */
async function attempt(
  path: string,
  body: unknown,
  timeoutMs: number,
  fallback: string,
  errorTitle: string,
): Promise<AuthResult | null> {
  try {
    await authRequest(path, body, timeoutMs, fallback);
    return null;
  } catch (e) {
    const r = failure(e, fallback);
    toast.error(errorTitle, { description: r.error ?? undefined });
    return r;
  }
}

/** The success toast of an action, and its result. */
function succeeded(t: { title: string; body: string }): AuthResult {
  toast.success(t.title, { description: t.body });
  return { error: null };
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
      const { user: u, session: read } = await fetchSession();
      if (seq !== readSeq.current) return u;
      lastUser.write(u);
      setUser(u);
      setSession(read);
      setIsGuest(!u);
      return u;
    } catch (e) {
      // Offline or slow: keep what we had (on a first read, the last player seen on this
      // device) and play on locally; the session is read again when the connection returns.
      console.warn('[auth] session read failed', e);
      if (initial && seq === readSeq.current) {
        const last = e instanceof AuthRequestError && e.status === 0 ? lastUser.read() : null;
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
    succeeded(AUTH_TOASTS.guest);
  }, []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      const failed = await attempt(
        '/sign-in/email',
        { email: email.trim(), password },
        AUTH_ACTION_TIMEOUT_MS,
        AUTH_TEXTS.signInUnexpected,
        AUTH_TOASTS.signInError,
      );
      if (failed) return failed;
      await readSession(false);
      announce();
      return succeeded(AUTH_TOASTS.signedIn);
    },
    [readSession, announce],
  );

  const signUp = useCallback(async ({ username, email, password }: SignUpInput): Promise<AuthResult> => {
    const name = username.trim();
    const failed = await attempt(
      '/sign-up/email',
      { email: email.trim(), password, name, username: name, displayName: name, callbackURL: CONFIRMED_PATH },
      AUTH_ACTION_TIMEOUT_MS,
      AUTH_TEXTS.signUpUnexpected,
      AUTH_TOASTS.signUpError,
    );
    return failed ?? succeeded(AUTH_TOASTS.signedUp);
  }, []);

  const signOut = useCallback(async (): Promise<AuthResult> => {
    const failed = await attempt(
      '/sign-out',
      {},
      AUTH_TIMEOUT_MS,
      AUTH_TOASTS.signOutError,
      AUTH_TOASTS.signOutError,
    );
    if (failed) return failed;
    readSeq.current++;
    lastUser.write(null);
    setUser(null);
    setSession(null);
    setIsGuest(true);
    setLoading(false);
    announce();
    return succeeded(AUTH_TOASTS.signedOut);
  }, [announce]);

  const resetPassword = useCallback(async (email: string): Promise<AuthResult> => {
    const failed = await attempt(
      '/request-password-reset',
      { email: email.trim(), redirectTo: '/reset-password' },
      AUTH_ACTION_TIMEOUT_MS,
      AUTH_TEXTS.resetUnexpected,
      AUTH_TOASTS.resetError,
    );
    return failed ?? succeeded(AUTH_TOASTS.resetSent);
  }, []);

  const updatePassword = useCallback(
    async (newPassword: string, token?: string): Promise<AuthResult> => {
      if (!token) {
        const r: AuthResult = { error: AUTH_TEXTS.invalidLink, code: 'INVALID_TOKEN' };
        toast.error(AUTH_TOASTS.updateError, { description: r.error ?? undefined });
        return r;
      }
      const failed = await attempt(
        '/reset-password',
        { newPassword, token },
        AUTH_ACTION_TIMEOUT_MS,
        AUTH_TEXTS.passwordUnexpected,
        AUTH_TOASTS.updateError,
      );
      if (failed) return failed;
      // Every session was revoked by the reset: re-read (this tab is now a guest too).
      await readSession(false);
      announce();
      return succeeded(AUTH_TOASTS.updated);
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
