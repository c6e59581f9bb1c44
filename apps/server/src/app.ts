/**
 * The Fastify application: the JSON API under /api and the built web app.
 * buildApp() is used by main.ts and by the API tests (no port needed: app.inject()).
 */
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { HttpError, sendError } from './lib/http.ts';
import { registerJsonBodyParser } from './lib/json-body.ts';
import { OPENER_POLICY, securityHeaders } from './lib/security.ts';
import { defaultWebDist, inlineScripts, loadWebApp, registerWeb } from './lib/web.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import { backupRoutes } from './routes/backup.ts';
import { sameOriginHook } from './auth/origin.ts';
import { createSessionReader, type SessionReader } from './auth/session.ts';
import { healthRoutes } from './routes/health.ts';
import { configRoutes } from './routes/config.ts';
import { accountRoutes } from './routes/account.ts';
import { reminderRoutes } from './reminders/routes.ts';
import { GAME_MODULES } from './games/registry.ts';
import { vapidKeys } from './lib/push.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Secret for better-auth (from config or DATA_DIR). */
  authSecret: string;
  webDist?: string | false;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    auth: Auth;
    sessionReader: SessionReader;
    /** Every route of the app (method and URL pattern), for the fuzz test's sweep. */
    routeTable: { method: string; url: string }[];
  }
}

export const BODY_LIMIT = 64 * 1024;

/** The API's addresses whose answers are about the session or the account, whoever asks. */
const ACCOUNT_PATHS = /^\/api\/(auth|account|admin|push)(\/|\?|$)/;

/** Whether an API answer is private: about an account, or made for the signed-in player. */
function isPrivate(request: FastifyRequest): boolean {
  return ACCOUNT_PATHS.test(request.url) || !!(request as FastifyRequest & { sloveUser?: unknown }).sloveUser;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // an address that cannot be decoded (e.g. '/%E2%80'): Fastify's own answer is in English
    frameworkErrors: (_error, _request, reply) => sendError(reply, 400, 'Adresa cererii nu este validă.'),
  });
  app.decorate('config', config);
  registerJsonBodyParser(app);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.decorate('database', database);
  const auth = createAuth({ config, database, secret: deps.authSecret, log: app.log });
  app.decorate('auth', auth);
  let cookieNames: Promise<{ session: string; dontRemember: string }> | undefined;
  app.decorate(
    'sessionReader',
    createSessionReader({
      db: () => database.db,
      secret: deps.authSecret,
      cookieNames: () =>
        (cookieNames ??= auth.$context.then((c) => ({
          session: c.authCookies.sessionToken.name,
          dontRemember: c.authCookies.dontRememberToken.name,
        }))),
    }),
  );
  // Web Push: the public VAPID key for GET /api/config (reminders of the synonym games)
  try {
    app.decorate('pushPublicKey', vapidKeys(config).publicKey);
  } catch (err) {
    app.log.warn({ err }, 'Web Push keys unavailable: reminders are off');
  }

  // While closing, responses ask the client to close its connection: a keep-alive connection
  // that becomes idle after close() started would otherwise hold the shutdown for 72 s.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // CSRF: every state-changing API request must come from the site's own origin (checked
  // after body parsing, so that malformed or oversized bodies keep their 400/413). This hook
  // is the only origin check: routes do not repeat it.
  app.addHook('preHandler', async (request) => {
    if (request.url.startsWith('/api/')) await sameOriginHook(request);
  });

  const webDist = deps.webDist === false ? null : (deps.webDist ?? defaultWebDist());
  const web = webDist ? loadWebApp(webDist) : null;
  // the pages' inline scripts are allowed by their hashes
  const headers = securityHeaders(config, inlineScripts(web));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    // the public pages set their own (unsafe-none, lib/web.ts); everything else is isolated
    if (!reply.hasHeader(OPENER_POLICY)) reply.header(OPENER_POLICY, 'same-origin');
    if (closing) reply.header('connection', 'close');
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) {
      // An answer made for a signed-in player (the route read the session) or about an
      // account is never stored, by the browser or by the service worker (sw.ts refuses
      // private and no-store answers); any other answer is the same for every visitor, and
      // may be kept if it is revalidated.
      if (isPrivate(request)) reply.header('cache-control', 'private, no-store');
      else if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    }
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message, error.details);
    }
    const e = error as { statusCode?: number; code?: string; message?: string };
    const status = e.statusCode ?? 500;
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
      return sendError(reply, 413, 'Cererea este prea mare (maximum 64 KB).');
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
      return sendError(reply, 415, 'Tip de conținut neacceptat: trimite JSON.');
    if (
      e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    )
      return sendError(reply, 400, 'JSON invalid în corpul cererii.');
    if (status >= 400 && status < 500) return sendError(reply, status, e.message || 'Cerere invalidă.');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'A apărut o eroare internă. Încearcă din nou.');
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return sendError(reply, 404, `Ruta API ${request.method} ${request.url.split('?')[0]} nu există.`);
    }
    return sendError(reply, 404, 'Pagina nu a fost găsită.');
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(reminderRoutes);
      await api.register(backupRoutes);
      for (const game of GAME_MODULES) await api.register(game.routes);
    },
    { prefix: '/api' },
  );

  if (webDist)
    await registerWeb(
      app,
      config,
      webDist,
      web,
      Object.assign({}, ...GAME_MODULES.map((game) => game.pageData ?? {})),
      Object.assign({}, ...GAME_MODULES.map((game) => game.pageRender ?? {})),
    );
  return app;
}
