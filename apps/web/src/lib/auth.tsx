/**
 * Auth state for the whole app (spec part 1, sections 3, 4, 7 and 8): the provider and
 * useAuth(). The calls are in auth-client.ts; the actions' calls and toasts in auth-actions.ts
 * (loaded on the first action), their texts in auth-texts.ts.
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
  startTransition,
  useState,
  type ReactNode,
} from 'react';
import {
  fetchSession,
  isNoAnswer,
  lastUser,
  type AuthResult,
  type AuthSession,
  type AuthUser,
  type SignUpInput,
} from './auth-client';
import type { AuthActionName } from './auth-actions';
import { afterPageHydrated } from './hydration';
import { sessionEnded, sessionRead, UNAUTHORIZED_EVENT } from './private-data';

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
  /** Signed in: a new password (the current one checked); the other devices are signed out. */
  changePassword(currentPassword: string, newPassword: string): Promise<AuthResult>;
  updateDisplayName(displayName: string): Promise<AuthResult>;
  refresh(): Promise<AuthUser | null>;
}

/** The actions' calls, texts and toasts: loaded on the first action, not with the home route. */
const loadActions = () => import('./auth-actions');

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
    // the first read is applied once the page has hydrated (see afterPageHydrated), as a
    // transition: the page re-renders with it in slices that leave the main thread free (it
    // was a long task on a slow phone); a read after an action applies at once
    const settled = initial ? afterPageHydrated() : Promise.resolve();
    const apply = (fn: () => void) => (initial ? startTransition(fn) : fn());
    try {
      const { user: u, session: read } = await fetchSession();
      // before anything reads this device's data: a session that ended or changed hands
      // takes the previous player's data with it (lib/private-data.ts)
      await sessionRead(u?.id ?? null);
      await settled;
      if (seq !== readSeq.current) return u;
      lastUser.write(u);
      apply(() => {
        setUser(u);
        setSession(read);
        setIsGuest(!u);
        setLoading(false);
      });
      return u;
    } catch (e) {
      // Offline or slow: keep what we had (on a first read, the last player seen on this
      // device) and play on locally; the session is read again when the connection returns.
      console.warn('[auth] session read failed', e);
      await settled;
      if (seq !== readSeq.current) return null;
      const last = initial && isNoAnswer(e) ? lastUser.read() : null;
      apply(() => {
        if (initial) {
          setUser(last);
          setIsGuest(!last);
        }
        setLoading(false);
      });
      return initial ? last : null;
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
    // a 401 from our API: the session may have ended (expired, revoked elsewhere)
    window.addEventListener(UNAUTHORIZED_EVENT, onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      window.removeEventListener(UNAUTHORIZED_EVENT, onOnline);
      channel.current?.close();
      channel.current = null;
    };
  }, [readSession]);

  const actions = useMemo(() => {
    /** Runs an action's call: its failure (already shown), or null once it succeeded. */
    const attempt = async (name: AuthActionName, body: unknown) => (await loadActions()).attempt(name, body);
    const succeeded = async (name: AuthActionName) => (await loadActions()).succeeded(name);
    return {
      playAsGuest() {
        setIsGuest(true);
        setLoading(false);
        void loadActions().then((a) => a.succeeded('guest'));
      },
      async signIn(email: string, password: string): Promise<AuthResult> {
        const failed = await attempt('signIn', { email: email.trim(), password });
        if (failed) return failed;
        await readSession(false);
        announce();
        return succeeded('signIn');
      },
      async signUp({ username, email, password }: SignUpInput): Promise<AuthResult> {
        const name = username.trim();
        const failed = await attempt('signUp', {
          email: email.trim(),
          password,
          name,
          username: name,
          displayName: name,
          callbackURL: CONFIRMED_PATH,
        });
        return failed ?? succeeded('signUp');
      },
      async signOut(): Promise<AuthResult> {
        const failed = await attempt('signOut', {});
        if (failed) return failed;
        readSeq.current++;
        await sessionEnded();
        lastUser.write(null);
        setUser(null);
        setSession(null);
        setIsGuest(true);
        setLoading(false);
        announce();
        return succeeded('signOut');
      },
      async resetPassword(email: string): Promise<AuthResult> {
        const failed = await attempt('resetPassword', {
          email: email.trim(),
          redirectTo: '/reset-password',
        });
        return failed ?? succeeded('resetPassword');
      },
      async updatePassword(newPassword: string, token?: string): Promise<AuthResult> {
        if (!token) return (await loadActions()).invalidResetLink();
        const failed = await attempt('updatePassword', { newPassword, token });
        if (failed) return failed;
        // Every session was revoked by the reset: re-read (this tab is now a guest too).
        await readSession(false);
        announce();
        return succeeded('updatePassword');
      },
      async changePassword(currentPassword: string, newPassword: string): Promise<AuthResult> {
        const failed = await attempt('changePassword', {
          currentPassword,
          newPassword,
          revokeOtherSessions: true,
        });
        if (failed) return failed;
        announce();
        return succeeded('changePassword');
      },
      async updateDisplayName(displayName: string): Promise<AuthResult> {
        // the mails greet the player by `name`: it follows the display name
        const name = displayName.trim();
        const failed = await attempt('updateDisplayName', { displayName: name, name });
        if (failed) return failed;
        await readSession(false);
        announce();
        return succeeded('updateDisplayName');
      },
      refresh: () => readSession(false),
    };
  }, [readSession, announce]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, session, loading, isGuest, ...actions }),
    [user, session, loading, isGuest, actions],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
