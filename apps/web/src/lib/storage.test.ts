// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('storage adapter (browser)', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    delete (window as { Capacitor?: unknown }).Capacitor;
  });

  it('hydrates from localStorage, reads synchronously and writes through', async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('slove_classic_progress', JSON.stringify({ score: 12 }));
    const { storage, initStorage } = await import('./storage');
    await initStorage();
    expect(storage.get('theme')).toBe('dark');
    expect(storage.getJSON<{ score: number }>('slove_classic_progress')).toEqual({ score: 12 });
    storage.set('slove_x', '1');
    expect(localStorage.getItem('slove_x')).toBe('1');
    storage.setJSON('slove_y', { a: [1, 2] });
    expect(JSON.parse(localStorage.getItem('slove_y')!)).toEqual({ a: [1, 2] });
    expect(storage.keys().sort()).toEqual(['slove_classic_progress', 'slove_x', 'slove_y', 'theme']);
    storage.remove('slove_x');
    expect(storage.get('slove_x')).toBeNull();
    expect(localStorage.getItem('slove_x')).toBeNull();
  });

  it('tolerates broken JSON and notifies subscribers', async () => {
    localStorage.setItem('slove_bad', '{oops');
    const { storage } = await import('./storage');
    expect(storage.getJSON('slove_bad')).toBeNull();
    const seen: string[] = [];
    const off = storage.subscribe((k) => seen.push(k));
    storage.set('slove_a', '1');
    storage.remove('slove_a');
    off();
    storage.set('slove_b', '1');
    expect(seen).toEqual(['slove_a', 'slove_a']);
  });

  it('uses @capacitor/preferences inside the native shell, not localStorage', async () => {
    const prefs = new Map<string, string>([
      ['slove_saved', 'from-device'],
      ['theme', 'light'],
    ]);
    vi.doMock('@capacitor/preferences', () => ({
      Preferences: {
        keys: async () => ({ keys: [...prefs.keys()] }),
        get: async ({ key }: { key: string }) => ({ value: prefs.get(key) ?? null }),
        set: async ({ key, value }: { key: string; value: string }) => void prefs.set(key, value),
        remove: async ({ key }: { key: string }) => void prefs.delete(key),
      },
    }));
    (window as { Capacitor?: unknown }).Capacitor = {
      isNativePlatform: () => true,
      getPlatform: () => 'android',
    };
    const { storage, initStorage } = await import('./storage');
    await initStorage();
    expect(storage.get('slove_saved')).toBe('from-device');
    expect(storage.get('theme')).toBe('light');
    storage.set('slove_new', 'v');
    await vi.waitFor(() => expect(prefs.get('slove_new')).toBe('v'));
    expect(localStorage.getItem('slove_new')).toBeNull();
    storage.remove('slove_saved');
    await vi.waitFor(() => expect(prefs.has('slove_saved')).toBe(false));
    vi.doUnmock('@capacitor/preferences');
  });
});
