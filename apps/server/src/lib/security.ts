/**
 * Security headers: a CSP that allows our own origin only (third parties only when
 * configured), and inline scripts only by their hash (the theme script of the pages).
 */
import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(config: Config, inlineScripts: string[] = []): string {
  const ads = config.ADS_CLIENT_ID
    ? origin(config.ADS_SCRIPT_URL ?? 'https://pagead2.googlesyndication.com')
    : [];
  const analytics = origin(config.ANALYTICS_URL);
  const third = [...ads, ...analytics];
  const list = (...extra: string[]) => ["'self'", ...extra].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(...inlineScripts.map(scriptHash), ...third)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list('data:', 'blob:', ...third)}`,
    `font-src 'self'`,
    `connect-src ${list(...third)}`,
    `frame-src ${ads.length ? ads.join(' ') : "'none'"}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Cross-Origin-Opener-Policy. `same-origin` puts a page in a browsing context group of its own:
 * a cross-origin window that opened it, or that it opens, keeps no reference to it (no
 * navigating it, no counting its frames). It is sent on everything (`OPENER_POLICY` in app.ts)
 * but the public pages that people arrive on: the home page, the games and the articles
 * (`index: true` in @slove/core/routes), whose documents hold nothing of a player's own. For
 * those the server sends `unsafe-none` (web.ts). A navigation into a `same-origin` page from one
 * without it (a new tab's blank page, another site) switches the group, so Chromium commits the
 * page in a new renderer process: in Lighthouse's visits (and PageSpeed Insights'), the commit's
 * task took 60–170 ms instead of 36–51 ms here, and the page's Total Blocking Time was 2–5 times
 * as high (bench/README.md). The account pages (sign-in, new password, progress, account
 * deletion) keep `same-origin`: there a window kept by another site would matter.
 */
export const OPENER_POLICY = 'cross-origin-opener-policy';

export function securityHeaders(config: Config, inlineScripts: string[] = []): Record<string, string> {
  const h: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config, inlineScripts),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
  if (config.isHttps) h['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return h;
}
