/**
 * Service-worker registration, loaded after the page (main.tsx, after-load.ts): the worker (/sw.js, scope
 * /) is registered only over https or on localhost, with a 10 s timeout; failures are only
 * logged. When a new worker takes control of a page that already had one, the page reloads
 * (so it runs the new release).
 */
import { isNativePlatform } from './native';
import { SW_REGISTER_TIMEOUT_MS, SW_URL } from './pwa';

export function isSecureForServiceWorker(
  loc: { protocol: string; hostname: string } = window.location,
): boolean {
  if (loc.protocol === 'https:') return true;
  return loc.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]', '::1'].includes(loc.hostname);
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (!isSecureForServiceWorker() || isNativePlatform()) return null;
  const hadController = !!navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('service worker registration timed out after 10 s')),
        SW_REGISTER_TIMEOUT_MS,
      );
    });
    return await Promise.race([navigator.serviceWorker.register(SW_URL, { scope: '/' }), timeout]);
  } catch (error) {
    console.warn('Slove: service worker registration failed', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
