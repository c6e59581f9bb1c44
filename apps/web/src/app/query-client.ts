import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { isOnline } from '@/lib/online';

/** Spec defaults: 3 retries, exponential back-off capped at 30 s, cache kept 5 minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Up to 3 retries; a client error (4xx other than timeout / rate limit) will not change by
 * retrying, nor will a request that got no answer while the device is offline (the page shows
 * its error with "Încearcă din nou" at once, instead of a spinner through the back-off).
 */
export function shouldRetry(failureCount: number, error: unknown, online = isOnline()): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof ApiError && error.isNetwork && !online) return false;
  return !(error instanceof ApiError && error.isRefusal);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => shouldRetry(failureCount, error),
        retryDelay,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        // Queries run offline too: the service worker and this device answer for what was
        // already opened, and anything else fails at once with its error (the default,
        // 'online', would pause them while offline: a spinner until the connection returns).
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one client (created when the first lazy page loads). */
export const queryClient = createQueryClient();
