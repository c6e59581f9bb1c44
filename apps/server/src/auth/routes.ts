/** Mounts better-auth's handler at /api/auth/* (Fetch Request in, Fetch Response out). */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/http.ts';
import { sendDeviceCookie } from './device.ts';
import { enforceAuthLimits } from './limits.ts';
import { romanianAuthBody } from './messages.ts';
import { siteOrigin } from './origin.ts';
import { toHeaders } from './session.ts';

/** Query parameters better-auth redirects to (the site sends paths like /resetare-parola). */
const REDIRECT_PARAMS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

/**
 * What better-auth cannot be trusted to refuse with a 4xx: a body that is not a JSON object
 * (null, an array, a number), and a redirect that is neither a path on the site nor an absolute
 * http(s) address ('//host' made better-auth throw while building its error redirect).
 */
export function checkAuthRequest(method: string, url: URL, body: unknown): void {
  if (
    method === 'POST' &&
    body !== undefined &&
    (body === null || typeof body !== 'object' || Array.isArray(body))
  )
    throw new HttpError(400, 'Corpul cererii trebuie să fie un obiect JSON.');
  for (const name of REDIRECT_PARAMS) {
    for (const value of url.searchParams.getAll(name)) {
      const path = value.startsWith('/') && !/^\/[/\\]/.test(value);
      if (!path && !/^https?:\/\/[^/\\]/i.test(value))
        throw new HttpError(400, `Parametrul ${name} trebuie să fie o adresă de pe site.`);
    }
  }
}

/**
 * Requests whose time must not tell whether an account exists (a reset is asked for any
 * address, and answered the same): answered at the next multiple of this step after they
 * arrived, so the work done only for an existing account (a token written) is not seen.
 */
export const CONSTANT_TIME_STEP_MS: Readonly<Record<string, number>> = { '/request-password-reset': 200 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', sendDeviceCookie);
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    async handler(request, reply) {
      const arrived = performance.now();
      // CSRF: better-auth checks the origin only of requests that carry cookies; the app's
      // same-origin hook has refused every cross-site POST already (login CSRF included).
      const url = new URL(request.url, siteOrigin(request));
      // HEAD is answered as GET (Fastify sends no body): better-auth has no HEAD routes, and a
      // Fetch Request with a body cannot be a HEAD
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      checkAuthRequest(method, url, request.body);
      const path = url.pathname.replace(/^\/api\/auth/, '');
      const afterAuth = await enforceAuthLimits(request, path);
      const headers = toHeaders(request);
      if (app.config.TRUST_PROXY) headers.set('x-forwarded-for', request.ip);
      else headers.set('x-forwarded-for', request.socket.remoteAddress ?? '127.0.0.1');
      // a POST without a body is sent as {} (better-auth's update-user threw on a missing body)
      if (method === 'POST') headers.set('content-type', 'application/json');
      const req = new Request(url.toString(), {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(request.body ?? {}),
      });
      const response = await app.auth.handler(req);
      const step = method === 'POST' ? CONSTANT_TIME_STEP_MS[path] : undefined;
      if (step) await sleep(step - ((performance.now() - arrived) % step));
      await afterAuth?.(response.status);
      // a POST may end sessions (sign-out, password reset): this process forgets what it knew
      if (request.method === 'POST') app.sessionReader.clear();
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        // (the length too: an error's body is rewritten in Romanian below)
        if (!['set-cookie', 'content-length'].includes(key.toLowerCase())) reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const raw = await response.text();
      // an address better-auth does not know: the API's JSON 404, in Romanian (its own is empty)
      if (response.status === 404 && !raw.length) return reply.callNotFound();
      const body = romanianAuthBody(response.status, response.headers.get('content-type'), raw);
      return reply.send(body.length ? body : null);
    },
  });
};
