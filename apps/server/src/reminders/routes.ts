/**
 * Reminder subscriptions (mounted under /api): a device asks for the morning and evening
 * reminders of the synonym games (reminders/scheduler.ts sends them).
 *   POST /push/subscribe     { endpoint, keys, morning, evening }
 *   POST /push/unsubscribe   { endpoint }
 */
import type { FastifyPluginAsync } from 'fastify';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '@slove/core/synonyms-api';
import { HttpError, parse } from '../lib/http.ts';
import { isValidPushKey, pushEndpointAllowed } from '../lib/push.ts';
import { player, rateLimit } from '../lib/rate-limit.ts';
import { getSessionUser } from '../auth/session.ts';
import { subscribe, unsubscribe } from './service.ts';

export const PUSH_OTHER_ACCOUNT = 'Acest dispozitiv primește notificări pentru alt cont.';
const INVALID = 'Abonament invalid.';

export const reminderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/push/subscribe', async (request) => {
    const user = await getSessionUser(request);
    await rateLimit(request, { key: 'push-subscribe', max: 30, windowSec: 3600 }, player(request, user));
    const body = parse(pushSubscribeSchema, request.body, INVALID);
    if (!isValidPushKey(body.keys.p256dh))
      throw new HttpError(400, INVALID, { fields: { 'keys.p256dh': ['Cheie invalidă.'] } });
    if (!pushEndpointAllowed(body.endpoint, app.config.PUSH_ALLOW_INSECURE)) {
      throw new HttpError(400, INVALID, {
        fields: { endpoint: ['Adresa serviciului de notificări nu este permisă.'] },
      });
    }
    const stored = await subscribe(app.database.db, user?.id ?? null, {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      morning: body.morning,
      evening: body.evening,
    });
    if (!stored) throw new HttpError(409, PUSH_OTHER_ACCOUNT);
    return { ok: true };
  });

  app.post('/push/unsubscribe', async (request) => {
    const user = await getSessionUser(request);
    const { endpoint } = parse(pushUnsubscribeSchema, request.body, INVALID);
    await unsubscribe(app.database.db, user?.id ?? null, endpoint);
    return { ok: true };
  });
};
