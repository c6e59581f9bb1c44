// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('consent and third parties', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('stores the choice under the slove_ ad-consent flag', async () => {
    const { getConsent, setConsent, AD_CONSENT_KEY, ANALYTICS_CONSENT_KEY } = await import('./consent');
    expect(getConsent()).toEqual({ ads: null, analytics: null });
    setConsent({ ads: true, analytics: false });
    expect(localStorage.getItem(AD_CONSENT_KEY)).toBe('granted');
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied');
    expect(AD_CONSENT_KEY.startsWith('slove_')).toBe(true);
    expect(getConsent()).toEqual({ ads: 'granted', analytics: 'denied' });
  });

  it('adds each script once, with the configured client id and site id', async () => {
    const { loadAds, loadAnalytics, adsScriptUrl } = await import('./third-party');
    expect(loadAds('ca-pub-1', 'http://127.0.0.1:9/ads.js')).toBe(true);
    expect(loadAds('ca-pub-1', 'http://127.0.0.1:9/ads.js')).toBe(false);
    expect(loadAnalytics('http://127.0.0.1:9/a.js', 'site-7')).toBe(true);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([
      'http://127.0.0.1:9/ads.js?client=ca-pub-1',
      'http://127.0.0.1:9/a.js',
    ]);
    expect(scripts[1]!.dataset.websiteId).toBe('site-7');
    expect(adsScriptUrl('ca-pub-2', null)).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-2',
    );
  });
});
