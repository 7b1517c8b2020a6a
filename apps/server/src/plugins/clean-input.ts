import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type FieldError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The fields of the request holding text that cannot be stored, found before validation. */
    unstorableFields: FieldError[] | null;
  }
}

/** A NUL character or a lone surrogate: text PostgreSQL cannot store and no person typed. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);
/** A body of a million bad elements is answered with the first few, not a million errors. */
const MAX_NAMED = 20;

/** Bytes that are not UTF-8 would be read as U+FFFD and stored so, silently: a text body must be UTF-8. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });
function decoded(body: Buffer): string {
  try {
    return UTF8.decode(body);
  } catch {
    throw badRequest('error.validation', { fieldErrors: [{ field: 'body', message: 'invalid characters' }] });
  }
}

function name(found: FieldError[], field: string) {
  if (!found.some((f) => f.field === field)) found.push({ field, message: 'invalid characters' });
}

function findUnstorable(value: unknown, path: string, found: FieldError[], depth = 0): FieldError[] {
  if (typeof value === 'string') {
    if (unstorable(value)) name(found, path);
  } else if (depth <= 20 && value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (found.length >= MAX_NAMED) break;
      if (unstorable(key)) name(found, path);
      else findUnstorable(inner, `${path}.${key}`, found, depth + 1);
    }
  }
  return found;
}

/**
 * Refuses text that cannot be stored with 400 before any handler or query sees it: a JSON or text
 * body that is not UTF-8, and NUL characters and lone surrogates wherever they come. The fields are
 * found before validation and named beside the schema's own errors, so one answer lists them all.
 */
export const cleanInputPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    let text: string;
    try {
      text = decoded(body as Buffer);
    } catch (err) {
      done(err as Error, undefined);
      return;
    }
    parseJson(req, text, done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      done(null, decoded(body as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.decorateRequest('unstorableFields', null);
  app.addHook('preValidation', (req, _reply, done) => {
    const found: FieldError[] = [];
    findUnstorable(req.params, 'params', found);
    findUnstorable(req.query, 'querystring', found);
    req.unstorableFields = findUnstorable(req.body, 'body', found);
    done();
  });
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.unstorableFields?.length) throw badRequest('error.validation', { fieldErrors: req.unstorableFields });
    done();
  });
});
