/**
 * The route table: every page route of @slove/core/routes, the blog articles, the two old
 * legal paths (redirects) and a real 404 page. Every page but home is lazy-loaded, and
 * wrapped in the data-fetching provider (TanStack Query), which home does not need: this
 * keeps the home route's JavaScript small.
 */
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Layout } from './layout';
import HomePage from '@/pages/home-page';

const QueryShell = lazy(() => import('./query-shell'));

/**
 * The old legal paths (the same as REDIRECTS in @slove/core/routes, checked by
 * router.test.ts; not imported here so that the route table stays out of the home route).
 */
export const LEGAL_REDIRECTS: Record<string, string> = {
  '/politica-confidentialitate': '/privacy-policy',
  '/termeni-conditii': '/terms-conditions',
};

function page(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  const Wrapped = () => (
    <QueryShell>
      <Page />
    </QueryShell>
  );
  return Wrapped;
}

/** Page components by path (lazy, except home). Exported for the route-coverage test. */
export const PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/auth': page(() => import('@/pages/auth/auth-page')),
  '/reset-password': page(() => import('@/pages/auth/reset-password-page')),
  '/delete-account': page(() => import('@/pages/auth/delete-account-page')),
  '/joc-clasic': page(() => import('@/games/classic/page')),
  '/arhiva-zilnica': page(() => import('@/games/classic/archive-page')),
  '/sinonime': page(() => import('@/games/synonyms/advanced-page')),
  '/sinonime-simple': page(() => import('@/games/synonyms/quiz-page')),
  '/progres-sinonime': page(() => import('@/games/synonyms/progress-page')),
  '/setari-sinonime': page(() => import('@/games/synonyms/settings-page')),
  '/integrame': page(() => import('@/games/crosswords/page')),
  '/wordle': page(() => import('@/games/wordle/page')),
  '/despre': page(() => import('@/pages/about-page')),
  '/cum-sa-joci': page(() => import('@/pages/how-to-play-page')),
  '/blog': page(() => import('@/pages/blog/blog-page')),
  '/blog/:id': page(() => import('@/pages/blog/article-page')),
  '/faq': page(() => import('@/pages/faq-page')),
  '/privacy-policy': page(() => import('@/pages/legal/privacy-page')),
  '/terms-conditions': page(() => import('@/pages/legal/terms-page')),
};

const NotFoundPage = lazy(() => import('@/pages/not-found-page'));

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
