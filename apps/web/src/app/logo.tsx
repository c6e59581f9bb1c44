/** The Slove mark: a rounded letter tile and the name. */
export function Logo({ className = '', showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-brand text-xl font-extrabold text-stone-900 shadow-sm">
        S
      </span>
      {showName && <span className="text-xl font-extrabold tracking-tight">Slove</span>}
    </span>
  );
}
