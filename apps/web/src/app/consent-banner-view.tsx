import { Link } from 'react-router';
import { setConsent } from '@/lib/consent';
import { BannerButton } from './banner-button';

/** The consent banner itself (loaded only when a choice is needed: see consent-banner.tsx). */
export default function ConsentBannerView({ what, onSettings }: { what: string; onSettings(): void }) {
  return (
    <section
      aria-label="Consimțământ cookie-uri"
      data-testid="consent-banner"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xl md:flex-row md:items-center"
    >
      <p className="flex-1 text-sm">
        Folosim {what} de la terți doar cu acordul tău. Jocurile funcționează la fel și dacă refuzi. Detalii
        în{' '}
        <Link to="/privacy-policy" className="font-bold text-primary underline underline-offset-4">
          politica de confidențialitate
        </Link>
        .
      </p>
      <div className="flex flex-wrap gap-2">
        <BannerButton variant="ghost" onClick={onSettings} testId="consent-settings">
          Setări
        </BannerButton>
        <BannerButton
          variant="outline"
          onClick={() => setConsent({ ads: false, analytics: false })}
          testId="consent-refuse"
        >
          Refuz
        </BannerButton>
        <BannerButton onClick={() => setConsent({ ads: true, analytics: true })} testId="consent-accept">
          Accept
        </BannerButton>
      </div>
    </section>
  );
}
