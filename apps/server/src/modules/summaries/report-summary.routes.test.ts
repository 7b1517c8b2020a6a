/**
 * Summary reports and the reviewer access report against counts this test makes itself from
 * the stored reports (spec 001 §3 "Summaries", decision 057).
 */
import { AUTHORITIES as A, SENSITIVE_CATEGORY_ID, SUMMARY_TOTAL_ROW_ID } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type Client, signIn } from '../../../test/build-test-app.ts';
import { auditEvents, organizations, reports, users } from '../../db/schema/index.ts';
import { addUser, orgByName } from '../category-access/category-access.test-support.ts';

const { app, database } = await buildTestApp({ caseLoad: true });
const db = database.db;
const root = await orgByName(db, 'Northwind Group');
const europe = await orgByName(db, 'Northwind Europe');
const france = await orgByName(db, 'Northwind France');
await addUser(db, { login: 'france-reviewer', org: france.id, categories: [101, 13] });
await addUser(db, { login: 'europe-reviewer', org: europe.id, categories: [101, 102, 104, 13, SENSITIVE_CATEGORY_ID] });

const all = await db
  .select({
    org: reports.organizationId,
    category: reports.categoryId,
    status: reports.statusId,
    sensitive: reports.sensitive,
    root: reports.rootOrganizationId,
  })
  .from(reports);
const orgRows = await db.select().from(organizations);
/** The organization and those under it, worked out here from the parent chains. */
const treeOf = (id: number) =>
  orgRows.filter((o) => o.id === id || o.parentChain.split('--').includes(String(id))).map((o) => o.id);

/** Counts per key and status, computed in the test. */
function expected(
  keyOf: (r: (typeof all)[number]) => number,
  filter: (r: (typeof all)[number]) => boolean,
): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>();
  for (const r of all.filter(filter)) {
    const m = out.get(keyOf(r)) ?? {};
    m[String(r.status)] = (m[String(r.status)] ?? 0) + 1;
    out.set(keyOf(r), m);
  }
  return out;
}

const reviewerReach = (r: (typeof all)[number]) => r.root === root.id;
const programAdminReach = (r: (typeof all)[number]) =>
  r.root === root.id && !r.sensitive && r.category !== SENSITIVE_CATEGORY_ID;
const europeReach = (r: (typeof all)[number]) =>
  treeOf(europe.id).includes(r.org) && [101, 102, 104, 13, SENSITIVE_CATEGORY_ID].includes(r.category);

const mapOf = (entries: { statusIdCountMap: Record<string, number> }[], find: (e: never) => boolean) =>
  (entries.find(find as (e: unknown) => boolean) as { statusIdCountMap: Record<string, number> } | undefined)
    ?.statusIdCountMap;

