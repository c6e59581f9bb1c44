/**
 * App-wide providers: theme and auth. The data-fetching client (TanStack Query, with the
 * spec's defaults: 3 retries, back-off capped at 30 s, 5-minute cache) is in query-client.ts
 * and provided to every lazy page by query-shell.tsx, so that the home route stays light.
 */
import type { ReactNode } from 'react';
import { ThemeProvider } from '@/lib/theme';
import { AuthProvider } from '@/lib/auth';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>{children}</AuthProvider>
    </ThemeProvider>
  );
}
