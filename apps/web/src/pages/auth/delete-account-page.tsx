/**
 * /delete-account — the deletion form (spec part 1, sections 2, 4, 5, 6 and 8; DECISIONS
 * "Roles"). When the signed-in user's e-mail equals the one entered, a dialog says what goes
 * (the account, the cloud data and this device's progress) and asks for ȘTERGE or the e-mail,
 * typed; only then are the account and all its data deleted, the user signed out and sent to
 * /. Otherwise the request is registered and a person answers within 48 hours.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Loader2Icon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { DELETE_CONFIRM_TEXTS, isDeleteConfirmation } from '@slove/core/account';
import { DELETE_REASON_MAX } from '@slove/core/names';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { FormMessage } from './form-message';
import { SubmitButton } from './form-fields';
import { checkDeleteRequest } from './validation';

export const DELETE_FAILED = 'A apărut o eroare. Vă rugăm să încercați din nou sau să ne contactați direct.';
export const DELETE_REQUESTED_BODY = 'Cererea ta a fost înregistrată. Te vom contacta în cel mult 48 de ore.';
export const DELETE_DONE_BODY = 'Contul tău și toate datele asociate au fost șterse definitiv.';

/** Deletion deletes rows and sends a mail: it gets longer than the 3 s of cloud reads. */
const DELETE_TIMEOUT_MS = 15_000;

export default function DeleteAccountPage() {
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  /** The dialog that confirms deleting one's own account, and what was typed in it. */
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    document.title = 'Ștergerea contului — Slove';
  }, []);

  // a signed-in player's own address is filled in (a real value, not a grey placeholder
  // that looks filled), once the session is known and until they type another
  const edited = useRef(false);
  useEffect(() => {
    if (user && !edited.current) setEmail(user.email);
  }, [user]);

  const ownAccount = !!user && email.trim().toLowerCase() === user.email.toLowerCase();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkDeleteRequest(email, reason);
    if (problem) return setError(problem);
    setError(null);
    // one's own account: nothing happens before the dialog's typed confirmation
    if (ownAccount) {
      setTyped('');
      setConfirming(true);
      return;
    }
    await send();
  };

  const send = async (confirm?: string) => {
    setProcessing(true);
    try {
      const result = await apiFetch<{ outcome: 'deleted' | 'requested' }>('/api/account/delete', {
        method: 'POST',
        body: { email: email.trim(), reason: reason.trim(), ...(confirm ? { confirm } : {}) },
        timeoutMs: DELETE_TIMEOUT_MS,
      });
      setConfirming(false);
      if (result.outcome === 'deleted') {
        toast.success('Cont șters', { description: DELETE_DONE_BODY });
        await refresh();
        navigate('/', { replace: true });
        return;
      }
      toast.success('Cerere înregistrată', { description: DELETE_REQUESTED_BODY });
      setRequested(true);
      edited.current = true;
      setEmail('');
      setReason('');
    } catch (err) {
      // Over the limit (429) or not confirmed (400): the server's Romanian message says why.
      const text =
        err instanceof ApiError && (err.status === 429 || err.status === 400) ? err.message : DELETE_FAILED;
      setConfirming(false);
      setError(text);
      toast.error('Eroare', { description: text });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6 sm:py-10">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl leading-tight font-extrabold">
            <Trash2Icon className="size-6 text-destructive" aria-hidden="true" />
            Ștergerea contului
          </h1>
          <CardDescription>
            Completează adresa de email a contului și motivul. Dacă ești conectat cu aceeași adresă, după o
            confirmare se șterg contul, tot progresul salvat în cloud și progresul de pe acest dispozitiv.
            Altfel, cererea este înregistrată și te contactăm în cel mult 48 de ore.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {requested && (
            <FormMessage kind="success" className="mb-4" testId="delete-requested">
              {DELETE_REQUESTED_BODY}
            </FormMessage>
          )}
          <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Ștergerea contului">
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-email">Email *</Label>
              <Input
                id="delete-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="adresa@exemplu.ro"
                value={email}
                aria-required="true"
                onChange={(e) => {
                  edited.current = true;
                  setEmail(e.target.value);
                }}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-reason">Motivul ștergerii *</Label>
              <Textarea
                id="delete-reason"
                value={reason}
                maxLength={DELETE_REASON_MAX}
                aria-required="true"
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            {error && (
              <FormMessage kind="error" testId="delete-error">
                {error}
              </FormMessage>
            )}
            <SubmitButton busy={processing} variant="destructive" className="w-full">
              {processing ? 'Se procesează...' : 'Trimite cererea'}
            </SubmitButton>
          </form>
          <Dialog open={confirming} onOpenChange={(open) => !processing && setConfirming(open)}>
            <DialogContent>
              <form
                className="flex flex-col gap-4"
                aria-label="Confirmarea ștergerii"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (isDeleteConfirmation(typed, email)) void send(typed.trim());
                }}
              >
                <DialogHeader>
                  <DialogTitle>{DELETE_CONFIRM_TEXTS.title}</DialogTitle>
                  <DialogDescription data-testid="delete-confirm-body">
                    {DELETE_CONFIRM_TEXTS.body}
                  </DialogDescription>
                </DialogHeader>
                <div className="flex flex-col gap-2">
                  <Label htmlFor="delete-confirm">{DELETE_CONFIRM_TEXTS.label}</Label>
                  <Input
                    id="delete-confirm"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    value={typed}
                    onChange={(e) => setTyped(e.target.value)}
                  />
                </div>
                <DialogFooter>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => setConfirming(false)}
                    disabled={processing}
                  >
                    Renunță
                  </Button>
                  <Button
                    type="submit"
                    variant="destructive"
                    disabled={processing || !isDeleteConfirmation(typed, email)}
                  >
                    {processing && <Loader2Icon className="motion-safe:animate-spin" aria-hidden="true" />}
                    {DELETE_CONFIRM_TEXTS.button}
                  </Button>
                </DialogFooter>
              </form>
            </DialogContent>
          </Dialog>
          <p className="mt-4 text-center text-sm text-muted-foreground">
            Vezi și{' '}
            <Link
              to="/privacy-policy"
              className="inline-block py-1 font-bold text-primary underline-offset-4 hover:underline"
            >
              politica de confidențialitate
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
