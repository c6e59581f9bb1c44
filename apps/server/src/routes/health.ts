import type { FastifyPluginAsync } from 'fastify';
import { appliedMigrations, pingDatabase } from '../db/client.ts';
import { contentVersionInDb } from '../content/seed.ts';

/**
 * GET /api/health: ok (200) when the database answers, its migrations are applied and the
 * content is loaded, else unavailable (503). The public learns only that: what is not ok (and
 * the database's kind) goes to the server's log, for whoever runs it.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    let database = false;
    try {
      await pingDatabase(app.database);
      database = true;
    } catch (err) {
      app.log.error({ err }, 'health: database unreachable');
    }
    const migrations = database ? await appliedMigrations(app.database) : 0;
    const content = database ? await contentVersionInDb(app.database.db) : null;
    const ok = database && migrations > 0 && content !== null;
    if (!ok)
      app.log.warn(
        { database: app.database.kind, reachable: database, migrations, content },
        'health: not ok',
      );
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });
};
