import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import { initStorage } from '@/lib/storage';
import { applyTheme, readTheme } from '@/lib/theme';
import { listenForInstall, registerServiceWorker } from '@/lib/pwa';
import { startOfflineQueue } from '@/lib/offline-queue';
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
  startOfflineQueue();
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}

void start();
