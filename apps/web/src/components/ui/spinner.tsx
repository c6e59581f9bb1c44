import { Loader2Icon } from 'lucide-react';

/** A spinner with a visible (or screen-reader only) label, e.g. 'Se încarcă...'. */
export function Spinner({
  label = 'Se încarcă...',
  className = '',
  showLabel = true,
}: {
  label?: string;
  className?: string;
  showLabel?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 py-10 text-muted-foreground ${className}`}
    >
      <Loader2Icon className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}
