// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

// Radix's dialog root, counted: each call is one render of a dialog's Radix parts
const { roots } = vi.hoisted(() => ({ roots: { count: 0 } }));
vi.mock('radix-ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('radix-ui')>();
  const Root = actual.Dialog.Root;
  function CountedRoot(props: Parameters<typeof Root>[0]) {
    roots.count++;
    return <Root {...props} />;
  }
  return { ...actual, Dialog: { ...actual.Dialog, Root: CountedRoot } };
});

const { TitledDialog } = await import('./dialog');

afterEach(() => {
  cleanup();
  roots.count = 0;
});

function Page() {
  const [open, setOpen] = useState(false);
  const [other, setOther] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOther(other + 1)}>
        other {other}
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <TitledDialog open={open} onOpenChange={setOpen} title="Statistici" testId="dialog">
        <p>conținut</p>
      </TitledDialog>
    </>
  );
}

describe('TitledDialog', () => {
  it("renders none of Radix's parts until first opened; opened, it shows, and closes", () => {
    render(<Page />);
    // the page renders again three times: the dialog, never opened, costs nothing
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByText(/^other/));
    expect(roots.count).toBe(0);
    expect(screen.queryByTestId('dialog')).toBeNull();

    fireEvent.click(screen.getByText('open'));
    expect(roots.count).toBeGreaterThan(0);
    expect(screen.getByTestId('dialog').textContent).toContain('conținut');
    expect(screen.getByRole('dialog', { name: 'Statistici' })).toBeTruthy();

    act(() => {
      fireEvent.keyDown(screen.getByTestId('dialog'), { key: 'Escape' });
    });
    expect(screen.queryByTestId('dialog')).toBeNull();
    // closed after an opening, it stays mounted (its closing animation, the focus's return)
    const after = roots.count;
    fireEvent.click(screen.getByText(/^other/));
    expect(roots.count).toBe(after + 1);
  });
});
