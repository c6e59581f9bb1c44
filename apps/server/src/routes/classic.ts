import type { FastifyPluginAsync } from 'fastify';

/** API routes of this area, mounted under /api. */
export const classicRoutes: FastifyPluginAsync = async (_app) => {};
