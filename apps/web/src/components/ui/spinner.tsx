import { Loader2Icon } from 'lucide-react';

/**
 * A spinner with a visible (or screen-reader only) label, e.g. 'Se încarcă...'.
 * `delayed`: the icon stays still for its first 1.5 s (a wait that short needs no motion). For
 * the splash that a page's HTML arrives with: on a device that draws frames without a GPU (a
 * cheap phone's browser, the lab's), an icon spinning from the first paint redraws the screen
 * 60 times a second while the page's code loads and starts, a tenth of a core here (still,
 * or waiting to spin, it costs nothing).
 */
export function Spinner({
  label = 'Se încarcă...',
  className = '',
  showLabel = true,
  delayed = false,
}: {
  label?: string;
  className?: string;
  showLabel?: boolean;
  delayed?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 py-10 text-muted-foreground ${className}`}
    >
      <Loader2Icon
        className={`size-6 ${delayed ? 'motion-safe:animate-[spin_1s_linear_1.5s_infinite]' : 'motion-safe:animate-spin'}`}
        aria-hidden="true"
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}
