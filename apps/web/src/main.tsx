import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import { initStorage } from '@/lib/storage';
import { applyTheme, readTheme } from '@/lib/theme';
import { listenForInstall } from '@/lib/pwa';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { afterPageSettles, renderingWithoutHydration } from '@/lib/hydration';

// The browser may offer installation before React renders: listen right away.
listenForInstall();

async function start() {
  await initStorage();
  applyTheme(readTheme());
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // The server sends the page rendered at build time (scripts/prerender.mjs): hydrate it,
  // with the page's code loaded first (see preloadable in router.tsx; if that fails, the
  // page loads it again itself). The offline app shell, the 404 page and unknown articles
  // come empty: render them.
  const root = document.getElementById('root')!;
  if (root.firstElementChild) {
    // the boot script (server's web.ts) runs the page's chunks one per task: wait for them
    await (window as { sloveChunks?: Promise<void> }).sloveChunks;
    await preloadPage(window.location.pathname).catch(() => {});
    // what the early-input script echoed into the page goes back as the server sent it
    // (lib/early-input.ts's restoreEarlyEcho, inlined: that module belongs to the games' code)
    window.sloveEarlyInput?.restore?.();
    // as a transition: hydrated in slices that leave the main thread free (no long task for a
    // whole game's page); input on parts not yet hydrated is replayed once they are
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    renderingWithoutHydration();
    createRoot(root).render(app);
  }
  // From here on the page responds to the player: taps on parts not yet hydrated are
  // replayed by React once they are. (The browser tests wait for this mark.)
  document.documentElement.dataset.app = 'started';
  // saves queued offline go out now and whenever the connection returns (loaded after the page)
  void import('@/lib/offline-queue').then((m) => m.startOfflineQueue());
  // then, for the next pages: the service worker, and the brand font (lib/brand-font.ts), once
  // the page has hydrated and the main thread has been quiet a second. The worker's install
  // downloads and stores every page's code (1.3 MB): begun with the hydration, it took the
  // network and a core from the page's start on a slow phone.
  const later = () => afterPageSettles(() => void import('@/lib/after-load').then((m) => m.afterLoad()));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

void start();
