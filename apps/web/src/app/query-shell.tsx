/** The data-fetching provider of every lazy page (one QueryClient for the whole visit). */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { requestToaster } from '@/lib/toast';
import { queryClient } from './query-client';

// Lazy pages may call sonner's toast directly: make sure its <Toaster> is mounted.
void requestToaster();

export default function QueryShell({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
