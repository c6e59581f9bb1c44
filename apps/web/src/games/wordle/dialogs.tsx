/** The Wordle dialogs: statistics, end of game, help, settings and the archive. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CheckIcon, ClockIcon, Share2Icon, XIcon, CircleDashedIcon, CalendarDaysIcon } from 'lucide-react';
import { msUntilMidnight } from '@slove/core/day';
import {
  distributionWidths,
  formatCountdown,
  winMessage,
  winPercent,
  type Mark,
  type WordleStats,
} from '@slove/core/wordle';
import { DexonlineLink } from '@/components/dexonline-link';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import {
  HELP_TITLE,
  LOSS_TITLE,
  lossText,
  MARK_CLASS,
  MARK_LABEL,
  SHARE,
  STATS,
  formatWeekday,
} from './texts';

interface OpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// ------------------------------------------------------------------ statistics

export function StatsPanel({ stats, highlight }: { stats: WordleStats; highlight: number | null }) {
  const widths = distributionWidths(stats.guessDistribution);
  const figures: [string, string | number, string][] = [
    [STATS.played, stats.gamesPlayed, 'played'],
    [STATS.winPct, winPercent(stats), 'win-pct'],
    [STATS.current, stats.currentStreak, 'current-streak'],
    [STATS.max, stats.maxStreak, 'max-streak'],
  ];
  const anyWin = Object.values(stats.guessDistribution).some((v) => v > 0);
  return (
    <div className="grid gap-5" data-testid="wordle-stats">
      <dl className="grid grid-cols-4 gap-2 text-center">
        {figures.map(([label, value, id]) => (
          <div key={id} className="flex flex-col-reverse items-center gap-1 rounded-xl bg-muted/60 px-1 py-3">
            <dt className="text-xs leading-tight text-muted-foreground">{label}</dt>
            <dd className="text-3xl font-extrabold tabular-nums" data-testid={`stat-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="wordle-dist">
        <h3 id="wordle-dist" className="mb-2 text-center text-base font-extrabold tracking-wide uppercase">
          {STATS.distribution}
        </h3>
        {!anyWin && <p className="mb-2 text-center text-sm text-muted-foreground">{STATS.empty}</p>}
        <ol className="grid gap-1.5">
          {(['1', '2', '3', '4', '5', '6'] as const).map((k) => {
            const count = stats.guessDistribution[k];
            const hl = highlight === Number(k);
            return (
              <li
                key={k}
                className="flex items-center gap-2"
                data-testid={`dist-${k}`}
                data-highlight={hl || undefined}
              >
                <span className="w-3 text-right text-sm font-bold tabular-nums">{k}</span>
                <div className="flex-1">
                  <div
                    className={cn(
                      'flex h-6 min-w-7 items-center justify-end rounded px-2 text-sm font-extrabold text-white tabular-nums',
                      hl ? 'wt-correct bg-[var(--wt-final)]' : 'bg-[var(--wt-absent)]',
                      count === 0 && 'w-fit',
                    )}
                    style={count > 0 ? { width: `${widths[k]}%` } : undefined}
                    data-width={count > 0 ? widths[k] : 0}
                    aria-label={`${k} ${Number(k) === 1 ? 'încercare' : 'încercări'}: ${count}`}
                  >
                    {count}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

export function StatsDialog({
  open,
  onOpenChange,
  stats,
  highlight,
}: OpenProps & { stats: WordleStats; highlight: number | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="wordle-dialog max-w-md" data-testid="wordle-stats-dialog">
        <DialogHeader>
          <DialogTitle className="text-center">{STATS.title}</DialogTitle>
          <DialogDescription className="sr-only">Rezultatele tale la Wordle Românesc</DialogDescription>
        </DialogHeader>
        <StatsPanel stats={stats} highlight={highlight} />
      </DialogContent>
    </Dialog>
  );
}

// ------------------------------------------------------------------ end of game

function Countdown() {
  const [ms, setMs] = useState(() => msUntilMidnight());
  useEffect(() => {
    const t = window.setInterval(() => setMs(msUntilMidnight()), 1000);
    return () => window.clearInterval(t);
  }, []);
  const shown = formatCountdown(ms);
  const [h, m] = shown.split(':').map(Number) as [number, number];
  // the spec's hours:minutes, said to be a duration (it reads like a clock time alone)
  return (
    <span className="flex items-baseline gap-2">
      <time
        className="text-3xl font-extrabold tabular-nums"
        dateTime={`PT${h}H${m}M`}
        aria-label={`peste ${h} h ${m} min`}
        data-testid="wordle-countdown"
        aria-live="off"
      >
        {shown}
      </time>
      <span className="text-sm text-muted-foreground" aria-hidden="true" data-testid="wordle-countdown-unit">
        (ore:minute)
      </span>
    </span>
  );
}

const DEFINITION_OF = (word: string) => `Ce înseamnă „${word.toLocaleUpperCase('ro-RO')}”? Vezi pe dexonline`;

export function EndDialog({
  open,
  onOpenChange,
  won,
  word,
  guesses,
  stats,
  onShare,
  isToday,
}: OpenProps & {
  won: boolean;
  word: string;
  guesses: number;
  stats: WordleStats;
  onShare: () => void;
  isToday: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="wordle-dialog max-w-md" data-testid="wordle-end-dialog">
        <DialogHeader className="items-center text-center">
          <DialogTitle className="text-center text-2xl" data-testid="wordle-end-title">
            {won ? winMessage(word, guesses) : LOSS_TITLE}
          </DialogTitle>
          <DialogDescription className="text-center text-base" data-testid="wordle-end-text">
            {won
              ? isToday
                ? 'Revino mâine pentru un cuvânt nou.'
                : 'Ai rezolvat un cuvânt din arhivă.'
              : lossText(word)}
          </DialogDescription>
        </DialogHeader>
        <p className="text-center text-sm" data-testid="wordle-end-definition">
          <DexonlineLink word={word.toLocaleLowerCase('ro-RO')} className="font-bold">
            {DEFINITION_OF(word)}
          </DexonlineLink>
        </p>
        <StatsPanel stats={stats} highlight={won ? guesses : null} />
        {/* kept in view at the dialog's bottom while the rest scrolls (a 360×740 phone) */}
        <div className="sticky -bottom-6 -mx-6 -mb-6 grid items-center gap-2 border-t bg-background px-6 pt-3 pb-4">
          <div className="flex flex-col items-center gap-1 text-center">
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <ClockIcon className="size-4" aria-hidden="true" /> Următorul cuvânt în
            </span>
            <Countdown />
          </div>
          <Button
            size="lg"
            onClick={onShare}
            data-testid="wordle-share"
            className="w-full bg-[var(--wt-correct)] text-white hover:bg-[var(--wt-correct)] hover:brightness-110"
          >
            <Share2Icon aria-hidden="true" />
            {SHARE}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

