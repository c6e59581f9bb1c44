import { startTransition, useEffect, useState } from 'react';
import { firstPageHydrated } from './hydration';

/**
 * useHydrated() for a page's own components (mounted with the page, beside PageHydrated, not
 * under a Suspense boundary of their own): false while the page hydrates, then true, set as a
 * transition. The page's render with the player's state is then done in slices that leave the
 * main thread free; useHydrated()'s is synchronous, the whole page at once (a long task on a
 * slow phone). True from the start for a page mounted once the first one has hydrated.
 */
export function usePageHydrated(): boolean {
  const [hydrated, setHydrated] = useState(firstPageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
