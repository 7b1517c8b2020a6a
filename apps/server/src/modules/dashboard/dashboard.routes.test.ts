import { REPORT_METHOD, REPORT_STATUS } from '@candor/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { pdfPageLines } from '../../../test/pdf-text.ts';
import { orgId, template } from '../reporting/reporting.fixtures.ts';
import { transcribe, validTranscription } from '../reporting/staff-submission.fixtures.ts';
import { fileReport, reportRowOf } from '../reports/reviewer.test-support.ts';
import type { FactsRow } from './dashboard.repository.ts';
import { deadline, firstDayOf } from './dashboard.service.ts';

const { app, database, codec } = await buildTestApp();
const db = database.db;
const reviewer = await signIn(app, 'reviewer');
const figures = async (query = '') => {
  const res = await reviewer.get(`/api/reviewer/dashboard?langKey=en${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** The facts the triggers kept, against the same facts computed again from every report. */
async function factsDrift() {
  return rows(sql`
    with kept as (select organization_id, category_id, sensitive, status_id, type_id, month, reports, responded,
        response_seconds, closed, close_seconds, ack_on_time, ack_late, feedback_on_time, feedback_late, answerable
      from report_month_facts where reports <> 0),
    again as (select f.organization_id, f.category_id, f.sensitive, f.status_id, f.type_id, f.month,
        sum(f.reports)::int reports, sum(f.responded)::int responded, sum(f.response_seconds)::bigint response_seconds,
        sum(f.closed)::int closed, sum(f.close_seconds)::bigint close_seconds, sum(f.ack_on_time)::int ack_on_time,
        sum(f.ack_late)::int ack_late, sum(f.feedback_on_time)::int feedback_on_time,
        sum(f.feedback_late)::int feedback_late, sum(f.answerable)::int answerable
      from reports r, report_facts_of(r) f group by 1, 2, 3, 4, 5, 6)
    (select * from kept except select * from again) union all (select * from again except select * from kept)`);
}

describe('GET api/reviewer/dashboard', () => {
  it('counts a new report in its month, status, method and category, and nothing else', async () => {
    const before = await figures();
    const filed = await fileReport(app, db, { inputStatement: 'Invoices are approved without any check.' });
    const after = await figures();
    expect(after.total).toBe(before.total + 1);
    const month = new Date().toISOString().slice(0, 7);
    const countOf = (list: { count: number }[], pick: (x: never) => boolean) =>
      (list.find(pick as never) as { count: number } | undefined)?.count ?? 0;
    expect(countOf(after.byMonth, (m: { month: string }) => m.month === month)).toBe(
      countOf(before.byMonth, (m: { month: string }) => m.month === month) + 1,
    );
    expect(countOf(after.byStatus, (s: { statusId: number }) => s.statusId === REPORT_STATUS.NEW)).toBe(
      countOf(before.byStatus, (s: { statusId: number }) => s.statusId === REPORT_STATUS.NEW) + 1,
    );
    expect(countOf(after.byMethod, (s: { typeId: number }) => s.typeId === REPORT_METHOD.WEB)).toBe(
      countOf(before.byMethod, (s: { typeId: number }) => s.typeId === REPORT_METHOD.WEB) + 1,
    );
    const row = await reportRowOf(db, codec, filed.referenceId);
    expect(countOf(after.byCategory, (c: { categoryId: number }) => c.categoryId === row.categoryId)).toBe(
      countOf(before.byCategory, (c: { categoryId: number }) => c.categoryId === row.categoryId) + 1,
    );
    expect(after.from).toBe(firstDayOf(new Date(), 11));
    expect(await factsDrift()).toEqual([]);
  });

  it('follows a report through response and close: times, deadlines and statuses move with it', async () => {
    const filed = await fileReport(app, db, { inputStatement: 'Safety checks are signed without being done.' });
    const row = await reportRowOf(db, codec, filed.referenceId);
    // Submitted 10 days ago, first answered after 9 days (late for the 7-day acknowledgement), closed after 10.
    await db.execute(sql`update reports set create_time = now() - interval '10 days',
      initial_response = now() - interval '1 day', last_response = now() - interval '1 day' where id = ${row.id}`);
    const before = await figures();
    await db.execute(
      sql`update reports set status_id = ${REPORT_STATUS.CLOSE}, closed_time = now() where id = ${row.id}`,
    );
    const after = await figures();
    const closed = (d: { byStatus: { statusId: number; count: number }[] }) =>
      d.byStatus.find((s) => s.statusId === REPORT_STATUS.CLOSE)?.count ?? 0;
    expect(closed(after)).toBe(closed(before) + 1);
    expect(after.total).toBe(before.total);
    expect(after.daysToClose).not.toBeNull();
    expect(after.daysToFirstResponse).not.toBeNull();
    // Closing is the feedback (within 3 months); the late first answer stays a missed acknowledgement.
    expect(after.feedback.met).toBe(before.feedback.met + 1);
    expect(after.acknowledgement.missed).toBe(before.acknowledgement.missed);
    const [stored] = await rows<{ feedback_time: string | null }>(
      sql`select feedback_time from reports where id = ${row.id}`,
    );
    expect(stored.feedback_time).not.toBeNull();
    expect(await factsDrift()).toEqual([]);
  });

  it('holds only reports someone can answer to the deadlines, and counts the others apart', async () => {
    const before = await figures();
    const france = await template(new Client(app), await orgId(db, 'Northwind France'));
    const web = await fileReport(app, db, { inputStatement: 'Overtime is paid to people who never worked it.' });
    const letter = (await transcribe(reviewer, validTranscription(france))).json();
    const voicemail = (await transcribe(reviewer, validTranscription(france, { typeId: REPORT_METHOD.PHONE }))).json();
    const ids = await Promise.all(
      [web.referenceId, letter.referenceId, voicemail.referenceId].map(
        async (r) => (await reportRowOf(db, codec, r)).id,
      ),
    );
    // Filed early in the month before last, none answered: the acknowledgement's 7 days are over for all three.
    await db.execute(sql`update reports set create_time = date_trunc('month', now()) - interval '2 months' + interval '1 day'
      where id in (${sql.join(ids, sql`, `)})`);
    const after = await figures();
    expect(after.total).toBe(before.total + 3);
    expect(after.unanswerable).toBe(before.unanswerable + 2);
    expect(after.acknowledgement).toEqual({ ...before.acknowledgement, missed: before.acknowledgement.missed + 1 });
    expect(after.feedback).toEqual({ ...before.feedback, pending: before.feedback.pending + 1 });
    expect(await factsDrift()).toEqual([]);
  });

  it('keeps the facts exact through moves, method changes and deletes', async () => {
    const filed = await fileReport(app, db, { inputStatement: 'Expenses are claimed twice.' });
    const row = await reportRowOf(db, codec, filed.referenceId);
    await db.execute(sql`update reports set type_id = ${REPORT_METHOD.HOTLINE}, sensitive = true,
      organization_id = (select id from organizations where name = 'Northwind Canada') where id = ${row.id}`);
    expect(await factsDrift()).toEqual([]);
    await db.execute(sql`update reports set create_time = create_time - interval '40 days' where id = ${row.id}`);
    expect(await factsDrift()).toEqual([]);
    // Nothing counted changes but whether anyone can answer it.
    await db.execute(sql`update reports set password_hash = '!' where id = ${row.id}`);
    expect(await factsDrift()).toEqual([]);
    await db.execute(sql`delete from report_status_changes where report_id = ${row.id}`);
    await db.execute(sql`delete from report_answers where report_id = ${row.id}`);
    await db.execute(sql`delete from report_comments where report_id = ${row.id}`);
    await db.execute(sql`delete from sessions where report_id = ${row.id}`);
    await db.execute(sql`delete from reports where id = ${row.id}`);
    expect(await factsDrift()).toEqual([]);
  });

  it('shows a delegate only the reports delegated to him', async () => {
    await db.execute(sql`update users set dashboard_enabled = true where login = 'delegate'`);
    const delegate = await signIn(app, 'delegate');
    const none = (await delegate.get('/api/reviewer/dashboard')).json();
    const filed = await fileReport(app, db, { inputStatement: 'A supplier pays for the manager’s holidays.' });
    const row = await reportRowOf(db, codec, filed.referenceId);
    await db.execute(sql`insert into report_delegations (report_id, user_id)
      select ${row.id}, id from users where login = 'delegate'`);
    const one = (await delegate.get('/api/reviewer/dashboard')).json();
    expect(one.total).toBe(none.total + 1);
    expect(one.total).toBeLessThan((await figures()).total);
  });

  it('refuses a reviewer without the dashboard, and bad periods', async () => {
    const programAdmin = await signIn(app, 'program-admin');
    expect((await programAdmin.get('/api/reviewer/dashboard')).statusCode).toBe(403);
    for (const q of ['months=0', 'months=25', 'months=x', 'langKey=xx']) {
      const res = await reviewer.get(`/api/reviewer/dashboard?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe('error.validation');
    }
  });

  it('names the built-in dashboard in the configuration call', async () => {
    const res = await reviewer.get('/api/reviewer/powerbi-embedded-configuration');
    expect(res.json()).toEqual({
      accessToken: null,
      embedToken: null,
      embedUrl: '/api/reviewer/dashboard',
      reportId: 'candor',
    });
  });
});

