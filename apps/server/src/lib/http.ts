/** HTTP helpers shared by every route: typed errors and zod validation with field errors. */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Field errors as { 'path.to.field': ['message', …] }. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Validate input with a zod schema; a failure becomes a 400 with the field errors. */
export function parse<S extends z.ZodType>(schema: S, data: unknown, what = 'Date invalide'): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpError(400, what, { fields: fieldErrors(result.error) });
  return result.data;
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra?: Record<string, unknown>,
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ error: message, statusCode, ...extra });
}
