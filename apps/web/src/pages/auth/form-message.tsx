/** An inline message under a form: an error (role=alert) or a success/info note (role=status). */
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type FormMessageKind = 'error' | 'success' | 'info';

export function FormMessage({
  kind,
  children,
  className,
  testId,
}: {
  kind: FormMessageKind;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  const Icon = kind === 'error' ? CircleAlertIcon : kind === 'success' ? CircleCheckIcon : InfoIcon;
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm font-semibold',
        kind === 'error' &&
          'border-destructive/40 bg-destructive/10 text-destructive dark:border-destructive/60 dark:bg-destructive/20',
        kind === 'success' &&
          'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-950/50 dark:text-emerald-200',
        kind === 'info' &&
          'border-sky-600/30 bg-sky-50 text-sky-900 dark:border-sky-400/30 dark:bg-sky-950/50 dark:text-sky-100',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
