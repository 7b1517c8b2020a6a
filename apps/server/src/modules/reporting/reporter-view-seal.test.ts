import type { TReportDetail, TReportTemplate } from '@candor/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import {
  attachments,
  categories,
  organizations,
  reportAnswers,
  reportComments,
  reports,
  reportTemplates,
  sealedReporterViews,
} from '../../db/schema/index.ts';
import { changeStatus } from './report-status.ts';
import { orgId, reportAndSignIn, template } from './reporting.fixtures.ts';

const statements: string[] = [];
const { app, database, codec } = await buildTestApp({ onStatement: (s) => statements.push(s) });
const { db } = database;
let group: TReportTemplate;

beforeAll(async () => {
  group = await template(new Client(app), await orgId(db, 'Northwind Group'));
});

/** A signed-in reporter of a new report, whose view has been read once (so its sealed copy exists). */
async function readReport() {
  const { reporter, referenceId } = await reportAndSignIn(new Client(app), group, {
    reportName: 'Invoices paid twice',
    categoryId: 101,
  });
  const [report] = await db
    .select()
    .from(reports)
    .where(eq(reports.referenceHash, codec.referenceHash(referenceId)));
  const view = async (langKey = 'en') => {
    const res = await reporter.get(`/reporterapi/report/${referenceId}?langKey=${langKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as TReportDetail;
  };
  await view();
  return { report, referenceId, view };
}

const sealedCopy = async (reportId: number) =>
  (await db.select().from(sealedReporterViews).where(eq(sealedReporterViews.reportId, reportId)))[0];

const comment = (reportId: number, text: string) =>
  db
    .insert(reportComments)
    .values({ reportId, commentText: codec.encryptText(text), reporterComment: false })
    .returning({ id: reportComments.id });

describe('the sealed copy of the reporter’s view (decision 073)', () => {
  it('is sealed: no text of the report is readable in it', async () => {
    const { report } = await readReport();
    const copy = await sealedCopy(report.id);
    expect(copy).toBeDefined();
    expect(copy.body).not.toMatch(/Invoices|paid twice|referenceId/);
    expect(JSON.parse(codec.decryptText(copy.body))).toMatchObject({ reportName: 'Invoices paid twice' });
  });

  it('answers a read in one statement, from the copy, while nothing changed', async () => {
    const { report, view } = await readReport();
    // Changed behind the triggers' back, the text shows that the answer comes from the copy.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(reports)
        .set({ reportName: codec.encryptText('Changed quietly') })
        .where(eq(reports.id, report.id));
    });
    statements.length = 0;
    expect((await view()).reportName).toBe('Invoices paid twice');
    expect(statements).toHaveLength(1);
  });

  it('is dropped by every change to what it shows, whoever makes it', async () => {
    const { report, view } = await readReport();
    const [question] = await comment(report.id, 'Which supplier was it?');
    expect((await view()).reportComments.map((c) => c.commentText)).toEqual(['Which supplier was it?']);

    await db
      .update(reportComments)
      .set({ commentText: codec.encryptText('Which supplier, and when?') })
      .where(eq(reportComments.id, question.id));
    expect((await view()).reportComments.map((c) => c.commentText)).toEqual(['Which supplier, and when?']);

    await db.update(reportComments).set({ hidden: true }).where(eq(reportComments.id, question.id));
    expect((await view()).reportComments).toEqual([]);

    await db.delete(reportComments).where(eq(reportComments.id, question.id));
    const [file] = await db
      .insert(attachments)
      .values({
        reportId: report.id,
        fileName: codec.encryptText('ledger.xlsx'),
        fileType: 'application/pdf',
        fileSize: 10,
        storageKey: 'k',
        wrappedKey: 'w',
        source: 'REVIEWER_ADDED',
      })
      .returning({ id: attachments.id });
    expect((await view()).reportAttachmentSummaries.map((f) => f.name)).toEqual(['ledger.xlsx']);

    await db.update(attachments).set({ hidden: true }).where(eq(attachments.id, file.id));
    expect((await view()).reportAttachmentSummaries).toEqual([]);

    await db
      .update(reportAnswers)
      .set({ value: codec.encryptText('Contractor') })
      .where(eq(reportAnswers.reportId, report.id));
    expect((await view()).reportQuestions.map((q) => q.value)).toContain('Contractor');

    await changeStatus(db, report.id, 2, { actor: 'reviewer' });
    expect(await view()).toMatchObject({ statusId: 2, reporterCommunicationEnabled: false });
  });

  it('leaves out the live fields, which are read fresh on every request', async () => {
    const { report, view } = await readReport();
    const [org] = await db.select().from(organizations).where(eq(organizations.id, report.organizationId));
    const [category] = await db.select().from(categories).where(eq(categories.id, 101));
    const templateId = report.templateId as number;
    try {
      await db
        .update(organizations)
        .set({ names: { ...org.names, fr: 'Groupe Northwind' } })
        .where(eq(organizations.id, org.id));
      await db
        .update(categories)
        .set({ names: { ...category.names, fr: 'Fraude comptable' } })
        .where(eq(categories.id, 101));
      await db
        .update(reportTemplates)
        .set({ reporterNotificationsEnabled: false })
        .where(eq(reportTemplates.id, templateId));
      expect(await view('fr')).toMatchObject({
        orgName: 'Groupe Northwind',
        categoryName: 'Fraude comptable',
        reporterNotificationsEnabled: false,
      });
    } finally {
      await db.update(organizations).set({ names: org.names }).where(eq(organizations.id, org.id));
      await db.update(categories).set({ names: category.names }).where(eq(categories.id, 101));
      await db
        .update(reportTemplates)
        .set({ reporterNotificationsEnabled: true })
        .where(eq(reportTemplates.id, templateId));
    }
    // Bypassing the triggers: the lock-out is read from the report on every request.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(reports)
        .set({ lockedUntil: new Date(Date.now() + 60_000) })
        .where(eq(reports.id, report.id));
    });
    expect((await view()).reporterLockedOut).toBe(true);
  });

  it('is rebuilt only after a change being written is committed, never before', async () => {
    const { report, view } = await readReport();
    await db.delete(sealedReporterViews).where(eq(sealedReporterViews.reportId, report.id));
    let read: Promise<TReportDetail> | undefined;
    await db.transaction(async (tx) => {
      await tx.insert(reportComments).values({
        reportId: report.id,
        commentText: codec.encryptText('Written while the view was read'),
        reporterComment: false,
      });
      // Not awaited here: the read must wait for this transaction (its lock, or the one connection).
      read = view();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect((await read!).reportComments.map((c) => c.commentText)).toEqual(['Written while the view was read']);
    expect((await view()).reportComments.map((c) => c.commentText)).toEqual(['Written while the view was read']);
  });
});
