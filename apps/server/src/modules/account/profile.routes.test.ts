/** The reviewer's profile and his own password reset (spec 001 §2, §5 "Profile", §7; decision 057). */
import { AUTHORITIES as A } from '@candor/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { jobContextWithMail } from '../../jobs/mail-capture.test-support.ts';
import { runDueJobs } from '../../jobs/runner.ts';
import { addUser, orgByName } from '../category-access/category-access.test-support.ts';

const { app, database, config, codec } = await buildTestApp();
const { ctx, capture } = await jobContextWithMail(config, database.db, codec);

const update = {
  title: 'Head of compliance',
  department: 'Legal',
  preferredLanguage: 'fr',
  primaryPhoneNumber: '+33 1 23 45 67 89',
  secondaryPhoneNumber: '',
  landingPage: 'DASHBOARD',
};

describe('api/users/profile', () => {
  it('reads the stored profile with name and email', async () => {
    const c = await signIn(app, 'reviewer');
    const res = await c.get('/api/users/profile');
    expect(res.statusCode, res.body).toBe(200);
    // The account names the same landing page, never none, before the user ever chose one.
    expect((await c.get('/api/account')).json().landingPage).toBe('OVERVIEW');
    expect(res.json()).toMatchObject({
      name: 'Rita Reviewer',
      title: null,
      preferredLanguage: 'en',
      dashboardEnabled: true,
      landingPage: 'OVERVIEW',
    });
  });

  it('saves the user own fields, and the session speaks the new language', async () => {
    const c = await signIn(app, 'reviewer');
    const res = await c.put('/api/users/profile', { json: update });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Head of compliance',
      department: 'Legal',
      preferredLanguage: 'fr',
      primaryPhone: '+33 1 23 45 67 89',
      secondaryPhone: null,
      landingPage: 'DASHBOARD',
    });
    expect((await c.get('/api/users/profile')).json().department).toBe('Legal');
    expect((await c.get('/api/account')).json().landingPage).toBe('DASHBOARD');
    expect((await c.get('/api/account')).json().langKey).toBe('fr');
    // Name and email are not the user's to change: sent along, they are ignored.
    await c.put('/api/users/profile', { json: { ...update, name: 'Someone Else', email: 'x@example.test' } });
    expect((await c.get('/api/users/profile')).json()).toMatchObject({ name: 'Rita Reviewer' });
  });

  it('refuses the dashboard landing page without the dashboard', async () => {
    const c = await signIn(app, 'program-admin');
    const res = await c.put('/api/users/profile', { json: update });
    expect(res.statusCode).toBe(400);
    expect((await c.get('/api/users/profile')).json()).toMatchObject({ title: null, landingPage: 'OVERVIEW' });
  });

  it("refuses a language the user's role may not use, and takes one it may", async () => {
    const france = await orgByName(database.db, 'Northwind France');
    await addUser(database.db, {
      login: 'reviewer-on-the-phones',
      org: france.id,
      authorities: [A.USER, A.HOTLINE_AGENT],
    });
    const c = await signIn(app, 'reviewer-on-the-phones');
    const body = { ...update, landingPage: 'OVERVIEW' };
    const refused = await c.put('/api/users/profile', { json: { ...body, preferredLanguage: 'jp' } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'error.validation',
      fieldErrors: [{ field: 'preferredLanguage', message: 'invalid' }],
    });
    expect((await c.get('/api/users/profile')).json().preferredLanguage).toBe('en');
    const taken = await c.put('/api/users/profile', { json: { ...body, preferredLanguage: 'es' } });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await c.get('/api/account')).json().langKey).toBe('es');
    // A language his role no longer has, kept as stored, does not stop the save of the rest.
    await database.db.execute(sql`update users set lang_key = 'jp' where login = 'reviewer-on-the-phones'`);
    const kept = await c.put('/api/users/profile', {
      json: { ...body, preferredLanguage: 'jp', title: 'Night shift' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Night shift', preferredLanguage: 'jp' });
  });

  it.each([
    ['a phone with letters', { primaryPhoneNumber: 'call me' }],
    ['a title over 100 characters', { title: 'x'.repeat(101) }],
    ['an unknown language', { preferredLanguage: 'xx' }],
    ['an unknown landing page', { landingPage: 'SEARCH' }],
  ])('answers 400 for %s', async (_, change) => {
    const res = await (await signIn(app, 'delegate')).put('/api/users/profile', {
      json: { ...update, landingPage: 'OVERVIEW', ...change },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('error.validation');
  });
});

describe('bodies that are not a profile', () => {
  it.each([
    ['broken JSON', '{"title":'],
    ['a list', '[]'],
    ['text', 'hello'],
  ])('answers 400 for %s', async (_, text) => {
    const res = await (await signIn(app, 'reviewer')).put('/api/users/profile', {
      text,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
  });
});

describe('POST api/users/resetPassword', () => {
  it('mails the user a reset link, saying that a reset was asked for, not that an administrator made one', async () => {
    const res = await (await signIn(app, 'delegate')).post('/api/users/resetPassword');
    expect(res.statusCode, res.body).toBe(200);
    await runDueJobs(ctx);
    expect(capture.received).toHaveLength(1);
    expect(capture.received[0].text).toContain('https://ethics.northwind.example/account/reset/finish?key=');
    expect(capture.received[0].text).toContain('A password reset was requested for your account delegate.');
    expect(capture.received[0].text).not.toMatch(/administrator has reset/i);
  });
});
