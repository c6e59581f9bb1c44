/**
 * "Răspunsurile de ieri": a past day's full answer list (GET /api/classic/answers/:date),
 * with ✓ on the words the player found (this device, and the account when signed in).
 * Each word opens its definition on dexonline in a new tab. Loaded on demand (lazy).
 */
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, ExternalLinkIcon } from 'lucide-react';
import type { PastAnswers } from '@slove/core/classic-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { DexonlineLink } from '@/components/dexonline-link';
import { cn } from '@/lib/utils';
import { progressQuery } from './api';
import { localFound } from './local';
import { T } from './texts';

const longDate = new Intl.DateTimeFormat('ro-RO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

export const answersQuery = (date: string) => ({
  queryKey: ['classic', 'answers', date],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<PastAnswers>(`/api/classic/answers/${date}`, { signal, timeoutMs: 5000 }),
  staleTime: Infinity,
  retry: false,
});

export default function AnswersDialog({
  date,
  yesterday,
  onOpenChange,
}: {
  /** The past day shown, or null when closed. */
  date: string | null;
  /** The title says "de ieri" for yesterday, else the date. */
  yesterday: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const q = useQuery({ ...answersQuery(date ?? ''), enabled: date !== null });
  const setId = q.data?.setId ?? 0;
  const account = useQuery({ ...progressQuery(user?.id ?? '', setId), enabled: !!user && setId > 0 });
  const found = new Set([...(setId ? localFound(setId) : []), ...(account.data?.foundWords ?? [])]);
  const answers = q.data?.answers ?? [];
  const foundCount = answers.filter((a) => found.has(a.key)).length;
  const title = yesterday
    ? T.yesterdayAnswers
    : date
      ? T.answersOf(longDate.format(new Date(`${date}T12:00:00Z`)))
      : '';
  return (
    <Dialog open={date !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" data-testid="answers-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {q.data ? T.answersSummary(foundCount, answers.length) : T.answersIntro}
          </DialogDescription>
        </DialogHeader>
        {q.isPending ? (
          <Spinner label={T.answersLoading} />
        ) : q.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 text-center"
            data-testid="answers-error"
          >
            <p className="font-bold">{q.error instanceof Error ? q.error.message : T.answersFailed}</p>
            <Button onClick={() => void q.refetch()}>{T.retry}</Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{T.answersLetters(q.data.center, q.data.letters)}</p>
            <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3" data-testid="answers-list">
              {answers.map((a) => {
                const hit = found.has(a.key);
                return (
                  <li key={a.key} data-word={a.key} data-found={hit || undefined}>
                    <DexonlineLink
                      word={a.word}
                      className={cn(
                        'flex min-h-9 items-center gap-1.5 rounded-lg px-2 py-1 font-bold no-underline hover:underline',
                        hit ? 'bg-green-600/15 text-green-900 dark:text-green-200' : 'bg-muted',
                        a.isPangram && 'ring-2 ring-brand/60',
                      )}
                    >
                      {hit ? (
                        <CheckIcon className="size-4 shrink-0" aria-label={T.foundMark} />
                      ) : (
                        <span className="size-4 shrink-0" aria-hidden="true" />
                      )}
                      <span className="min-w-0 truncate">{a.word}</span>
                      {a.isPangram && <span className="sr-only"> ({T.pangramLabel})</span>}
                      <ExternalLinkIcon className="ml-auto size-3 shrink-0 opacity-50" aria-hidden="true" />
                    </DexonlineLink>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
