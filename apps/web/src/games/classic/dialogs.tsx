import { memo, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CheckIcon, StarIcon, XIcon } from 'lucide-react';
import {
  CLASSIC_TEXTS,
  checkAdminWord,
  hintFor,
  hintTable,
  hintText,
  RANKS,
  rankFor,
  type ClassicStats,
  type SetIndex,
} from '@slove/core/classic';
import type { ClassicSet, ClassicStatsResponse } from '@slove/core/classic-api';
import { TitledDialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { addWord, decideSuggestion, suggestionsQuery, suggestWord } from './api';
import { HOW_TO, T } from './texts';

export type DialogName = 'stats' | 'ranks' | 'help' | 'hints' | 'admin';

// The dialogs are memoised: the page renders again at each key and at each change of the
// game's state, and a closed dialog's props (open, a stable onOpenChange, the figures it
// shows) rarely change with them.

function Figure({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div className="rounded-xl bg-muted p-3 text-center">
      <div className="text-3xl font-black tabular-nums" data-testid={testId}>
        {value}
      </div>
      <div className="text-sm font-semibold text-muted-foreground">{label}</div>
    </div>
  );
}

export const StatsDialog = memo(function StatsDialog({
  open,
  onOpenChange,
  local,
  server,
  today,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  local: ClassicStats;
  server: ClassicStatsResponse | null;
  today: string;
}) {
  const localToday = local.daily[today] ?? { score: 0, words: 0, pangrams: 0, gamesPlayed: 0 };
  const todayScore = Math.max(localToday.score, server?.todayStats.score ?? 0);
  const todayWords = Math.max(localToday.words, server?.todayStats.words ?? 0);
  const games = Math.max(local.totalGames, server?.setsCompleted ?? 0);
  const streak = Math.max(local.currentStreak, server?.currentStreak ?? 0);
  const longest = Math.max(local.longestStreak, server?.longestStreak ?? 0);
  const total = Math.max(local.totalScore, server?.totalScore ?? 0);
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={T.stats} testId="stats-dialog">
      <div className="grid grid-cols-2 gap-3">
        <Figure label={T.todayPoints} value={todayScore} testId="stat-today-points" />
        <Figure label={T.todayWords} value={todayWords} testId="stat-today-words" />
        <Figure label={T.totalGames} value={games} testId="stat-total-games" />
        <Figure label={T.streak} value={streak} testId="stat-streak" />
        <Figure label={T.longestStreak} value={longest} testId="stat-longest" />
        <Figure label={T.totalScore} value={total} testId="stat-total-score" />
      </div>
    </TitledDialog>
  );
});

export const RanksDialog = memo(function RanksDialog({
  open,
  onOpenChange,
  totalWords,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  totalWords: number;
}) {
  const info = rankFor(totalWords);
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.ranks}
      description={`${T.totalWords}: ${totalWords}. ${info.next ? T.wordsNeeded(info.toNext, info.next.name) : T.topRank}`}
      testId="ranks-dialog"
    >
      <ol className="flex flex-col gap-1.5">
        {RANKS.map((r, i) => {
          const mine = i === info.index;
          const reached = totalWords >= r.min;
          return (
            <li
              key={r.name}
              aria-current={mine ? 'true' : undefined}
              data-rank={r.name}
              className={cn(
                'flex min-h-11 items-center justify-between rounded-lg px-3 py-2',
                mine
                  ? 'bg-brand font-extrabold text-[oklch(0.25_0.05_60)] shadow'
                  : reached
                    ? 'bg-muted'
                    : 'text-muted-foreground',
              )}
            >
              <span className="flex items-center gap-2">
                {mine ? (
                  <StarIcon className="size-4 fill-current" aria-hidden="true" />
                ) : (
                  <span className="w-4" />
                )}
                {r.name}
                {mine && <span className="sr-only"> ({T.yourRank})</span>}
              </span>
              <span className="tabular-nums">{r.min} cuvinte</span>
            </li>
          );
        })}
      </ol>
    </TitledDialog>
  );
});

export const HelpDialog = memo(function HelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={T.help} testId="help-dialog">
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {HOW_TO.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Ranguri: {RANKS.map((r) => `${r.name} ${r.min}`).join(', ')}.
      </p>
    </TitledDialog>
  );
});

export const HintsDialog = memo(function HintsDialog({
  open,
  onOpenChange,
  index,
  found,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  index: SetIndex;
  found: Set<string>;
}) {
  const hint = hintFor(index.rules, found);
  const table = hintTable(index.rules, found);
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={T.hints} testId="hints-dialog">
      {hint ? (
        <div className="rounded-xl border-2 border-brand/50 bg-brand/10 p-4" data-testid="hint-text">
          <p className="text-sm font-semibold text-muted-foreground">{T.hintIntro}</p>
          <p className="mt-1 text-lg font-bold">{hintText(hint)}</p>
          <p className="mt-2 font-mono text-2xl tracking-[0.3em]" aria-hidden="true">
            {Array.from({ length: hint.length }, (_, i) =>
              i === 0
                ? hint.first
                : i === hint.length - 1
                  ? hint.last
                  : hint.middle && i === Math.floor(hint.length / 2)
                    ? hint.middle
                    : '_',
            ).join('')}
          </p>
        </div>
      ) : (
        <p className="font-bold">{T.hintNone}</p>
      )}
      {table.total > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="font-extrabold">{T.hintTableTitle}</h3>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-center tabular-nums" data-testid="hint-table">
              <thead>
                <tr>
                  <th scope="col" className="p-1.5 text-left">
                    <span className="sr-only">Litera</span>
                  </th>
                  {table.lengths.map((l) => (
                    <th key={l} scope="col" className="p-1.5">
                      {l}
                    </th>
                  ))}
                  <th scope="col" className="p-1.5">
                    Σ
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.letter} className="border-t">
                    <th scope="row" className="p-1.5 text-left font-black">
                      {row.letter}
                    </th>
                    {table.lengths.map((l) => (
                      <td key={l} className="p-1.5">
                        {row.counts[l] ?? '–'}
                      </td>
                    ))}
                    <td className="p-1.5 font-bold">{row.total}</td>
                  </tr>
                ))}
                <tr className="border-t-2 font-bold">
                  <th scope="row" className="p-1.5 text-left">
                    Σ
                  </th>
                  {table.lengths.map((l) => (
                    <td key={l} className="p-1.5">
                      {table.totals[l]}
                    </td>
                  ))}
                  <td className="p-1.5">{table.total}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <h3 className="font-extrabold">{T.hintTableStarts}</h3>
          <p className="flex flex-wrap gap-x-3 gap-y-1 font-mono" data-testid="hint-starts">
            {Object.entries(table.starts)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([start, n]) => (
                <span key={start}>
                  {start}-{n}
                </span>
              ))}
          </p>
        </div>
      )}
    </TitledDialog>
  );
});

