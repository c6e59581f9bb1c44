/**
 * A light disclosure (button + panel) for the top bar's menus: the WAI-ARIA disclosure
 * navigation pattern. Closes on Escape (focus back on the button), on a click or focus
 * outside, and after a route change. No heavy menu library on the home route.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, setOpen, toggle, close, rootRef, buttonRef, panelId: `${id}-panel` };
}

export function DisclosureMenu({
  label,
  buttonClassName,
  panelClassName,
  children,
  testId,
  ariaLabel,
}: {
  label: ReactNode;
  buttonClassName: string;
  panelClassName: string;
  children: (close: () => void) => ReactNode;
  testId?: string;
  ariaLabel?: string;
}) {
  const d = useDisclosure();
  return (
    <div ref={d.rootRef} className="relative">
      <button
        ref={d.buttonRef}
        type="button"
        aria-expanded={d.open}
        aria-controls={d.panelId}
        aria-label={ariaLabel}
        onClick={d.toggle}
        className={buttonClassName}
        data-testid={testId}
      >
        {label}
      </button>
      {/* its items only while open: closed, they were rendered (and sent in each page, and
          hydrated, and rendered again with the session) for nothing */}
      <div id={d.panelId} hidden={!d.open} className={panelClassName}>
        {d.open && children(d.close)}
      </div>
    </div>
  );
}
