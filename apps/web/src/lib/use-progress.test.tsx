// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncExternalStore } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { storage } from './storage';
import { useProgress, type Progress } from './use-progress';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Words = string[];
const union = (a: Words, b: Words) => [...new Set([...a, ...b])].sort();
const kept = new Map<string, Words>();
let sent: { path: string; body: unknown }[];
let current: Progress<Words>;

function Game({ id, copy }: { id: string; copy?: Words }) {
  current = useProgress<Words>({
    id,
    start: () => kept.get(id) ?? [],
    keep: (v) => kept.set(id, v),
    account: { request: (words) => ({ path: `/api/test/${id}`, method: 'PUT', body: { words } }) },
    accountCopy: copy,
    merge: union,
    saveDelayMs: 800,
  });
  return <p data-testid="value">{current.value.join(',')}</p>;
}

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
  kept.clear();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ path: url, body: JSON.parse(String(init.body)) });
      return json(200, {});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};

describe('useProgress', () => {
  it('renders the merged copies, and sends what is pending when the page is hidden', async () => {
    kept.set('1', ['A']);
    const { rerender } = render(<Game id="1" />);
    expect(screen.getByTestId('value').textContent).toBe('A');
    rerender(<Game id="1" copy={['A', 'B']} />);
    expect(screen.getByTestId('value').textContent).toBe('A,B');
    expect(kept.get('1')).toEqual(['A', 'B']);
    act(() => current.update((w) => [...w, 'C']));
    expect(sent).toEqual([]);
    act(hide);
    await vi.waitFor(() => expect(sent).toEqual([{ path: '/api/test/1', body: { words: ['A', 'B', 'C'] } }]));
  });

  it('sends the pending change of the last thing played when another starts, and on leaving', async () => {
    const { rerender, unmount } = render(<Game id="1" />);
    act(() => current.update(['A']));
    rerender(<Game id="2" />);
    expect(screen.getByTestId('value').textContent).toBe('');
    await vi.waitFor(() => expect(sent.map((s) => s.path)).toEqual(['/api/test/1']));
    act(() => current.update(['Z']));
    unmount();
    await vi.waitFor(() => expect(sent.map((s) => s.path)).toEqual(['/api/test/1', '/api/test/2']));
    expect(kept.get('2')).toEqual(['Z']);
  });

  it('does not render the view for a quiet change: a component subscribed shows it', () => {
    interface Play {
      words: Words;
      seconds: number;
    }
    let renders = 0;
    let play: Progress<Play>;
    function Clock() {
      const seconds = useSyncExternalStore(play.subscribe, () => play.get().seconds);
      return <p data-testid="clock">{seconds}</p>;
    }
    function Timed() {
      renders++;
      play = useProgress<Play>({
        id: 't',
        start: () => ({ words: [], seconds: 0 }),
        keep: null,
        account: null,
        merge: (mine) => mine,
        saveDelayMs: 800,
        quiet: (shown, next) => shown.words === next.words,
      });
      return (
        <>
          <p data-testid="value">{`${play.value.words.join(',')} ${play.value.seconds}`}</p>
          <Clock />
        </>
      );
    }
    render(<Timed />);
    const before = renders;
    act(() => play.update((p) => ({ ...p, seconds: p.seconds + 1 })));
    act(() => play.update((p) => ({ ...p, seconds: p.seconds + 1 })));
    expect(screen.getByTestId('clock').textContent).toBe('2');
    expect(renders).toBe(before);
    expect(screen.getByTestId('value').textContent).toBe(' 0');
    // a change that is not quiet renders the view, with the latest value
    act(() => play.update((p) => ({ ...p, words: ['A'] })));
    expect(renders).toBe(before + 1);
    expect(screen.getByTestId('value').textContent).toBe('A 2');
  });
});
