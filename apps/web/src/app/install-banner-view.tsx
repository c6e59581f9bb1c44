import { DownloadIcon } from 'lucide-react';
import { dismissInstall, promptInstall } from '@/lib/pwa';
import { BannerButton } from './banner-button';

/** The install banner itself (loaded only when it is due: see install-banner.tsx). */
export default function InstallBannerView() {
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
        <BannerButton variant="ghost" onClick={dismissInstall} testId="install-dismiss">
          Nu acum
        </BannerButton>
        <BannerButton onClick={() => void promptInstall()} testId="install-accept">
          <DownloadIcon aria-hidden="true" /> Instalează
        </BannerButton>
      </div>
    </section>
  );
}
