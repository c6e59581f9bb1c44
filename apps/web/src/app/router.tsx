/**
 * The route table: every page route of @slove/core/routes (the games' from the registry of
 * games, games/registry.ts), the blog articles, the two old legal paths (redirects) and a
 * real 404 page. Every page but home is lazy-loaded, and
 * wrapped in the data-fetching provider (TanStack Query), which home does not need: this
 * keeps the home route's JavaScript small.
 * Pages arrive rendered at build time (scripts/prerender.mjs). Those whose first render
 * depends on the player (accounts: session, the address's token; the games that do not
 * render a board for everyone first, WebGame.prerendered) were rendered as their splash
 * (page-splash.tsx) and render in the browser only.
 */
import { lazy, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { Layout } from './layout';
import { PageSplash } from './page-splash';
import { ClientOnly, renderedWithData } from '@/lib/hydration';
import type { PageLoader } from '@/lib/web-game';
import { GAMES } from '@/games/registry';
import HomePage from '@/pages/home-page';

/**
 * A lazy component whose code can be loaded ahead (preload()); once loaded it renders
 * without suspending. main.tsx loads the current page's code before hydrating: a page that
 * suspended while hydrating would be rendered again from scratch at the first update above
 * it (the session arriving), flashing the spinner in place of its content.
 */
type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };
function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = m.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, { preload });
}

const QueryShell = preloadable(() => import('./query-shell'));

/**
 * The old legal paths (the same as REDIRECTS in @slove/core/routes, checked by
 * router.test.ts; not imported here so that the route table stays out of the home route).
 */
export const LEGAL_REDIRECTS: Record<string, string> = {
  '/politica-confidentialitate': '/privacy-policy',
  '/termeni-conditii': '/terms-conditions',
};

function page(load: PageLoader, { prerender = false } = {}): Preloadable<object> {
  const Page = preloadable(load);
  const preload = () => Promise.all([QueryShell.preload(), Page.preload()]);
  const Wrapped = () => (
    <QueryShell>
      <Page />
    </QueryShell>
  );
  if (prerender) return Object.assign(Wrapped, { preload });
  // a page the server rendered with its data hydrates as such (see renderedWithData)
  const InBrowser = () =>
    renderedWithData() ? (
      <Wrapped />
    ) : (
      <ClientOnly fallback={<PageSplash />}>
        <Wrapped />
      </ClientOnly>
    );
  return Object.assign(InBrowser, { preload });
}

/** The pages that are the same for everyone: their whole content is in the built HTML. */
const STATIC = { prerender: true };

/** The pages of the games (games/registry.ts), by the paths of the core registry. */
const GAME_PAGES = Object.fromEntries(
  GAMES.flatMap((game) =>
    game.paths.map((path, i) => [
      path,
      page(game.pages[i]!, { prerender: game.prerendered?.includes(path) ?? false }),
    ]),
  ),
);

/** Page components by path (lazy, except home). Exported for the route-coverage test. */
export const PAGES: Record<string, ComponentType & { preload?: () => Promise<unknown> }> = {
  '/': HomePage,
  '/auth': page(() => import('@/pages/auth/auth-page')),
  '/reset-password': page(() => import('@/pages/auth/reset-password-page')),
  '/delete-account': page(() => import('@/pages/auth/delete-account-page')),
  '/cont': page(() => import('@/pages/auth/account-page')),
  '/progres': page(() => import('@/pages/progress-page')),
  ...GAME_PAGES,
  '/despre': page(() => import('@/pages/about-page'), STATIC),
  '/cum-sa-joci': page(() => import('@/pages/how-to-play-page'), STATIC),
  '/blog': page(() => import('@/pages/blog/blog-page'), STATIC),
  '/blog/:id': page(() => import('@/pages/blog/article-page'), STATIC),
  '/faq': page(() => import('@/pages/faq-page'), STATIC),
  '/privacy-policy': page(() => import('@/pages/legal/privacy-page'), STATIC),
  '/terms-conditions': page(() => import('@/pages/legal/terms-page'), STATIC),
};

const NotFoundPage = lazy(() => import('@/pages/not-found-page'));

/** Loads the code of the page at this path (nothing for home, a redirect or a 404). */
export async function preloadPage(pathname: string): Promise<void> {
  const path = Object.keys(PAGES).find((p) => matchPath(p, pathname));
  await (path ? PAGES[path]!.preload?.() : undefined);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {Object.entries(PAGES).map(([path, Component]) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        {Object.entries(LEGAL_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
