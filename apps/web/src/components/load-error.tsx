/**
 * What a game shows when what it needs could not be loaded (offline and never opened on
 * this device, the server unreachable or slow, a day that does not exist): one Romanian
 * text and "Încearcă din nou", the same in every game, instead of a spinner.
 */
import type { ReactNode } from 'react';
import { RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { isOnline } from '@/lib/online';
import { cn } from '@/lib/utils';

export const LOAD_ERROR_TEXTS = {
  retry: 'Încearcă din nou',
  /** Under the title when the device is offline: what was opened before still plays. */
  offlineHint: 'Fără internet se pot juca doar zilele deschise înainte pe acest dispozitiv.',
  unknown: 'Eroare necunoscută. Încearcă din nou.',
} as const;

/** The Romanian text for why a load failed (the server's own text for a refusal, e.g. 404). */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.isNetwork ? error.message || NETWORK_ERROR_MESSAGE : error.message;
  if (!isOnline()) return NETWORK_ERROR_MESSAGE;
  return error instanceof Error && error.message ? error.message : LOAD_ERROR_TEXTS.unknown;
}

/** A text whose hyphenated words ("s-a", "într-o") never break at the hyphen. */
function Unbroken({ text }: { text: string }) {
  return text.split(/(\S*\p{L}-\p{L}\S*)/u).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function LoadError({
  title,
  error,
  onRetry,
  children,
  className,
  testId = 'load-error',
}: {
  /** What could not be loaded, e.g. 'Cuvântul zilei nu s-a putut încărca.' (the error's text follows unless the title holds it). */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** More actions next to "Încearcă din nou" (e.g. back to today's puzzle). */
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const message = loadErrorMessage(error);
  const offline = !isOnline();
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border bg-card p-6 text-center',
        className,
      )}
      data-testid={testId}
      data-kind={offline ? 'offline' : 'error'}
    >
      <h2 className="text-xl font-extrabold text-balance">
        <Unbroken text={title} />
      </h2>
      {!title.includes(message) && (
        <p className="text-balance text-muted-foreground">
          <Unbroken text={message} />
        </p>
      )}
      {offline && (
        <p className="text-sm text-balance text-muted-foreground">{LOAD_ERROR_TEXTS.offlineHint}</p>
      )}
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry} className="min-h-11" data-testid="load-error-retry">
          <RotateCcwIcon aria-hidden="true" /> {LOAD_ERROR_TEXTS.retry}
        </Button>
        {children}
      </div>
    </div>
  );
}
