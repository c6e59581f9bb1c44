import type { FastifyPluginAsync } from 'fastify';

/** API routes of this area, mounted under /api. */
export const accountRoutes: FastifyPluginAsync = async (_app) => {};
