/**
 * The public configuration served by GET /api/config (contact, third parties, push key).
 * Fetched once per visit and shared (no data-fetching library needed: the layout uses it).
 */
import { useEffect, useState } from 'react';
import { apiFetch } from './api';
import { useHydrated } from './hydration';

export interface AppConfig {
  publicUrl: string;
  contact: { name: string; email: string };
  ads: { clientId: string; scriptUrl: string | null } | null;
  analytics: { url: string; siteId: string } | null;
  push: { publicKey: string | null };
}

let cached: AppConfig | null = null;
let pending: Promise<AppConfig> | null = null;

export function fetchConfig(): Promise<AppConfig> {
  if (cached) return Promise.resolve(cached);
  pending ??= apiFetch<AppConfig>('/api/config', { timeoutMs: 10_000 })
    .then((c) => {
      cached = c;
      return c;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The configuration if it has been read (the layout reads it on every page), for code that
 * runs on the player's action: no render waits for it, nor is done again when it arrives.
 */
export function loadedConfig(): AppConfig | null {
  return cached;
}

/** The configuration, or undefined while loading (or when offline and never fetched). */
export function useAppConfig(): { data: AppConfig | undefined; error: Error | null } {
  const [data, setData] = useState<AppConfig | undefined>(cached ?? undefined);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (data) return;
    let alive = true;
    fetchConfig().then(
      (c) => alive && setData(c),
      (e: Error) => {
        if (alive) setError(e);
        console.warn('Slove: could not read /api/config', e.message);
      },
    );
    return () => {
      alive = false;
    };
  }, [data]);
  // the page's HTML was rendered without the configuration: hydrate without it too
  const hydrated = useHydrated();
  return { data: hydrated ? data : undefined, error };
}
