/** One set of the advanced synonym game on screen (its state and actions: use-synonyms-game.ts). */
import { useState } from 'react';
import { ChevronRightIcon, LightbulbIcon, RotateCcwIcon, SkipForwardIcon } from 'lucide-react';
import { SKIP_MIN_FOUND } from '@slove/core/synonyms';
import type { SynonymSetDto } from '@slove/core/synonyms-api';
import { DexonlineLink } from '@/components/dexonline-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TitledDialog } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { DIFFICULTY_LABEL, T } from './texts';
import { useSynonymsGame } from './use-synonyms-game';

export function SynonymsGame({
  set,
  canNext,
  onNext,
  position,
  others,
}: {
  set: SynonymSetDto;
  /** The day's other sets (for the reason of a wrong answer). */
  others?: readonly SynonymSetDto[];
  canNext: boolean;
  onNext(): void;
  position: { index: number; count: number };
}) {
  const game = useSynonymsGame(set, onNext, others);
  const [confirmReset, setConfirmReset] = useState(false);

  const sorted = [...game.found].sort((a, b) => a.localeCompare(b, 'ro'));
  return (
    <section
      className="flex flex-col gap-4"
      aria-labelledby="base-word"
      data-testid="synonyms-game"
      data-set={set.id}
    >
      <div className="rounded-2xl border bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid="difficulty-badge">
            {DIFFICULTY_LABEL} {set.difficulty}/5
          </Badge>
          <Badge variant="outline" data-testid="category-badge">
            {set.category}
          </Badge>
          {position.count > 1 && (
            <span className="ml-auto text-sm font-bold text-muted-foreground">
              {T.wordOf(position.index + 1, position.count)}
            </span>
          )}
        </div>
        <p className="mt-3 text-sm font-bold text-muted-foreground">{T.findAll}</p>
        <h2
          id="base-word"
          className="text-4xl font-extrabold tracking-tight break-words sm:text-5xl"
          data-testid="base-word"
        >
          {set.baseWord}
        </h2>
        <div className="mt-4 flex items-end justify-between gap-4">
          <p className="text-sm font-bold">
            {T.score}:{' '}
            <span className="text-2xl font-extrabold text-primary" data-testid="synonyms-score">
              {game.score}
            </span>
          </p>
          <p className="text-sm font-bold text-muted-foreground" data-testid="synonyms-count">
            {game.found.length}/{game.total} {T.synonyms}
          </p>
        </div>
        <Progress
          className="mt-2"
          value={game.total ? (game.found.length / game.total) * 100 : 0}
          aria-label={T.progressLabel}
        />
      </div>

      <form onSubmit={game.submit} className="flex gap-2">
        <label htmlFor="synonym-input" className="sr-only">
          {T.inputLabel}
        </label>
        <Input
          id="synonym-input"
          ref={game.inputRef}
          value={game.input}
          onChange={(e) => game.setInput(e.target.value)}
          placeholder={game.completed ? T.donePlaceholder : T.placeholder}
          disabled={game.completed}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="min-h-12 text-lg"
          data-testid="synonym-input"
        />
        <Button type="submit" disabled={game.completed} size="lg" data-testid="synonym-submit">
          {T.submit}
        </Button>
      </form>
      {/* one line that the next answer replaces, read out by screen readers */}
      <p
        role="status"
        aria-live="polite"
        className={cn(
          '-mt-2 min-h-6 text-sm font-bold',
          game.feedback?.tone === 'error'
            ? 'text-red-700 dark:text-red-300'
            : 'text-emerald-700 dark:text-emerald-300',
        )}
        data-testid="synonym-feedback"
        data-tone={game.feedback?.tone}
      >
        {game.feedback && (
          <>
            {game.feedback.title} <span className="font-normal">· {game.feedback.text}</span>
          </>
        )}
      </p>

      {/* two to a row, smaller text: "Cuvântul următor" fits its button in the game's narrow column
          (360 px up); in a wider font (the system's, on a first visit) a label wraps inside its button */}
      <div className="grid grid-cols-2 gap-2 [&>button]:min-w-0 [&>button]:gap-1.5 [&>button]:px-2 [&>button]:text-sm [&>button]:leading-tight [&>button]:whitespace-normal">
        <Button
          variant="outline"
          onClick={game.toggleHint}
          aria-expanded={game.hintShown}
          data-testid="hint-button"
        >
          <LightbulbIcon aria-hidden="true" /> {T.hint}
        </Button>
        {canNext && (
          <Button variant="outline" onClick={onNext} data-testid="next-button">
            <ChevronRightIcon aria-hidden="true" /> {T.next}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={game.skip}
          data-testid="skip-button"
          title={T.skipRule(SKIP_MIN_FOUND)}
        >
          <SkipForwardIcon aria-hidden="true" /> {T.skipButton}
        </Button>
        <Button variant="outline" onClick={() => setConfirmReset(true)} data-testid="reset-button">
          <RotateCcwIcon aria-hidden="true" /> {T.reset}
        </Button>
      </div>
      {/* a word's synonyms are not wiped by a misclick */}
      <TitledDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={T.resetAsk}
        description={T.resetAskText(set.baseWord)}
        testId="reset-word-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmReset(false)} data-testid="reset-cancel">
              {T.resetCancel}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                game.reset();
                setConfirmReset(false);
              }}
              data-testid="reset-confirm"
            >
              {T.resetYes}
            </Button>
          </>
        }
      />

      {game.hintShown && (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
          role="note"
          data-testid="hint-text"
        >
          <LightbulbIcon className="mr-1 inline size-5" aria-hidden="true" />
          {set.hint.text}
        </p>
      )}

      {game.completed && (
        <p
          className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-bold text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-50"
          role="status"
          data-testid="synonyms-completed"
        >
          {T.completedTitle} {T.completed(game.total)}
        </p>
      )}

      <div className="rounded-2xl border bg-card p-5">
        <h3 className="font-extrabold">
          {T.found} ({game.found.length})
        </h3>
        {sorted.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{T.noneFound}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="found-synonyms">
            {sorted.map((w) => {
              const rarity = set.synonyms.find((s) => s.word === w)?.rarity ?? 1;
              return (
                <li
                  key={w}
                  className="rounded-full border bg-secondary px-3 py-1.5 font-bold text-secondary-foreground"
                  data-rarity={rarity}
                >
                  <DexonlineLink word={w} />
                  {rarity >= 3 && <span className="ml-1 text-xs text-muted-foreground">({T.rare})</span>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
