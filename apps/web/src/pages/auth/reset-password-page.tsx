/**
 * /reset-password — a new password after following the mailed link (spec part 1, section 2).
 * The mail's link goes through /api/auth/reset-password/<token>, which sends the browser
 * here with ?token=… (valid link) or ?error=INVALID_TOKEN (expired or used). On load:
 *   1. a recovery token is present → the form;
 *   2. else, signed in → 'Ești deja autentificat' and on to /;
 *   3. else → 'Link invalid sau expirat. Solicită un nou link de resetare.' and on to /auth.
 * After success a message appears and the user goes to / after 2 s.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { KeyRoundIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { AUTH_TEXTS } from '@/lib/auth-texts';
import { FormMessage } from './form-message';
import { PasswordField, SubmitButton } from './form-fields';
import { checkNewPassword } from './validation';

export const REDIRECT_AFTER_RESET_MS = 2000;

type Phase = 'checking' | 'form' | 'leaving';

export default function ResetPasswordPage() {
  const { user, loading, updatePassword } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [phase, setPhase] = useState<Phase>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const decided = useRef(false);

  useEffect(() => {
    document.title = 'Parolă nouă — Slove';
  }, []);

  useEffect(() => {
    if (loading || decided.current) return;
    decided.current = true;
    if (token && !linkError) {
      setPhase('form');
    } else if (user) {
      setPhase('leaving');
      toast.info('Ești deja autentificat');
      navigate('/', { replace: true });
    } else {
      setPhase('leaving');
      toast.error('Eroare', { description: AUTH_TEXTS.invalidLink });
      navigate('/auth', { replace: true });
    }
  }, [loading, token, linkError, user, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (phase !== 'form') {
    return (
      <div className="mx-auto flex min-h-[60dvh] max-w-md items-center justify-center px-4">
        <Spinner label="Se încarcă..." />
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || !confirm) return setError('Completează ambele câmpuri.');
    const problem = checkNewPassword(password, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const result = await updatePassword(password, token ?? undefined);
      if (result.error) {
        setError(result.error);
        return;
      }
      setDone(true);
    } catch {
      setError(AUTH_TEXTS.passwordUnexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 sm:py-10">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl leading-tight font-extrabold">
            <KeyRoundIcon className="size-6 text-primary" aria-hidden="true" />
            Parolă nouă
          </h1>
          <CardDescription>Alege o parolă nouă pentru contul tău Slove.</CardDescription>
        </CardHeader>
        <CardContent>
          {done ? (
            <FormMessage kind="success" testId="reset-done">
              {AUTH_TEXTS.passwordChanged}
            </FormMessage>
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Parolă nouă">
              <PasswordField
                id="new-password"
                label="Parolă nouă"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <PasswordField
                id="confirm-password"
                label="Confirmă parola nouă"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
              {error && (
                <FormMessage kind="error" testId="reset-error">
                  {error}
                </FormMessage>
              )}
              <SubmitButton busy={busy} className="w-full">
                Actualizează parola
              </SubmitButton>
            </form>
          )}
          <div className="mt-4 text-center">
            <Button variant="link" asChild>
              <Link to="/auth">Înapoi la conectare</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