// ------------------------------------------------------------------ help

function Example({ word, index, mark, text }: { word: string; index: number; mark: Mark; text: string }) {
  return (
    <figure className="grid gap-2">
      <div
        className="flex gap-1"
        role="img"
        aria-label={`${word}: litera ${Array.from(word)[index]} ${MARK_LABEL[mark]}`}
      >
        {Array.from(word).map((l, i) => (
          <span
            key={i}
            className={cn(
              'wt-tile flex size-10 items-center justify-center rounded-[5px] border-2 text-xl font-extrabold',
              i === index ? MARK_CLASS[mark] : 'wt-filled',
            )}
          >
            {l}
          </span>
        ))}
      </div>
      <figcaption className="text-sm">{text}</figcaption>
    </figure>
  );
}

export function HelpDialog({ open, onOpenChange }: OpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="wordle-dialog max-w-md" data-testid="wordle-help-dialog">
        <DialogHeader>
          <DialogTitle>{HELP_TITLE}</DialogTitle>
          <DialogDescription className="text-base text-foreground">
            Ghicește cuvântul de 5 litere din 6 încercări.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          <li>Sunt acceptate doar cuvinte românești valide, de 5 litere, din dicționar.</li>
          <li>După fiecare încercare, culoarea literelor îți arată cât de aproape ai fost.</li>
          <li>Ă, Â, Î, Ș și Ț sunt litere separate: A nu ține locul lui Ă.</li>
        </ul>
        <div className="grid gap-4">
          <h3 className="font-extrabold">Exemple</h3>
          <Example word="CARTE" index={0} mark={2} text="Litera C este în cuvânt, pe poziția corectă." />
          <Example word="MUNTE" index={1} mark={1} text="Litera U este în cuvânt, dar pe altă poziție." />
          <Example word="ȘTIRE" index={3} mark={0} text="Litera R nu este în cuvânt." />
        </div>
        <div className="grid gap-2 rounded-xl bg-muted/60 p-3 text-sm">
          <h3 className="font-extrabold">Tastatură fără diacritice</h3>
          <p>Tastele de mai jos scriu literele românești:</p>
          <dl className="grid grid-cols-5 gap-2 text-center" data-testid="wordle-key-map">
            {(
              [
                ['[', 'Ă'],
                [']', 'Î'],
                ['\\', 'Â'],
                [';', 'Ș'],
                ["'", 'Ț'],
              ] as const
            ).map(([k, l]) => (
              <div key={k} className="flex flex-col items-center gap-1">
                <dt>
                  <kbd className="inline-flex min-w-8 justify-center rounded border bg-background px-2 py-1 font-mono font-bold">
                    {k}
                  </kbd>
                </dt>
                <dd className="font-extrabold">→ {l}</dd>
              </div>
            ))}
          </dl>
        </div>
        <p className="text-sm text-muted-foreground">
          Un cuvânt nou apare în fiecare zi, la miezul nopții (ora României). Cuvintele din ultimele 30 de
          zile le găsești în arhivă.
        </p>
      </DialogContent>
    </Dialog>
  );
}

