/**
 * Light, dark or system theme. Stored under the key `theme` (default system) and applied
 * as the `dark` class on <html>. public/theme-init.js applies it before the first paint, so
 * that a dark page never flashes light: the server writes it inline into every page (allowed
 * by its hash in the Content Security Policy); the offline app shell loads it as a file.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storage } from './storage';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_KEY = 'theme';

export function readTheme(): Theme {
  const t = storage.get(THEME_KEY);
  return t === 'light' || t === 'dark' || t === 'system' ? t : 'system';
}

function systemDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-color-scheme: dark)').matches;
}

export function applyTheme(theme: Theme): 'light' | 'dark' {
  const resolved = theme === 'dark' || (theme === 'system' && systemDark()) ? 'dark' : 'light';
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  return resolved;
}

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readTheme);
  const [resolvedTheme, setResolved] = useState<'light' | 'dark'>(() =>
    typeof document === 'undefined' ? 'light' : applyTheme(readTheme()),
  );

  useEffect(() => {
    setResolved(applyTheme(theme));
    if (theme !== 'system' || !window.matchMedia) return;
    const mq = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setResolved(applyTheme('system'));
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storage.set(THEME_KEY, next);
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside <ThemeProvider>');
  return ctx;
}
