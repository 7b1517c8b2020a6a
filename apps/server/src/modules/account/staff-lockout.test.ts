import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, Client, DEMO_PASSWORD, signIn } from '../../../test/build-test-app.ts';
import { auditEvents, organizations, userOrganizations, users } from '../../db/schema/index.ts';

// Counts the argon2 checks while running the real ones.
const counted = vi.hoisted(() => ({ verify: 0 }));
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      counted.verify++;
      return real.verify(...args);
    },
  };
});
const verifyCalls = () => counted.verify;

const LOCK_SECONDS = 3600;
const { app, database } = await buildTestApp({ env: { STAFF_LOCKOUT_SECONDS: String(LOCK_SECONDS) } });
const { db } = database;

const attempt = (username: string, password: string) =>
  new Client(app).post('/api/authentication', { form: { username, password } });

const setUser = (login: string, values: Partial<typeof users.$inferInsert>) =>
  db.update(users).set(values).where(eq(users.login, login));
const statusOf = async (login: string) => (await db.select().from(users).where(eq(users.login, login)))[0];

describe('staff sign-in: unknown and known names answer alike', () => {
  it('in body, failure after failure, down to the lock', async () => {
    for (let left = 4; left >= 0; left--) {
      const known = await attempt('transcriber', 'wrong-password-1');
      const unknown = await attempt('no-such-user-anywhere', 'wrong-password-1');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json()).toEqual(
        left > 0
          ? { message: String(left), errorKey: 'error.login.failed', numberOfLoginAttemptsLeft: left, status: 401 }
          : { message: '0', errorKey: 'error.login.locked', numberOfLoginAttemptsLeft: 0, status: 401 },
      );
    }
  });

  it('in work: one argon2 check each, for a known, an unknown, a locked and an inactive name', async () => {
    const checks = async (username: string) => {
      const before = verifyCalls();
      await attempt(username, 'wrong-password-2');
      return verifyCalls() - before;
    };
    await setUser('statistics', { userStatus: 'INACTIVE' });
    expect(await checks('importer')).toBe(1);
    expect(await checks('nobody-by-this-name')).toBe(1);
    expect(await checks('transcriber')).toBe(1); // locked by the test above
    expect(await checks('statistics')).toBe(1);
  });

  it('tells an inactive account so only to someone who knows its password', async () => {
    await setUser('admin', { userStatus: 'INACTIVE' });
    const wrong = await attempt('admin', 'wrong-password-3');
    expect(wrong.json()).toEqual({
      message: '4',
      errorKey: 'error.login.failed',
      numberOfLoginAttemptsLeft: 4,
      status: 401,
    });
    const right = await attempt('admin', DEMO_PASSWORD);
    expect(right.json()).toMatchObject({ message: 'error.login.inactive', status: 401 });
  });
});

describe('staff lock-out', () => {
  it('refuses even the right password while it lasts', async () => {
    await setUser('importer', { userStatus: 'LOCKED', failedLoginAttempts: 5, lockedAt: new Date() });
    const res = await attempt('importer', DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: '0',
      errorKey: 'error.login.locked',
      numberOfLoginAttemptsLeft: 0,
      status: 401,
    });
  });

  it('ends after STAFF_LOCKOUT_SECONDS, audited', async () => {
    const lockedAt = new Date(Date.now() - (LOCK_SECONDS + 5) * 1000);
    await setUser('importer', { userStatus: 'LOCKED', failedLoginAttempts: 5, lockedAt });
    const res = await attempt('importer', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const after = await statusOf('importer');
    expect(after).toMatchObject({ userStatus: 'ACTIVE', failedLoginAttempts: 0, lockedAt: null });
    const events = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.auditEventType, 'UNLOCK_USER')));
    expect(events.map((e) => e.data)).toContainEqual({ login: 'importer', reason: 'lockExpired' });
  });

  it('is written with its time and audited when the fifth failure locks the account', async () => {
    await setUser('hotline', { userStatus: 'ACTIVE', failedLoginAttempts: 4, lockedAt: null });
    await attempt('hotline', 'wrong-password-4');
    const row = await statusOf('hotline');
    expect(row.userStatus).toBe('LOCKED');
    expect(row.lockedAt).toBeInstanceOf(Date);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'LOCK_USER'));
    expect(events.map((e) => e.data)).toContainEqual({ login: 'hotline' });
  });

  it('holds under concurrency: eleven wrong and one right password in parallel yield no session at the limit', async () => {
    await setUser('program-admin', { userStatus: 'ACTIVE', failedLoginAttempts: 4, lockedAt: null });
    const wrong = Array.from({ length: 11 }, (_, i) => attempt('program-admin', `wrong-password-${i}x`));
    const right = attempt('program-admin', DEMO_PASSWORD);
    const answers = await Promise.all([...wrong, right]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(0);
    const row = await statusOf('program-admin');
    expect(row.userStatus).toBe('LOCKED');
    // The count and the check are one statement: no parallel attempt slips past the limit.
    expect(row.failedLoginAttempts).toBe(5);
  });
});

