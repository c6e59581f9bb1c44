/**
 * The build-time renderer: each page route rendered to HTML with the app's own components
 * (scripts/prerender.mjs writes them into the built index.html). The browser then hydrates
 * that HTML (main.tsx), so a page paints before its JavaScript has loaded.
 * Nothing here knows the player (session, stored theme, local progress, configuration):
 * pages render as they do on the browser's first render (see lib/hydration.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { queryClient } from '@/app/query-client';

export { ROUTES, BLOG_IDS } from '@slove/core/routes';
export { GAMES } from '@slove/core/games';

const app = (url: string) => (
  <StrictMode>
    <StaticRouter location={url}>
      <App />
    </StaticRouter>
  </StrictMode>
);

export async function render(url: string): Promise<string> {
  // The page's code is loaded first, as in the browser (main.tsx): nothing suspends, and
  // the HTML is whole (no fallback in place of the page).
  await preloadPage(url);
  const html = renderToString(app(url));
  if (/<template|<script|<!--\$[?!]-->/.test(html)) throw new Error(`prerender: ${url} did not render whole`);
  return html;
}

/** Drops the queries the pages started (their cache timers would keep the process alive). */
export function dispose(): void {
  queryClient.clear();
}
