/**
 * EU consent for the third parties (ads, analytics). The choice is stored with the adapter
 * under `slove_ad_consent` (the spec's ad-consent flag) and `slove_analytics_consent`:
 * 'granted' or 'denied'; absent means not decided yet. It can be changed from the footer.
 */
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export const AD_CONSENT_KEY = 'slove_ad_consent';
export const ANALYTICS_CONSENT_KEY = 'slove_analytics_consent';

export type ConsentValue = 'granted' | 'denied';

export interface ConsentState {
  ads: ConsentValue | null;
  analytics: ConsentValue | null;
}

const read = (key: string): ConsentValue | null => {
  const v = storage.get(key);
  return v === 'granted' || v === 'denied' ? v : null;
};

let snapshot: ConsentState | null = null;
function getSnapshot(): ConsentState {
  const next = { ads: read(AD_CONSENT_KEY), analytics: read(ANALYTICS_CONSENT_KEY) };
  if (!snapshot || snapshot.ads !== next.ads || snapshot.analytics !== next.analytics) snapshot = next;
  return snapshot;
}

export function getConsent(): ConsentState {
  return getSnapshot();
}

export function setConsent(next: { ads: boolean; analytics: boolean }): void {
  storage.set(AD_CONSENT_KEY, next.ads ? 'granted' : 'denied');
  storage.set(ANALYTICS_CONSENT_KEY, next.analytics ? 'granted' : 'denied');
}

function subscribe(callback: () => void): () => void {
  return storage.subscribe((key) => {
    if (key === AD_CONSENT_KEY || key === ANALYTICS_CONSENT_KEY) callback();
  });
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Opening the consent settings from anywhere (the footer link). */
type Opener = () => void;
let opener: Opener | null = null;
export function registerConsentSettingsOpener(fn: Opener | null): void {
  opener = fn;
}
export function openConsentSettings(): void {
  opener?.();
}