// ------------------------------------------------------------------ settings

export function SettingsDialog({
  open,
  onOpenChange,
  highContrast,
  onHighContrast,
  hardMode,
  onHardMode,
  hardModeLocked,
}: OpenProps & {
  highContrast: boolean;
  onHighContrast: (v: boolean) => void;
  hardMode: boolean;
  onHardMode: (v: boolean) => void;
  /** The shown game has a guess: hard mode can be changed only before the first one. */
  hardModeLocked: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="wordle-dialog max-w-md" data-testid="wordle-settings-dialog">
        <DialogHeader>
          <DialogTitle>Setări</DialogTitle>
          <DialogDescription>Setările se păstrează pe acest dispozitiv.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-4 rounded-xl border p-4">
          <div className="grid gap-1">
            <label htmlFor="wordle-hc" className="font-bold">
              Mod contrast ridicat
            </label>
            <p className="text-sm text-muted-foreground">
              Portocaliu și albastru în loc de verde și galben, pe tablă, tastatură și în rezultatul
              distribuit.
            </p>
            <div className="mt-1 flex gap-1" aria-hidden="true">
              <span className="wt-correct size-6 rounded bg-[var(--wt-final)]" />
              <span className="wt-present size-6 rounded bg-[var(--wt-final)]" />
              <span className="wt-absent size-6 rounded bg-[var(--wt-final)]" />
            </div>
          </div>
          <Switch
            id="wordle-hc"
            checked={highContrast}
            onCheckedChange={onHighContrast}
            data-testid="wordle-hc-switch"
          />
        </div>
        <div className="flex items-center justify-between gap-4 rounded-xl border p-4">
          <div className="grid gap-1">
            <label htmlFor="wordle-hard" className="font-bold">
              Mod dificil
            </label>
            <p className="text-sm text-muted-foreground" id="wordle-hard-text">
              Literele descoperite trebuie folosite în încercările următoare: cele verzi rămân pe loc, cele
              galbene apar în cuvânt.
            </p>
            {hardModeLocked && (
              <p className="text-sm font-semibold" data-testid="wordle-hard-locked">
                Modul dificil se poate schimba doar înainte de prima încercare a unui joc.
              </p>
            )}
          </div>
          <Switch
            id="wordle-hard"
            checked={hardMode}
            onCheckedChange={onHardMode}
            disabled={hardModeLocked}
            aria-describedby="wordle-hard-text"
            data-testid="wordle-hard-switch"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

// ------------------------------------------------------------------ archive

export interface ArchiveEntry {
  day: string;
  number: number;
  status: 'won' | 'lost' | 'playing' | 'new';
  guesses: number;
}

const STATUS_TEXT: Record<ArchiveEntry['status'], string> = {
  won: 'Câștigat',
  lost: 'Pierdut',
  playing: 'Început',
  new: 'Nejucat',
};

export function ArchiveDialog({
  open,
  onOpenChange,
  entries,
  today,
  current,
}: OpenProps & { entries: ArchiveEntry[]; today: string; current: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="wordle-dialog max-w-md" data-testid="wordle-archive-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CalendarDaysIcon className="size-5" aria-hidden="true" /> Arhivă
          </DialogTitle>
          <DialogDescription>
            Joacă orice cuvânt din ultimele 30 de zile. Zilele trecute nu schimbă seria ta.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1.5">
          {entries.map((e) => {
            const isToday = e.day === today;
            return (
              <li key={e.day}>
                <Link
                  to={isToday ? '/wordle' : `/wordle?zi=${e.day}`}
                  onClick={() => onOpenChange(false)}
                  data-testid={`archive-${e.day}`}
                  data-status={e.status}
                  aria-current={e.day === current ? 'page' : undefined}
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-lg border px-3 py-2 transition-colors hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none',
                    e.day === current && 'border-primary bg-accent/60',
                  )}
                >
                  <span className="w-12 text-sm font-bold text-muted-foreground tabular-nums">
                    #{e.number}
                  </span>
                  <span className="flex-1 font-bold first-letter:uppercase">
                    {isToday ? 'Azi' : formatWeekday(e.day)}
                  </span>
                  <span
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold',
                      e.status === 'won' && 'wt-correct bg-[var(--wt-final)] text-white',
                      e.status === 'lost' && 'bg-destructive text-destructive-foreground',
                      e.status === 'playing' && 'bg-secondary text-secondary-foreground',
                      e.status === 'new' && 'text-muted-foreground',
                    )}
                  >
                    {e.status === 'won' && <CheckIcon className="size-3.5" aria-hidden="true" />}
                    {e.status === 'lost' && <XIcon className="size-3.5" aria-hidden="true" />}
                    {e.status === 'playing' && <CircleDashedIcon className="size-3.5" aria-hidden="true" />}
                    {STATUS_TEXT[e.status]}
                    {e.status === 'won' && ` ${e.guesses}/6`}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