describe('GET api/report-summary/category-summary', () => {
  it('counts every category of the reviewer reach, then the total row last', async () => {
    expect(all.filter(reviewerReach).length).toBeGreaterThan(40);
    const res = await (await signIn(app, 'reviewer')).get('/api/report-summary/category-summary?langKey=en');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { category: { id: number; name: string }; statusIdCountMap: Record<string, number> }[];
    const want = expected((r) => r.category, reviewerReach);
    for (const [category, counts] of want) {
      expect(body.find((e) => e.category.id === category)?.statusIdCountMap, `category ${category}`).toEqual(counts);
    }
    const total = body.at(-1)!;
    expect(total.category.id).toBe(SUMMARY_TOTAL_ROW_ID);
    expect(Object.values(total.statusIdCountMap).reduce((a, b) => a + b, 0)).toBe(all.filter(reviewerReach).length);
    expect(body.find((e) => e.category.id === 101)?.category.name).toBe('Fraud');
  });

  it('leaves out sensitive reports for a reviewer without category 109', async () => {
    const body = (await (await signIn(app, 'program-admin')).get('/api/report-summary/category-summary')).json();
    const want = expected((r) => r.category, programAdminReach);
    for (const [category, counts] of want)
      expect(mapOf(body, (e: never) => (e as { category: { id: number } }).category.id === category)).toEqual(counts);
    expect(body.some((e: { category: { id: number } }) => e.category.id === SENSITIVE_CATEGORY_ID)).toBe(false);
    const total = body.at(-1).statusIdCountMap as Record<string, number>;
    expect(Object.values(total).reduce((a, b) => a + b, 0)).toBe(all.filter(programAdminReach).length);
  });

  it('narrows to one organization tree with orgId, within reach only', async () => {
    const reviewer = await signIn(app, 'reviewer');
    const body = (await reviewer.get(`/api/report-summary/category-summary?langKey=fr&orgId=${europe.id}`)).json();
    const inEurope = (r: (typeof all)[number]) => reviewerReach(r) && treeOf(europe.id).includes(r.org);
    const total = body.at(-1).statusIdCountMap as Record<string, number>;
    expect(Object.values(total).reduce((a, b) => a + b, 0)).toBe(all.filter(inEurope).length);
    expect(body.find((e: { category: { id: number } }) => e.category.id === 101).category.name).toBe('Fraude');
    const france = await signIn(app, 'france-reviewer');
    expect((await france.get(`/api/report-summary/category-summary?orgId=${europe.id}`)).statusCode).toBe(404);
  });

  it('counts a restricted reviewer by his organizations and categories', async () => {
    const body = (await (await signIn(app, 'europe-reviewer')).get('/api/report-summary/category-summary')).json();
    const want = expected((r) => r.category, europeReach);
    expect(want.size).toBeGreaterThan(0);
    for (const [category, counts] of want)
      expect(mapOf(body, (e: never) => (e as { category: { id: number } }).category.id === category)).toEqual(counts);
    expect(body.some((e: { category: { id: number } }) => e.category.id === 103)).toBe(false);
  });

  it.each(['abc', '0', '-1', '99999999999'])('answers 400 for orgId %s', async (orgId) => {
    const res = await (await signIn(app, 'reviewer')).get(`/api/report-summary/category-summary?orgId=${orgId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('error.validation');
  });
});

describe('GET api/report-summary/org-summary', () => {
  it('gives each organization its own counts and a rollup row after its subtree', async () => {
    const res = await (await signIn(app, 'reviewer')).get('/api/report-summary/org-summary?langKey=en');
    expect(res.statusCode, res.body).toBe(200);
    type Entry = {
      orgSummaryEntry: { id: number; name: string; rollupOrg: boolean; generation: number };
      statusIdCountMap: Record<string, number>;
    };
    const body = res.json() as Entry[];
    const own = expected((r) => r.org, reviewerReach);
    for (const e of body.filter((x) => !x.orgSummaryEntry.rollupOrg))
      expect(e.statusIdCountMap, e.orgSummaryEntry.name).toEqual(own.get(e.orgSummaryEntry.id) ?? {});
    const europeRollup = body.find((e) => e.orgSummaryEntry.id === europe.id && e.orgSummaryEntry.rollupOrg)!;
    const europeWant = expected(
      () => 0,
      (r) => reviewerReach(r) && treeOf(europe.id).includes(r.org),
    ).get(0);
    expect(europeRollup.statusIdCountMap).toEqual(europeWant);
    // Tree order: the root first at generation 0, Europe's rollup after France and Germany.
    expect(body[0].orgSummaryEntry).toMatchObject({ id: root.id, generation: 0, rollupOrg: false });
    expect(body.at(-1)!.orgSummaryEntry).toMatchObject({ id: root.id, rollupOrg: true });
    const at = (id: number, rollup: boolean) =>
      body.findIndex((e) => e.orgSummaryEntry.id === id && e.orgSummaryEntry.rollupOrg === rollup);
    expect(at(france.id, false)).toBeGreaterThan(at(europe.id, false));
    expect(at(europe.id, true)).toBeGreaterThan(at(france.id, false));
    expect(body[at(france.id, false)].orgSummaryEntry.generation).toBe(2);
    const rootTotal = Object.values(body.at(-1)!.statusIdCountMap).reduce((a, b) => a + b, 0);
    expect(rootTotal).toBe(all.filter(reviewerReach).length);
  });

  it('has no rows for a reviewer of one organization', async () => {
    const res = await (await signIn(app, 'france-reviewer')).get('/api/report-summary/org-summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses delegate reviewers both summaries', async () => {
    const delegate = await signIn(app, 'delegate');
    for (const path of ['org-summary', 'category-summary'])
      expect((await delegate.get(`/api/report-summary/${path}`)).statusCode).toBe(403);
  });
});

describe('reviewer access report', () => {
  it('lists the reviewers of each organization in reach', async () => {
    const res = await (await signIn(app, 'europe-reviewer')).get('/api/users/reviewer/org');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      orgId: number;
      reviewers: { login: string; delegate: boolean; sendEmail: boolean }[];
    }[];
    expect(body.map((o) => o.orgId)).toEqual(expect.arrayContaining([europe.id, france.id]));
    expect(body.some((o) => o.orgId === root.id)).toBe(false);
    const inEurope = body.find((o) => o.orgId === europe.id)!.reviewers;
    expect(inEurope.find((r) => r.login === 'delegate')).toMatchObject({ delegate: true });
    expect(inEurope.find((r) => r.login === 'europe-reviewer')).toMatchObject({ sendEmail: true });
    expect(body.find((o) => o.orgId === france.id)!.reviewers.map((r) => r.login)).toEqual(['france-reviewer']);
  });

  it("names the organizations in the language asked, else in the user's own", async () => {
    const europeName = async (client: Client, query = '') =>
      ((await client.get(`/api/users/reviewer/org${query}`)).json() as { orgId: number; orgName: string }[]).find(
        (o) => o.orgId === europe.id,
      )?.orgName;
    const reviewer = await signIn(app, 'europe-reviewer');
    expect(await europeName(reviewer)).toBe('Northwind Europe');
    expect(await europeName(reviewer, '?langKey=de')).toBe('Northwind Europa');
    await db.update(users).set({ langKey: 'es' }).where(eq(users.login, 'europe-reviewer'));
    try {
      expect(await europeName(await signIn(app, 'europe-reviewer'))).toBe('Northwind Europa');
      expect((await reviewer.get('/api/users/reviewer/org?langKey=xx')).statusCode).toBe(400);
    } finally {
      await db.update(users).set({ langKey: 'en' }).where(eq(users.login, 'europe-reviewer'));
    }
  });

  it('lists master and authorized reviewers per category', async () => {
    await addUser(db, {
      login: 'plain-reviewer',
      org: france.id,
      authorities: [A.USER],
      userType: null,
      categories: [101],
    });
    const res = await (await signIn(app, 'reviewer')).get('/api/users/reviewer/org/category-authorizations?langKey=en');
    expect(res.statusCode, res.body).toBe(200);
    const fraud = (
      res.json() as { categoryId: number; masterReviewers: string[]; authorizedReviewers: string[] }[]
    ).find((c) => c.categoryId === 101)!;
    expect(fraud.masterReviewers).toEqual(expect.arrayContaining(['Rita Reviewer', 'Paula Program']));
    expect(fraud.authorizedReviewers).toContain('plain-reviewer Test');
    expect(fraud.masterReviewers).not.toContain('plain-reviewer Test');
    expect(fraud.authorizedReviewers).not.toContain('Rita Reviewer');
  });

  it('names the reviewers of the organizations above as reviewers of a delegate’s categories', async () => {
    // The delegate belongs to Northwind Europe; the master reviewers belong to Northwind Group, above it.
    const res = await (await signIn(app, 'delegate')).get('/api/users/reviewer/org/category-authorizations?langKey=en');
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json() as { categoryId: number; masterReviewers: string[] }[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.masterReviewers, String(entry.categoryId)).toContain('Rita Reviewer');
    expect(entries.find((e) => e.categoryId === 101)?.masterReviewers).toContain('Paula Program');
  });

  it('records a print in the audit log', async () => {
    const res = await (await signIn(app, 'reviewer')).post('/api/reviewer/print-reviewer-access');
    expect(res.statusCode, res.body).toBe(200);
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'PRINT_REVIEWER_ACCESS'));
    expect(audits.map((a) => a.actorId)).toEqual(['reviewer']);
  });
});
