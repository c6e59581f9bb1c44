// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, useAuth, type AuthContextValue } from './auth';
import { PageHydrated } from './hydration';
import { AUTH_TEXTS, authErrorText } from './auth-texts';

vi.mock('./toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
import { toast } from './toast';

describe('auth error texts (spec section 8)', () => {
  it('maps better-auth codes to the spec texts', () => {
    expect(authErrorText(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 'x')).toBe(
      'Email sau parola incorectă',
    );
    expect(authErrorText(403, 'EMAIL_NOT_VERIFIED', 'Email not verified', 'x')).toBe(
      'Verifică-ți emailul pentru confirmare',
    );
    expect(authErrorText(422, 'USER_ALREADY_EXISTS', 'Acest email este deja înregistrat', 'x')).toBe(
      'Acest email este deja înregistrat',
    );
    expect(authErrorText(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists', 'x')).toBe(
      'Acest email este deja înregistrat',
    );
    expect(authErrorText(400, 'PASSWORD_TOO_SHORT', 'Password too short', 'x')).toBe(
      'Parola trebuie să aibă minim 6 caractere',
    );
    expect(authErrorText(400, 'INVALID_TOKEN', 'Invalid token', 'x')).toBe(
      'Link invalid sau expirat. Solicită un nou link de resetare.',
    );
  });

  it('shows other server messages as given, and the fallback when there is none', () => {
    expect(authErrorText(400, 'PASSWORD_TOO_COMMON', 'Această parolă este prea comună.', 'x')).toBe(
      'Această parolă este prea comună.',
    );
    expect(authErrorText(500, undefined, undefined, AUTH_TEXTS.signInUnexpected)).toBe(
      'Eroare neașteptată la conectare',
    );
  });

  it('shows the Romanian rate-limit message of a 429', () => {
    expect(
      authErrorText(429, undefined, 'Prea multe încercări. Încearcă din nou peste 15 minute.', 'x'),
    ).toBe('Prea multe încercări. Încearcă din nou peste 15 minute.');
    expect(authErrorText(429, undefined, 'Too many requests', 'x')).toBe(AUTH_TEXTS.rateLimited);
  });
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let current: AuthContextValue;
/** The app's page under the provider, hydrated (the layout's PageHydrated beside it). */
function Probe() {
  current = useAuth();
  return (
    <>
      <PageHydrated />
      <p data-testid="state">
        {JSON.stringify({
          loading: current.loading,
          isGuest: current.isGuest,
          email: current.user?.email ?? null,
        })}
      </p>
    </>
  );
}
const state = () =>
  JSON.parse(screen.getByTestId('state').textContent!) as {
    loading: boolean;
    isGuest: boolean;
    email: string | null;
  };

describe('AuthProvider', () => {
  it('applies the first session read once the page has hydrated (an update above a dehydrated page)', async () => {
    // fresh modules: the page-hydrated signal of this file's other tests is already given
    vi.resetModules();
    const auth = await import('./auth');
    const hydration = await import('./hydration');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, null)),
    );
    let seen: AuthContextValue | null = null;
    const Page = ({ hydrated }: { hydrated: boolean }) => {
      seen = auth.useAuth();
      return hydrated ? <hydration.PageHydrated /> : null;
    };
    const view = render(
      <auth.AuthProvider>
        <Page hydrated={false} />
      </auth.AuthProvider>,
    );
    // the session has been read, but the page is still (as it were) dehydrated: not applied
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(seen!.loading).toBe(true);
    view.rerender(
      <auth.AuthProvider>
        <Page hydrated />
      </auth.AuthProvider>,
    );
    await waitFor(() => expect(seen!.loading).toBe(false));
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('starts loading and as a guest, then follows the session read', async () => {
    let resolve!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(state()).toEqual({ loading: true, isGuest: true, email: null });
    await act(async () => resolve(json(200, null)));
    await waitFor(() => expect(state()).toEqual({ loading: false, isGuest: true, email: null }));
  });

  it('signs in: maps a wrong password, then on success reads the session (the auth event)', async () => {
    const user = {
      id: 'u1',
      email: 'ana@example.com',
      name: 'ana',
      username: 'ana',
      displayName: 'Ana',
      role: 'user',
    };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      if (url === '/api/auth/get-session')
        return json(200, signedIn ? { session: { id: 's', expiresAt: '2030-01-01' }, user } : null);
      if (url === '/api/auth/sign-in/email') {
        if (body.password !== 'Borcan-42')
          return json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
        signedIn = true;
        return json(200, { user });
      }
      if (url === '/api/auth/sign-out') {
        signedIn = false;
        return json(200, { success: true });
      }
      return json(404, {});
    });
    let signedIn = false;
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(state().loading).toBe(false));

    let result = await act(() => current.signIn('ana@example.com', 'gresit'));
    expect(result).toMatchObject({
      error: 'Email sau parola incorectă',
      code: 'INVALID_EMAIL_OR_PASSWORD',
      status: 401,
    });
    // one id for every auth toast: the next one replaces it
    expect(toast.error).toHaveBeenCalledWith('Eroare la conectare', {
      id: 'slove-auth',
      description: 'Email sau parola incorectă',
    });
    expect(state().isGuest).toBe(true);

    result = await act(() => current.signIn('ana@example.com', 'Borcan-42'));
    expect(result.error).toBeNull();
    expect(state()).toEqual({ loading: false, isGuest: false, email: 'ana@example.com' });
    expect(current.user).toEqual(user);
    expect(toast.success).toHaveBeenCalledWith('Conectat cu succes!', {
      id: 'slove-auth',
      description: 'Te-ai conectat cu succes!',
    });

    await act(() => current.signOut());
    expect(state()).toEqual({ loading: false, isGuest: true, email: null });
    expect(toast.success).toHaveBeenCalledWith('Deconectat', expect.anything());
  });

  it('keeps the last signed-in player when the session cannot be read offline; a server answer replaces it', async () => {
    const user = {
      id: 'u2',
      email: 'ion@example.com',
      name: 'ion',
      username: 'ion',
      displayName: 'Ion',
      role: 'user',
    };
    let online = true;
    let signedIn = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!online) throw new TypeError('Failed to fetch');
        if (url === '/api/auth/get-session')
          return json(200, signedIn ? { session: { id: 's', expiresAt: '2030-01-01' }, user } : null);
        return json(404, {});
      }),
    );
    const first = render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(state()).toEqual({ loading: false, isGuest: false, email: 'ion@example.com' }),
    );
    first.unmount();

    // offline reload: still Ion, so progress is kept for his account
    online = false;
    const second = render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(state()).toEqual({ loading: false, isGuest: false, email: 'ion@example.com' }),
    );

    // back online, the session has ended meanwhile: the server's answer wins
    online = true;
    signedIn = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(state()).toEqual({ loading: false, isGuest: true, email: null }));
    second.unmount();

    // and the next offline start is a guest's
    online = false;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(state()).toEqual({ loading: false, isGuest: true, email: null }));
  });

  it('sends sign-up with username and display name and the site root as confirmation target', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/get-session' ? json(200, null) : json(200, { user: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(state().loading).toBe(false));
    const result = await act(() =>
      current.signUp({ username: 'ana_m', email: 'ana@example.com', password: 'Borcan-42' }),
    );
    expect(result.error).toBeNull();
    const call = fetchMock.mock.calls.find(([u]) => u === '/api/auth/sign-up/email') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(call[1].body))).toEqual({
      email: 'ana@example.com',
      password: 'Borcan-42',
      name: 'ana_m',
      username: 'ana_m',
      displayName: 'ana_m',
      callbackURL: '/auth?confirmat=1',
    });
    expect(toast.success).toHaveBeenCalledWith('Cont creat!', expect.anything());
    expect(state().isGuest).toBe(true); // no session before the e-mail is confirmed
  });

  it('times a silent server out and keeps playing as a guest', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_r, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    vi.useRealTimers();
    expect(state()).toEqual({ loading: false, isGuest: true, email: null });
  });
});
