import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, type FieldError, HttpError } from '../lib/http-error.ts';

const byFastifyCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'error.badRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'error.badRequest'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'error.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'error.badRequest'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'error.payloadTooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'error.payloadTooLarge'],
  FST_FILES_LIMIT: [400, 'error.validation'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'error.unsupportedMediaType'],
  FST_ERR_VALIDATION: [400, 'error.validation'],
};

/** What the multipart parser (busboy) throws at a body it cannot read: the client's fault, not ours. */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

function fieldErrorsOf(err: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(err)) return [];
  const where = err.validationContext ?? 'body';
  return err.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path ? `${where}.${path}` : where, message: v.message ?? 'invalid' };
  });
}

/** Every error leaves as the one error shape, without stack traces. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let body: ErrorBody;
    if (err instanceof HttpError) {
      body = { ...err.extra, message: err.message, status: err.status };
    } else if (err.validation) {
      body = { message: 'error.validation', status: 400, fieldErrors: fieldErrorsOf(err) };
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
    reply.code(body.status).type('application/json').send(body);
  });

  app.setNotFoundHandler((_req, reply) => {
    reply.code(404).send({ message: 'error.notFound', status: 404 } satisfies ErrorBody);
  });
});
