import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.ts';

/** A NUL character or a lone surrogate: text PostgreSQL cannot store and no person typed. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

function findUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (unstorable(key)) return path;
    const found = findUnstorable(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses text that cannot be stored with 400 before any handler or query sees it. */
export const cleanInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (req, _reply, done) => {
    const field =
      findUnstorable(req.params, 'params') ??
      findUnstorable(req.query, 'querystring') ??
      findUnstorable(req.body, 'body');
    if (field) throw badRequest('error.validation', { fieldErrors: [{ field, message: 'invalid characters' }] });
    done();
  });
});
