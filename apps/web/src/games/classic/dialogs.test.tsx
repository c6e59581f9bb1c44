// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCallback, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

// the dialogs' frame, counted: each call is one render of a dialog
const { frames } = vi.hoisted(() => ({ frames: { count: 0 } }));
vi.mock('@/components/ui/dialog', async (importOriginal) =>
  (await import('@/test/counted')).withCounted(
    await importOriginal<typeof import('@/components/ui/dialog')>(),
    'TitledDialog',
    frames,
  ),
);

const { HelpDialog, RanksDialog, StatsDialog } = await import('./dialogs');
const { localStats } = await import('./local');

afterEach(() => {
  cleanup();
  frames.count = 0;
});

const STATS = localStats('2026-11-25');

/** A game page in small: it renders again at each key, its dialogs closed. */
function Page() {
  const [input, setInput] = useState('');
  const [dialog, setDialog] = useState<string | null>(null);
  const close = useCallback((open: boolean) => {
    if (!open) setDialog(null);
  }, []);
  return (
    <>
      <button type="button" onClick={() => setInput(input + 'a')}>
        key {input}
      </button>
      <button type="button" onClick={() => setDialog('stats')}>
        stats
      </button>
      <StatsDialog
        open={dialog === 'stats'}
        onOpenChange={close}
        local={STATS}
        server={null}
        today="2026-11-25"
      />
      <RanksDialog open={dialog === 'ranks'} onOpenChange={close} totalWords={3} />
      <HelpDialog open={dialog === 'help'} onOpenChange={close} />
    </>
  );
}

describe("the classic game's dialogs", () => {
  it('do not render again with the page while their props stay the same', () => {
    render(<Page />);
    const atStart = frames.count;
    expect(atStart).toBe(3);
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByText(/^key/));
    expect(frames.count).toBe(atStart);
    // opening one renders that one
    fireEvent.click(screen.getByText('stats'));
    expect(frames.count).toBe(atStart + 1);
    expect(screen.getByTestId('stats-dialog')).toBeTruthy();
  });
});
