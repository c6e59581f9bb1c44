/**
 * Account routes under /api/account:
 *   POST /account/delete  { email, reason, confirm? }  — direct deletion when the signed-in
 *        user's e-mail equals the one entered and `confirm` is ȘTERGE or that e-mail; otherwise
 *        a stored request (handled within 48 h).
 *   POST /account/merge   { classic?, synonyms?, quiz?, crosswords?, wordle? } — guest data
 *        merged into the signed-in account by each game's merge function.
 *   GET  /account/export  — "Descarcă datele mele": every row of the account, as JSON
 *        (account-export.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isGameId, type MergeKey } from '@slove/core/games';
import { DELETE_CONFIRM_TEXTS, isDeleteConfirmation } from '@slove/core/account';
import { DELETE_REASON_MAX } from '@slove/core/names';
import { fieldErrors, HttpError, parse } from '../lib/http.ts';
import { createMailer } from '../lib/mail.ts';
import { player, rateLimit } from '../lib/rate-limit.ts';
import { deleteAccount, requestDeletion } from '../auth/delete-account.ts';
import { accountDeletedMail, deletionRequestMail } from '../auth/mails.ts';
import { getSessionUser, requireUser, toHeaders } from '../auth/session.ts';
import { gameModule } from '../games/registry.ts';
import { exportAccount } from './account-export.ts';

export const DELETE_REQUIRED = 'Vă rugăm să completați toate câmpurile obligatorii.';

export const deleteBodySchema = z.object({
  email: z
    .string({ error: DELETE_REQUIRED })
    .trim()
    .min(1, DELETE_REQUIRED)
    .max(254, 'Adresa de email nu este validă.')
    .pipe(z.email({ error: 'Adresa de email nu este validă.' })),
  reason: z
    .string({ error: DELETE_REQUIRED })
    .trim()
    .min(1, DELETE_REQUIRED)
    .max(DELETE_REASON_MAX, `Motivul poate avea cel mult ${DELETE_REASON_MAX} de caractere.`),
  /** Deleting one's own account: ȘTERGE or the e-mail, typed (see @slove/core/account). */
  confirm: z.string().max(254, DELETE_CONFIRM_TEXTS.missing).optional(),
});

export type DeleteOutcome = 'deleted' | 'requested';

/** Sign the request's session out (its row and its cookie) before the account goes. */
async function clearSession(request: FastifyRequest, reply: FastifyReply) {
  try {
    const res = await request.server.auth.api.signOut({ headers: toHeaders(request), returnHeaders: true });
    const cookies = res.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
  } catch (err) {
    request.log.warn({ err }, 'sign-out before deletion failed');
  }
}

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const mailer = createMailer(app.config, app.log);

  app.post('/account/delete', async (request, reply) => {
    // the first problem is the message (a reason too long is not a missing field)
    const checked = deleteBodySchema.safeParse(request.body ?? {});
    if (!checked.success)
      throw new HttpError(400, checked.error.issues[0]?.message ?? DELETE_REQUIRED, {
        fields: fieldErrors(checked.error),
      });
    const body = checked.data;
    const user = await getSessionUser(request);
    await rateLimit(request, { key: 'account-delete', max: 10, windowSec: 3600 }, player(request, user));
    const email = body.email.toLowerCase();

    if (user && user.email.toLowerCase() === email) {
      if (!isDeleteConfirmation(body.confirm, user.email))
        throw new HttpError(400, DELETE_CONFIRM_TEXTS.missing, { code: 'DELETE_NOT_CONFIRMED' });
      await clearSession(request, reply);
      const deleted = await deleteAccount(app.database.db, user.id);
      app.sessionReader.clear();
      if (deleted) {
        request.log.info({ userId: user.id }, 'account deleted by its owner');
        mailer
          .send({ to: deleted.email, ...accountDeletedMail(deleted.name) })
          .catch((err) => request.log.error({ err }, 'account-deleted mail failed'));
      }
      return { outcome: 'deleted' satisfies DeleteOutcome };
    }

    await rateLimit(
      request,
      { key: 'account-delete', max: 3, windowSec: 24 * 3600 },
      { kind: 'email', value: email },
    );
    await requestDeletion(app.database.db, email, body.reason, user?.id ?? null);
    request.log.info({ requestedBy: user?.id ?? null }, 'account deletion request stored');
    mailer
      .send({ to: email, ...deletionRequestMail() })
      .catch((err) => request.log.error({ err }, 'deletion-request mail failed'));
    return { outcome: 'requested' satisfies DeleteOutcome };
  });

  app.get('/account/export', exportAccount);

  app.post('/account/merge', async (request) => {
    const user = await requireUser(request);
    await rateLimit(request, { key: 'account-merge', max: 30, windowSec: 600 }, player(request, user));
    const raw = request.body;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      throw new HttpError(400, 'Date locale invalide.');
    const body = raw as Record<string, unknown>;
    const merged: MergeKey[] = [];
    const unsupported: string[] = [];
    // Validate everything first: nothing is written when one part is malformed.
    const parsed: { key: MergeKey; data: unknown }[] = [];
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      if (!isGameId(key)) {
        unsupported.push(key);
        continue;
      }
      const { schema } = gameModule(key).merger;
      parsed.push({ key, data: parse(schema, value, `Date locale invalide (${key}).`) });
    }
    const env = { contentDir: app.config.CONTENT_DIR, request };
    for (const { key, data } of parsed) {
      await gameModule(key).merger.merge(app.database.db, user.id, data, env);
      merged.push(key);
    }
    return { merged, unsupported };
  });
};
