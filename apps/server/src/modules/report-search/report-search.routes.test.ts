import { flexColumn, SEARCH_COLUMNS, SEARCH_SORT_KEYS } from '@candor/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { pdfPageLines } from '../../../test/pdf-text.ts';
import {
  organizations,
  questionResponses,
  questions,
  reportSearchTokens,
  searchExports,
} from '../../db/schema/index.ts';
import { forgetSearchExports } from '../../jobs/forget-search-exports.job.ts';
import { JOBS } from '../../jobs/registry.ts';
import { createMailer } from '../../lib/mail.ts';
import { addUser } from '../category-access/category-access.test-support.ts';
import { orgId } from '../reporting/reporting.fixtures.ts';
import { exportLabels } from '../reports/export-labels.ts';
import { addFlexQuestion, fileReport, reportRowOf } from '../reports/reviewer.test-support.ts';

const { app, database, codec, config } = await buildTestApp();
const db = database.db;

const france = await orgId(db, 'Northwind France');
const canada = await orgId(db, 'Northwind Canada');
const fraud = await fileReport(app, db, {
  categoryId: 101,
  inputStatement: 'The <b>Café</b> supplier invoices twice for the same pallets.',
  reportName: 'Double invoices',
});
const safety = await fileReport(app, db, {
  categoryId: 105,
  orgName: 'Northwind Canada',
  inputStatement: 'Forklift brakes fail in the cold store.',
});
const formula = await fileReport(app, db, {
  categoryId: 101,
  inputStatement: 'Spreadsheet trick in the name.',
  reportName: '=HYPERLINK("http://evil.example","x")',
});
const reviewer = await signIn(app, 'reviewer');

const search = (body: object, query = '') =>
  reviewer.post(`/api/reviewer/report-search-results?langKey=en${query}`, { json: body });
const ids = (res: { json: () => { content: { referenceId: string }[] } }) =>
  res.json().content.map((r) => r.referenceId);
