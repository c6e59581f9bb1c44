import { useEffect, useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  dismissInstall,
  INSTALL_BANNER_DELAY_MS,
  installBannerAllowed,
  promptInstall,
  useInstallState,
} from '@/lib/pwa';

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
    <section
      aria-label="Instalează aplicația"
      data-testid="install-banner"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xl sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <p className="font-extrabold">Instalează Slove</p>
        <p className="text-sm text-muted-foreground">
          Pornește jocurile direct de pe ecran, chiar și fără internet.
        </p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost' })}
          onClick={dismissInstall}
          data-testid="install-dismiss"
        >
          Nu acum
        </button>
        <button
          type="button"
          className={buttonVariants()}
          onClick={() => void promptInstall()}
          data-testid="install-accept"
        >
          <DownloadIcon aria-hidden="true" /> Instalează
        </button>
      </div>
    </section>
  );
}
