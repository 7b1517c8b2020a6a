import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type FieldError } from '../lib/http-error.ts';
import { unstorable } from '../lib/unstorable-text.ts';
import { isApiPath } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The fields of the request holding text that cannot be stored, found before validation. */
    unstorableFields: FieldError[] | null;
  }
}

/** A body of a million bad elements is answered with the first few, not a million errors. */
const MAX_NAMED = 20;

/** Bytes that are not UTF-8 would be read as U+FFFD and stored so, silently: a text body must be UTF-8. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });
const notUtf8 = () =>
  badRequest('error.validation', { fieldErrors: [{ field: 'body', message: 'invalid characters' }] });

/** Whether each run of percent-escapes in a form body or a query string spells UTF-8 (`%ED%A0%80` does not). */
function escapesAreUtf8(text: string): boolean {
  for (const [run] of text.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
    try {
      decodeURIComponent(run);
    } catch {
      return false;
    }
  }
  return true;
}

type Done = (err: Error | null, body?: unknown) => void;
type TextReader = (req: FastifyRequest, text: string, done: Done) => void;

/** A body parser that refuses a body that is not UTF-8 (400), then reads its text with `read`. */
const utf8Body = (read: TextReader) => (req: FastifyRequest, body: Buffer, done: Done) => {
  let text: string;
  try {
    text = UTF8.decode(body);
  } catch {
    done(notUtf8(), undefined);
    return;
  }
  read(req, text, done);
};

const readForm: TextReader = (_req, text, done) =>
  escapesAreUtf8(text) ? done(null, parseForm(text)) : done(notUtf8(), undefined);

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
 * Refuses text that cannot be stored with 400 before any handler or query sees it: a JSON, text or
 * form body or a query string that is not UTF-8, and NUL characters and lone surrogates wherever they come. The fields are
 * found before validation and named beside the schema's own errors, so one answer lists them all.
 */
export const cleanInputPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    utf8Body(app.getDefaultJsonParser('error', 'error')),
  );
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'buffer' },
    utf8Body((_req, text, done) => done(null, text)),
  );
  // The sign-in forms (spec 000 §7: reporterapi/authentication).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, utf8Body(readForm));
  app.decorateRequest('unstorableFields', null);
  app.addHook('preValidation', (req, _reply, done) => {
    const found: FieldError[] = [];
    findUnstorable(req.params, 'params', found);
    // A call's escapes that are not UTF-8 reach its handler as they were sent ("%ED%A0%80"): refused
    // as a form's are. A page's address is left to the app, which reads none of it as text to store.
    const query = req.url.indexOf('?');
    if (query >= 0 && isApiPath(req.url) && !escapesAreUtf8(req.url.slice(query + 1))) name(found, 'querystring');
    else findUnstorable(req.query, 'querystring', found);
    req.unstorableFields = findUnstorable(req.body, 'body', found);
    done();
  });
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.unstorableFields?.length) throw badRequest('error.validation', { fieldErrors: req.unstorableFields });
    done();
  });
});