/** The lines of a search exported as PDF, every page's in order. */
async function exportedPdf(json: object, langKey = 'en', client = reviewer): Promise<string[]> {
  const res = await client.post(`/api/reviewer/report-search/export?langKey=${langKey}`, {
    json: { contentType: 'application/pdf', ...json },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfPageLines(res.rawPayload)).flat();
}

describe('POST api/reviewer/report-search-results', () => {
  it('finds reports within reach, newest activity first, with every column as people read it', async () => {
    const res = await search({});
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.totalElements).toBe(3);
    expect(ids(res)).toEqual([formula.referenceId, safety.referenceId, fraud.referenceId]);
    const row = page.content.find((r: { referenceId: string }) => r.referenceId === fraud.referenceId);
    expect(row).toMatchObject({
      statusName: 'NEW',
      categoryName: 'Fraud',
      orgName: 'Northwind France',
      reportName: 'Double invoices',
      priority: 1,
      typeId: 1,
      userAuthorizedForReport: true,
      doesNotificationEmailExist: false,
    });
  });

  it('keyword: finds words of the encrypted text whatever the case, accents or markup, all words required', async () => {
    expect(ids(await search({ keyWord: 'cafe' }))).toEqual([fraud.referenceId]);
    expect(ids(await search({ keyWord: 'CAFÉ Pallets' }))).toEqual([fraud.referenceId]);
    expect(ids(await search({ keyWord: 'cafe brakes' }))).toEqual([]);
    expect(ids(await search({ keyWord: 'invoices' }))).toEqual([fraud.referenceId]);
    // The report ID itself finds its report.
    expect(ids(await search({ keyWord: safety.referenceId }))).toEqual([safety.referenceId]);
    // The index holds keyed hashes, never the words.
    const row = await reportRowOf(db, codec, fraud.referenceId);
    const tokens = await db.select().from(reportSearchTokens).where(sql`report_id = ${row.id}`);
    expect(tokens.length).toBeGreaterThan(5);
    expect(JSON.stringify(tokens.map((t) => String(t.token)))).not.toMatch(/caf|pallet/i);
  });

  it('keyword: reports filed before the index are indexed once by migrate', async () => {
    const row = await reportRowOf(db, codec, fraud.referenceId);
    await db.execute(sql`delete from report_search_tokens where report_id = ${row.id}`);
    await db.execute(sql`update reports set search_indexed = false where id = ${row.id}`);
    expect(ids(await search({ keyWord: 'pallets' }))).toEqual([]);
    await database.migrate(codec);
    expect(ids(await search({ keyWord: 'pallets' }))).toEqual([fraud.referenceId]);
    expect((await reportRowOf(db, codec, fraud.referenceId)).searchIndexed).toBe(true);
  });

  it('keyword: comments are indexed when written, and edits rebuild the index', async () => {
    const added = await reviewer.post(`/api/report/${safety.referenceId}/comment`, {
      json: { commentText: 'Mechanic booked for thursday', hidden: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(ids(await search({ keyWord: 'mechanic' }))).toEqual([safety.referenceId]);
    const { commentId } = added.json();
    const edited = await reviewer.put(`/api/reviewer/report/${safety.referenceId}/comment/${commentId}`, {
      json: 'Garage booked for friday',
    });
    expect(edited.statusCode, edited.body).toBeLessThan(300);
    expect(ids(await search({ keyWord: 'mechanic' }))).toEqual([]);
    expect(ids(await search({ keyWord: 'garage' }))).toEqual([safety.referenceId]);
  });

  it('filters: organizations, statuses, categories, methods, dates; an empty result says so by count', async () => {
    expect(ids(await search({ orgIds: [canada] }))).toEqual([safety.referenceId]);
    expect(ids(await search({ orgIds: [france], categoryIds: [101] }))).toEqual([
      formula.referenceId,
      fraud.referenceId,
    ]);
    expect((await search({ statusIds: [2] })).json().totalElements).toBe(0);
    expect((await search({ statusIds: [1] })).json().totalElements).toBe(3);
    // The filter does not offer New (1), and Review (4) finds only itself (spec 001 §2); "All open
    // reports" (3 to 8) leaves out a report nobody has opened yet (spec 001 §4).
    expect((await search({ statusIds: [4] })).json().totalElements).toBe(0);
    expect((await search({ statusIds: [3, 4, 5, 6, 7, 8] })).json().totalElements).toBe(0);
    expect((await search({ statusIds: [3] })).json().totalElements).toBe(0);
    expect((await search({ typeIds: [3] })).json().totalElements).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search({ submissionDateRange: { from: today, to: today } })).json().totalElements).toBe(3);
    expect((await search({ submissionDateRange: { to: '2000-01-01' } })).json().totalElements).toBe(0);
    expect((await search({ closedDateRange: { from: '2000-01-01' } })).json().totalElements).toBe(0);
    expect((await search({ scheduledCloseDateRange: { from: '2000-01-01' } })).json().totalElements).toBe(0);
    expect((await search({ lastDelegationDateRange: { from: '2000-01-01' } })).json().totalElements).toBe(0);
  });

  it('categories: a chosen category stands for every category of the same name', async () => {
    await db.execute(sql`insert into categories (id, group_id, names)
      select 9101, group_id, '{"en":"Fraud"}'::jsonb from categories where id = 101`);
    await db.execute(sql`insert into user_categories (user_id, category_id, active)
      select id, 9101, true from users where login = 'reviewer'`);
    const row = await reportRowOf(db, codec, safety.referenceId);
    await db.execute(sql`update reports set category_id = 9101 where id = ${row.id}`);
    expect((await search({ categoryIds: [101] })).json().totalElements).toBe(3);
    await db.execute(sql`update reports set category_id = 105 where id = ${row.id}`);
    expect((await search({ categoryIds: [101] })).json().totalElements).toBe(2);
  });

  it('delegates and flex-field answers filter by their rows', async () => {
    const detail = (await reviewer.get(`/api/reviewer/report/${fraud.referenceId}`)).json();
    const dan = detail.eligibleDelegateReviewers.find((d: { name: string }) => d.name === 'Dan Delegate');
    await reviewer.put(`/api/reviewer/report/${fraud.referenceId}/delegate-reviewer`, { json: [dan.id] });
    expect(ids(await search({ delegateIds: [dan.id] }))).toEqual([fraud.referenceId]);
    const filters = (await reviewer.get('/api/reviewer/report-search/available-filters?langKey=en')).json();
    expect(filters.delegates.map((d: { name: string }) => d.name)).toContain('Dan Delegate');
    expect(
      ids(await search({ flexFieldQuestionResponses: [{ questionId: 1, layout: 'select', responseIds: [1] }] })),
    ).toEqual([]);
  });

  it('offers each delegate for the organizations whose reports he may hold: his own and those below', async () => {
    const europe = await orgId(db, 'Northwind Europe');
    const germany = await orgId(db, 'Northwind Germany');
    const eve = await addUser(db, { login: 'europe-delegate', firstName: 'Eve', org: europe, delegateReviewer: true });
    const offered = async (client: typeof reviewer) =>
      (await client.get('/api/reviewer/report-search/available-filters?langKey=en'))
        .json()
        .delegates.find((d: { id: number }) => d.id === eve.id);
    // Chosen Northwind France in the filter, she stays offered: she may hold its reports.
    expect((await offered(reviewer)).orgIds).toEqual([europe, france, germany].sort((a, b) => a - b));
    // A reviewer of Northwind France alone is offered her too, for the one organization of his reach.
    await addUser(db, { login: 'france-delegates-reviewer', org: france, categories: [101] });
    expect((await offered(await signIn(app, 'france-delegates-reviewer'))).orgIds).toEqual([france]);
    // A reviewer of Northwind Canada is not: she holds nothing of his.
    await addUser(db, { login: 'canada-delegates-reviewer', org: canada, categories: [105] });
    expect(await offered(await signIn(app, 'canada-delegates-reviewer'))).toBeUndefined();
  });

  it('answers the flex-field questions a search filters on, in the asked language, as available-filters does', async () => {
    const [question] = await db
      .insert(questions)
      .values({
        organizationId: france,
        kind: 'flex',
        layout: 'select',
        texts: { en: 'Outcome', fr: 'Issue' },
        mandatory: true,
        position: 3,
      })
      .returning();
    const [answer] = await db
      .insert(questionResponses)
      .values({ questionId: question.id, values: { en: 'Substantiated', fr: 'Fondé' } })
      .returning();
    const questionsIn = async (langKey: string) =>
      (await reviewer.get(`/api/organization/flex-field-questions?langKey=${langKey}`)).json();
    const filters = (await reviewer.get('/api/reviewer/report-search/available-filters?langKey=fr')).json();
    expect(await questionsIn('fr')).toEqual(filters.organizationFlexFields);
    expect((await questionsIn('fr')).find((q: { questionId: number }) => q.questionId === question.id)).toEqual({
      questionId: question.id,
      orgId: france,
      question: 'Issue',
      layout: 'select',
      mandatory: true,
      modifiable: false,
      position: 3,
      hidden: false,
      potentialResponses: [{ responseId: answer.id, value: 'Fondé', hidden: false, branchTo: null }],
    });
    expect((await questionsIn('en')).map((q: { question: string }) => q.question)).toContain('Outcome');
    expect((await reviewer.get('/api/organization/flex-field-questions?langKey=xx')).statusCode).toBe(400);
  });

  it('offers a reviewer of one organization the flex questions of every organization above it, not of its sisters', async () => {
    const [fabrikam] = await db.insert(organizations).values({ name: 'Fabrikam' }).returning();
    const root = await orgId(db, 'Northwind Group');
    const date = (text: string) => ({ text, layout: 'date' });
    const asked = {
      root: await addFlexQuestion(db, root, date('Board told')),
      europe: await addFlexQuestion(db, await orgId(db, 'Northwind Europe'), date('Works council told')),
      germany: await addFlexQuestion(db, await orgId(db, 'Northwind Germany'), date('Betriebsrat')),
      otherRoot: await addFlexQuestion(db, fabrikam.id, date('Fabrikam only')),
    };
    await addUser(db, { login: 'france-flex-reviewer', org: france, categories: [101] });
    const franceOnly = await signIn(app, 'france-flex-reviewer');
    const offered = async (client: typeof reviewer) =>
      (await client.get('/api/reviewer/report-search/available-filters?langKey=en'))
        .json()
        .organizationFlexFields.map((q: { questionId: number }) => q.questionId);
    const hers = await offered(franceOnly);
    expect(hers).toEqual(expect.arrayContaining([asked.root.id, asked.europe.id]));
    expect(hers).not.toContain(asked.germany.id);
    expect(hers).not.toContain(asked.otherRoot.id);
    const his = await offered(reviewer);
    expect(his).toEqual(expect.arrayContaining([asked.root.id, asked.europe.id, asked.germany.id]));
    expect(his).not.toContain(asked.otherRoot.id);
    // Her export's columns are the picker's.
    const csv = await franceOnly.post('/api/reviewer/report-search/export?langKey=en', {
      json: { contentType: 'text/csv', keyWord: 'invoices' },
    });
    const [header]: string[][] = parse(csv.body, { bom: true });
    expect(header).toEqual(expect.arrayContaining(['Board told', 'Works council told']));
    expect(header).not.toContain('Betriebsrat');
  });

  it('sorts by every sortable key both ways; pages never overlap; unknown keys are 400', async () => {
    for (const key of SEARCH_SORT_KEYS) {
      for (const dir of ['asc', 'desc']) {
        const res = await search({}, `&sort=${key},${dir}`);
        expect(res.statusCode, `${key},${dir}`).toBe(200);
        expect(res.json().totalElements).toBe(3);
      }
    }
    expect(ids(await search({}, '&sort=orgName,asc'))[0]).toBe(safety.referenceId);
    expect(ids(await search({}, '&sort=orgName,desc'))[2]).toBe(safety.referenceId);
    const seen = new Set<string>();
    for (let p = 0; p < 3; p++) {
      const res = await search({}, `&page=${p}&size=1&sort=categoryName,asc`);
      expect(res.json().totalPages).toBe(3);
      for (const id of ids(res)) seen.add(id);
    }
    expect(seen.size).toBe(3);
    expect((await search({}, '&sort=passwordHash,asc')).statusCode).toBe(400);
  });

  it('sorts New (1) and Review (4), which both read New, as one status', async () => {
    const setStatus = async (referenceId: string, statusId: number) => {
      const row = await reportRowOf(db, codec, referenceId);
      await db.execute(sql`update reports set status_id = ${statusId} where id = ${row.id}`);
      return row.statusId;
    };
    const safetyWas = await setStatus(safety.referenceId, 4);
    const fraudWas = await setStatus(fraud.referenceId, 3);
    const formulaWas = await setStatus(formula.referenceId, 1);
    try {
      // By id, 1 < 3 < 4 would put the Updated report between the two New ones.
      expect(ids(await search({}, '&sort=statusName,asc'))[0]).toBe(fraud.referenceId);
      expect(ids(await search({}, '&sort=statusName,desc'))[2]).toBe(fraud.referenceId);
      expect(ids(await search({ statusIds: [4] }))).toEqual([safety.referenceId]);
    } finally {
      await setStatus(safety.referenceId, safetyWas);
      await setStatus(fraud.referenceId, fraudWas);
      await setStatus(formula.referenceId, formulaWas);
    }
  });

  it('reads the sort as Spring does: a field alone ascending, the field and direction in any case (decision 079)', async () => {
    const sorted = async (sort: string) => {
      const res = await search({}, `&sort=${sort}`);
      expect(res.statusCode, res.body).toBe(200);
      return ids(res);
    };
    const ascending = await sorted('orgName,asc');
    expect(ascending[0]).toBe(safety.referenceId);
    expect(await sorted('orgName')).toEqual(ascending);
    expect(await sorted('ORGNAME,ASC')).toEqual(ascending);
    expect((await sorted('orgname,DESC'))[2]).toBe(safety.referenceId);
    const refused = await search({}, '&sort=passwordHash');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'error.validation',
      status: 400,
      fieldErrors: [{ field: 'querystring.sort', message: 'Pattern' }],
    });
  });

  it('answers 400 with the error shape for any malformed input, never 500', async () => {
    const bad: unknown[] = [
      { statusIds: [9] },
      { orgIds: ['x'] },
      { submissionDateRange: { from: '2026-13-45x' } },
      { submissionDateRange: { from: '2026-02-02', to: '2026-01-01' } },
      // Shaped like days, but not days of the calendar.
      { submissionDateRange: { from: '2026-13-45' } },
      { submissionDateRange: { from: '2026-02-30' } },
      { closedDateRange: { to: '2026-00-10' } },
      { scheduledCloseDateRange: { from: '0000-01-01' } },
      { lastDelegationDateRange: { to: '9999-99-99' } },
      { keyWord: 'x'.repeat(201) },
      { flexFieldQuestionResponses: [{ questionId: 1, layout: 'nope', responseIds: [1] }] },
      'not json',
      [],
    ];
    for (const body of bad) {
      const res = await reviewer.post('/api/reviewer/report-search-results', { json: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('error.validation');
    }
    for (const q of ['page=-1', 'size=0', 'size=201', 'langKey=xx', 'sort=a;b']) {
      expect((await reviewer.post(`/api/reviewer/report-search-results?${q}`, { json: {} })).statusCode, q).toBe(400);
    }
  });

  it('a delegate finds only the reports delegated to him', async () => {
    const delegate = await signIn(app, 'delegate');
    const res = await delegate.post('/api/reviewer/report-search-results', { json: {} });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([fraud.referenceId]);
  });

  it("a delegate's category filter offers his organizations' categories and narrows his reports", async () => {
    const delegate = await signIn(app, 'delegate');
    const filters = (await delegate.get('/api/reviewer/report-search/available-filters?langKey=en')).json();
    const names = filters.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Fraud', 'Health and safety']));
    const found = (categoryIds: number[]) =>
      delegate.post('/api/reviewer/report-search-results', { json: { categoryIds } });
    expect(ids(await found([101]))).toEqual([fraud.referenceId]);
    expect(ids(await found([105]))).toEqual([]);
  });
});

describe('GET api/reviewer/report-search/category-filter-by-orgs', () => {
  it('narrows categories by organizations given comma-separated or repeated', async () => {
    const url = '/api/reviewer/report-search/category-filter-by-orgs?langKey=en&orgIds=';
    const commas = await reviewer.get(`${url}${france},${canada}`);
    const repeated = await reviewer.get(`${url}${france}&orgIds=${canada}`);
    expect(commas.statusCode).toBe(200);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual(commas.json());
    expect(commas.json().length).toBeGreaterThan(0);
  });
});

describe('saved views', () => {
  const view = (name: string, extra: object = {}) => ({
    name,
    sort: 'orgName,asc',
    reportSearchFilterRequest: { keyWord: 'cafe', orgIds: [france] },
    selectedColumns: ['status', 'reportId', 'organization'],
    ...extra,
  });

  it('saves, lists, updates a view of the same name, and refuses names over 45 characters', async () => {
    const user = await signIn(app, 'program-admin');
    expect((await user.post('/api/reviewer/report-search', { json: view('  Cafe, France  ') })).statusCode).toBe(200);
    expect((await user.post('/api/reviewer/report-search', { json: view('Open') })).statusCode).toBe(200);
    const updated = await user.post('/api/reviewer/report-search', {
      json: view('Open', { sort: 'updatedTime,desc', page: 2, contentType: 'text/csv' }),
    });
    expect(updated.statusCode).toBe(200);
    const list = (await user.get('/api/reviewer/report-search-view-filters')).json();
    expect(list.map((v: { name: string }) => v.name)).toEqual(['Cafe, France', 'Open']);
    // Every field of a saved view comes back as it was saved (spec 001 §3).
    expect(list[1]).toMatchObject({ sort: 'updatedTime,desc', page: 2, contentType: 'text/csv' });
    expect(
      (await user.post('/api/reviewer/report-search', { json: view('Bad type', { contentType: 'text/html' }) }))
        .statusCode,
    ).toBe(400);
    expect(list[0].reportSearchFilterRequest.keyWord).toBe('cafe');
    // Characters as people count them: 45 emoji are 45 characters.
    expect((await user.post('/api/reviewer/report-search', { json: view('😀'.repeat(45)) })).statusCode).toBe(200);
    const emoji = encodeURIComponent('😀'.repeat(45));
    const asDefault = await user.post(`/api/users/reviewer/ui-preferences/default-view?name=${emoji}`);
    expect(asDefault.statusCode, asDefault.body).toBeLessThan(300);
    expect((await user.get('/api/users/reviewer/ui-preferences/default-view')).json().name).toBe('😀'.repeat(45));
    expect((await user.delete(`/api/reviewer/report-search-view-filters?names=${emoji}`)).statusCode).toBe(204);
    for (const name of ['x'.repeat(46), '😀'.repeat(46), '   ', '']) {
      expect((await user.post('/api/reviewer/report-search', { json: view(name) })).statusCode).toBe(400);
    }
    expect(
      (await user.post('/api/reviewer/report-search', { json: view('Bad sort', { sort: 'password,asc' }) })).statusCode,
    ).toBe(400);
    const badDay = { reportSearchFilterRequest: { submissionDateRange: { from: '2026-02-30' } } };
    expect((await user.post('/api/reviewer/report-search', { json: view('Bad day', badDay) })).statusCode).toBe(400);
    // Views are another user's own: the reviewer sees none of them.
    expect((await reviewer.get('/api/reviewer/report-search-view-filters')).json()).toEqual([]);
    // The keyword of a view is sealed at rest.
    const stored = await db.execute(sql`select view from saved_views`);
    expect(JSON.stringify(stored)).not.toContain('cafe');
  });

  it('deletes views by name (commas replaced), and deleting the default view makes the default none', async () => {
    const user = await signIn(app, 'program-admin');
    await user.post('/api/users/reviewer/ui-preferences/default-view?name=Cafe%2C%20France');
    expect((await user.get('/api/users/reviewer/ui-preferences/default-view')).json().name).toBe('Cafe, France');
    const res = await user.delete(
      `/api/reviewer/report-search-view-filters?names=${encodeURIComponent('Cafe  France')}`,
    );
    expect(res.statusCode).toBe(204);
    expect(
      (await user.get('/api/reviewer/report-search-view-filters')).json().map((v: { name: string }) => v.name),
    ).toEqual(['Open']);
    expect((await user.get('/api/users/reviewer/ui-preferences/default-view')).json().name).toBeNull();
    expect((await user.delete('/api/reviewer/report-search-view-filters')).statusCode).toBe(400);
    // The names may also come as the parameter repeated.
    await user.post('/api/reviewer/report-search', { json: view('Later') });
    const both = await user.delete('/api/reviewer/report-search-view-filters?names=Open&names=Later');
    expect(both.statusCode).toBe(204);
    expect((await user.get('/api/reviewer/report-search-view-filters')).json()).toEqual([]);
  });

  it('deletes exactly the view named, one ending in a comma too, and refuses a name alike but for its commas', async () => {
    const user = await signIn(app, 'delegate');
    const names = async () =>
      (await user.get('/api/reviewer/report-search-view-filters')).json().map((v: { name: string }) => v.name);
    for (const name of ['Fraud 2026', 'Fraud 2026,', 'HR, Paris']) {
      expect((await user.post('/api/reviewer/report-search', { json: view(name) })).statusCode).toBe(200);
    }
    // "HR  Paris" would travel for deletion as "HR, Paris" does.
    const clash = await user.post('/api/reviewer/report-search', { json: view('HR  Paris') });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({
      message: 'feedback.reportSearch.saveReportSearchFilter.error',
      fieldErrors: [{ field: 'body.name', message: 'nameClash' }],
    });
    // The web sends "Fraud 2026," as "Fraud 2026 ": that view goes, "Fraud 2026" stays.
    const del = (sent: string) =>
      user.delete(`/api/reviewer/report-search-view-filters?names=${encodeURIComponent(sent)}`);
    expect((await del('Fraud 2026 ')).statusCode).toBe(204);
    expect(await names()).toEqual(['Fraud 2026', 'HR, Paris']);
    expect((await del('HR  Paris')).statusCode).toBe(204);
    expect(await names()).toEqual(['Fraud 2026']);
  });
});

describe('POST api/reviewer/report-search/export', () => {
  it('CSV: every row, the chosen columns, people-readable values, formulas neutralised', async () => {
    const res = await reviewer.post(
      `/api/reviewer/report-search/export?page=0&size=${Number.MAX_SAFE_INTEGER}&sort=createTime,asc&langKey=en`,
      {
        json: {
          contentType: 'text/csv',
          selectedColumnsOnly: true,
          selectedColumns: ['reportId', 'status', 'reportName', 'organization'],
        },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="report-search_.*\.csv"/);
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0]).toEqual(['Report ID', 'Status', 'Report name', 'Organization']);
    expect(rows).toHaveLength(4);
    expect(rows[1][0]).toContain(fraud.referenceId);
    // Delegated above: status 6, as people read it.
    expect(rows[1][1]).toBe('Investigation');
    expect(rows[1][2]).toBe('Double invoices');
    const injected = rows.find((r) => r[0].includes(formula.referenceId));
    expect(injected?.[2]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it('CSV without the flag: every column of the table, then the flex-field questions the picker offers', async () => {
    const filters = (await reviewer.get('/api/reviewer/report-search/available-filters?langKey=en')).json();
    const flexTexts = filters.organizationFlexFields.map((q: { question: string }) => q.question);
    expect(flexTexts.length).toBeGreaterThan(0);
    const res = await reviewer.post('/api/reviewer/report-search/export?langKey=en', {
      json: { contentType: 'text/csv', keyWord: 'forklift' },
    });
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0]).toHaveLength(SEARCH_COLUMNS.length + flexTexts.length);
    expect(rows[0]).toContain('Organization');
    expect(rows[0].slice(SEARCH_COLUMNS.length)).toEqual(flexTexts);
    expect(rows).toHaveLength(2);
  });

  it('CSV without the flag, for a reviewer of one organization: no Organization column, as his table has none', async () => {
    await addUser(db, { login: 'france-only-reviewer', org: france, categories: [101] });
    const franceOnly = await signIn(app, 'france-only-reviewer');
    const res = await franceOnly.post('/api/reviewer/report-search/export?langKey=en', {
      json: { contentType: 'text/csv', keyWord: 'invoices' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0].slice(0, 2)).toEqual(['Status', 'Report ID']);
    expect(rows[0]).toContain('Category');
    expect(rows[0]).not.toContain('Organization');
    expect(rows.some((r) => r[1].includes(fraud.referenceId))).toBe(true);
  });

  it('PDF: a PDF document with the rows, each page numbered', async () => {
    const res = await reviewer.post('/api/reviewer/report-search/export', {
      json: { contentType: 'application/pdf', selectedColumnsOnly: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.subarray(-6).toString()).toContain('%%EOF');
    const pages = await pdfPageLines(body);
    expect(pages[0].slice(0, 3)).toEqual([
      'Page 1',
      'Report search',
      expect.stringMatching(/^Printed on \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)$/),
    ]);
    // No filter narrowed the search: none is listed.
    expect(pages.flat()).not.toContain('Filters');
    for (const r of [fraud, safety, formula]) {
      expect(pages.flat().some((line) => line.includes(r.referenceId))).toBe(true);
    }
  });

  it('PDF: lists the filters in use as the filter panel names them, above the rows, in the language asked', async () => {
    const filters = {
      orgIds: [france],
      categoryIds: [101],
      typeIds: [1],
      submissionDateRange: { from: '2020-01-01', to: '2099-12-31' },
      closedDateRange: { from: null, to: null },
      keyWord: 'pallets',
    };
    const lines = await exportedPdf(filters);
    const at = lines.indexOf('Filters');
    // A range left empty narrows nothing, and is not listed.
    expect(lines.slice(at, at + 6)).toEqual([
      'Filters',
      'Organization: Northwind France',
      'Category: Fraud',
      'Method: Web',
      'Submission date: From 2020-01-01, To 2099-12-31',
      'Keyword: pallets',
    ]);
    expect(lines.slice(at + 6).some((line) => line.includes(fraud.referenceId))).toBe(true);
    // Each value once, however many ids it stands for; a filter that narrows nothing is not listed.
    const german = await exportedPdf({ statusIds: [1, 8, 8], keyWord: '  ' }, 'de');
    expect(german).toContain('Status: Neu, Beantwortet');
    expect(german.join('\n')).not.toMatch(/Schlüsselwort|Stichwort/);
  });

  it("PDF: names no organization beyond the user's reach, whatever ids the filter carries, yet shows it was there", async () => {
    const delegate = await signIn(app, 'delegate');
    const lines = await exportedPdf({ orgIds: [france, canada] }, 'en', delegate);
    expect(lines).toContain('Organization: Northwind France, Unknown');
    expect(lines.join('\n')).not.toContain('Canada');
  });

  it('PDF: lists delegates, flex-field answers and every date range by the names the panel gives them', async () => {
    const { id: questionId, responses } = await addFlexQuestion(db, france, {
      text: 'Remediation',
      layout: 'select',
      choices: ['Training', 'Dismissal'],
    });
    const offered = (await reviewer.get('/api/reviewer/report-search/available-filters?langKey=en')).json();
    const dan = offered.delegates.find((d: { name: string }) => d.name === 'Dan Delegate');
    const lines = await exportedPdf({
      delegateIds: [dan.id, 987_654],
      flexFieldQuestionResponses: [
        { questionId, layout: 'select', responseIds: [responses[1], responses[0], responses[1]] },
      ],
      closedDateRange: { from: '2020-01-01', to: null },
      scheduledCloseDateRange: { from: null, to: '2099-01-01' },
      lastDelegationDateRange: { from: '2021-02-03', to: '2098-01-01' },
    });
    const at = lines.indexOf('Filters');
    expect(lines.slice(at, at + 6)).toEqual([
      'Filters',
      'Delegates: Dan Delegate, Unknown',
      'Remediation: Dismissal, Training',
      'Closed on: From 2020-01-01',
      'Scheduled close date: To 2099-01-01',
      'Last delegation date: From 2021-02-03, To 2098-01-01',
    ]);
  });

  it('PDF: numbers every page in order, and parts no report from its title across a page', async () => {
    const filed = [];
    for (let i = 0; i < 30; i++) {
      filed.push(
        await fileReport(app, db, { categoryId: 101, inputStatement: `Zeppelin hangar doors left open, night ${i}.` }),
      );
    }
    const res = await reviewer.post('/api/reviewer/report-search/export?langKey=en', {
      json: { contentType: 'application/pdf', keyWord: 'zeppelin' },
    });
    const pages = await pdfPageLines(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((lines) => lines[0])).toEqual(pages.map((_, i) => `Page ${i + 1}`));
    // Each report once, titled "number (ID)"; no page ends on a title parted from its lines, and
    // every page after the first starts with a title.
    const title = /^\d+ \(([A-Za-z0-9]+)\)$/;
    const isTitle = (line = '') => title.test(line);
    const titled = pages.flat().flatMap((line) => title.exec(line)?.[1] ?? []);
    expect(titled.sort()).toEqual(filed.map((r) => r.referenceId).sort());
    for (const lines of pages) expect(isTitle(lines.at(-1))).toBe(false);
    for (const lines of pages.slice(1)) expect(isTitle(lines[1])).toBe(true);
  });

  it('PDF: prints a Japanese export, and a report named in Chinese and Thai, in fonts that draw them', async () => {
    const named = await fileReport(app, db, {
      categoryId: 101,
      inputStatement: 'Invoices paid twice.',
      reportName: '仓库重复付款 ใบแจ้งหนี้',
    });
    const res = await reviewer.post('/api/reviewer/report-search/export?langKey=jp', {
      json: { contentType: 'application/pdf', selectedColumnsOnly: true, selectedColumns: ['reportId', 'reportName'] },
    });
    const lines = (await pdfPageLines(res.rawPayload)).flat();
    const l = exportLabels('jp');
    expect(lines.slice(0, 2)).toEqual([l('common.page.number', { page: '1' }), l('reportSearch.title')]);
    expect(lines).toContain(`${l('columns.reportName')}: 仓库重复付款 ใบแจ้งหนี้`);
    expect(lines.some((line) => line.includes(named.referenceId))).toBe(true);
    const fonts = res.rawPayload.toString('latin1');
    expect(fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKjp-Regular/);
    expect(fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansThai-Regular/);
  });

  it('refuses an unknown content type, and a day the calendar has not, with 400', async () => {
    const res = await reviewer.post('/api/reviewer/report-search/export', { json: { contentType: 'text/html' } });
    expect(res.statusCode).toBe(400);
    const badDay = { contentType: 'text/csv', closedDateRange: { to: '2026-02-30' } };
    expect((await reviewer.post('/api/reviewer/report-search/export', { json: badDay })).statusCode).toBe(400);
  });
});

describe('GET api/reviewer/report-search/export?filename (decision 086)', () => {
  const exportCsv = () =>
    reviewer.post('/api/reviewer/report-search/export?sort=createTime,asc&langKey=fr', {
      json: {
        contentType: 'text/csv',
        keyWord: 'forklift',
        selectedColumnsOnly: true,
        selectedColumns: ['reportId', 'status'],
      },
    });
  const fileNameOf = (res: { headers: Record<string, unknown> }) =>
    /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1];

  it('reads the file of an export again: the same rows, columns and language, under the same name', async () => {
    const first = await exportCsv();
    const name = fileNameOf(first);
    const again = await reviewer.get(`/api/reviewer/report-search/export?filename=${name}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['content-type']).toContain('text/csv');
    expect(fileNameOf(again)).toBe(name);
    const rows: string[][] = parse(again.body, { bom: true });
    expect(rows).toEqual(parse(first.body, { bom: true }));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(['ID du signalement', 'Statut']);
  });

  it('keeps the request sealed: the keyword is not stored in clear', async () => {
    await exportCsv();
    const requests = await db.select({ request: searchExports.request }).from(searchExports);
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(r.request).not.toContain('forklift');
  });

  it('is not found for another user, for a file older than an hour, or for a name never given', async () => {
    const name = fileNameOf(await exportCsv());
    const delegate = await signIn(app, 'delegate');
    expect((await delegate.get(`/api/reviewer/report-search/export?filename=${name}`)).statusCode).toBe(404);
    expect(
      (await reviewer.get('/api/reviewer/report-search/export?filename=report-search_20200101_000000.csv')).statusCode,
    ).toBe(404);
    await db.update(searchExports).set({ createdAt: sql`now() - interval '61 minutes'` });
    const old = await reviewer.get(`/api/reviewer/report-search/export?filename=${name}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('error.notFound');
  });

  it('refuses a name the export call never makes with 400', async () => {
    for (const name of ['', '../etc/passwd', 'report-search_20261130_063500.exe', 'x'.repeat(300)]) {
      const res = await reviewer.get(`/api/reviewer/report-search/export?filename=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(400);
    }
  });

  it('forgets the requests after the hour, hourly', async () => {
    await exportCsv();
    await db.update(searchExports).set({ createdAt: sql`now() - interval '61 minutes'` });
    const fresh = fileNameOf(await exportCsv());
    expect(JOBS.get(forgetSearchExports.name)).toBe(forgetSearchExports);
    expect(forgetSearchExports.everyMs).toBe(3600 * 1000);
    const mailer = await createMailer(config);
    await forgetSearchExports.run({ config, db, codec, mailer }, {});
    await mailer.close();
    expect(await db.select({ fileName: searchExports.fileName }).from(searchExports)).toEqual([{ fileName: fresh }]);
  });
});

describe('flex-field answers in the table and its exports', () => {
  it('reads a single checkbox as Yes or No in the asked language, choices by their labels, dates and texts as written', async () => {
    const flex = (layout: string, text: string, choices: string[] = []) =>
      addFlexQuestion(db, france, { layout, text, choices });
    const told = await flex('singleCheckbox', 'Reporter told of the outcome');
    const outcome = await flex('select', 'Investigation outcome', ['Substantiated', 'Not substantiated']);
    const teams = await flex('multipleCheckbox', 'Teams involved', ['Finance', 'Legal']);
    const decided = await flex('date', 'Decision date');
    const actions = await flex('textarea', 'Corrective measures');

    // Every visible question is a column; only those with choices are filters (the web's panel skips the rest).
    const offered = (await reviewer.get('/api/reviewer/report-search/available-filters?langKey=en')).json()
      .organizationFlexFields as { questionId: number; layout: string; potentialResponses: unknown[] }[];
    const offeredOf = (id: number) => offered.find((q) => q.questionId === id);
    expect(offeredOf(decided.id)).toMatchObject({ layout: 'date', potentialResponses: [] });
    expect(offeredOf(actions.id)).toMatchObject({ layout: 'textarea', potentialResponses: [] });
    expect(offeredOf(outcome.id)?.potentialResponses).toHaveLength(2);

    const save = (referenceId: string, json: object[]) =>
      reviewer.put(`/api/reviewer/report/${referenceId}/flex-field-responses`, { json });
    const answered = await save(fraud.referenceId, [
      { flexFieldId: told.id, value: 'true' },
      { flexFieldId: outcome.id, responseId: outcome.responses[1], value: 'Not substantiated' },
      { flexFieldId: teams.id, value: 'Finance, Legal' },
      { flexFieldId: decided.id, value: '2026-02-28' },
      { flexFieldId: actions.id, value: 'Two-person sign-off on invoices' },
    ]);
    expect(answered.statusCode, answered.body).toBe(204);
    expect((await save(formula.referenceId, [{ flexFieldId: told.id, value: 'false' }])).statusCode).toBe(204);

    const flexOf = async (langKey: string, referenceId: string) => {
      const res = await reviewer.post(`/api/reviewer/report-search-results?langKey=${langKey}`, { json: {} });
      return res.json().content.find((r: { referenceId: string }) => r.referenceId === referenceId).flexFields;
    };
    expect(await flexOf('en', fraud.referenceId)).toMatchObject({
      [told.id]: 'Yes',
      [outcome.id]: 'Not substantiated',
      [teams.id]: 'Finance, Legal',
      [decided.id]: '2026-02-28',
      [actions.id]: 'Two-person sign-off on invoices',
    });
    expect((await flexOf('en', formula.referenceId))[told.id]).toBe('No');
    expect((await flexOf('de', fraud.referenceId))[told.id]).toBe('Ja');

    const columns = ['reportId', ...[told, outcome, teams, decided, actions].map((q) => flexColumn(q.id))];
    const exported = async (langKey: string) => {
      const res = await reviewer.post(`/api/reviewer/report-search/export?sort=createTime,asc&langKey=${langKey}`, {
        json: { contentType: 'text/csv', selectedColumnsOnly: true, selectedColumns: columns },
      });
      expect(res.statusCode, res.body).toBe(200);
      return parse(res.body, { bom: true }) as string[][];
    };
    const row = (rows: string[][], referenceId: string) => rows.find((r) => r[0].includes(referenceId))?.slice(1);
    const english = await exported('en');
    expect(english[0]).toEqual([
      'Report ID',
      'Reporter told of the outcome',
      'Investigation outcome',
      'Teams involved',
      'Decision date',
      'Corrective measures',
    ]);
    expect(row(english, fraud.referenceId)).toEqual([
      'Yes',
      'Not substantiated',
      'Finance, Legal',
      '2026-02-28',
      'Two-person sign-off on invoices',
    ]);
    expect(row(english, formula.referenceId)).toEqual(['No', '', '', '', '']);
    const german = await exported('de');
    expect(row(german, fraud.referenceId)?.[0]).toBe('Ja');
    expect(row(german, formula.referenceId)?.[0]).toBe('Nein');
    expect(row(german, safety.referenceId)).toEqual(['', '', '', '', '']);
  });

  it('a filter on a response finds a multiple-checkbox answer that chose it among others, in any language', async () => {
    const sites = await addFlexQuestion(db, france, {
      layout: 'multipleCheckbox',
      text: 'Sites concerned',
      choices: ['Lyon', 'Lille', 'Nantes'],
    });
    const [lyon, lille, nantes] = sites.responses;
    await db.execute(sql`update question_responses set values = '{"en": "Nantes HQ", "fr": "Nantes, siège"}'
      where id = ${nantes}`);
    const save = (referenceId: string, json: object[]) =>
      reviewer.put(`/api/reviewer/report/${referenceId}/flex-field-responses`, { json });
    // Several choices travel as one text, in the saving reviewer's language (a choice may hold ", " itself);
    // one choice with its response.
    expect((await save(fraud.referenceId, [{ flexFieldId: sites.id, value: 'Lyon, Nantes, siège' }])).statusCode).toBe(
      204,
    );
    expect(
      (await save(formula.referenceId, [{ flexFieldId: sites.id, responseId: lille, value: 'Lille' }])).statusCode,
    ).toBe(204);
    const found = async (responseIds: number[]) =>
      ids(
        await search({
          flexFieldQuestionResponses: [{ questionId: sites.id, layout: 'multipleCheckbox', responseIds }],
        }),
      ).sort();
    expect(await found([lyon])).toEqual([fraud.referenceId]);
    expect(await found([nantes])).toEqual([fraud.referenceId]);
    expect(await found([lille])).toEqual([formula.referenceId]);
    expect(await found([lyon, lille])).toEqual([fraud.referenceId, formula.referenceId].sort());
    // Unticked, the choice is no longer found.
    expect((await save(fraud.referenceId, [{ flexFieldId: sites.id, value: 'Lyon' }])).statusCode).toBe(204);
    expect(await found([nantes])).toEqual([]);
    expect(await found([lyon])).toEqual([fraud.referenceId]);
  });
});

// Last: it files a report of its own, which the counts above do not expect.
describe('keyword search of typed text', () => {
  it('keyword: words typed in angle brackets are found as typed, in the text, the name and the keyword', async () => {
    const typed = await fileReport(app, db, {
      categoryId: 101,
      inputStatement: 'Jane <Marwick> signed for salary < 3000 & bonus > 10%.',
      reportName: 'Hotline <Thistlewood> Q&A',
    });
    for (const keyWord of ['marwick', '<Marwick>', 'thistlewood', 'bonus']) {
      expect(ids(await search({ keyWord })), keyWord).toEqual([typed.referenceId]);
    }
    // An edit rebuilds the index from every text of the report: the name's words stay found.
    const added = await reviewer.post(`/api/report/${typed.referenceId}/comment`, {
      json: { commentText: 'Payroll asked', hidden: true },
    });
    await reviewer.put(`/api/reviewer/report/${typed.referenceId}/comment/${added.json().commentId}`, {
      json: 'Payroll answered',
    });
    expect(ids(await search({ keyWord: 'thistlewood' }))).toEqual([typed.referenceId]);
    // A rename: the old name's words go, the new one's come.
    const renamed = await reviewer.put(`/api/reviewer/report/${typed.referenceId}/name`, {
      json: 'Brightwater kickbacks',
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect(ids(await search({ keyWord: 'thistlewood' }))).toEqual([]);
    expect(ids(await search({ keyWord: 'brightwater' }))).toEqual([typed.referenceId]);
  });
});

// Last: it files a report of its own, which the counts above do not expect.
describe('date ranges in the reviewer’s time zone', () => {
  it('counts days and writes export times in the time zone asked for, UTC when none is', async () => {
    const evening = await fileReport(app, db, { categoryId: 101, inputStatement: 'Filed late in Los Angeles.' });
    // 20:50 on 29 February in Los Angeles is 04:50 on 1 March in UTC.
    await db.execute(sql`update reports set create_time = '2020-03-01T04:50:00Z'
      where reference_hash = ${codec.referenceHash(evening.referenceId)}`);
    const onDay = (day: string, zone?: string) =>
      search({ submissionDateRange: { from: day, to: day } }, zone ? `&timeZone=${encodeURIComponent(zone)}` : '');
    expect(ids(await onDay('2020-02-29', 'America/Los_Angeles'))).toEqual([evening.referenceId]);
    expect(ids(await onDay('2020-03-01', 'America/Los_Angeles'))).toEqual([]);
    expect(ids(await onDay('2020-03-01'))).toEqual([evening.referenceId]);
    expect(ids(await onDay('2020-02-29'))).toEqual([]);
    expect(ids(await onDay('2020-03-01', 'Asia/Tokyo'))).toEqual([evening.referenceId]);

    const exported = await reviewer.post('/api/reviewer/report-search/export?langKey=en&timeZone=America/Los_Angeles', {
      json: {
        contentType: 'text/csv',
        selectedColumnsOnly: true,
        selectedColumns: ['reportId', 'submissionDate'],
        submissionDateRange: { from: '2020-02-29', to: '2020-02-29' },
      },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(parse(exported.body, { bom: true })).toEqual([
      ['Report ID', 'Submission date'],
      [expect.stringContaining(evening.referenceId), '2020-02-29 20:50'],
    ]);

    // Any spelling of a zone is read as the zone; the first and last days stored are searched, not refused.
    expect(ids(await onDay('2020-02-29', 'america/los_angeles'))).toEqual([evening.referenceId]);
    const everyReport = (await search({})).json().totalElements;
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles']) {
      const all = await search(
        { submissionDateRange: { from: '0001-01-01', to: '9999-12-31' } },
        `&timeZone=${encodeURIComponent(zone)}`,
      );
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().totalElements).toBe(everyReport);
    }

    for (const zone of ['Mars/Olympus_Mons', 'Europe/Paris'.padEnd(65, 'x'), ' ']) {
      const res = await onDay('2020-02-29', zone);
      expect(res.statusCode, zone).toBe(400);
      const fields = res.json().fieldErrors.map((e: { field: string }) => e.field);
      expect(new Set(fields), zone).toEqual(new Set(['querystring.timeZone']));
    }
  });
});

describe('sorting the search by organization', () => {
  it('orders by the name shown in the asked language', async () => {
    const germany = await orgId(db, 'Northwind Germany');
    await fileReport(app, db, { inputStatement: 'The warehouse scales are set light.', orgName: 'Northwind Germany' });
    const names = async (langKey: string) => {
      const res = await reviewer.post(
        `/api/reviewer/report-search-results?langKey=${langKey}&sort=orgName,asc&size=100`,
        {
          json: { orgIds: [france, germany] },
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      return [...new Set(res.json().content.map((r: { orgName: string }) => r.orgName))];
    };
    expect(await names('en')).toEqual(['Northwind France', 'Northwind Germany']);
    expect(await names('fr')).toEqual(['Northwind Allemagne', 'Northwind France']);
  });
});
