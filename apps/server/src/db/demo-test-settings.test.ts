import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../test/build-test-app.ts';
import { applyDemoTestSettings, DEMO_BANNERS, SHORT_TIMEOUT_SECONDS } from './demo-test-settings.ts';
import { applicationMessages, users } from './schema/index.ts';

const t = await buildTestApp();
const db = t.database.db;

describe('demo settings for the end-to-end tests', () => {
  it('adds nothing unless asked', async () => {
    await applyDemoTestSettings(db, { DEMO_BANNERS: false, DEMO_SHORT_TIMEOUT_USER: undefined });
    expect(await db.select().from(applicationMessages)).toEqual([]);
  });

  it('serves the demo banners, and applying them twice keeps one row per position and language', async () => {
    await applyDemoTestSettings(db, { DEMO_BANNERS: true, DEMO_SHORT_TIMEOUT_USER: undefined });
    await applyDemoTestSettings(db, { DEMO_BANNERS: true, DEMO_SHORT_TIMEOUT_USER: undefined });
    expect(await db.select().from(applicationMessages)).toHaveLength(4);
    const res = await new Client(t.app).get('/reporterapi/application-messages');
    expect(res.json()).toEqual({ topBanner: DEMO_BANNERS.top, bottomBanner: DEMO_BANNERS.bottom });
  });

  it('gives the named user a 15-second timeout, which the session account reports', async () => {
    await applyDemoTestSettings(db, { DEMO_BANNERS: false, DEMO_SHORT_TIMEOUT_USER: 'importer' });
    const [importer] = await db.select().from(users).where(eq(users.login, 'importer'));
    expect(importer.userTimeout).toBe(SHORT_TIMEOUT_SECONDS);
    const client = await signIn(t.app, 'importer');
    expect((await client.get('/api/account')).json().userTimeout).toBe(SHORT_TIMEOUT_SECONDS);
    const [other] = await db.select().from(users).where(eq(users.login, 'statistics'));
    expect(other.userTimeout).toBeNull();
  });
});