function errorText(error: unknown): { title: string; description?: string } {
  if (error instanceof ApiError && error.status > 0)
    return { title: CLASSIC_TEXTS.addFailed, description: error.message };
  return {
    title: CLASSIC_TEXTS.addUnexpected,
    description: error instanceof Error ? error.message : undefined,
  };
}

/** Administrare Cuvinte (admins: add + suggestions) or "Propune un cuvânt" (other signed-in users). */
export const AdminDialog = memo(function AdminDialog({
  open,
  onOpenChange,
  set,
  isAdmin,
  onWordAdded,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  set: ClassicSet;
  isAdmin: boolean;
  onWordAdded: () => void;
}) {
  const [word, setWord] = useState('');
  const [pangram, setPangram] = useState(false);
  const [formMessage, setFormMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const queryClient = useQueryClient();
  const suggestions = useQuery({ ...suggestionsQuery(), enabled: open && isAdmin });

  const submit = useMutation({
    mutationFn: () => (isAdmin ? addWord(set.id, word, pangram) : suggestWord(set.id, word, pangram)),
    onSuccess: (res) => {
      setFormMessage({ text: res.message, ok: true });
      toast.success(res.message);
      setWord('');
      setPangram(false);
      if (isAdmin) onWordAdded();
    },
    onError: (error) => {
      const e = errorText(error);
      setFormMessage({ text: e.description ?? e.title, ok: false });
      toast.error(e.title, { description: e.description });
    },
  });

  const decide = useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => decideSuggestion(id, accept),
    onSuccess: (res, vars) => {
      toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: ['classic', 'suggestions'] });
      if (vars.accept) onWordAdded();
    },
    onError: (error) => {
      const e = errorText(error);
      toast.error(e.title, { description: e.description });
      void queryClient.invalidateQueries({ queryKey: ['classic', 'suggestions'] });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkAdminWord(word, set, pangram);
    if (!check.ok) {
      setFormMessage({ text: check.message, ok: false });
      toast.error(CLASSIC_TEXTS.addFailed, { description: check.message });
      return;
    }
    setFormMessage(null);
    submit.mutate();
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isAdmin ? T.admin : T.suggest}
      description={isAdmin ? T.adminSetInfo(set.letters, set.center) : T.suggestIntro}
      testId="admin-dialog"
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        {!isAdmin && <p className="text-sm font-semibold">{T.adminSetInfo(set.letters, set.center)}</p>}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="admin-word">{T.adminWord}</Label>
          <Input
            id="admin-word"
            value={word}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => setWord(e.target.value.toLocaleUpperCase('ro-RO'))}
            className="uppercase"
            data-testid="admin-word"
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={pangram}
            onChange={(e) => setPangram(e.target.checked)}
            className="size-5 accent-[var(--primary)]"
            data-testid="admin-pangram"
          />
          {T.adminPangram}
        </label>
        {formMessage && (
          <p
            role={formMessage.ok ? 'status' : 'alert'}
            className={cn(
              'font-semibold',
              formMessage.ok ? 'text-green-700 dark:text-green-400' : 'text-destructive',
            )}
            data-testid="admin-message"
          >
            {formMessage.text}
          </p>
        )}
        <Button type="submit" disabled={submit.isPending} data-testid="admin-submit">
          {isAdmin ? T.adminAdd : T.adminSend}
        </Button>
      </form>
      {isAdmin && (
        <section className="flex flex-col gap-2 border-t pt-4" aria-labelledby="suggestions-title">
          <h3 id="suggestions-title" className="font-extrabold">
            {T.suggestionsTitle}
          </h3>
          {suggestions.isLoading ? (
            <p className="text-muted-foreground">Se încarcă...</p>
          ) : (suggestions.data?.suggestions.length ?? 0) === 0 ? (
            <p className="text-muted-foreground">{T.suggestionsNone}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="suggestions">
              {suggestions.data!.suggestions.map((s) => (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center gap-2 rounded-lg bg-muted p-2"
                  data-suggestion={s.word}
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-extrabold">
                      {s.word}
                      {s.isPangram && <span className="ml-2 text-sm text-primary">{T.pangramLabel}</span>}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      #{s.setId} · {s.letters} · {s.by}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    onClick={() => decide.mutate({ id: s.id, accept: true })}
                    disabled={decide.isPending}
                  >
                    <CheckIcon aria-hidden="true" /> {T.accept}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => decide.mutate({ id: s.id, accept: false })}
                    disabled={decide.isPending}
                  >
                    <XIcon aria-hidden="true" /> {T.reject}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </TitledDialog>
  );
});