describe('PUT api/connects-admin/user/{id}/unlock', () => {
  const lock = (login: string) =>
    setUser(login, { userStatus: 'LOCKED', failedLoginAttempts: 5, lockedAt: new Date() });
  const idOf = async (login: string) => (await statusOf(login)).id;

  it('lets a connects admin unlock an account at once, audited with the actor', async () => {
    await lock('delegate');
    const admin = await signIn(app, 'connects-admin');
    const res = await admin.put(`/api/connects-admin/user/${await idOf('delegate')}/unlock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      successful: true,
      errorKeys: [],
      updatedUser: { login: 'delegate', userStatus: 'ACTIVE' },
    });
    expect(await statusOf('delegate')).toMatchObject({ userStatus: 'ACTIVE', failedLoginAttempts: 0, lockedAt: null });
    expect((await attempt('delegate', DEMO_PASSWORD)).statusCode).toBe(200);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'UNLOCK_USER'));
    expect(events.find((e) => e.actorId === 'connects-admin')?.data).toEqual({ login: 'delegate' });
  });

  /** A copy of the demo client admin (same password) in another organization. */
  async function clientAdminIn(login: string, organization: string) {
    const { id: _, login: __, email: ___, ...rest } = await statusOf('client-admin');
    const [org] = await db.select().from(organizations).where(eq(organizations.name, organization));
    const [user] = await db
      .insert(users)
      .values({
        ...rest,
        login,
        email: `${login}@northwind.example`,
        legacyUserId: login,
        primaryOrganizationId: org.id,
      })
      .returning();
    await db.insert(userOrganizations).values({ userId: user.id, organizationId: org.id });
    return signIn(app, login);
  }

  it('lets a client admin unlock the users of his organization tree only', async () => {
    // The demo client admin belongs to Northwind Group, the root.
    const clientAdmin = await signIn(app, 'client-admin');
    await lock('reviewer');
    expect((await clientAdmin.put(`/api/connects-admin/user/${await idOf('reviewer')}/unlock`)).statusCode).toBe(200);
    // The delegate belongs to Northwind Europe, below the root.
    await lock('delegate');
    const below = await clientAdmin.put(`/api/connects-admin/user/${await idOf('delegate')}/unlock`);
    expect(below.statusCode, below.body).toBe(200);
    expect((await statusOf('delegate')).userStatus).toBe('ACTIVE');
    // The hotline agent belongs to no organization of the tree.
    await lock('hotline');
    expect((await clientAdmin.put(`/api/connects-admin/user/${await idOf('hotline')}/unlock`)).statusCode).toBe(403);
    expect((await statusOf('hotline')).userStatus).toBe('LOCKED');

    // A client admin of Northwind France: neither the organization above him nor a sibling's users.
    const franceAdmin = await clientAdminIn('france-admin', 'Northwind France');
    await lock('reviewer');
    expect((await franceAdmin.put(`/api/connects-admin/user/${await idOf('reviewer')}/unlock`)).statusCode).toBe(403);
    await lock('delegate');
    expect((await franceAdmin.put(`/api/connects-admin/user/${await idOf('delegate')}/unlock`)).statusCode).toBe(403);
    await clientAdminIn('germany-admin', 'Northwind Germany');
    await lock('germany-admin');
    const sibling = await franceAdmin.put(`/api/connects-admin/user/${await idOf('germany-admin')}/unlock`);
    expect(sibling.statusCode).toBe(403);
    expect((await statusOf('reviewer')).userStatus).toBe('LOCKED');
    expect((await statusOf('germany-admin')).userStatus).toBe('LOCKED');
    for (const login of ['reviewer', 'delegate'])
      await setUser(login, { userStatus: 'ACTIVE', failedLoginAttempts: 0 });
  });

  it('refuses other roles (403) and anonymous callers (401), and changes nothing', async () => {
    await lock('hotline');
    const id = await idOf('hotline');
    for (const login of ['reviewer', 'delegate', 'importer']) {
      const res = await (await signIn(app, login)).put(`/api/connects-admin/user/${id}/unlock`);
      expect(res.statusCode, login).toBe(403);
    }
    expect((await new Client(app).put(`/api/connects-admin/user/${id}/unlock`)).statusCode).toBe(401);
    expect((await statusOf('hotline')).userStatus).toBe('LOCKED');
  });

  it('answers 409 for an account that is not locked, 404 for none, 400 for a bad id', async () => {
    const admin = await signIn(app, 'connects-admin');
    expect((await admin.put(`/api/connects-admin/user/${await idOf('admin')}/unlock`)).json()).toEqual({
      message: 'error.userNotLocked',
      status: 409,
      successful: false,
      errorKeys: ['connectsAdmin.errors.notAllowed.unlock'],
    });
    expect((await admin.put('/api/connects-admin/user/999999/unlock')).statusCode).toBe(404);
    expect((await admin.put('/api/connects-admin/user/abc/unlock')).statusCode).toBe(400);
  });
});
