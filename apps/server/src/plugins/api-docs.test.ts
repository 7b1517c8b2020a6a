import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

const { app } = await buildTestApp({ demo: false });

interface Operation {
  requestBody?: { content: Record<string, unknown> };
  parameters?: {
    in: string;
    name: string;
    required?: boolean;
    description?: string;
    schema?: { type?: string; format?: string };
  }[];
  security?: Record<string, string[]>[];
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string; description: string }> };
}

const fetchDocument = async () => {
  const res = await app.inject({ method: 'GET', url: '/v3/api-docs' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as OpenApi;
};

describe('the OpenAPI description at /v3/api-docs', () => {
  it('is served to anyone and lists the spec’s calls with their parameters', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\./);
    const search = doc.paths['/reporterapi/organization'].get;
    expect(search.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['name', 'langKey', 'exactMatch']));
    expect(doc.paths['/reporterapi/category-questions/{orgOrCategoryId}'].get).toBeDefined();
    expect(doc.paths['/v3/api-docs']).toBeUndefined();
  });

  it('tells a client that attachment-new-report needs the report password in X-Report-Password', async () => {
    const doc = await fetchDocument();
    const upload = doc.paths['/reporterapi/report/{id}/attachment-new-report'].post;
    const header = upload.parameters?.find((p) => p.in === 'header' && p.name === 'x-report-password');
    expect(header?.description).toMatch(/report password.*401/s);
    expect(upload.security).toEqual([{ reportPassword: [] }]);
    expect(doc.components.securitySchemes.reportPassword).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Report-Password',
    });
  });

  it('tells a client that a day is a calendar date (YYYY-MM-DD)', async () => {
    const doc = await fetchDocument();
    const audits = doc.paths['/management/audits'].get.parameters ?? [];
    for (const name of ['fromDate', 'toDate']) {
      expect(audits.find((p) => p.in === 'query' && p.name === name)?.schema).toMatchObject({
        type: 'string',
        format: 'date',
      });
    }
  });

  it('describes the optional Idempotency-Key of a report submission', async () => {
    const doc = await fetchDocument();
    const submit = doc.paths['/reporterapi/report'].post;
    const key = submit.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
    expect(key?.required).not.toBe(true);
    expect(key?.description).toMatch(/same key on every try/);
  });

  it('tells a client that the spec’s text bodies are text/plain, and JSON bodies JSON', async () => {
    const doc = await fetchDocument();
    const typesOf = (path: string, method: string) => Object.keys(doc.paths[path][method].requestBody?.content ?? {});
    for (const [path, method] of [
      ['/api/account/langPref', 'put'],
      ['/api/report/{id}/priority', 'put'],
      ['/api/reviewer/report/{id}/name', 'put'],
      ['/api/report/{id}/email-notification', 'put'],
      ['/api/reviewer/report/{id}/comment/{commentId}', 'put'],
      ['/api/report/{id}/attachment', 'delete'],
    ]) {
      expect(typesOf(path, method), `${method} ${path}`).toEqual(['text/plain', 'application/json']);
    }
    expect(typesOf('/reporterapi/report', 'post')).toEqual(['application/json']);
  });
});
