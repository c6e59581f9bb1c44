import { memo, type ReactNode } from 'react';
import {
  Share2Icon,
  ArrowRightIcon,
  ClockIcon,
  LightbulbIcon,
  ListIcon,
  PartyPopperIcon,
  StarIcon,
  type LucideIcon,
} from 'lucide-react';
import { formatTime } from '@slove/core/crosswords-grid';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useOpenedOnce,
} from '@/components/ui/dialog';
import { shareResult } from '@/lib/share';
import { T } from './texts';

const TONES = {
  amber: 'text-amber-600 dark:text-amber-400',
  sky: 'text-sky-700 dark:text-sky-400',
};

/** One figure of the finished puzzle: its icon, name and value. */
function Stat({
  icon: Icon,
  tone,
  label,
  testId,
  value,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  label: string;
  testId: string;
  value: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-1 rounded-xl bg-secondary px-1 py-3 text-secondary-foreground">
      <Icon className={`size-5 ${TONES[tone]}`} aria-hidden="true" />
      <dt className="text-sm font-bold">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Memoised (the play view renders at each letter, its props stay the same), and nothing of it
 * is rendered until it first opens (its Radix parts, for a puzzle being played).
 */
export const CompletionDialog = memo(function CompletionDialog({
  open,
  score,
  seconds,
  hintsUsed,
  shareText,
  streak,
  onBack,
  onNext,
}: {
  open: boolean;
  score: number;
  seconds: number;
  hintsUsed: number;
  /** The result to share (no answer in it). */
  shareText: string;
  /** The daily streak (days in a row), for "Integrama zilei". */
  streak: number | null;
  onBack(): void;
  onNext(): void;
}) {
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onBack()}>
      <DialogContent className="max-w-md min-w-0 text-center" data-testid="completion-dialog">
        <DialogHeader className="items-center pr-0 text-center">
          <PartyPopperIcon className="size-12 text-primary" aria-hidden="true" />
          <DialogTitle className="text-2xl">{T.congrats}</DialogTitle>
          <DialogDescription className="text-base">{T.congratsBody}</DialogDescription>
        </DialogHeader>
        <dl className="grid min-w-0 grid-cols-3 gap-2">
          <Stat icon={StarIcon} tone="amber" label={T.points} testId="final-score" value={score} />
          <Stat icon={ClockIcon} tone="sky" label={T.time} testId="final-time" value={formatTime(seconds)} />
          <Stat
            icon={LightbulbIcon}
            tone="amber"
            label={T.hintsUsed}
            testId="final-hints"
            value={hintsUsed}
          />
        </dl>
        {streak !== null && (
          <p className="text-lg font-extrabold" data-testid="final-streak">
            {T.dailyStreak}: {streak} {streak === 1 ? T.day : T.days}
          </p>
        )}
        <p
          className="rounded-lg border bg-muted/40 px-3 py-2 text-sm font-bold break-words whitespace-pre-line"
          data-testid="share-text"
        >
          {shareText}
        </p>
        <DialogFooter className="flex-col-reverse gap-2 sm:flex-col-reverse sm:justify-center">
          <Button variant="secondary" onClick={() => void shareResult(shareText)} className="w-full">
            <Share2Icon aria-hidden="true" /> {T.share}
          </Button>
          <Button variant="outline" onClick={onBack} className="w-full">
            <ListIcon aria-hidden="true" /> {T.backToPicker}
          </Button>
          <Button onClick={onNext} className="w-full">
            {T.nextPuzzle} <ArrowRightIcon aria-hidden="true" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
