/**
 * Installable app: the install prompt (service-worker registration: sw-register.ts, loaded
 * after the page).
 * - The worker (/sw.js, scope /) is registered only over https or on localhost, with a
 *   10 s timeout; failures are only logged. When a new worker takes control of a page that
 *   already had one, the page reloads (so it runs the new release).
 * - "Installed" follows the browser's appinstalled event and the user's acceptance of the prompt.
 */
import { useSyncExternalStore } from 'react';
import { isNativePlatform } from './native';
import { sessionFlags } from './storage';

export const SW_URL = '/sw.js';
export const SW_REGISTER_TIMEOUT_MS = 10_000;
export const INSTALL_BANNER_DELAY_MS = 10_000;
/** Session flag: the visitor dismissed the install banner in this session. */
export const INSTALL_DISMISSED_KEY = 'slove_install_dismissed';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallState {
  /** When the browser offered installation (ms since epoch), or null. */
  availableAt: number | null;
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { availableAt: null, installed: false };
const listeners = new Set<() => void>();
const emit = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

let listening = false;
/** Start listening for the browser's install events (call as early as possible). */
export function listenForInstall(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit({ availableAt: Date.now() });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit({ installed: true, availableAt: null });
  });
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const media = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return media || iosStandalone;
}

/** Shows the browser's install prompt; resolves true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  emit({ availableAt: null });
  try {
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') {
      emit({ installed: true });
      return true;
    }
  } catch (error) {
    console.warn('Slove: install prompt failed', error);
  }
  return false;
}

export function dismissInstall(): void {
  sessionFlags.set(INSTALL_DISMISSED_KEY);
  emit({});
}

/** Whether the banner may be offered at all (before the 10 s delay). */
export function installBannerAllowed(s: InstallState = state): boolean {
  return (
    s.availableAt !== null &&
    !s.installed &&
    !sessionFlags.get(INSTALL_DISMISSED_KEY) &&
    !isStandalone() &&
    !isNativePlatform()
  );
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
