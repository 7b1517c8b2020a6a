import { ZErrorBody } from '@candor/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';

const { app, database, config, codec } = await buildTestApp({ demo: false });

/** The same app with one route that fails the way a bug would. */
const failing = await buildApp({ config, database, codec });
failing.get('/api/test/fails', {
  config: { access: 'public' },
  handler: async () => {
    throw new Error('connection to 10.0.0.7 refused in /srv/candor/secret.ts');
  },
});
await failing.ready();
afterAll(() => failing.close());

/** A state-changing call with a valid XSRF pair and a raw body of the given type. */
const post = (url: string, contentType: string, payload: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, cookie: 'XSRF-TOKEN=t0k3n', 'x-xsrf-token': 't0k3n' },
  });

const expectShape = (body: unknown, status: number, message: string) => {
  expect(ZErrorBody.strict().safeParse(body).success).toBe(true);
  expect(body).toEqual({ message, status });
};

describe('the error shape for Fastify’s own errors', () => {
  it('answers 400 error.badRequest to a body that is not JSON', async () => {
    const res = await post('/api/logout', 'application/json', '{"broken":');
    expect(res.statusCode).toBe(400);
    expectShape(res.json(), 400, 'error.badRequest');
  });

  it('answers 413 error.payloadTooLarge to a body over 1 MiB, and accepts one just under', async () => {
    const json = (size: number) => `{"x":"${'a'.repeat(size - 8)}"}`;
    expect(json(1_048_577)).toHaveLength(1_048_577);
    const over = await post('/api/logout', 'application/json', json(1_048_577));
    expect(over.statusCode).toBe(413);
    expectShape(over.json(), 413, 'error.payloadTooLarge');
    const under = await post('/api/logout', 'application/json', json(1_048_576));
    expect(under.statusCode).toBe(204);
  });

  it('answers 415 to a content type no route reads', async () => {
    const res = await post('/api/logout', 'application/x-unknown', 'x');
    expect(res.statusCode).toBe(415);
    expectShape(res.json(), 415, 'error.unsupportedMediaType');
  });

  it.each(['/api/no-such-thing', '/reporterapi/no-such-thing', '/management/no-such-thing'])(
    'answers 404 error.notFound to an unknown route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectShape(res.json(), 404, 'error.notFound');
    },
  );

  it('answers 500 error.internalServerError to an unexpected error, without its details', async () => {
    const res = await failing.inject({ method: 'GET', url: '/api/test/fails' });
    expect(res.statusCode).toBe(500);
    expectShape(res.json(), 500, 'error.internalServerError');
    expect(res.body).not.toMatch(/10\.0\.0\.7|secret|\.ts|at /);
  });
});

describe('field errors in the catalogue’s kinds, and the error header', () => {
  const client = new Client(app);

  it('names each refused field by its constraint kind with the constraint’s parameters', async () => {
    const search = await client.get('/reporterapi/organization?name=ab&langKey=en');
    expect(search.json()).toEqual({
      message: 'error.validation',
      status: 400,
      fieldErrors: [{ field: 'querystring.name', message: 'Size', min: 3 }],
    });
    const id = await client.get('/reporterapi/organization/0/name');
    expect(id.json().fieldErrors).toEqual([{ field: 'params.id', message: 'DecimalMin', value: 0, inclusive: false }]);
    const tooBig = await client.get('/reporterapi/organization/2147483648/name');
    expect(tooBig.json().fieldErrors).toEqual([{ field: 'params.id', message: 'Max', value: 2_147_483_647 }]);
    // Past the safe integers too: one error, the column's limit, not the integer's as well.
    const huge = await client.get('/reporterapi/organization/99999999999999999999/name');
    expect(huge.json().fieldErrors).toEqual([{ field: 'params.id', message: 'Max', value: 2_147_483_647 }]);
    const report = await client.post('/reporterapi/report?reportId=x', {
      json: { langKey: 'en', inputStatement: '   ', password: 'x', reportName: 'n'.repeat(51), primaryEmail: 'nope' },
    });
    expect(report.statusCode).toBe(400);
    expect(report.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'body.organization', message: 'NotNull' },
        { field: 'body.inputStatement', message: 'NotBlank' },
        { field: 'body.reportName', message: 'Size', max: 50 },
        { field: 'body.primaryEmail', message: 'Email' },
      ]),
    );
    expect(report.headers['x-candor-error']).toBeUndefined();
  });

  it('sends the message key of a refusal without field errors in X-Candor-Error too', async () => {
    const res = await client.post('/reporterapi/report-preflight-check?orgId=999999&reportId=x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error.organizationNotFound', status: 400 });
    expect(res.headers['x-candor-error']).toBe('error.organizationNotFound');
  });

  it('leaves other statuses without the error header', async () => {
    const res = await client.get('/reporterapi/organization/999999/name');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-candor-error']).toBeUndefined();
  });
});
