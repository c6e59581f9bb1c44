// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DisclosureMenu } from './disclosure';

afterEach(cleanup);

describe('DisclosureMenu', () => {
  it('renders its items only while open: none in the page as sent, nor at each render of the bar', () => {
    const items = vi.fn((close: () => void) => (
      <button type="button" onClick={close}>
        Jocul clasic
      </button>
    ));
    const menu = (
      <MemoryRouter>
        <DisclosureMenu label="Joacă" testId="play-menu" buttonClassName="" panelClassName="">
          {items}
        </DisclosureMenu>
      </MemoryRouter>
    );
    const { rerender } = render(menu);
    rerender(menu);
    expect(items).not.toHaveBeenCalled();
    expect(screen.queryByText('Jocul clasic')).toBeNull();
    const button = screen.getByTestId('play-menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    // an item closes the menu: its items go with it
    fireEvent.click(screen.getByText('Jocul clasic'));
    expect(panel.hidden).toBe(true);
    expect(screen.queryByText('Jocul clasic')).toBeNull();
  });
});
