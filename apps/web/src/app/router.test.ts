import { describe, expect, it } from 'vitest';
import { REDIRECTS, ROUTES } from '@slove/core/routes';
import { LEGAL_REDIRECTS, PAGES } from './router';
import { createQueryClient, QUERY_GC_TIME_MS, retryDelay, shouldRetry } from './query-client';
import { ApiError } from '@/lib/api';

describe('route table', () => {
  it('has a page for every route of @slove/core/routes and the blog article route', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...ROUTES.map((r) => r.path), '/blog/:id'].sort());
  });

  it('redirects exactly the old legal paths of @slove/core/routes', () => {
    expect(LEGAL_REDIRECTS).toEqual(REDIRECTS);
  });
});

describe('data-fetching defaults', () => {
  it('retries 3 times with exponential back-off capped at 30 s, and keeps the cache 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(shouldRetry(0, new Error('x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, 'offline'), true)).toBe(true);
    expect(shouldRetry(3, new Error('x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'nu există'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'prea multe'))).toBe(true);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.gcTime).toBe(300_000);
    expect(defaults.retryDelay).toBe(retryDelay);
  });

  it('queries run while offline and a request with no answer offline is not retried', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    // not paused until the connection returns (an endless spinner): the cache or an error
    expect(defaults.networkMode).toBe('always');
    expect(shouldRetry(0, new ApiError(0, 'offline'), false)).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'offline'), true)).toBe(true);
    // a server error is still retried when the device says it is offline (the answer came)
    expect(shouldRetry(0, new ApiError(503, 'indisponibil'), false)).toBe(true);
  });
});
