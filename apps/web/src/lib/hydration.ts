/**
 * Pages arrive as HTML rendered at build time (scripts/prerender.mjs) and the browser
 * hydrates it. While a component hydrates it must render exactly what the build rendered,
 * which knew nothing of this player: no stored theme, progress, session or configuration.
 * useHydrated() is false on the server and while hydrating, then true (React re-renders
 * right after hydration); it is true from the start for everything mounted later.
 * Use it in the components that show such state, not in a provider above them: the re-render
 * after hydration is synchronous, and a provider's would hydrate the whole page at once. Nor
 * in a component holding a page's Suspense boundary (the layout): its synchronous update
 * hydrates the page under it, still dehydrated, in one long task.
 */
import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenQuiet } from '@/lib/idle';

const subscribe = () => () => {};

/** True while the server renders a page with its data (entry-server.tsx, renderPage). */
let renderingWithData = false;

/** Whether the data that came with this page says it was rendered from it (read once). */
let renderedPage: boolean | undefined;

/**
 * The page was rendered by the server for this request, from the data it embeds (e.g.
 * /integrame?id=N, the puzzle's play view; apps/server/src/lib/web.ts writes `rendered` in
 * that data), not at build time: it hydrates as the server rendered it, the player's state
 * only after hydration (no ClientOnly splash in between).
 */
export function renderedWithData(): boolean {
  if (typeof document === 'undefined') return renderingWithData;
  if (renderedPage === undefined) {
    renderedPage = false;
    try {
      const text = document.getElementById('slove-data')?.textContent;
      renderedPage = !!text && (JSON.parse(text) as { rendered?: unknown }).rendered === true;
    } catch {
      /* not ours */
    }
  }
  return renderedPage;
}

/** Runs the server's render of a page with its data (renderedWithData() is true meanwhile). */
export function renderWithData<T>(render: () => T): T {
  renderingWithData = true;
  try {
    return render();
  } finally {
    renderingWithData = false;
  }
}

let markPageHydrated: () => void = () => {};
const pageHydrated = new Promise<void>((resolve) => (markPageHydrated = resolve));

/**
 * Rendered last inside the layout's Suspense boundary, beside the page: its effect runs once
 * that boundary has hydrated (or, for a page rendered in the browser, mounted). It renders
 * nothing, so the HTML is the same with it.
 */
export function PageHydrated(): null {
  useEffect(() => {
    pageHydratedOnce = true;
    markPageHydrated();
  }, []);
  return null;
}

/** The first page has hydrated (or the app renders without hydrating): a page mounted now is not hydrating. */
let pageHydratedOnce = false;

/** Whether a page mounted now mounts without hydrating (see usePageHydrated, lib/page-hydrated.ts). */
export const firstPageHydrated = (): boolean => pageHydratedOnce;

/** The app renders its first page in the browser, without hydrating it (main.tsx). */
export function renderingWithoutHydration(): void {
  pageHydratedOnce = true;
}

/**
 * Resolves once the page has hydrated (PageHydrated), or after `maxMs` (a page that failed and
 * shows its error instead). A state update of a provider above the page (the first session
 * read) waits for it: made while the page is still dehydrated, it would make React hydrate
 * the whole page at once, in one long task, or hold the update back until the page hydrates
 * (the sign-in buttons of a game page stayed hidden for 30 s and more).
 */
export function afterPageHydrated(maxMs = 5000): Promise<void> {
  return Promise.race([pageHydrated, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}

/**
 * Runs fn once the page has hydrated (afterPageHydrated) and then the main thread has been
 * quiet for a second (whenQuiet, at the latest 10 s later): for work meant for the player's
 * next pages, which must not take the network or a core from this page's start. (At the first
 * idle moment after hydration, the service worker's install overlapped the rest of the start:
 * its thread took 550-620 ms of CPU in the first 4 s of a Lighthouse visit on a two-core
 * machine, while the page's tasks waited for a core.)
 */
export function afterPageSettles(fn: () => void): void {
  void afterPageHydrated().then(() => whenQuiet(fn));
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Renders its children in the browser only; the build (and hydration) render the fallback.
 * For pages whose first render depends on the player's local state. The children render
 * as a transition: in slices of work that leave the main thread free for input, with the
 * fallback on screen until they are ready (their code included).
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
