import { AUTHORITIES } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { createReport } from '../modules/attachments/attachments.test-support.ts';
import { reporterClient } from './sessions.test-support.ts';

const { database, config, codec } = await buildTestApp();

/** The app with one route per kind of access, each answering who it let in. */
const app: FastifyInstance = await buildApp({ config, database, codec });
const routes = {
  '/api/test/public': 'public',
  '/api/test/session': 'session',
  '/api/test/staff': 'staff',
  '/api/test/reporter': 'reporter',
  '/api/test/admin': { authorities: [AUTHORITIES.ADMIN, AUTHORITIES.CONNECTS_ADMIN] },
} as const;
for (const [url, access] of Object.entries(routes)) {
  app.get(url, { config: { access }, handler: async (req) => ({ kind: req.session?.kind ?? null }) });
}
await app.ready();
afterAll(() => app.close());

describe('route declarations', () => {
  it('fails start-up when a route declares no access', async () => {
    const careless = await buildApp({ config, database, codec });
    expect(() => careless.get('/api/test/open-by-accident', { handler: async () => ({ open: true }) })).toThrow(
      'Route GET /api/test/open-by-accident declares no access',
    );
    await careless.close();
  });

  it('fails start-up for an undeclared route inside a plugin too', async () => {
    const careless = await buildApp({ config, database, codec });
    await expect(
      careless
        .register(async (scope) => {
          scope.post('/api/test/inside', { handler: async () => ({}) });
        })
        .ready(),
    ).rejects.toThrow(/declares no access/);
    await careless.close();
  });
});

describe('the access hook', () => {
  const status = async (client: Client, url: string) => (await client.get(url)).statusCode;

  it('lets anybody reach a public route', async () => {
    expect(await status(new Client(app), '/api/test/public')).toBe(200);
  });

  it.each(['/api/test/session', '/api/test/staff', '/api/test/reporter', '/api/test/admin'])(
    'answers 401 without a session on %s',
    async (url) => {
      const res = await new Client(app).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'error.unauthorized', status: 401 });
    },
  );

  it('answers 403 to a reporter session on staff routes, and lets it reach its own', async () => {
    const reporter = await reporterClient(app, database.db, await createReport({ db: database.db, codec }));
    expect(await status(reporter, '/api/test/staff')).toBe(403);
    expect(await status(reporter, '/api/test/admin')).toBe(403);
    expect(await status(reporter, '/api/test/session')).toBe(200);
    expect((await reporter.get('/api/test/reporter')).json()).toEqual({ kind: 'reporter' });
  });

  it('answers 403 to a staff user on a reporter route', async () => {
    const reviewer = await signIn(app, 'reviewer');
    expect(await status(reviewer, '/api/test/reporter')).toBe(403);
    expect(await status(reviewer, '/api/test/staff')).toBe(200);
  });

  it('answers 403 to a user lacking every listed authority, and 200 to one holding any', async () => {
    for (const login of ['reviewer', 'hotline', 'client-admin', 'statistics']) {
      const res = await (await signIn(app, login)).get('/api/test/admin');
      expect(res.statusCode, login).toBe(403);
      expect(res.json()).toEqual({ message: 'error.forbidden', status: 403 });
    }
    expect(await status(await signIn(app, 'admin'), '/api/test/admin')).toBe(200);
    expect(await status(await signIn(app, 'connects-admin'), '/api/test/admin')).toBe(200);
  });
});
