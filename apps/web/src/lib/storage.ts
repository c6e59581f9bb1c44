/**
 * The one storage adapter of the app. Reads are synchronous, from an in-memory cache that
 * initStorage() hydrates before the first render; writes go through to the backend:
 * localStorage in a browser, @capacitor/preferences inside the native shell.
 * Product keys use the prefix `slove_`; the theme key is exactly `theme`.
 */
import { isNativePlatform } from './native';

export const KEY_PREFIX = 'slove_';

export interface Backend {
  load(): Promise<Map<string, string>>;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function safeLocalStorage(): Storage | null {
  try {
    const ls = window.localStorage;
    const probe = '__slove_probe__';
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    return null;
  }
}

const browserBackend = (): Backend => {
  const ls = typeof window === 'undefined' ? null : safeLocalStorage();
  return {
    async load() {
      const map = new Map<string, string>();
      if (!ls) return map;
      for (let i = 0; i < ls.length; i++) {
        const key = ls.key(i);
        if (key === null) continue;
        const value = ls.getItem(key);
        if (value !== null) map.set(key, value);
      }
      return map;
    },
    set(key, value) {
      try {
        ls?.setItem(key, value);
      } catch (error) {
        console.warn('storage: could not write', key, error);
      }
    },
    remove(key) {
      try {
        ls?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
};

let backend: Backend | null = null;
let cache = new Map<string, string>();
let hydrated = false;
const listeners = new Set<(key: string) => void>();

let nativeLoading: Promise<Backend> | null = null;

/** The native shell's backend is loaded only there (storage-native.ts). */
function loadNativeBackend(): Promise<Backend> {
  return (nativeLoading ??= import('./storage-native').then((m) => (backend = m.nativeBackend())));
}

/** Runs a write on the backend: at once in a browser, once loaded in the native shell. */
function withBackend(write: (b: Backend) => void): void {
  if (backend) write(backend);
  else if (!isNativePlatform()) write((backend = browserBackend()));
  else void loadNativeBackend().then(write);
}

/** Loads every stored value into memory. Call (and await) once before rendering. */
export async function initStorage(): Promise<void> {
  if (hydrated) return;
  try {
    const b = isNativePlatform() ? await loadNativeBackend() : (backend ??= browserBackend());
    const loaded = await b.load();
    // Writes made before hydration finished win over what was loaded.
    for (const [k, v] of cache) loaded.set(k, v);
    cache = loaded;
  } catch (error) {
    console.warn('storage: hydration failed, continuing in memory', error);
  }
  hydrated = true;
}

/** Hydrates synchronously from localStorage (browser only); used by tests and as a fallback. */
function lazyHydrate(): void {
  if (hydrated || isNativePlatform()) return;
  const ls = typeof window === 'undefined' ? null : safeLocalStorage();
  if (ls) {
    for (let i = 0; i < ls.length; i++) {
      const key = ls.key(i);
      if (key !== null && !cache.has(key)) {
        const value = ls.getItem(key);
        if (value !== null) cache.set(key, value);
      }
    }
  }
  hydrated = true;
}

function notify(key: string) {
  for (const l of listeners) l(key);
}

export const storage = {
  get(key: string): string | null {
    lazyHydrate();
    return cache.get(key) ?? null;
  },
  set(key: string, value: string): void {
    lazyHydrate();
    cache.set(key, value);
    withBackend((b) => b.set(key, value));
    notify(key);
  },
  remove(key: string): void {
    lazyHydrate();
    cache.delete(key);
    withBackend((b) => b.remove(key));
    notify(key);
  },
  getJSON<T>(key: string): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJSON(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
  keys(): string[] {
    lazyHydrate();
    return [...cache.keys()];
  },
  /** Called with the key after every write or removal made through this adapter. */
  subscribe(listener: (key: string) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Session-scoped flags (sessionStorage; in memory when unavailable). */
const sessionMemory = new Map<string, string>();
export const sessionFlags = {
  get(key: string): boolean {
    try {
      return window.sessionStorage.getItem(key) === '1';
    } catch {
      return sessionMemory.get(key) === '1';
    }
  },
  set(key: string): void {
    sessionMemory.set(key, '1');
    try {
      window.sessionStorage.setItem(key, '1');
    } catch {
      /* memory only */
    }
  },
};
