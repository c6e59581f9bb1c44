import type { FastifyPluginAsync } from 'fastify';

/** GET /api/config: the public configuration the web app needs (contact, third parties, push key). */
export const configRoutes: FastifyPluginAsync = async (app) => {
  app.get('/config', async (_request, reply) => {
    const c = app.config;
    reply.header('cache-control', 'public, max-age=300');
    return {
      publicUrl: c.publicUrl,
      contact: { name: c.CONTACT_NAME, email: c.CONTACT_EMAIL },
      ads: c.ADS_CLIENT_ID ? { clientId: c.ADS_CLIENT_ID, scriptUrl: c.ADS_SCRIPT_URL ?? null } : null,
      analytics:
        c.ANALYTICS_URL && c.ANALYTICS_SITE_ID ? { url: c.ANALYTICS_URL, siteId: c.ANALYTICS_SITE_ID } : null,
      push: { publicKey: app.pushPublicKey ?? null },
    };
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    pushPublicKey?: string;
  }
}
