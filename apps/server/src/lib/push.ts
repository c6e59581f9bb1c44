/**
 * Web Push: the VAPID keys (from configuration, or generated once and kept in DATA_DIR) and
 * one send. The message is encrypted by the `web-push` package (aes128gcm, RFC 8291) and
 * posted with fetch, so any push service address works (http for local tests included).
 */
import { createPublicKey } from 'node:crypto';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import { persistentSecret } from './secrets.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function vapidKeys(
  config: Pick<
    Config,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'CONTACT_EMAIL'
  >,
): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const stored = JSON.parse(
    persistentSecret(config.DATA_DIR, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/** Private, loopback, link-local and unspecified IPv4 ranges (first octets). */
function privateIPv4(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/**
 * Whether the server may post reminders to a subscription's endpoint: https to a public host
 * (push services are all public https), unless `allowInsecure` (tests with a local service).
 */
export function pushEndpointAllowed(endpoint: string, allowInsecure = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowInsecure) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return false;
  if (privateIPv4(host)) return false;
  if (host.includes(':')) {
    // IPv6 literal: loopback, unspecified, unique-local (fc00::/7), link-local (fe80::/10), IPv4-mapped
    if (
      host === '::1' ||
      host === '::' ||
      /^f[cd]/.test(host) ||
      /^fe[89ab]/.test(host) ||
      host.startsWith('::ffff:')
    )
      return false;
  }
  return true;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** True when a subscription's p256dh (base64url) is an uncompressed point of the P-256 curve. */
export function isValidPushKey(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends one push; resolves with the push service's HTTP status, 0 when the message could not
 * be made (a bad key) or the service is unreachable. Never throws: one bad subscription must
 * not stop a slot's other sends.
 */
export async function sendPush(
  keys: VapidKeys,
  target: PushTarget,
  message: PushMessage,
  ttlSeconds = 6 * 3600,
): Promise<number> {
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      { vapidDetails: keys, TTL: ttlSeconds, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return 0;
  }
}