describe('GET api/reviewer/powerbi-report-export', () => {
  /** The reviewer's organizations, as his account names them. */
  const organizations = async (): Promise<string> =>
    (await reviewer.get('/api/account'))
      .json()
      .organizations.map((o: { name: string }) => o.name)
      .join(', ');
  it('exports a PDF, each page numbered', async () => {
    const res = await reviewer.get('/api/reviewer/powerbi-report-export?format=PDF&langKey=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reviewer-dashboard.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPageLines(res.rawPayload);
    expect(pages.map((page) => page[0])).toEqual(pages.map((_, i) => `Page ${i + 1}`));
    expect(pages[0].slice(1, 5)).toEqual([
      'Tableau de bord',
      expect.stringMatching(/^Signalements déposés depuis le /),
      `Organisation: ${await organizations()}`,
      expect.stringMatching(/^Imprimé le \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)$/),
    ]);
  });

  it('exports a Thai PDF in fonts that draw Thai', async () => {
    const res = await reviewer.get('/api/reviewer/powerbi-report-export?format=PDF&langKey=th');
    const [first] = await pdfPageLines(res.rawPayload);
    expect(first.slice(0, 2)).toEqual(['หน้า 1', 'แดชบอร์ด']);
    const fonts = res.rawPayload.toString('latin1');
    expect(fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansThai-Regular/);
    expect(fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansThai-Bold/);
  });

  it('exports a PowerPoint deck of a title slide and four chart slides, whatever name the format has', async () => {
    for (const format of ['PPTX', 'power-point', 'POWERPOINT']) {
      const res = await reviewer.get(`/api/reviewer/powerbi-report-export?format=${format}`);
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="reviewer-dashboard.pptx"');
      const zip = res.rawPayload.toString('latin1');
      expect(zip.startsWith('PK')).toBe(true);
      expect(zip).toContain('ppt/slides/slide5.xml');
      expect(zip).not.toContain('ppt/slides/slide6.xml');
      expect(zip).toContain('ppt/charts/chart');
      expect(zip).toContain(`Organization: ${await organizations()}`);
      expect(zip).toMatch(/Printed on \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)/);
    }
    expect((await reviewer.get('/api/reviewer/powerbi-report-export?format=DOCX')).statusCode).toBe(400);
    expect((await reviewer.get('/api/reviewer/powerbi-report-export')).statusCode).toBe(400);
  });
});

