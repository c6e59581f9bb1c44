// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CrosswordListResponse, CrosswordSummary } from '@slove/core/crosswords-api';
import { storage } from '@/lib/storage';
import { Picker } from './picker';

// a card not completed draws one CircleIcon (and nothing else does here): its calls count the cards' renders
const { circles } = vi.hoisted(() => ({ circles: { count: 0 } }));
vi.mock('lucide-react', async (importOriginal) =>
  (await import('@/test/counted')).withCounted(
    await importOriginal<typeof import('lucide-react')>(),
    'CircleIcon',
    circles,
  ),
);

// 40 puzzles in two groups of 20 (easy 5×5, then hard 7×7)
const PUZZLES: CrosswordSummary[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  title: `Integrama ${i + 1}`,
  difficulty: i < 20 ? 1 : 3,
  size: i < 20 ? '5x5' : '7x7',
  clueCount: 10,
  completed: false,
  started: false,
}));

beforeEach(() => {
  circles.count = 0;
  for (const k of storage.keys()) storage.remove(k);
  vi.useFakeTimers();
  // the daily card's read: never answers (its place is kept meanwhile)
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cards = () => document.querySelectorAll('[data-testid="crossword-list"] article').length;

describe('the crossword picker', () => {
  it('renders a dozen cards at once, then a dozen more at each idle moment, until all are shown', async () => {
    const client = new QueryClient();
    client.setQueryData<CrosswordListResponse>(['crosswords', 'list', 'guest'], { puzzles: PUZZLES });
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <Picker userId={null} onOpen={() => {}} onOpenDaily={() => {}} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    // the list's first render is deferred (a transition)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(cards()).toBe(12);
    // the first group's heading counts all its puzzles, shown or not yet
    expect(screen.getByText(/0\/20/)).toBeTruthy();
    // and the screen reader hears how many the list holds
    expect(screen.getByRole('status').textContent).toContain('40');
    const seen = [cards()];
    for (let i = 0; i < 6; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5);
      });
      seen.push(cards());
    }
    expect(seen).toEqual([12, 24, 36, 40, 40, 40, 40]);
    // in the list's order: the easy group, then the hard one, every card once
    const titles = [...document.querySelectorAll('[data-testid="crossword-list"] h4')].map(
      (h) => h.textContent,
    );
    expect(titles).toEqual(PUZZLES.map((p) => p.title));
    // each step rendered its new cards only (memoised cards): 40 renders for 40 cards, where
    // rendering every shown card again at each step made 12 + 24 + 36 + 40
    expect(circles.count).toBe(40);
  });

  it("keeps the guest's cards on screen while the account's list loads, then shows its marks", async () => {
    const client = new QueryClient();
    client.setQueryData<CrosswordListResponse>(['crosswords', 'list', 'guest'], { puzzles: PUZZLES });
    const picker = (userId: string | null) => (
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <Picker userId={userId} onOpen={() => {}} onOpenDaily={() => {}} />
        </QueryClientProvider>
      </MemoryRouter>
    );
    const { rerender } = render(picker(null));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(cards()).toBe(12);
    // the session arrives: the account's list is read (it never answers here)
    rerender(picker('u1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(cards()).toBe(12);
    expect(document.querySelector('[data-testid="crossword-list"] [data-completed="true"]')).toBeNull();
    // the account's list: puzzle 2 solved in the account
    await act(async () => {
      client.setQueryData<CrosswordListResponse>(['crosswords', 'list', 'u1'], {
        puzzles: PUZZLES.map((p) => (p.id === 2 ? { ...p, completed: true } : p)),
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    const solved = [...document.querySelectorAll('[data-testid="crossword-list"] [data-completed="true"]')];
    expect(solved.map((a) => a.getAttribute('aria-labelledby'))).toEqual(['crossword-2-title']);
    expect(cards()).toBeGreaterThanOrEqual(12);
  });
});
