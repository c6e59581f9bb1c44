import { memo } from 'react';
import { DeleteIcon } from 'lucide-react';
import { keepTap } from '@/lib/early-input';
import { T } from './texts';

const ROWS = ['QWERTYUIOPĂ', 'ASDFGHJKLȘȚ', 'ÂZXCVBNMÎ'];

/**
 * The on-screen Romanian keyboard of touch screens. `data-key`: taps before the app has started
 * are kept by the page's early-input script (apps/server/src/lib/web.ts); taps after, while it
 * still keeps the keys (the game not ready for them), go after those (keepTap). Memoised: its
 * handlers are stable (see useCrosswordPlay), it renders once.
 */
export const RoKeyboard = memo(function RoKeyboard({
  onKey,
  onBackspace,
}: {
  onKey(letter: string): void;
  onBackspace(): void;
}) {
  const key =
    'flex h-12 min-w-0 [@media(max-height:760px)]:h-11 flex-1 cursor-pointer items-center justify-center rounded-md bg-secondary text-lg font-bold text-secondary-foreground shadow-sm select-none active:bg-primary active:text-primary-foreground focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none';
  return (
    <div
      role="group"
      aria-label={T.keyboard}
      className="mx-auto flex w-full max-w-xl flex-col gap-1.5 pt-2"
      data-testid="ro-keyboard"
    >
      {ROWS.map((row, i) => (
        <div key={row} className="flex gap-1">
          {[...row].map((l) => (
            <button
              key={l}
              type="button"
              className={key}
              data-key={l}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => {
                if (!keepTap(l)) onKey(l);
              }}
            >
              {l}
            </button>
          ))}
          {i === ROWS.length - 1 && (
            <button
              type="button"
              className={`${key} flex-[2]`}
              data-key="BACKSPACE"
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => {
                if (!keepTap('Backspace')) onBackspace();
              }}
              aria-label={T.erase}
            >
              <DeleteIcon className="size-6" aria-hidden="true" />
            </button>
          )}
        </div>
      ))}
    </div>
  );
});
