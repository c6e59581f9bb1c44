/**
 * /cont — "Contul meu", from the profile menu: a signed-in player changes the display name
 * and the password (the current one, then a new one by the sign-up rules; the other devices
 * are signed out). A guest is asked to sign in.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { KeyRoundIcon, Trash2Icon, UserRoundIcon } from 'lucide-react';
import { DISPLAY_NAME_MAX } from '@slove/core/names';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import type { AuthResult } from '@/lib/auth-client';
import { FormMessage, type FormMessageKind } from './form-message';
import { Field, PasswordField, PasswordRules, SubmitButton } from './form-fields';
import { checkDisplayName, checkPasswordChange } from './validation';

type Message = { kind: FormMessageKind; text: string } | null;

/** A form's submit: the local check's problem, else the action's result, as the form's message. */
function useSubmit(check: () => string | null, run: () => Promise<AuthResult>, success: string) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = check();
    if (problem) return setMessage({ kind: 'error', text: problem });
    setBusy(true);
    setMessage(null);
    try {
      const result = await run();
      setMessage(result.error ? { kind: 'error', text: result.error } : { kind: 'success', text: success });
      return !result.error;
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, submit };
}

/** A form's message (when there is one) and its submit button. */
function FormEnd({
  message,
  testId,
  busy,
  label,
}: {
  message: Message;
  testId: string;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      {message && (
        <FormMessage kind={message.kind} testId={testId}>
          {message.text}
        </FormMessage>
      )}
      <SubmitButton busy={busy} className="self-start">
        {label}
      </SubmitButton>
    </>
  );
}

function DisplayNameForm({ current }: { current: string }) {
  const { updateDisplayName } = useAuth();
  const [name, setName] = useState(current);
  const { busy, message, submit } = useSubmit(
    () => checkDisplayName(name),
    () => updateDisplayName(name),
    'Numele afișat a fost salvat.',
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-label="Numele afișat"
    >
      <Field
        id="account-display-name"
        label="Numele afișat"
        autoComplete="nickname"
        aria-describedby="account-display-name-hint"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <p id="account-display-name-hint" className="-mt-2 text-xs text-muted-foreground">
        Numele arătat în meniul contului și în mesajele Slove: cel mult {DISPLAY_NAME_MAX} de caractere.
      </p>
      <FormEnd message={message} testId="display-name-message" busy={busy} label="Salvează numele" />
    </form>
  );
}

function PasswordForm() {
  const { changePassword } = useAuth();
  const empty = { current: '', password: '', confirm: '' };
  const [fields, setFields] = useState(empty);
  const set = (key: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const { busy, message, submit } = useSubmit(
    () => checkPasswordChange(fields.current, fields.password, fields.confirm),
    () => changePassword(fields.current, fields.password),
    'Parola a fost schimbată. Celelalte dispozitive au fost deconectate.',
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e).then((ok) => ok && setFields(empty))}
      className="flex flex-col gap-4"
      aria-label="Schimbă parola"
    >
      <PasswordField
        id="account-current-password"
        label="Parola actuală"
        current
        value={fields.current}
        onChange={set('current')}
      />
      <PasswordField
        id="account-new-password"
        label="Parola nouă"
        value={fields.password}
        onChange={set('password')}
      />
      <PasswordField
        id="account-confirm-password"
        label="Confirmă parola nouă"
        value={fields.confirm}
        onChange={set('confirm')}
      />
      <PasswordRules className="-mt-2" />
      <FormEnd message={message} testId="password-message" busy={busy} label="Schimbă parola" />
    </form>
  );
}

export default function AccountPage() {
  const { user, loading } = useAuth();
  useEffect(() => {
    document.title = 'Contul meu — Slove';
  }, []);

  if (loading)
    return (
      <div className="mx-auto flex min-h-[60dvh] max-w-md items-center justify-center px-4">
        <Spinner label="Se încarcă..." />
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Contul meu</h1>
      {!user ? (
        <Card>
          <CardHeader>
            <CardDescription>Conectează-te ca să-ți schimbi numele afișat sau parola.</CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/auth" className={buttonVariants()}>
              Conectare
            </Link>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="-mt-3 break-words text-muted-foreground" data-testid="account-email">
            {user.email}
          </p>
          <Card>
            <CardHeader>
              <h2 className="flex items-center gap-2 text-lg leading-tight font-extrabold">
                <UserRoundIcon className="size-5 text-primary" aria-hidden="true" /> Numele afișat
              </h2>
            </CardHeader>
            <CardContent>
              <DisplayNameForm key={user.id} current={user.displayName ?? user.name} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="flex items-center gap-2 text-lg leading-tight font-extrabold">
                <KeyRoundIcon className="size-5 text-primary" aria-hidden="true" /> Schimbă parola
              </h2>
            </CardHeader>
            <CardContent>
              <PasswordForm key={user.id} />
            </CardContent>
          </Card>
          <Link
            to="/delete-account"
            className={buttonVariants({ variant: 'outline', className: 'self-start' })}
          >
            <Trash2Icon aria-hidden="true" /> Șterge contul
          </Link>
        </>
      )}
    </div>
  );
}
