/**
 * The backup path of `npm run backup` / `npm run restore -- FILE` (cli/backup.ts), for the
 * machine the server runs on only:
 *   POST /api/admin/backup   → the backup (db/backup.ts), as JSON
 *   POST /api/admin/restore  the backup's JSON → { tables, rows }
 * Both need a loopback client and the token kept in DATA_DIR/secrets/backup-token (mode 0600,
 * readable by whoever runs the server); anything else is a 404, as if the path did not exist.
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BackupError, createBackup, restoreBackup, type Backup } from '../db/backup.ts';
import { HttpError } from '../lib/http.ts';
import { persistentSecret } from '../lib/secrets.ts';

export const BACKUP_TOKEN_HEADER = 'x-slove-backup-token';
export const BACKUP_CONTENT_TYPE = 'application/x-slove-backup';
const RESTORE_LIMIT = 1024 * 1024 * 1024;

export const backupToken = (dataDir: string) => persistentSecret(dataDir, 'backup-token');

const loopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1');

export const backupRoutes: FastifyPluginAsync = async (app) => {
  const token = Buffer.from(backupToken(app.config.DATA_DIR));
  const allowed = (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers[BACKUP_TOKEN_HEADER] ?? ''));
    if (!loopback(request.socket.remoteAddress)) return false;
    return given.length === token.length && crypto.timingSafeEqual(given, token);
  };
  const notFound = (request: FastifyRequest) =>
    new HttpError(404, `Ruta API ${request.method} ${request.url.split('?')[0]} nu există.`);

  // the backup's own type: JSON of any size, parsed only here
  app.addContentTypeParser(
    BACKUP_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: RESTORE_LIMIT },
    (_r, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'Fișierul nu este o copie de siguranță Slove.'), undefined);
      }
    },
  );

  // checked before the body is read: nobody else gets a large body buffered
  const onRequest = async (request: FastifyRequest) => {
    if (!allowed(request)) throw notFound(request);
  };

  app.post('/admin/backup', { onRequest }, async (request, reply) => {
    const backup = await createBackup(app.database.db);
    request.log.info({ tables: Object.keys(backup.tables).length }, 'backup taken');
    return reply.header('cache-control', 'no-store').send(backup);
  });

  app.post('/admin/restore', { bodyLimit: RESTORE_LIMIT, onRequest }, async (request) => {
    try {
      const result = await restoreBackup(app.database.db, request.body as Backup);
      app.sessionReader.clear();
      request.log.warn(result, 'database restored from a backup');
      return result;
    } catch (err) {
      if (err instanceof BackupError) throw new HttpError(400, err.message);
      throw err;
    }
  });
};
