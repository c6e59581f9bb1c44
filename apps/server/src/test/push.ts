/**
 * Web Push from the receiving side, for the tests: a browser's subscription keys (ECDH P-256
 * and a 16-byte auth secret), a local push service on 127.0.0.1 that records what it gets,
 * the RFC 8291 (aes128gcm) decryption of a message and the RFC 8292 (VAPID) check of its
 * Authorization header — written with node:crypto, independently of the web-push package.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';

export interface DeviceKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** As PushSubscription.toJSON() gives them: base64url without padding. */
  json: { p256dh: string; auth: string };
}

export function deviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Decrypt an aes128gcm Web Push message (RFC 8188 framing, RFC 8291 keys); one record. */
export function decryptPush(body: Buffer, keys: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65 || record.length > rs)
    throw new Error(`unexpected framing: idlen ${idlen}, record ${record.length}, rs ${rs}`);
  const secret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // data, then the last-record delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Check a VAPID Authorization header ('vapid t=JWT, k=KEY'): the ES256 signature with the
 * key it names, and the claims. Returns the key and the claims.
 */
export function verifyVapid(header: string): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!m) throw new Error(`not a VAPID header: ${header}`);
  const [head, payload, signature] = m[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`unexpected alg ${alg}`);
  return { publicKey: m[2]!, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
}

export interface ReceivedPush {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  received: ReceivedPush[];
  /** The status the service answers for a path (201 unless set). */
  statusFor: Map<string, number>;
  close(): Promise<void>;
}

/** A push service on a free port of 127.0.0.1. */
export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusFor.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    statusFor,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
