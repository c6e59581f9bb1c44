/**
 * /auth — sign-in and sign-up (spec part 1, sections 2, 4, 5 and 8; DECISIONS "Guests").
 * A signed-in user is sent to /, except while the local guest data of this sign-in is
 * being migrated (or the migration failed and 'Sincronizează acum' is offered).
 * /auth?confirmat=1 is where the confirmation link lands (signed in by the server): the page
 * says 'Adresă confirmată' and migrates the guest data as after a sign-in; with ?error=… the
 * link was expired or already used.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeftIcon, CloudUploadIcon, HardDriveIcon, Loader2Icon, MailCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { AUTH_TEXTS } from '@/lib/auth-texts';
import { useGuestMigration } from '@/app/guest-migration';
import { FormMessage, type FormMessageKind } from './form-message';
import { EmailField, Field, PasswordField, PasswordRules, SubmitButton } from './form-fields';
import { checkResetRequest, checkSignIn, checkSignUp } from './validation';

type Message = { kind: FormMessageKind; text: string } | null;

export const LOCAL_DATA_SYNC_INFO = 'Datele tale locale vor fi sincronizate după confirmarea emailului.';
export const CONFIRMED_TITLE = 'Adresă confirmată';
export const CONFIRM_LINK_INVALID =
  'Linkul de confirmare a expirat sau a fost deja folosit. Conectează-te cu emailul și parola: dacă adresa nu este încă confirmată, îți trimitem un link nou.';

export default function AuthPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const migration = useGuestMigration();
  const [tab, setTab] = useState(params.get('tab') === 'inregistrare' ? 'inregistrare' : 'conectare');
  /** Set while this page signs a user in and migrates their guest data: no redirect meanwhile. */
  const inFlow = useRef(false);
  const [stayForSync, setStayForSync] = useState(false);
  const confirmLink = params.get('confirmat') === '1';
  const confirmFailed = confirmLink && params.has('error');
  const confirmed = confirmLink && !confirmFailed && !!auth.user;
  const confirmMigrated = useRef(false);

  useEffect(() => {
    document.title = confirmed ? `${CONFIRMED_TITLE} — Slove` : 'Conectare — Slove';
  }, [confirmed]);

  useEffect(() => {
    if (!auth.loading && auth.user && !inFlow.current && !stayForSync && !confirmed)
      navigate('/', { replace: true });
  }, [auth.loading, auth.user, stayForSync, confirmed, navigate]);

  // signed in by the confirmation link: the guest data goes to the account, as after a sign-in
  const { migrate } = migration;
  useEffect(() => {
    if (!confirmed || !auth.user || confirmMigrated.current) return;
    confirmMigrated.current = true;
    void migrate('auto', auth.user.id);
  }, [confirmed, auth.user, migrate]);

  if (auth.loading) {
    return (
      <div className="mx-auto flex min-h-[60dvh] max-w-md items-center justify-center px-4">
        <Spinner label="Se încarcă..." />
      </div>
    );
  }

  const afterSignIn = async (userId: string | null) => {
    if (userId) {
      const ok = await migration.migrate('auto', userId);
      if (!ok) {
        setStayForSync(true);
        inFlow.current = false;
        return;
      }
    }
    inFlow.current = false;
    navigate('/', { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 sm:py-10">
      <Link
        to="/joc-clasic"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-bold text-muted-foreground hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Înapoi la joc
      </Link>

      <header className="mt-2 mb-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">Slove</h1>
        <p className="mt-2 text-muted-foreground">
          Conectează-te pentru a-ți salva progresul și a-l avea pe toate dispozitivele.
        </p>
      </header>

      {migration.pending && (
        <Card
          className="mb-6 border-amber-500/40 bg-amber-50 dark:border-amber-400/30 dark:bg-amber-950/40"
          data-testid="local-data-card"
        >
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <HardDriveIcon className="size-5 text-amber-600 dark:text-amber-300" aria-hidden="true" />
              Date locale găsite
            </CardTitle>
            <CardDescription className="text-amber-900/80 dark:text-amber-100/80">
              {auth.user
                ? 'Ai progres salvat pe acest dispozitiv care nu este încă în contul tău.'
                : 'Ai progres salvat pe acest dispozitiv. Conectează-te sau creează un cont ca să nu-l pierzi.'}
            </CardDescription>
          </CardHeader>
          {auth.user && (
            <CardContent className="flex flex-col gap-2 sm:flex-row">
              <Button
                onClick={() =>
                  void migration.migrate('manual').then((ok) => ok && navigate('/', { replace: true }))
                }
                disabled={migration.busy}
              >
                {migration.busy ? (
                  <Loader2Icon className="motion-safe:animate-spin" aria-hidden="true" />
                ) : (
                  <CloudUploadIcon aria-hidden="true" />
                )}
                Sincronizează acum
              </Button>
              <Button variant="outline" asChild>
                <Link to="/">Continuă fără sincronizare</Link>
              </Button>
            </CardContent>
          )}
        </Card>
      )}

      {migration.busy && (
        <FormMessage kind="info" className="mb-4" testId="migration-busy">
          Se sincronizează progresul local cu contul tău...
        </FormMessage>
      )}

      {confirmed ? (
        <Card data-testid="email-confirmed">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-xl">
              <MailCheckIcon className="size-5 text-primary" aria-hidden="true" />
              {CONFIRMED_TITLE}
            </CardTitle>
            <CardDescription>
              Contul tău Slove este activ și ești conectat
              {auth.user?.displayName ? ` ca ${auth.user.displayName}` : ''}. Progresul tău se salvează de
              acum în cont, pe toate dispozitivele.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full">
              <Link to="/">Începe să joci</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          {confirmFailed && (
            <FormMessage kind="error" className="mb-4" testId="confirm-failed">
              {CONFIRM_LINK_INVALID}
            </FormMessage>
          )}
          <Card>
            <CardContent>
              <Tabs value={tab} onValueChange={setTab}>
                <TabsList aria-label="Conectare sau înregistrare">
                  <TabsTrigger value="conectare">Conectare</TabsTrigger>
                  <TabsTrigger value="inregistrare">Înregistrare</TabsTrigger>
                </TabsList>
                <TabsContent value="conectare">
                  <SignInForm
                    onStart={() => (inFlow.current = true)}
                    onDone={(userId) => void afterSignIn(userId)}
                    onFail={() => (inFlow.current = false)}
                  />
                </TabsContent>
                <TabsContent value="inregistrare">
                  <SignUpForm hasLocalData={migration.pending} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>

          <div className="mt-6 text-center">
            <Button
              variant="link"
              onClick={() => {
                auth.playAsGuest();
                navigate('/');
              }}
            >
              Joacă ca vizitator (fără salvare progres)
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function SignInForm({
  onStart,
  onDone,
  onFail,
}: {
  onStart(): void;
  onDone(userId: string | null): void;
  onFail(): void;
}) {
  const { signIn, refresh } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkSignIn(email, password);
    if (problem) return setMessage({ kind: 'error', text: problem });
    setBusy(true);
    setMessage(null);
    onStart();
    try {
      const result = await signIn(email, password);
      if (result.error) {
        onFail();
        setMessage({ kind: 'error', text: result.error });
        return;
      }
      setMessage({ kind: 'success', text: AUTH_TEXTS.signInSuccess });
      const user = await refresh();
      onDone(user?.id ?? null);
    } catch {
      onFail();
      setMessage({ kind: 'error', text: AUTH_TEXTS.signInUnexpected });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 pt-2" aria-label="Conectare">
        <EmailField id="signin-email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          id="signin-password"
          label="Parolă"
          current
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {message && (
          <FormMessage kind={message.kind} testId="signin-message">
            {message.text}
          </FormMessage>
        )}
        <SubmitButton busy={busy} className="w-full">
          Conectare
        </SubmitButton>
        <Button type="button" variant="link" className="self-center" onClick={() => setForgotOpen(true)}>
          Ai uitat parola?
        </Button>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        onSent={(text) => setMessage({ kind: 'success', text })}
      />
    </>
  );
}

function SignUpForm({ hasLocalData }: { hasLocalData: boolean }) {
  const { signUp } = useAuth();
  const [fields, setFields] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [syncInfo, setSyncInfo] = useState(false);
  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkSignUp(fields);
    if (problem) return setMessage({ kind: 'error', text: problem });
    setBusy(true);
    setMessage(null);
    setSyncInfo(false);
    try {
      const result = await signUp({
        username: fields.username,
        email: fields.email,
        password: fields.password,
      });
      if (result.error) {
        setMessage({ kind: 'error', text: result.error });
        return;
      }
      setMessage({ kind: 'success', text: AUTH_TEXTS.signUpSuccess });
      setSyncInfo(hasLocalData);
      setFields({ username: '', email: '', password: '', confirmPassword: '' });
    } catch {
      setMessage({ kind: 'error', text: AUTH_TEXTS.signUpUnexpected });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 pt-2" aria-label="Înregistrare">
      <Field
        id="signup-username"
        label="Nume de utilizator"
        autoComplete="username"
        aria-describedby="signup-username-hint"
        value={fields.username}
        onChange={set('username')}
      />
      <p id="signup-username-hint" className="-mt-2 text-xs text-muted-foreground">
        3–30 caractere: litere (și cu diacritice), cifre, spații, punct, cratimă, liniuță jos.
      </p>
      <EmailField id="signup-email" value={fields.email} onChange={set('email')} />
      <PasswordField id="signup-password" label="Parolă" value={fields.password} onChange={set('password')} />
      <PasswordField
        id="signup-confirm"
        label="Confirmă parola"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <PasswordRules />
      {message && (
        <FormMessage kind={message.kind} testId="signup-message">
          {message.text}
        </FormMessage>
      )}
      {syncInfo && (
        <FormMessage kind="info" testId="signup-sync-info">
          {LOCAL_DATA_SYNC_INFO}
        </FormMessage>
      )}
      <SubmitButton busy={busy} className="w-full">
        Înregistrare
      </SubmitButton>
    </form>
  );
}

function ForgotPasswordDialog({
  open,
  onOpenChange,
  onSent,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSent(text: string): void;
}) {
  const { resetPassword } = useAuth();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const problem = checkResetRequest(email);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const result = await resetPassword(email);
      if (result.error) {
        setError(result.error);
        return;
      }
      setEmail('');
      onOpenChange(false);
      onSent(AUTH_TEXTS.resetSent);
    } catch {
      setError(AUTH_TEXTS.resetUnexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setError(null);
        onOpenChange(o);
      }}
    >
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Resetare parolă">
          <DialogHeader>
            <DialogTitle>Resetare parolă</DialogTitle>
            <DialogDescription>
              Îți trimitem pe email un link cu care îți alegi o parolă nouă.
            </DialogDescription>
          </DialogHeader>
          <EmailField id="reset-email" value={email} onChange={(e) => setEmail(e.target.value)} />
          {error && (
            <FormMessage kind="error" testId="reset-message">
              {error}
            </FormMessage>
          )}
          <DialogFooter>
            <SubmitButton busy={busy}>Trimite linkul</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
