import type { FastifyPluginAsync } from 'fastify';
import { appliedMigrations, pingDatabase } from '../db/client.ts';
import { contentVersionInDb } from '../content/seed.ts';

/** GET /api/health: database reachable, migrations applied, content version. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
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
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'unavailable',
      database: { reachable: database, kind: app.database.kind },
      migrations: { applied: migrations },
      content: { version: content },
      ms: Math.round(performance.now() - started),
    });
  });
};
