import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import { initStorage } from '@/lib/storage';
import { applyTheme, readTheme } from '@/lib/theme';
import { listenForInstall } from '@/lib/pwa';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';

// The browser may offer installation before React renders: listen right away.
listenForInstall();

async function start() {
  await initStorage();
  applyTheme(readTheme());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
  // saves queued offline go out now and whenever the connection returns (loaded after the page)
  void import('@/lib/offline-queue').then((m) => m.startOfflineQueue());
  const register = () => void import('@/lib/sw-register').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void start();
