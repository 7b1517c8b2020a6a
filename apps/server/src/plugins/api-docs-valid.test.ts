/**
 * The OpenAPI description is a valid OpenAPI document (checked by a schema validator, not by
 * our own code) and describes every route the app registers, so that it cannot drift.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API_DOCS_PATH } from './api-docs.ts';

const { app } = await buildTestApp({ demo: false });
const document = (await app.inject({ method: 'GET', url: API_DOCS_PATH })).json() as {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
};

/** Fastify's `/api/report/:id` is OpenAPI's `/api/report/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('passes the OpenAPI schema validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe(document.openapi.slice(0, 3));
  });

  it('describes every registered route but itself', () => {
    const routes = app.routeTable.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const path of ['/management/audits', '/management/logs', '/management/jhi-metrics']) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});
