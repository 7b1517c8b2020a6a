import { describe, expect, it } from 'vitest';
import { Client, DEMO_PASSWORD, buildTestApp, signIn } from '../../../test/build-test-app.ts';

const { app } = await buildTestApp();

describe('staff sign-in', () => {
  it('signs in with the built-in form and returns the session account', async () => {
    const client = new Client(app);
    const res = await client.post('/api/authentication', { form: { username: 'reviewer', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'CANDOR_SESSION');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    const account = (await client.get('/api/account')).json();
    expect(account).toMatchObject({ activated: true, firstName: 'Rita', langKey: 'en' });
    expect(account.authorities).toEqual(['ROLE_USER', 'ROLE_MASTER_REVIEWER']);
    expect(account.organizations[0].name).toBe('Northwind Group');
  });

  it('answers 401 with the attempts left, and locks the account after five failures', async () => {
    const client = new Client(app);
    for (let left = 4; left >= 1; left--) {
      const res = await client.post('/api/authentication', { form: { username: 'statistics', password: 'wrong-one' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'error.login.failed', status: 401, numberOfLoginAttemptsLeft: left });
    }
    const fifth = await client.post('/api/authentication', { form: { username: 'statistics', password: 'wrong-one' } });
    expect(fifth.json()).toEqual({ message: 'error.login.locked', status: 401, numberOfLoginAttemptsLeft: 0 });
    const right = await client.post('/api/authentication', { form: { username: 'statistics', password: DEMO_PASSWORD } });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe('error.login.locked');
  });

  it('rejects a state-changing request without the XSRF header', async () => {
    const client = new Client(app);
    const res = await client.post('/api/authentication', { form: { username: 'reviewer', password: DEMO_PASSWORD }, xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'error.xsrf', status: 403 });
  });

  it('answers 400 in the error shape when the form is incomplete', async () => {
    const res = await new Client(app).post('/api/authentication', { form: { username: 'reviewer' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error.validation', status: 400 });
    expect(res.json().fieldErrors[0].field).toBe('body.password');
  });
});

describe('account', () => {
  it('answers 401 without a session', async () => {
    const res = await new Client(app).get('/api/account');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'error.unauthorized', status: 401 });
  });

  it('saves the language preference, and refuses an unknown code', async () => {
    const client = await signIn(app, 'hotline');
    expect((await client.put('/api/account/langPref', { text: 'fr' })).statusCode).toBe(204);
    expect((await client.get('/api/account')).json().langKey).toBe('fr');
    const bad = await client.put('/api/account/langPref', { text: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('error.validation');
  });

  it('ends the session on logout', async () => {
    const client = await signIn(app, 'reviewer');
    expect((await client.post('/api/logout')).statusCode).toBe(204);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });
});
