/**
 * Loading the ad provider and analytics scripts. Called only when the script is configured
 * AND the visitor consented; each script is added at most once.
 */

const DEFAULT_ADS_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

function addScript(id: string, src: string, attrs: Record<string, string> = {}): boolean {
  if (document.getElementById(id)) return false;
  const s = document.createElement('script');
  s.id = id;
  s.src = src;
  s.async = true;
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  s.onerror = () => console.warn(`Slove: could not load ${id}`);
  document.head.appendChild(s);
  return true;
}

export function adsScriptUrl(clientId: string, scriptUrl: string | null): string {
  const url = new URL(scriptUrl ?? DEFAULT_ADS_SCRIPT);
  url.searchParams.set('client', clientId);
  return url.toString();
}

export function loadAds(clientId: string, scriptUrl: string | null): boolean {
  return addScript('slove-ads', adsScriptUrl(clientId, scriptUrl), {
    crossorigin: 'anonymous',
    'data-ad-client': clientId,
  });
}

export function loadAnalytics(url: string, siteId: string): boolean {
  return addScript('slove-analytics', url, { 'data-website-id': siteId, 'data-site-id': siteId, defer: '' });
}
