import { APP_VERSION, BUILD_TAG, LIMITS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';
import { readBuildStamp } from '../../build-output.ts';
import { openDatabase } from '../../db/client.ts';
import { applicationMessages } from '../../db/schema/index.ts';

const { app, database, config, codec } = await buildTestApp({ env: { RIBBON_MESSAGE: 'TEST', PRODUCTION: 'false' } });

describe('GET management/info', () => {
  it('answers the application profile with version, build tag and the build stamp', async () => {
    const res = await app.inject({ method: 'GET', url: '/management/info' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      defaultTimeout: LIMITS.defaultSessionTimeoutSeconds,
      isDashboardNew: true,
      isProductionEnvironment: false,
      ribbonMessage: 'TEST',
      providerPostalAddress: '',
      supportPhone: '',
      version: APP_VERSION,
      buildTag: BUILD_TAG,
      buildTimestamp: readBuildStamp(),
      singleSignOn: 'builtin',
    });
  });

  it('says when it runs in production', async () => {
    const production = await buildApp({ config: { ...config, PRODUCTION: true, RIBBON_MESSAGE: '' }, database, codec });
    const body = (await production.inject({ method: 'GET', url: '/management/info' })).json();
    await production.close();
    expect(body).toMatchObject({ isProductionEnvironment: true, ribbonMessage: '' });
  });
});

describe('the provider contact settings', () => {
  it('are part of the application profile', async () => {
    const contact = { PROVIDER_POSTAL_ADDRESS: 'PO Box 100, Toronto ON, Canada', SUPPORT_PHONE: '+1 800 555 0100' };
    const withContact = await buildApp({ config: { ...config, ...contact }, database, codec });
    const body = (await withContact.inject({ method: 'GET', url: '/management/info' })).json();
    await withContact.close();
    expect(body).toMatchObject({
      providerPostalAddress: contact.PROVIDER_POSTAL_ADDRESS,
      supportPhone: '+1 800 555 0100',
    });
  });
});

describe('GET management/health', () => {
  it('is UP with the database component', async () => {
    const res = await app.inject({ method: 'GET', url: '/management/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP', components: { db: { status: 'UP', database: database.kind } } });
  });

  it('answers 503 DOWN when the database is gone', async () => {
    const lost = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: 'memory://' });
    const second = await buildApp({ config, database: lost, codec });
    await lost.close();
    const res = await second.inject({ method: 'GET', url: '/management/health' });
    await second.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'DOWN', components: { db: { status: 'DOWN', database: lost.kind } } });
  });
});

describe('application messages', () => {
  const banners = [
    { position: 'top' as const, langKey: 'en', message: 'Maintenance on Sunday' },
    { position: 'top' as const, langKey: 'fr', message: 'Maintenance dimanche' },
    { position: 'bottom' as const, langKey: 'en', message: 'New privacy notice' },
  ];
  const expected = {
    topBanner: { en: 'Maintenance on Sunday', fr: 'Maintenance dimanche' },
    bottomBanner: { en: 'New privacy notice' },
  };

  it('answers empty maps when there are no banners', async () => {
    const res = await app.inject({ method: 'GET', url: '/reporterapi/application-messages' });
    expect(res.json()).toEqual({ topBanner: {}, bottomBanner: {} });
  });

  it('maps each language to its message, for reporters without a session', async () => {
    await database.db.insert(applicationMessages).values(banners);
    const res = await app.inject({ method: 'GET', url: '/reporterapi/application-messages' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('answers the same to a signed-in user on the api prefix', async () => {
    const client = await signIn(app, 'reviewer');
    const res = await client.get('/api/application-messages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('answers 401 on the api prefix without a session', async () => {
    const res = await new Client(app).get('/api/application-messages');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'error.unauthorized', status: 401 });
  });
});
