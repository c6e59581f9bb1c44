import type { FastifyPluginAsync } from 'fastify';

/** API routes of this area, mounted under /api. */
export const synonymRoutes: FastifyPluginAsync = async (_app) => {};
