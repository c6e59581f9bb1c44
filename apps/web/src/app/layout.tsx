import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { pageTitleOverride } from '@/lib/page-title';
import { TopBar } from './top-bar';
import { Footer } from './footer';
import { OfflineBadge } from './offline-badge';
import { InstallBanner } from './install-banner';
import { ErrorBoundary } from './error-boundary';
import { LazyToaster } from './lazy-toaster';
import { PageHydrated, useHydrated } from '@/lib/hydration';
import { GAMES } from '@/games/registry';

// Consent only matters once the page runs (a banner when ads or analytics are configured):
// its code loads after hydration, off the home route's first load.
const ConsentManager = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentManager })));

/** Per-route document.title, and scroll to the top (or to the #hash) after a new navigation. */
function useRouteEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const titled = useRef(false);
  useEffect(() => {
    // The server writes the right <title> into the first page; later navigations (and the
    // offline app shell, titled just "Slove") take it from the route table, loaded on demand.
    const initial = !titled.current;
    titled.current = true;
    if (initial && document.title !== 'Slove') return;
    let alive = true;
    void import('@slove/core/routes').then(({ routeMeta, NOT_FOUND_META }) => {
      if (alive)
        document.title = pageTitleOverride(pathname) ?? (routeMeta(pathname) ?? NOT_FOUND_META).title;
    });
    return () => {
      alive = false;
    };
  }, [pathname]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/**
 * The consent manager, after hydration. A component of its own: useHydrated()'s synchronous
 * update in the layout, above the page's Suspense boundary (maybe still dehydrated), hydrated
 * the whole page at once, in one long task (100-150 ms under a 4x slower CPU).
 */
function LateConsentManager() {
  return (
    useHydrated() && (
      // no fallback: nothing shows while its code loads
      <Suspense>
        <ConsentManager />
      </Suspense>
    )
  );
}

/** The games' pages (their main path): their footer comes once hydrated (LateFooter). */
const GAME_PAGES = new Set(GAMES.map((g) => g.path));

/**
 * A game page's footer, once the page has hydrated. It is below the fold (main is a screen
 * tall), and in the page's first layout its text, in two sizes the game does not use, cost
 * font lookups in the first frame, a long task on a slow phone. A component of its own, as
 * LateConsentManager.
 */
function LateFooter() {
  return useHydrated() && <Footer />;
}

export function Layout() {
  const { pathname } = useLocation();
  useRouteEffects();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-bold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Sari la conținut
      </a>
      <TopBar />
      {/* at least a screen tall: the footer never starts in view and jumps when a page loads (CLS) */}
      <main id="main" className="min-h-dvh flex-1 outline-none" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </ErrorBoundary>
      </main>
      {GAME_PAGES.has(pathname) ? <LateFooter /> : <Footer />}
      <OfflineBadge />
      <LateConsentManager />
      <InstallBanner />
      <LazyToaster />
    </div>
  );
}
