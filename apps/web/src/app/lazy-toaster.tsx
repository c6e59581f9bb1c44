import { lazy, Suspense, useEffect, useState } from 'react';
import { isToasterRequested, onToasterRequested } from '@/lib/toast';
import { useTheme } from '@/lib/theme';
import { useHydrated } from '@/lib/hydration';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * sonner's <Toaster>, mounted once a toast is requested (or a lazy page loads, see
 * query-shell.tsx). sonner replays toasts created before it mounted.
 */
export function LazyToaster() {
  const { resolvedTheme } = useTheme();
  const [active, setActive] = useState(isToasterRequested);
  useEffect(() => {
    if (active) return;
    if (isToasterRequested()) {
      setActive(true);
      return;
    }
    return onToasterRequested(() => setActive(true));
  }, [active]);
  const hydrated = useHydrated();
  if (!active || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolvedTheme} richColors closeButton position="top-center" />
    </Suspense>
  );
}
