/**
 * Morning (09:00) and evening (19:00) reminders.
 * - In a browser: Web Push. The permission is asked when a switch is turned on; the service
 *   worker's subscription (VAPID key from /api/config) is sent to POST /api/push/subscribe
 *   with both switches; with both off it is withdrawn (POST /api/push/unsubscribe).
 * - In the native shell: daily local notifications (@capacitor/local-notifications).
 */
import { apiFetch, ApiError } from '@/lib/api';
import { fetchConfig } from '@/lib/config';
import { isNativePlatform } from '@/lib/native';
import { SETTINGS } from './texts';

export interface ReminderSwitches {
  morning: boolean;
  evening: boolean;
}

export class ReminderError extends Error {}

const NATIVE_IDS = { morning: 9001, evening: 9019 } as const;
const NATIVE_TEXT = {
  morning: {
    title: 'Bună dimineața de la Slove!',
    body: 'Sinonimele zilei te așteaptă. Câteva minute de joc îți țin seria activă.',
    hour: 9,
  },
  evening: {
    title: 'Nu uita de sinonime!',
    body: 'Mai ai timp azi să-ți atingi obiectivul zilnic și să-ți păstrezi seria.',
    hour: 19,
  },
} as const;

function base64UrlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function applyNative(next: ReminderSwitches): Promise<void> {
  const { LocalNotifications } = await import('@capacitor/local-notifications');
  if (next.morning || next.evening) {
    const perm = await LocalNotifications.requestPermissions();
    if (perm.display !== 'granted') throw new ReminderError(SETTINGS.permissionDenied);
  }
  await LocalNotifications.cancel({
    notifications: [{ id: NATIVE_IDS.morning }, { id: NATIVE_IDS.evening }],
  });
  const notifications = (['morning', 'evening'] as const)
    .filter((slot) => next[slot])
    .map((slot) => ({
      id: NATIVE_IDS[slot],
      title: NATIVE_TEXT[slot].title,
      body: NATIVE_TEXT[slot].body,
      schedule: { on: { hour: NATIVE_TEXT[slot].hour, minute: 0 }, allowWhileIdle: true },
      extra: { url: '/sinonime-simple' },
    }));
  if (notifications.length) await LocalNotifications.schedule({ notifications });
}

async function registration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined')
    throw new ReminderError(SETTINGS.unsupported);
  const reg = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new ReminderError(SETTINGS.unsupported)), 10_000),
    ),
  ]);
  return reg;
}

async function applyWebPush(next: ReminderSwitches): Promise<void> {
  const reg = await registration();
  let sub = await reg.pushManager.getSubscription();
  if (!next.morning && !next.evening) {
    if (sub) {
      await apiFetch('/api/push/unsubscribe', {
        method: 'POST',
        body: { endpoint: sub.endpoint },
        timeoutMs: 10_000,
      }).catch(() => undefined);
      await sub.unsubscribe().catch(() => undefined);
    }
    return;
  }
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new ReminderError(SETTINGS.permissionDenied);
  const { push } = await fetchConfig();
  if (!push.publicKey) throw new ReminderError(SETTINGS.unsupported);
  sub ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(push.publicKey),
  });
  const send = (s: PushSubscription) => {
    const json = s.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
    return apiFetch('/api/push/subscribe', {
      method: 'POST',
      body: { endpoint: json.endpoint, keys: json.keys, ...next },
      timeoutMs: 10_000,
    });
  };
  try {
    await send(sub);
  } catch (error) {
    // This device's endpoint belongs to another account: take a new one.
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    await sub.unsubscribe();
    sub = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(push.publicKey),
    });
    await send(sub);
  }
}

/** Apply both switches on this device. Throws a ReminderError with a Romanian message. */
export async function applyReminders(next: ReminderSwitches): Promise<void> {
  try {
    if (isNativePlatform()) await applyNative(next);
    else await applyWebPush(next);
  } catch (error) {
    if (error instanceof ReminderError) throw error;
    console.error('[reminders]', error);
    throw new ReminderError(error instanceof ApiError ? error.message : SETTINGS.reminderFailed);
  }
}
