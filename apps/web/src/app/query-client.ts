import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/** Spec defaults: 3 retries, exponential back-off capped at 30 s, cache kept 5 minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** Up to 3 retries; a client error (4xx other than timeout / rate limit) will not change by retrying. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return !(error instanceof ApiError && error.isRefusal);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client (created when the first lazy page loads). */
export const queryClient = createQueryClient();
