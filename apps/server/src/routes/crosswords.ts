import type { FastifyPluginAsync } from 'fastify';

/** API routes of this area, mounted under /api. */
export const crosswordRoutes: FastifyPluginAsync = async (_app) => {};
