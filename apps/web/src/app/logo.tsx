/** The Slove mark: a rounded letter tile and the name. */
/** `srSuffix`: words read after the name by screen readers only (e.g. where a link leads). */
export function Logo({
  className = '',
  showName = true,
  srSuffix,
}: {
  className?: string;
  showName?: boolean;
  srSuffix?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-brand text-xl font-extrabold text-stone-900 shadow-sm"
      >
        S
      </span>
      {showName && (
        <span className="text-xl font-extrabold tracking-tight">
          Slove
          {/* hidden inline (not sr-only's absolute box, which makes Chromium add a space to the name) */}
          {srSuffix && <span className="text-[0px] [clip-path:inset(50%)]">{srSuffix}</span>}
        </span>
      )}
    </span>
  );
}
