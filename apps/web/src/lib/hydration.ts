/**
 * Pages arrive as HTML rendered at build time (scripts/prerender.mjs) and the browser
 * hydrates it. While a component hydrates it must render exactly what the build rendered,
 * which knew nothing of this player: no stored theme, progress, session or configuration.
 * useHydrated() is false on a component's first render (on the server, while hydrating, and
 * for a component mounted later too), then true: the re-render comes as a transition, in
 * slices of work that leave the main thread free. (A synchronous flip, as with
 * useSyncExternalStore, re-rendered each such component in one piece right after hydration,
 * and one holding a page's Suspense boundary, like the layout, hydrated the still dehydrated
 * page under it at once: long tasks of 100-150 ms under a 4x slower CPU.)
 * Use it in the components that show such state, not in a provider above them nor in one
 * holding a page's Suspense boundary (the layout): their update, above a page still
 * dehydrated, would wait for that page's hydration.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * Renders its children in the browser only; the build (and hydration) render the fallback.
 * For pages whose first render depends on the player's local state. The children render
 * as a transition: in slices of work that leave the main thread free for input, with the
 * fallback on screen until they are ready (their code included).
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
