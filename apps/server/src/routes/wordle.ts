import type { FastifyPluginAsync } from 'fastify';

/** API routes of this area, mounted under /api. */
export const wordleRoutes: FastifyPluginAsync = async (_app) => {};
