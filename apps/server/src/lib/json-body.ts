/**
 * The API's JSON body parser: Fastify's own (prototype-poisoning checks, empty-body error),
 * then two limits every route relies on:
 * - nesting at most JSON_MAX_DEPTH levels (deeper bodies made JSON.stringify throw a
 *   RangeError inside better-auth: a 500);
 * - no control characters in any string or key (a NUL cannot be stored in PostgreSQL text, and
 *   escape sequences have no place in names, tokens or reasons). Tab, line feed and carriage
 *   return stay allowed (a deletion reason may have several lines).
 * Both are refused with a 400 and a clear message.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http.ts';

export const JSON_MAX_DEPTH = 32;
export const TOO_DEEP = `JSON prea adânc: cel mult ${JSON_MAX_DEPTH} de niveluri.`;
export const CONTROL_CHARS = 'Textul conține caractere de control nepermise.';

// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlChars(text: string): boolean {
  return CONTROL_RE.test(text);
}

/** The first problem of a parsed body (an iterative walk: no recursion on hostile input). */
export function checkJsonValue(root: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlChars(value)) return CONTROL_CHARS;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= JSON_MAX_DEPTH) return TOO_DEEP;
      if (Array.isArray(value)) {
        for (const item of value) stack.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (hasControlChars(key)) return CONTROL_CHARS;
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      const problem = checkJsonValue(value);
      if (problem) return done(new HttpError(400, problem), undefined);
      done(null, value);
    });
  });
}
