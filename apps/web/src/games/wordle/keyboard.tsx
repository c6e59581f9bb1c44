/** The on-screen Romanian keyboard; keys take the best colour seen. */
import { DeleteIcon } from 'lucide-react';
import { KEYBOARD_ROWS, type KeyAction, type Mark } from '@slove/core/wordle';
import { cn } from '@/lib/utils';
import { MARK_CLASS, MARK_LABEL } from './texts';

export function Keyboard({
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
      className="mx-auto flex w-full max-w-[32rem] flex-col gap-1.5 px-1 pb-2"
      role="group"
      aria-label="Tastatură"
      data-testid="wordle-keyboard"
    >
      {KEYBOARD_ROWS.map((row, r) => (
        <div key={r} className="flex w-full justify-center gap-1">
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
                  onKey(action);
                }}
                className={cn(
                  'wt-key flex h-14 min-w-0 cursor-pointer touch-manipulation items-center justify-center rounded-[6px] font-extrabold select-none transition-[filter] hover:brightness-95 focus-visible:ring-3 focus-visible:ring-ring/70 focus-visible:outline-none active:brightness-90 dark:hover:brightness-110',
                  wide ? 'flex-[1.6] text-[0.7rem] tracking-tight sm:text-xs' : 'flex-1 text-base sm:text-lg',
                  // row 3 holds 13 keys: keep each letter key narrower but equal
                  r < 2 ? 'max-w-12' : 'max-w-11',
                  wide && 'max-w-[4.5rem]',
                  mark !== undefined && MARK_CLASS[mark],
                )}
              >
                {key === 'BACKSPACE' ? <DeleteIcon className="size-5" aria-hidden="true" /> : key}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
