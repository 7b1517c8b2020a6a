import { REPORT_METHOD, REPORT_STATUS } from '@candor/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../test/build-test-app.ts';
import { createCodec } from '../lib/crypto.ts';
import { openStorage } from '../lib/storage.ts';
import { loadDemoCaseLoad } from './demo-case-load.ts';
import { DEMO_ROOT } from './demo-data.ts';
import { DEMO_HOTLINE_REPORT } from './demo-hotline.ts';
import { attachments, organizations, reports, users } from './schema/index.ts';

const { app, database, codec } = await buildTestApp();
// With somewhere to keep them, as a demo start has: the reports carry files.
const storage = await openStorage({ dataDir: 'memory://' });
await loadDemoCaseLoad(database.db, { codec, storage });
await storage.close();

type Row = { referenceId: string; statusId: number; userAuthorizedForReport: boolean };

describe('demo case load', () => {
  it('gives the Northwind master reviewer a living case load in every status', async () => {
    const reviewer = await signIn(app, 'reviewer');
    const page = (await reviewer.get('/api/reviewer/reports/new-and-updated?size=200')).json();
    expect(page.totalElements).toBeGreaterThan(10);
    const seen = new Set<number>();
    for (const lookup of ['recent', 'watched']) {
      for (const r of (await reviewer.get(`/api/reviewer/report?lookupType=${lookup}`)).json() as Row[])
        seen.add(r.statusId);
    }
    for (const r of page.content as Row[]) seen.add(r.statusId);
    expect(seen.size).toBeGreaterThanOrEqual(5);
    const watched = (await reviewer.get('/api/reviewer/report?lookupType=watched')).json() as Row[];
    const detail = (await reviewer.get(`/api/reviewer/report/${watched[0].referenceId}?isRefresh=true`)).json();
    expect(detail.reportInput.length).toBeGreaterThan(20);
  });

  it("names who asked the hotline caller's question", async () => {
    const reviewer = await signIn(app, 'reviewer');
    const detail = (
      await reviewer.get(`/api/reviewer/report/${DEMO_HOTLINE_REPORT.referenceId}?isRefresh=true`)
    ).json();
    expect(detail.reporterComments.map((c: { authorName: string }) => c.authorName)).toContain('Rita Reviewer');
  });

  it('shows the delegate new and updated reports, only those delegated to him', async () => {
    const delegate = await signIn(app, 'delegate');
    const feed = (await delegate.get('/api/reviewer/reports/new-and-updated?size=200')).json();
    expect(feed.content.length).toBeGreaterThan(0);
    expect(feed.totalElements).toBe(feed.content.length);
    for (const r of feed.content as Row[]) {
      const d = (await delegate.get(`/api/reviewer/report/${r.referenceId}?isRefresh=true`)).json();
      expect(d.delegateReviewers.map((x: { name: string }) => x.name)).toContain('Dan Delegate');
    }
  });

  it("keeps to the product's rules: a transcribed report names its transcriber and has no reporter dialogue", async () => {
    const reviewer = await signIn(app, 'reviewer');
    const [northwind] = await database.db.select().from(organizations).where(eq(organizations.name, DEMO_ROOT));
    const rows = await database.db
      .select({ id: reports.id, sequentialId: reports.sequentialId })
      .from(reports)
      .where(eq(reports.rootOrganizationId, northwind.id));
    const methods = new Set<number>();
    let delegated = 0;
    let transcribedFiles = 0;
    const [transcriber] = await database.db.select().from(users).where(eq(users.login, 'transcriber'));
    for (const { id, sequentialId } of rows) {
      const d = (await reviewer.get(`/api/reviewer/report/${sequentialId}?isRefresh=true`)).json();
      methods.add(d.typeId);
      const transcribed = [REPORT_METHOD.PHONE, REPORT_METHOD.CLIENT_TRANSCRIBED, REPORT_METHOD.PROVIDER_TRANSCRIBED];
      if (transcribed.includes(d.typeId)) {
        expect(d.transcriberName, `report ${sequentialId}`).toBe('Tess Transcriber');
        expect(d.reporterCommunicationEnabled).toBe(false);
        expect(d.reporterComments).toEqual([]);
        expect(d.reporterLogs.map((l: { trackingType: string }) => l.trackingType)).not.toContain('REPORTER_LOGIN');
        // Its original files were uploaded by the transcriber, as a transcription's upload records them.
        const originals = await database.db
          .select({ author: attachments.authorUserId })
          .from(attachments)
          .where(and(eq(attachments.reportId, id), eq(attachments.source, 'ORIGINAL_REPORT')));
        transcribedFiles += originals.length;
        for (const a of originals) expect(a.author, `report ${sequentialId}`).toBe(transcriber.id);
      }
      // A report is delegated once a reviewer has opened it.
      if (d.delegateReviewers.length > 0) {
        delegated += 1;
        expect(d.statusId, `report ${sequentialId}`).not.toBe(REPORT_STATUS.NEW);
      }
    }
    expect([...methods].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(delegated).toBeGreaterThan(3);
    expect(transcribedFiles).toBeGreaterThan(0);
  });

  it('keeps Contoso Ltd apart: neither side reaches the other by report ID or sequential id', async () => {
    const contoso = await signIn(app, 'contoso-reviewer');
    const theirs = (await contoso.get('/api/reviewer/reports/new-and-updated?size=200')).json();
    expect(theirs.totalElements).toBeGreaterThan(0);
    const northwind = await signIn(app, 'reviewer');
    const ours = (await northwind.get('/api/reviewer/reports/new-and-updated?size=200')).json();
    const ourIds = new Set((ours.content as Row[]).map((r) => r.referenceId));
    for (const r of theirs.content as (Row & { sequentialId: number })[]) {
      expect(ourIds.has(r.referenceId)).toBe(false);
      expect((await northwind.get(`/api/reviewer/report/${r.referenceId}`)).statusCode).toBe(404);
      expect((await northwind.get(`/api/check-report?referenceId=${r.referenceId}`)).statusCode).toBe(404);
      expect(
        (await northwind.get(`/api/reviewer/report-search/export-single?referenceId=${r.referenceId}`)).statusCode,
      ).toBe(404);
      // The same sequential id names a Northwind report for a Northwind user, never the Contoso one.
      const bySeq = await northwind.get(`/api/reviewer/report/${r.sequentialId}?isRefresh=true`);
      if (bySeq.statusCode === 200) expect(bySeq.json().referenceId).not.toBe(r.referenceId);
    }
    expect(
      (await contoso.get('/api/notification?size=100'))
        .json()
        .content.every((n: { referenceId: string }) => !ourIds.has(n.referenceId)),
    ).toBe(true);
  });

  it('keeps Contoso Ltd apart in the search, its export, the overview lists and the summaries', async () => {
    const contoso = await signIn(app, 'contoso-reviewer');
    const northwind = await signIn(app, 'reviewer');
    const searched = async (client: typeof contoso) => {
      const res = await client.post('/api/reviewer/report-search-results?langKey=en&size=200', { json: {} });
      expect(res.statusCode, res.body).toBe(200);
      return new Set((res.json().content as Row[]).map((r) => r.referenceId));
    };
    const theirs = await searched(contoso);
    const ours = await searched(northwind);
    expect(theirs.size).toBeGreaterThan(0);
    expect(ours.size).toBeGreaterThan(0);
    expect([...theirs].filter((id) => ours.has(id))).toEqual([]);
    const exported = await northwind.post('/api/reviewer/report-search/export?langKey=en', {
      json: { contentType: 'text/csv' },
    });
    expect(exported.statusCode).toBe(200);
    expect([...ours].filter((id) => exported.body.includes(id))).toHaveLength(ours.size);
    expect([...theirs].filter((id) => exported.body.includes(id))).toEqual([]);
    for (const lookupType of ['recent', 'watched']) {
      const list = (await northwind.get(`/api/reviewer/report?lookupType=${lookupType}`)).json() as Row[];
      expect(list.filter((r) => theirs.has(r.referenceId))).toEqual([]);
    }
    const orgNames = async (client: typeof contoso) =>
      (
        (await client.get('/api/report-summary/org-summary?langKey=en')).json() as {
          orgSummaryEntry: { name: string };
        }[]
      ).map((e) => e.orgSummaryEntry.name);
    expect((await orgNames(northwind)).filter((n) => n.startsWith('Contoso'))).toEqual([]);
    expect((await orgNames(contoso)).every((n) => n.startsWith('Contoso'))).toBe(true);
  });

  it('lets a reporter open the form of each Contoso organization the search offers', async () => {
    const found = (await app.inject({ url: '/reporterapi/organization?name=Contoso&langKey=en' })).json() as {
      orgId: number;
      name: string;
    }[];
    expect(found.map((o) => o.name).sort()).toEqual(['Contoso Ltd', 'Contoso Manufacturing']);
    for (const { orgId } of found) {
      const template = await app.inject({ url: `/reporterapi/organization/${orgId}/report-template?langKey=en` });
      expect(template.statusCode).toBe(200);
      expect(template.json().orgId).toBe(orgId);
    }
  });

  it('is loaded once', async () => {
    expect(await loadDemoCaseLoad(database.db, { codec: createCodec(Buffer.alloc(32)) })).toBe(false);
  });
});
