// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { LoadError, loadErrorMessage } from './load-error';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoadError (every game: what could not be loaded)', () => {
  it('says why in Romanian: no connection, the server refusing (e.g. 404), anything else', () => {
    expect(loadErrorMessage(new ApiError(0, NETWORK_ERROR_MESSAGE))).toBe(NETWORK_ERROR_MESSAGE);
    expect(loadErrorMessage(new ApiError(404, 'Ziua cerută nu există.'))).toBe('Ziua cerută nu există.');
    expect(loadErrorMessage(new Error(''))).toBe('Eroare necunoscută. Încearcă din nou.');
    vi.stubGlobal('navigator', { onLine: false });
    expect(loadErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('an alert with the title, the reason, the offline hint and "Încearcă din nou"', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const retry = vi.fn();
    render(
      <LoadError
        title="Cuvântul zilei nu s-a putut încărca."
        error={new ApiError(0, NETWORK_ERROR_MESSAGE)}
        onRetry={retry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.dataset.kind).toBe('offline');
    expect(screen.getByRole('heading').textContent).toBe('Cuvântul zilei nu s-a putut încărca.');
    // "s-a" is kept on one line
    expect(screen.getByText('s-a').className).toContain('whitespace-nowrap');
    expect(alert.textContent).toContain(NETWORK_ERROR_MESSAGE);
    expect(alert.textContent).toContain('Fără internet se pot juca doar zilele deschise înainte');
    fireEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('a title that already holds the reason is not followed by it again; online, no offline hint', () => {
    render(
      <LoadError
        title={`Eroare: ${NETWORK_ERROR_MESSAGE}`}
        error={new ApiError(0, NETWORK_ERROR_MESSAGE)}
        onRetry={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent!.split(NETWORK_ERROR_MESSAGE)).toHaveLength(2);
    expect(alert.dataset.kind).toBe('error');
    expect(alert.textContent).not.toContain('Fără internet');
  });
});
