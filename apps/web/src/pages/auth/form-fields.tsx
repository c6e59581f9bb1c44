/** The parts the account forms share: a labelled input, and a submit button busy with a spinner. */
import type { ComponentProps, ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function Field({ id, label, ...props }: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} {...props} />
    </div>
  );
}

export function SubmitButton({
  busy,
  variant,
  className,
  children,
}: {
  busy: boolean;
  variant?: ButtonProps['variant'];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} disabled={busy} className={className}>
      {busy && <Loader2Icon className="motion-safe:animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** A required password input: a new password (sign-up, reset), or the current one (sign-in). */
export function PasswordField({
  current = false,
  ...props
}: {
  id: string;
  label: string;
  value: string;
  onChange: ComponentProps<'input'>['onChange'];
  current?: boolean;
}) {
  return (
    <Field type="password" autoComplete={current ? 'current-password' : 'new-password'} required {...props} />
  );
}

/** A required e-mail input labelled "Email". */
export function EmailField(props: {
  id: string;
  value: string;
  onChange: ComponentProps<'input'>['onChange'];
}) {
  return <Field label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** The rules of a new password, under its fields (sign-up, reset, change). */
export function PasswordRules({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs text-muted-foreground ${className}`}>
      Minim 6 caractere. Parolele foarte des folosite (de exemplu „123456”) nu sunt acceptate.
    </p>
  );
}
