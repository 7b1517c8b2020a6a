/**
 * API keys (spec 001 §6, §7 "Profile and key"; decision 040): who may reset one, and what a
 * key does on `api/` calls. A matrix of its own; prints how many cases it checked.
 */
import { AUTHORITIES as A } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { everyStoredValue } from '../../../test/stored-values.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { fileReport } from '../reports/reviewer.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const RESET = '/api/users/reset-api-key';

// A program admin whose organization has key generation off.
const [template] = await db.select().from(users).where(eq(users.login, 'program-admin'));
await db.insert(users).values({
  login: 'program-admin-no-keys',
  passwordHash: template.passwordHash,
  authorities: [A.USER, A.MASTER_REVIEWER],
  programAdmin: true,
  reviewerApiKeyGenerationEnabled: false,
  primaryOrganizationId: template.primaryOrganizationId,
  legacyUserId: 'T-no-keys',
});
const filed = await fileReport(app, db, {
  categoryId: 101,
  inputStatement: 'Invoices are split to stay under limits.',
});

/** A client that sends only the key: no cookie, no XSRF header. */
const withKey = (key: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, text?: string) =>
  app.inject({
    method,
    url,
    headers: key === undefined ? {} : { 'x-api-key': key },
    ...(text === undefined ? {} : { payload: text, headers: { 'x-api-key': key ?? '', 'content-type': 'text/plain' } }),
  });

let cases = 0;
afterAll(() => console.log(`api key matrix: ${cases} cases checked`));

async function resetAs(client: Client): Promise<string> {
  const res = await client.post(RESET);
  expect(res.statusCode, res.body).toBe(200);
  cases++;
  return res.json().newApiKey as string;
}

describe('POST api/users/reset-api-key', () => {
  const refused: [string, () => Promise<Client>, number][] = [
    ['master reviewer (no program admin)', () => signIn(app, 'reviewer'), 403],
    ['program admin with key generation off', () => signIn(app, 'program-admin-no-keys'), 403],
    ['delegate', () => signIn(app, 'delegate'), 403],
    ['client admin', () => signIn(app, 'client-admin'), 403],
    ['transcriber', () => signIn(app, 'transcriber'), 403],
    ['hotline agent', () => signIn(app, 'hotline'), 403],
    ['connects admin', () => signIn(app, 'connects-admin'), 403],
    ['reporter session', async () => filed.reporter, 403],
    ['anonymous', async () => new Client(app), 401],
  ];
  for (const [name, client, status] of refused) {
    it(`refuses the ${name} with ${status}`, async () => {
      const res = await (await client()).post(RESET);
      expect(res.statusCode, res.body).toBe(status);
      cases++;
    });
  }

  it('gives a program admin with key generation on a new 256-bit key, stored only as its SHA-256', async () => {
    const admin = await signIn(app, 'program-admin');
    const key = await resetAs(admin);
    expect(key).toMatch(/^candor_[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(users).where(eq(users.login, 'program-admin'));
    expect(row.apiKeyHash).toBe(sha256(key));
    const stored = await everyStoredValue(db);
    expect(stored.filter((v) => v.value.includes(key.slice('candor_'.length)))).toEqual([]);
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'API_KEY_RESET'));
    expect(audited.map((e) => e.actorId)).toContain('program-admin');
    cases += 3;
  });
});

describe('the X-API-Key header on api/ calls', () => {
  it("acts as the key's user, with that user's reach, and changes state without XSRF", async () => {
    const admin = await signIn(app, 'program-admin');
    const key = await resetAs(admin);
    const byKey = await withKey(key, 'GET', '/api/reviewer/reports/new-and-updated?langKey=en&page=0&size=20');
    const bySession = await admin.get('/api/reviewer/reports/new-and-updated?langKey=en&page=0&size=20');
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json()).toEqual(bySession.json());
    expect(byKey.headers['set-cookie']).toBeUndefined();
    const account = await withKey(key, 'GET', '/api/account');
    expect(account.json().login).toBe('program-admin');
    expect((await withKey(key, 'PUT', `/api/report/${filed.referenceId}/watch`)).statusCode).toBe(204);
    const detail = await admin.get(`/api/reviewer/report/${filed.referenceId}`);
    expect(detail.json().watching).toBe(true);
    cases += 4;
  });

  it('is still refused what the user may not do: a sensitive report outside his categories', async () => {
    const sensitive = await fileReport(app, db, {
      categoryId: 101,
      isSensitiveReport: true,
      inputStatement: 'A sensitive matter.',
    });
    const key = await resetAs(await signIn(app, 'program-admin'));
    expect((await withKey(key, 'GET', `/api/reviewer/report/${sensitive.referenceId}`)).statusCode).toBe(403);
    expect((await withKey(key, 'PUT', `/api/report/${sensitive.referenceId}/watch`)).statusCode).toBe(403);
    expect((await withKey(key, 'PUT', `/api/connects-admin/user/${template.id}/unlock`)).statusCode).toBe(403);
    cases += 3;
  });

  it('stops working once reset again; wrong, empty and absent keys answer 401', async () => {
    const admin = await signIn(app, 'program-admin');
    const old = await resetAs(admin);
    const fresh = await resetAs(admin);
    expect(fresh).not.toBe(old);
    const list = '/api/reviewer/reports/new-and-updated';
    expect((await withKey(old, 'GET', list)).statusCode).toBe(401);
    expect((await withKey(fresh, 'GET', list)).statusCode).toBe(200);
    expect((await withKey(`${fresh}x`, 'GET', list)).statusCode).toBe(401);
    expect((await withKey('', 'GET', list)).statusCode).toBe(401);
    expect((await withKey('x'.repeat(5000), 'GET', list)).statusCode).toBe(401);
    expect((await withKey(undefined, 'GET', list)).statusCode).toBe(401);
    expect((await withKey(old, 'PUT', `/api/report/${filed.referenceId}/watch`)).statusCode).toBe(401);
    cases += 7;
  });

  it('cannot reset itself or change a session language; it stops when the user may no longer hold a key', async () => {
    const key = await resetAs(await signIn(app, 'program-admin'));
    expect((await withKey(key, 'POST', RESET)).statusCode).toBe(403);
    expect((await withKey(key, 'PUT', '/api/account/langPref', 'fr')).statusCode).toBe(403);
    await db.update(users).set({ reviewerApiKeyGenerationEnabled: false }).where(eq(users.login, 'program-admin'));
    expect((await withKey(key, 'GET', '/api/reviewer/reports/new-and-updated')).statusCode).toBe(401);
    await db.update(users).set({ reviewerApiKeyGenerationEnabled: true }).where(eq(users.login, 'program-admin'));
    await db.update(users).set({ activated: false }).where(eq(users.login, 'program-admin'));
    expect((await withKey(key, 'GET', '/api/reviewer/reports/new-and-updated')).statusCode).toBe(401);
    await db.update(users).set({ activated: true }).where(eq(users.login, 'program-admin'));
    expect((await withKey(key, 'GET', '/api/reviewer/reports/new-and-updated')).statusCode).toBe(200);
    cases += 5;
  });

  it('is no key at all outside api/: the reporter API ignores it', async () => {
    const key = await resetAs(await signIn(app, 'program-admin'));
    const res = await withKey(key, 'GET', `/reporterapi/report/${filed.referenceId}`);
    expect(res.statusCode).toBe(401);
    cases++;
  });
});
