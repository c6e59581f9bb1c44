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
import { withEmbedded } from '@/lib/embedded';
import { renderWithData } from '@/lib/hydration';

export { ROUTES, BLOG_IDS } from '@slove/core/routes';
export { GAMES } from '@slove/core/games';

const app = (url: string) => (
  <StrictMode>
    <StaticRouter location={url}>
      <App />
    </StaticRouter>
  </StrictMode>
);

const whole = (url: string, html: string) => {
  if (/<template|<script|<!--\$[?!]-->/.test(html)) throw new Error(`prerender: ${url} did not render whole`);
  return html;
};

export async function render(url: string): Promise<string> {
  // The page's code is loaded first, as in the browser (main.tsx): nothing suspends, and
  // the HTML is whole (no fallback in place of the page).
  await preloadPage(url);
  return whole(url, renderToString(app(url)));
}

/**
 * A page rendered by the server for one request, with the API's answers it embeds (`data`,
 * read at `at`): what the browser renders first from that page (e.g. /integrame?id=N, the
 * puzzle's play view, apps/server/src/lib/web.ts). The queries it started are dropped after.
 */
export async function renderPage(url: string, at: number, data: Record<string, unknown>): Promise<string> {
  await preloadPage(url.split('?')[0]!);
  try {
    return whole(
      url,
      renderWithData(() => withEmbedded(at, data, () => renderToString(app(url)))),
    );
  } finally {
    queryClient.clear();
  }
}

/** Drops the queries the pages started (their cache timers would keep the process alive). */
export function dispose(): void {
  queryClient.clear();
}
