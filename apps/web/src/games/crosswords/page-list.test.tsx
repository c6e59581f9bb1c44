// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CrosswordListResponse } from '@slove/core/crosswords-api';
import { storage } from '@/lib/storage';
import { TEST_PUZZLE } from './test-puzzle';
import CrosswordsPage from './page';

// the play view, counted: each call is one render of it (the whole game's hooks)
const { views } = vi.hoisted(() => ({ views: { count: 0 } }));
vi.mock('./play-view', async (importOriginal) =>
  (await import('@/test/counted')).withCounted(
    await importOriginal<typeof import('./play-view')>(),
    'PlayView',
    views,
  ),
);

// a guest whose session has been read
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: null, loading: false }) }));

const LIST = { puzzles: [{ id: 7 }, { id: 8 }] } as unknown as CrosswordListResponse;

const reads: string[] = [];
beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
  views.count = 0;
  reads.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      reads.push(url);
      return Promise.resolve(new Response(JSON.stringify(LIST), { status: 200 }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the crossword play page', () => {
  it("reads the puzzle list once the main thread is idle, and the list's answer renders nothing", async () => {
    const client = new QueryClient();
    client.setQueryData(['crosswords', 'puzzle', TEST_PUZZLE.puzzle.id, 'guest'], TEST_PUZZLE);
    render(
      <MemoryRouter initialEntries={['/integrame?id=7']}>
        <QueryClientProvider client={client}>
          <CrosswordsPage />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('grid')).toBeTruthy();
    // the start: the puzzle plays, and nothing has been requested
    await act(() => Promise.resolve());
    expect(reads).toEqual([]);
    const started = views.count;

    // idle: the list is read, and kept without rendering the view again
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(reads).toEqual(['/api/crosswords']);
    expect(client.getQueryData(['crosswords', 'list', 'guest'])).toEqual(LIST);
    expect(views.count).toBe(started);
  });
});
