import { Suspense } from 'react';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app under the router, the same for the browser (main.tsx) and the build-time
 * renderer (entry-server.tsx), so that hydration finds exactly what was rendered.
 * The Suspense boundary makes React hydrate the page in small slices of work, keeping
 * the main thread free for the player's first taps (it never shows its empty fallback:
 * everything under it is either in the HTML or renders at once).
 */
export function App() {
  return (
    <Providers>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </Providers>
  );
}
