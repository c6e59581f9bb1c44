/** Mounts better-auth's handler at /api/auth/* (Fetch Request in, Fetch Response out). */
import type { FastifyPluginAsync } from 'fastify';
import { enforceAuthLimits } from './limits.ts';
import { siteOrigin } from './origin.ts';
import { toHeaders } from './session.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    async handler(request, reply) {
      // CSRF: better-auth checks the origin only of requests that carry cookies; the app's
      // same-origin hook has refused every cross-site POST already (login CSRF included).
      const url = new URL(request.url, siteOrigin(request));
      const afterAuth = await enforceAuthLimits(request, url.pathname.replace(/^\/api\/auth/, ''));
      const headers = toHeaders(request);
      if (app.config.TRUST_PROXY) headers.set('x-forwarded-for', request.ip);
      else headers.set('x-forwarded-for', request.socket.remoteAddress ?? '127.0.0.1');
      const req = new Request(url.toString(), {
        method: request.method,
        headers,
        body:
          request.method === 'GET' || request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const response = await app.auth.handler(req);
      await afterAuth?.(response.status);
      // a POST may end sessions (sign-out, password reset): this process forgets what it knew
      if (request.method === 'POST') app.sessionReader.clear();
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const body = await response.text();
      return reply.send(body.length ? body : null);
    },
  });
};
