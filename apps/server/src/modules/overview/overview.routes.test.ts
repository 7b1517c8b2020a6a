import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { orgId } from '../reporting/reporting.fixtures.ts';
import { fileReport } from '../reports/reviewer.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;

const first = await fileReport(app, db, { inputStatement: 'First: the canteen supplier is paid twice.' });
const second = await fileReport(app, db, {
  inputStatement: 'Second: overtime is not paid.',
  orgName: 'Northwind Canada',
});
const reviewer = await signIn(app, 'reviewer');

describe('GET api/reviewer/reports/new-and-updated', () => {
  it('lists reports in status 1 or 3 within reach, newest activity first, paged in SQL', async () => {
    const res = await reviewer.get('/api/reviewer/reports/new-and-updated?langKey=en&page=0&size=1');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.totalElements).toBe(2);
    expect(page.totalPages).toBe(2);
    expect(page.number).toBe(0);
    expect(page.content).toHaveLength(1);
    expect(page.content[0].referenceId).toBe(second.referenceId);
    expect(page.content[0].reportMessage).toBe('Second: overtime is not paid.');
    expect(page.content[0].statusName).toBe('NEW');
    expect(page.content[0].orgName).toBe('Northwind Canada');
    const next = (await reviewer.get('/api/reviewer/reports/new-and-updated?page=1&size=1')).json();
    expect(next.content[0].referenceId).toBe(first.referenceId);
  });

  it('sorts by a spec column in either direction, and refuses unknown columns with 400', async () => {
    const asc = (await reviewer.get('/api/reviewer/reports/new-and-updated?sort=orgName,asc')).json();
    expect(asc.content.map((r: { orgName: string }) => r.orgName)).toEqual(['Northwind Canada', 'Northwind France']);
    const desc = (await reviewer.get('/api/reviewer/reports/new-and-updated?sort=orgName,desc')).json();
    expect(desc.content.map((r: { orgName: string }) => r.orgName)).toEqual(['Northwind France', 'Northwind Canada']);
    const bad = await reviewer.get('/api/reviewer/reports/new-and-updated?sort=passwordHash,asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('error.validation');
    for (const q of ['page=-1', 'size=0', 'size=201', 'sort=a;drop', 'langKey=xx']) {
      expect((await reviewer.get(`/api/reviewer/reports/new-and-updated?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('reads the sort as Spring does: a field alone ascending, the field and direction in any case (decision 079)', async () => {
    const orgs = async (sort: string) => {
      const res = await reviewer.get(`/api/reviewer/reports/new-and-updated?sort=${sort}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.map((r: { orgName: string }) => r.orgName);
    };
    expect(await orgs('orgName')).toEqual(['Northwind Canada', 'Northwind France']);
    expect(await orgs('orgname,ASC')).toEqual(['Northwind Canada', 'Northwind France']);
    expect(await orgs('ORGNAME,DESC')).toEqual(['Northwind France', 'Northwind Canada']);
    const refused = await reviewer.get('/api/reviewer/reports/new-and-updated?sort=passwordHash');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'error.validation',
      status: 400,
      fieldErrors: [{ field: 'querystring.sort', message: 'Pattern' }],
    });
  });

  it('drops a report once opened (status 4), and shows nothing to a delegate without delegations', async () => {
    await reviewer.get(`/api/reviewer/report/${first.referenceId}`);
    const page = (await reviewer.get('/api/reviewer/reports/new-and-updated')).json();
    expect(page.content.map((r: { referenceId: string }) => r.referenceId)).toEqual([second.referenceId]);
    const delegate = await signIn(app, 'delegate');
    expect((await delegate.get('/api/reviewer/reports/new-and-updated')).json().totalElements).toBe(0);
  });
});

describe('GET api/reviewer/report?lookupType', () => {
  it('recent: the reports this user opened, newest first', async () => {
    const user = await signIn(app, 'program-admin');
    await user.get(`/api/reviewer/report/${second.referenceId}`);
    await user.get(`/api/reviewer/report/${first.referenceId}`);
    const list = (await user.get('/api/reviewer/report?lookupType=recent&langKey=en')).json();
    expect(list.map((r: { referenceId: string }) => r.referenceId)).toEqual([first.referenceId, second.referenceId]);
    expect(list[0].lastViewedTime).not.toBeNull();
  });

  it('watched: with the latest log event; a report out of reach stays greyed out with ID, status and time only', async () => {
    const user = await signIn(app, 'reviewer');
    expect((await user.put(`/api/report/${second.referenceId}/watch`)).statusCode).toBe(204);
    const list = (await user.get('/api/reviewer/report?lookupType=watched')).json();
    expect(list).toHaveLength(1);
    expect(list[0].recentLog.trackingType).toBe('WATCH');
    expect(list[0].recentLog.authorName).toBe('Rita Reviewer');

    // The client admin holds category 13 only: moving the report to 104 takes it out of his reach.
    const client = await signIn(app, 'client-admin');
    await client.put(`/api/report/${second.referenceId}/watch`);
    await user.put(`/api/report/${second.referenceId}`, {
      json: { orgId: await orgId(db, 'Northwind France'), categoryId: 104 },
    });
    const greyed = (await client.get('/api/reviewer/report?lookupType=watched')).json();
    expect(greyed[0]).toMatchObject({
      referenceId: second.referenceId,
      userAuthorizedForReport: false,
      reportName: null,
      reportMessage: null,
      categoryName: null,
      orgName: null,
      recentLog: null,
    });
  });

  it('refuses an unknown lookup type with 400', async () => {
    expect((await reviewer.get('/api/reviewer/report?lookupType=all')).statusCode).toBe(400);
  });
});

describe('ui-preferences, default view and quick link', () => {
  it('starts with every card expanded, then keeps what was saved', async () => {
    const user = await signIn(app, 'program-admin');
    const start = (await user.get('/api/users/reviewer/ui-preferences')).json();
    expect(Object.values(start)).toEqual([true, true, true, true, true]);
    const saved = { ...start, watchedReportsExpanded: false, quickLinksExpanded: false };
    expect((await user.post('/api/users/reviewer/ui-preferences', { json: saved })).statusCode).toBe(200);
    expect((await user.get('/api/users/reviewer/ui-preferences')).json()).toEqual(saved);
    expect(
      (await user.post('/api/users/reviewer/ui-preferences', { json: { quickLinksExpanded: 'no' } })).statusCode,
    ).toBe(400);
  });

  it('stores the default view name (at most 45 characters) and none', async () => {
    const user = await signIn(app, 'program-admin');
    expect((await user.get('/api/users/reviewer/ui-preferences/default-view')).json()).toEqual({ name: null });
    await user.post('/api/users/reviewer/ui-preferences/default-view?name=Open%20fraud');
    expect((await user.get('/api/users/reviewer/ui-preferences/default-view')).json()).toEqual({ name: 'Open fraud' });
    expect((await user.post(`/api/users/reviewer/ui-preferences/default-view?name=${'x'.repeat(46)}`)).statusCode).toBe(
      400,
    );
    await user.post('/api/users/reviewer/ui-preferences/default-view');
    expect((await user.get('/api/users/reviewer/ui-preferences/default-view')).json()).toEqual({ name: null });
  });

  it('gives the quick-link marker once', async () => {
    const user = await signIn(app, 'reviewer');
    await user.post('/api/users/reviewer/ui-preferences/quick-link', { json: { marker: 'all-open-reports' } });
    expect((await user.post('/api/users/reviewer/ui-preferences/quick-link/take')).json()).toEqual({
      marker: 'all-open-reports',
    });
    expect((await user.post('/api/users/reviewer/ui-preferences/quick-link/take')).json()).toEqual({ marker: null });
    const bad = await user.post('/api/users/reviewer/ui-preferences/quick-link', { json: { marker: 'everything' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to staff without ROLE_USER', async () => {
    expect((await new Client(app).get('/api/users/reviewer/ui-preferences')).statusCode).toBe(401);
    const hotline = await signIn(app, 'hotline');
    expect((await hotline.get('/api/users/reviewer/ui-preferences')).statusCode).toBe(403);
  });
});

describe('sorting by organization', () => {
  it('orders by the name shown in the asked language', async () => {
    await fileReport(app, db, { inputStatement: 'The warehouse scales are set light.', orgName: 'Northwind Germany' });
    await fileReport(app, db, { inputStatement: 'The canteen scales are set light.' });
    const names = async (langKey: string) => {
      const res = await reviewer.get(`/api/reviewer/reports/new-and-updated?sort=orgName,asc&langKey=${langKey}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.map((r: { orgName: string }) => r.orgName);
    };
    expect(await names('en')).toEqual(['Northwind France', 'Northwind Germany']);
    expect(await names('fr')).toEqual(['Northwind Allemagne', 'Northwind France']);
  });
});
