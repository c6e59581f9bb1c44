/** The 6x5 board: played rows (flipping to their colours), the row being typed, empty rows. */
import { memo } from 'react';
import { MAX_ATTEMPTS, WORD_LENGTH, type Attempt, type Mark } from '@slove/core/wordle';
import { cn } from '@/lib/utils';
import { FLIP_STAGGER_MS } from './use-wordle-game';
import { MARK_CLASS, MARK_LABEL } from './texts';

interface BoardProps {
  attempts: Attempt[];
  current: string;
  revealRow: number | null;
  /** Increments on every invalid guess (re-triggers the shake). */
  shake: number;
  /** The winning row bounces once revealed. */
  won: boolean;
  /** Shown over the top rows (the message line). */
  children?: React.ReactNode;
}

// memoised: the page renders again at each key and on the session's arrival, a tile only
// when its letter or colour changes
const Tile = memo(function Tile({
  letter,
  mark,
  index,
  flipping,
  filled,
}: {
  letter: string;
  mark?: Mark;
  index: number;
  flipping: boolean;
  filled: boolean;
}) {
  const label = letter ? (mark !== undefined ? `${letter}, ${MARK_LABEL[mark]}` : letter) : 'gol';
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="wordle-tile"
      data-state={mark !== undefined ? ['absent', 'present', 'correct'][mark] : filled ? 'tbd' : 'empty'}
      className={cn(
        'wt-tile flex aspect-square w-full items-center justify-center rounded-[5px] border-2 text-[clamp(1.3rem,6vw,2rem)] leading-none font-extrabold uppercase select-none',
        mark !== undefined && MARK_CLASS[mark],
        mark === undefined && filled && 'wt-filled wt-pop',
        flipping && 'wt-flip',
      )}
      style={flipping ? { animationDelay: `${index * FLIP_STAGGER_MS}ms` } : undefined}
    >
      {letter}
    </div>
  );
});

/**
 * The board takes the room its container leaves (a size container: the header, the archive
 * banner, the result button and the keyboard come first), up to 21.5rem wide.
 */
export function Board({ attempts, current, revealRow, shake, won, children }: BoardProps) {
  const currentLetters = Array.from(current);
  return (
    <div
      className="relative mx-auto grid w-[min(21.5rem,100cqw,calc(100cqh*0.82))] min-w-[12rem] grid-rows-6 gap-1.5"
      role="group"
      aria-label="Tabla de joc"
      data-testid="wordle-board"
    >
      {children}
      {Array.from({ length: MAX_ATTEMPTS }, (_, row) => {
        const attempt = attempts[row];
        const isCurrent = row === attempts.length;
        const letters = attempt ? Array.from(attempt.word) : isCurrent ? currentLetters : [];
        const bounce = won && attempt && row === attempts.length - 1 && revealRow === null;
        return (
          <div
            // the key changes on each shake so the animation restarts
            key={isCurrent ? `current-${shake}` : row}
            data-testid="wordle-row"
            aria-label={`Încercarea ${row + 1}`}
            role="group"
            className={cn('grid grid-cols-5 gap-1.5', isCurrent && shake > 0 && 'wt-shake')}
          >
            {Array.from({ length: WORD_LENGTH }, (_, i) => (
              <div
                key={i}
                className={cn(bounce && 'wt-bounce')}
                style={bounce ? { animationDelay: `${i * 90}ms` } : undefined}
              >
                <Tile
                  letter={letters[i] ?? ''}
                  mark={attempt?.result[i]}
                  index={i}
                  flipping={revealRow === row}
                  filled={!!letters[i]}
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
