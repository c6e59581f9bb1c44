/**
 * The on-screen Romanian keyboard (the spec's three rows); keys take the best colour seen.
 * Laid out for thumbs: the third row holds 13 keys, so on a 360 px phone the letters keep
 * 26 px (the flex basis with a minimum), the gaps shrink to 2 px and ENTER / ⌫ take what is
 * left and show icons; from a 24rem wide keyboard ENTER is written out.
 * The keyboard is as wide as the screen up to 32rem (less its 0.125rem side padding), so its
 * widths are media queries on the screen (24.25rem, 26.25rem), not container queries: as a
 * container it made the longest layout at the page's start half as long again.
 */
import { memo } from 'react';
import { CornerDownLeftIcon, DeleteIcon } from 'lucide-react';
import { KEYBOARD_ROWS, type KeyAction, type Mark } from '@slove/core/wordle';
import { keepTap } from '@/lib/early-input';
import { cn } from '@/lib/utils';
import { MARK_CLASS, MARK_LABEL } from './texts';

// memoised (its keys' colours and its handler only change with the game): not rendered again
// with the page
export const Keyboard = memo(function Keyboard({
  keys,
  onKey,
  disabled,
}: {
  keys: Record<string, Mark>;
  onKey: (a: KeyAction) => void;
  disabled?: boolean;
}) {
  return (
    <div
      className="mx-auto flex w-full max-w-[32rem] flex-col gap-1.5 px-0.5 pb-2 sm:px-1"
      role="group"
      aria-label="Tastatură"
      data-testid="wordle-keyboard"
    >
      {KEYBOARD_ROWS.map((row, r) => (
        <div key={r} className="flex w-full justify-center gap-0.5 min-[26.25rem]:gap-1">
          {row.map((key) => {
            const wide = key === 'ENTER' || key === 'BACKSPACE';
            const mark = keys[key];
            const action: KeyAction =
              key === 'ENTER'
                ? { type: 'enter' }
                : key === 'BACKSPACE'
                  ? { type: 'backspace' }
                  : { type: 'letter', letter: key };
            const label =
              key === 'ENTER'
                ? 'ENTER, trimite cuvântul'
                : key === 'BACKSPACE'
                  ? 'Șterge litera (BACKSPACE)'
                  : mark !== undefined
                    ? `${key}, ${MARK_LABEL[mark]}`
                    : key;
            return (
              <button
                key={key}
                type="button"
                data-key={key}
                aria-label={label}
                aria-disabled={disabled || undefined}
                onClick={(e) => {
                  e.currentTarget.blur();
                  // (before the game takes the keys kept by the page, the tap goes after them)
                  if (keepTap(key)) return;
                  onKey(action);
                }}
                className={cn(
                  'wt-key flex h-14 cursor-pointer touch-manipulation items-center justify-center overflow-hidden rounded-[6px] font-extrabold select-none transition-[filter] hover:brightness-95 focus-visible:ring-3 focus-visible:ring-ring/70 focus-visible:outline-none active:brightness-90 dark:hover:brightness-110',
                  wide
                    ? 'min-w-0 flex-[1.5_1_0] px-0 text-[0.65rem] tracking-tight min-[26.25rem]:text-xs'
                    : 'min-w-[26px] flex-[1_1_0] text-base sm:text-lg',
                  r < 2 ? 'max-w-12' : 'max-w-11',
                  wide && 'max-w-[4.5rem]',
                  mark !== undefined && MARK_CLASS[mark],
                )}
              >
                {key === 'BACKSPACE' ? (
                  <DeleteIcon className="size-5 shrink-0" aria-hidden="true" />
                ) : key === 'ENTER' ? (
                  <>
                    <CornerDownLeftIcon
                      className="size-5 shrink-0 min-[24.25rem]:hidden"
                      aria-hidden="true"
                    />
                    <span className="hidden min-[24.25rem]:inline">ENTER</span>
                  </>
                ) : (
                  key
                )}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
});
