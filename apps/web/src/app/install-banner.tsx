import { lazy, Suspense, useEffect, useState } from 'react';
import { INSTALL_BANNER_DELAY_MS, installBannerAllowed, useInstallState } from '@/lib/pwa';

const InstallBannerView = lazy(() => import('./install-banner-view'));

/**
 * Offers installation 10 s after the browser made it possible; not when dismissed in this
 * session (session flag), when already standalone, installed, or inside the native shell.
 */
export function InstallBanner() {
  const state = useInstallState();
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (state.availableAt === null) return;
    const wait = Math.max(0, state.availableAt + INSTALL_BANNER_DELAY_MS - Date.now());
    const timer = setTimeout(() => setDue(true), wait);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [state.availableAt]);

  if (!due || !installBannerAllowed(state)) return null;
  return (
    <Suspense fallback={null}>
      <InstallBannerView />
    </Suspense>
  );
}
