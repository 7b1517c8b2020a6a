import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldErrorOf } from '../lib/field-errors.ts';
import { type ErrorBody, type FieldError, HttpError } from '../lib/http-error.ts';

const byFastifyCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'error.badRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'error.badRequest'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'error.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'error.badRequest'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'error.payloadTooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'error.payloadTooLarge'],
  FST_FILES_LIMIT: [400, 'error.validation'],
  FST_PARTS_LIMIT: [400, 'error.validation'],
  FST_FIELDS_LIMIT: [400, 'error.validation'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'error.unsupportedMediaType'],
  FST_ERR_VALIDATION: [400, 'error.validation'],
};

/**
 * What the multipart parser (busboy) throws at a body it cannot read: the client's fault, not ours.
 * A boundary of more than 252 characters (RFC 2046 allows 70) is refused as the search's "needle".
 */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot have a length bigger than 256\.)$/;

/** The error header of spec 002 §8 under its neutral name (DESIGN.md §5). */
export const ERROR_HEADER = 'X-Candor-Error';
const MESSAGE_KEY = /^[A-Za-z][\w.-]*$/;

const PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/**
 * The request's field errors with the catalogue's constraint kinds (lib/field-errors.ts), one per
 * field and kind: of two limits of one kind (an integer's safe range, then the column's), the
 * schema's last, which is the one it states.
 */
function fieldErrorsOf(err: FastifyError, req: FastifyRequest): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(err)) return [];
  const where = err.validationContext ?? 'body';
  const input = req[PARTS[where as keyof typeof PARTS] ?? 'body'];
  const errors = new Map<string, FieldError>();
  for (const v of err.validation) {
    const path = v.instancePath.split('/').slice(1).filter(Boolean);
    const error = fieldErrorOf(where, input, { ...v.params, code: v.keyword, path, message: v.message ?? '' });
    errors.set(`${error.field}\n${error.message}`, error);
  }
  return [...errors.values()];
}

/** Every error leaves as the one error shape, without stack traces. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let body: ErrorBody;
    if (err instanceof HttpError) {
      body = { ...err.extra, message: err.message, status: err.status };
    } else if (err.validation) {
      // Text that cannot be stored is named beside the schema's errors (plugins/clean-input.ts).
      const fieldErrors = [...(req.unstorableFields ?? []), ...fieldErrorsOf(err, req)];
      body = { message: 'error.validation', status: 400, fieldErrors };
    } else if (err.code && byFastifyCode[err.code]) {
      const [status, message] = byFastifyCode[err.code];
      body = { message, status };
    } else if (!err.statusCode && BROKEN_MULTIPART.test(err.message)) {
      body = { message: 'error.badRequest', status: 400 };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      body = { message: `error.http.${err.statusCode}`, status: err.statusCode };
    } else {
      req.log.error({ err }, 'unhandled error');
      body = { message: 'error.internalServerError', status: 500 };
    }
    // A refusal named by a key alone also travels in the error header the browser reads first (spec 002 §8).
    if (body.status === 400 && !body.fieldErrors?.length && MESSAGE_KEY.test(body.message)) {
      reply.header(ERROR_HEADER, body.message);
    }
    reply.code(body.status).type('application/json').send(body);
  });

  app.setNotFoundHandler((_req, reply) => {
    reply.code(404).send({ message: 'error.notFound', status: 404 } satisfies ErrorBody);
  });
});
