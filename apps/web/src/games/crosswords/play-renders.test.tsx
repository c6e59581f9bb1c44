// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, useSyncExternalStore } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { storage } from '@/lib/storage';
import { TEST_PUZZLE } from './test-puzzle';
import { CrosswordGrid } from './crossword-grid';
import { NOT_STARTED } from './progress';
import { gridProps, useCrosswordPlay } from './use-crossword-play';
import { PlayView } from './play-view';

// inClue runs for each cell while the grid renders (and nowhere else): its calls count the grid's renders
const { inClue } = vi.hoisted(() => ({ inClue: vi.fn() }));
vi.mock('@slove/core/crosswords-grid', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@slove/core/crosswords-grid')>();
  inClue.mockImplementation(actual.inClue);
  return { ...actual, inClue };
});

// the tools' menus, counted: each call is one render of a menu (Radix, thirty components)
const { menus } = vi.hoisted(() => ({ menus: { count: 0 } }));
vi.mock('@/components/ui/dropdown-menu', async (importOriginal) =>
  (await import('@/test/counted')).withCounted(
    await importOriginal<typeof import('@/components/ui/dropdown-menu')>(),
    'DropdownMenu',
    menus,
  ),
);

// a guest whose session has been read (the early keys wait for it)
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: null, loading: false }) }));

type ClockSource = ReturnType<typeof useCrosswordPlay>['clock'];
function Clock({ clock }: { clock: ClockSource }) {
  return <p data-testid="clock">{useSyncExternalStore(clock.subscribe, clock.seconds)}</p>;
}

let views = 0;
function Play() {
  views++;
  const [other, setOther] = useState(0);
  const play = useCrosswordPlay(TEST_PUZZLE, NOT_STARTED, null);
  return (
    <>
      <button type="button" onClick={() => setOther(other + 1)}>
        other {other}
      </button>
      <Clock clock={play.clock} />
      <CrosswordGrid {...gridProps(play)} label="grila" />
    </>
  );
}

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
  views = 0;
  menus.count = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the crossword play view', () => {
  it("renders the grid when its data changes: not at the clock's ticks, nor when the page renders again", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Play />
      </QueryClientProvider>,
    );
    const cells = () => inClue.mock.calls.length;
    const [viewsAtStart, cellsAtStart] = [views, cells()];
    expect(cellsAtStart).toBeGreaterThan(0);

    // three seconds: the clock shows them, the view and the grid do not render
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('clock').textContent).toBe('3');
    expect(views).toBe(viewsAtStart);
    expect(cells()).toBe(cellsAtStart);

    // the page renders again (another state): the grid, memoised with stable handlers, does not
    fireEvent.click(screen.getByRole('button', { name: /other/ }));
    expect(views).toBe(viewsAtStart + 1);
    expect(cells()).toBe(cellsAtStart);

    // a letter typed: the grid renders, with the letter
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'a' });
    expect(cells()).toBeGreaterThan(cellsAtStart);
    expect(screen.getByRole('grid').textContent).toContain('a');
  });

  it("renders its tools' menus and its dialogs when a tool changes, not at each letter typed", () => {
    const noop = () => {};
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PlayView
          data={TEST_PUZZLE}
          initial={NOT_STARTED}
          userId={null}
          onBack={noop}
          onNext={noop}
          onReplay={noop}
        />
      </QueryClientProvider>,
    );
    const atStart = menus.count;
    expect(atStart).toBeGreaterThan(0);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'a' });
    fireEvent.keyDown(grid, { key: 'b' });
    act(() => vi.advanceTimersByTime(2000));
    expect(grid.textContent).toContain('b');
    expect(menus.count).toBe(atStart);
    expect(screen.queryByTestId('completion-dialog')).toBeNull();
  });
});