describe('deadlines by monthly cohort', () => {
  const january = { month: '2030-01', reports: '12', answerable: '10', ack_on_time: '6', ack_late: '1' } as FactsRow;
  const ack = (now: Date) =>
    deadline(
      [january],
      (r) => Number(r.ack_on_time),
      (r) => Number(r.ack_late),
      { days: 7 },
      now,
    );

  it('counts the unanswered reports of a cohort inside its deadline as pending', () => {
    expect(ack(new Date(Date.UTC(2030, 1, 7, 23)))).toEqual({ met: 6, missed: 1, pending: 3 });
  });

  it('counts them as missed once the deadline has passed for the whole cohort, those nobody can answer apart', () => {
    expect(ack(new Date(Date.UTC(2030, 1, 8)))).toEqual({ met: 6, missed: 4, pending: 0 });
  });

  it('gives the feedback deadline three months after the cohort', () => {
    const feedback = (now: Date) =>
      deadline(
        [january],
        () => 2,
        () => 0,
        { months: 3 },
        now,
      );
    expect(feedback(new Date(Date.UTC(2030, 3, 30)))).toEqual({ met: 2, missed: 0, pending: 8 });
    expect(feedback(new Date(Date.UTC(2030, 4, 1)))).toEqual({ met: 2, missed: 8, pending: 0 });
  });
});
