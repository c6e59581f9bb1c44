// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  window.dispatchEvent(event);
  return { event, prompt };
}

describe('install prompt', () => {
  beforeEach(() => {
    vi.resetModules();
    sessionStorage.clear();
    delete (window as { Capacitor?: unknown }).Capacitor;
    window.matchMedia = ((q: string) => ({
      matches: false,
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  });

  it('is offered once the browser fires beforeinstallprompt, and installed after acceptance', async () => {
    const pwa = await import('./pwa');
    pwa.listenForInstall();
    expect(pwa.installBannerAllowed()).toBe(false);
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(pwa.installBannerAllowed()).toBe(true);
    expect(await pwa.promptInstall()).toBe(true);
    expect(prompt).toHaveBeenCalledOnce();
    expect(pwa.installBannerAllowed()).toBe(false);
  });

  it('is not offered after a dismissal in this session, when standalone, or in the native shell', async () => {
    let pwa = await import('./pwa');
    pwa.listenForInstall();
    offerInstall();
    pwa.dismissInstall();
    expect(sessionStorage.getItem(pwa.INSTALL_DISMISSED_KEY)).toBe('1');
    expect(pwa.installBannerAllowed()).toBe(false);

    sessionStorage.clear();
    vi.resetModules();
    pwa = await import('./pwa');
    window.matchMedia = ((q: string) => ({
      matches: q === '(display-mode: standalone)',
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    expect(pwa.installBannerAllowed({ availableAt: 1, installed: false })).toBe(false);

    window.matchMedia = ((q: string) => ({
      matches: false,
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    expect(pwa.installBannerAllowed({ availableAt: 1, installed: false })).toBe(true);
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    expect(pwa.installBannerAllowed({ availableAt: 1, installed: false })).toBe(false);
  });

  it('the appinstalled event marks the app installed', async () => {
    const pwa = await import('./pwa');
    pwa.listenForInstall();
    offerInstall();
    window.dispatchEvent(new Event('appinstalled'));
    expect(pwa.installBannerAllowed()).toBe(false);
  });

  it('registers the service worker only over https or on localhost', async () => {
    const { isSecureForServiceWorker } = await import('./sw-register');
    expect(isSecureForServiceWorker({ protocol: 'https:', hostname: 'slove.ro' })).toBe(true);
    expect(isSecureForServiceWorker({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(isSecureForServiceWorker({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(isSecureForServiceWorker({ protocol: 'http:', hostname: 'slove.ro' })).toBe(false);
    expect(isSecureForServiceWorker({ protocol: 'http:', hostname: '192.168.1.20' })).toBe(false);
  });

  it('gives up registration after 10 s and only logs', async () => {
    vi.useFakeTimers();
    const register = vi.fn(() => new Promise<never>(() => {}));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null, register, addEventListener: vi.fn() },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { SW_REGISTER_TIMEOUT_MS } = await import('./pwa');
    const { registerServiceWorker } = await import('./sw-register');
    expect(SW_REGISTER_TIMEOUT_MS).toBe(10_000);
    const result = registerServiceWorker();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeNull();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(warn).toHaveBeenCalled();
    vi.useRealTimers();
    warn.mockRestore();
  });
});
