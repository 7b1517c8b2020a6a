import { REPORT_PASSWORD_SCHEME } from '@candor/shared';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the OpenAPI description is served: the path the spec's original backend used. */
export const API_DOCS_PATH = '/v3/api-docs';

const TEXT_BODY = ['text/plain', 'application/json'];

/**
 * The OpenAPI description of every route, generated from the routes' Zod schemas: register
 * before the routes. Built once, on the first request for it; no UI is served.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Candor API',
        version: '1',
        description:
          'The calls of the specification (section 7 of each document). State-changing calls need the session cookie and the X-XSRF-TOKEN header matching the XSRF-TOKEN cookie. Errors answer { message, status, fieldErrors? }.',
      },
      components: {
        securitySchemes: {
          [REPORT_PASSWORD_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Report-Password',
            description:
              'The password the reporter chose in the submission, proving that this browser filed the report: attachment-new-report is called before any sign-in. Not needed from the browser that filed it, which holds the cookie the submission set. A wrong one answers 401 and counts toward the report’s lock-out.',
          },
        },
      },
    },
    transform: (route) => {
      const out = jsonSchemaTransform(route);
      // The spec's text bodies (a language, a priority, a name…) come as text/plain; JSON serves too.
      const body = out.schema?.body as { type?: string } | undefined;
      const text = body !== undefined && body.type !== 'object' && body.type !== 'array';
      return text ? { ...out, schema: { ...out.schema, consumes: TEXT_BODY } } : out;
    },
  });

  let document: string | undefined;
  app.get(API_DOCS_PATH, {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (_req, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json').send(document);
    },
  });
});
