/**
 * EU consent: a banner with Accept / Refuz / Setări when an ad provider or analytics is
 * configured and the visitor has not chosen yet; the footer reopens the settings. The
 * scripts load only when configured AND consented (see lib/third-party).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAppConfig } from '@/lib/config';
import { registerConsentSettingsOpener, setConsent, useConsent } from '@/lib/consent';
import { loadAds, loadAnalytics } from '@/lib/third-party';

const ConsentDialog = lazy(() => import('./consent-dialog'));

export function ConsentManager() {
  const { data: config } = useAppConfig();
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);

  const hasAds = !!config?.ads;
  const hasAnalytics = !!config?.analytics;

  useEffect(() => {
    registerConsentSettingsOpener(() => setSettingsOpen(true));
    return () => registerConsentSettingsOpener(null);
  }, []);

  // Third parties: only when configured AND consented.
  useEffect(() => {
    if (config?.ads && consent.ads === 'granted') loadAds(config.ads.clientId, config.ads.scriptUrl);
    if (config?.analytics && consent.analytics === 'granted')
      loadAnalytics(config.analytics.url, config.analytics.siteId);
  }, [config, consent.ads, consent.analytics]);

  const undecided = (hasAds && consent.ads === null) || (hasAnalytics && consent.analytics === null);
  const what =
    hasAds && hasAnalytics ? 'reclame și statistici de trafic' : hasAds ? 'reclame' : 'statistici de trafic';

  return (
    <>
      {undecided && !settingsOpen && (
        <section
          aria-label="Consimțământ cookie-uri"
          data-testid="consent-banner"
          className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xl md:flex-row md:items-center"
        >
          <p className="flex-1 text-sm">
            Folosim {what} de la terți doar cu acordul tău. Jocurile funcționează la fel și dacă refuzi.
            Detalii în{' '}
            <Link to="/privacy-policy" className="font-bold text-primary underline underline-offset-4">
              politica de confidențialitate
            </Link>
            .
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonVariants({ variant: 'ghost' })}
              onClick={() => setSettingsOpen(true)}
              data-testid="consent-settings"
            >
              Setări
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: 'outline' })}
              onClick={() => setConsent({ ads: false, analytics: false })}
              data-testid="consent-refuse"
            >
              Refuz
            </button>
            <button
              type="button"
              className={buttonVariants()}
              onClick={() => setConsent({ ads: true, analytics: true })}
              data-testid="consent-accept"
            >
              Accept
            </button>
          </div>
        </section>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ConsentDialog
            hasAds={hasAds}
            hasAnalytics={hasAnalytics}
            initial={{ ads: consent.ads === 'granted', analytics: consent.analytics === 'granted' }}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
