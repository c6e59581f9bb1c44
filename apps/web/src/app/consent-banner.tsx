/**
 * EU consent: a banner with Accept / Refuz / Setări when an ad provider or analytics is
 * configured and the visitor has not chosen yet; the footer reopens the settings. The
 * scripts load only when configured AND consented (see lib/third-party).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppConfig } from '@/lib/config';
import { registerConsentSettingsOpener, useConsent } from '@/lib/consent';

const ConsentDialog = lazy(() => import('./consent-dialog'));
const ConsentBannerView = lazy(() => import('./consent-banner-view'));

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
    const ads = config?.ads && consent.ads === 'granted' ? config.ads : null;
    const analytics = config?.analytics && consent.analytics === 'granted' ? config.analytics : null;
    if (!ads && !analytics) return;
    void import('@/lib/third-party').then(({ loadAds, loadAnalytics }) => {
      if (ads) loadAds(ads.clientId, ads.scriptUrl);
      if (analytics) loadAnalytics(analytics.url, analytics.siteId);
    });
  }, [config, consent.ads, consent.analytics]);

  const undecided = (hasAds && consent.ads === null) || (hasAnalytics && consent.analytics === null);
  const what =
    hasAds && hasAnalytics ? 'reclame și statistici de trafic' : hasAds ? 'reclame' : 'statistici de trafic';

  return (
    <>
      {undecided && !settingsOpen && (
        <Suspense fallback={null}>
          <ConsentBannerView what={what} onSettings={() => setSettingsOpen(true)} />
        </Suspense>
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
