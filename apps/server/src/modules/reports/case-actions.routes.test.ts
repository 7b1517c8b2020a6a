import { REPORT_STATUS } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import {
  auditEvents,
  jobs,
  organizationCategories,
  organizations,
  reports,
  userOrganizations,
  users,
} from '../../db/schema/index.ts';
import { jobContextWithMail } from '../../jobs/mail-capture.test-support.ts';
import { runDueJobs } from '../../jobs/runner.ts';
import { postFile, text } from '../attachments/attachments.test-support.ts';
import { addUser } from '../category-access/category-access.test-support.ts';
import { orgId } from '../reporting/reporting.fixtures.ts';
import { fileReport, reportRowOf } from './reviewer.test-support.ts';

const { app, database, codec, config } = await buildTestApp();
const db = database.db;
const mail = await jobContextWithMail(config, db, codec);
const reviewer = await signIn(app, 'reviewer');

const open = async (text = 'The night guard sleeps on duty.') => {
  const filed = await fileReport(app, db, { inputStatement: text });
  const res = await reviewer.get(`/api/reviewer/report/${filed.referenceId}`);
  return { ...filed, detail: res.json() };
};
const detailOf = async (id: string) => (await reviewer.get(`/api/reviewer/report/${id}?isRefresh=true`)).json();
const rowOf = (referenceId: string) => reportRowOf(db, codec, referenceId);

describe('status transitions (DESIGN.md §10, decision 020)', () => {
  it('1 → 4 on open, 3 → 7 when the reporter wrote, unchanged with isRefresh', async () => {
    const { referenceId, reporter } = await fileReport(app, db);
    expect((await detailOf(referenceId)).statusId).toBe(REPORT_STATUS.NEW);
    expect((await reviewer.get(`/api/reviewer/report/${referenceId}`)).json().statusId).toBe(REPORT_STATUS.REVIEW);
    await reporter.post(`/reporterapi/report/${referenceId}/comment`, {
      json: { commentText: 'More facts.', isQuestion: false, hidden: false, taggedReviewers: [] },
    });
    const updated = await detailOf(referenceId);
    expect(updated.statusId).toBe(REPORT_STATUS.UPDATED);
    expect(updated.reporterLogs[0]).toMatchObject({ trackingType: 'REPORTER_COMMENT', authorities: ['REPORTER'] });
    expect((await reviewer.get(`/api/reviewer/report/${referenceId}`)).json().statusId).toBe(REPORT_STATUS.REVIEWED);
  });

  it('a message to the reporter → 8, a question → 5, a reviewer-only note changes nothing; the reporter is emailed', async () => {
    const { referenceId, detail } = await open();
    const note = await reviewer.post(`/api/report/${referenceId}/comment`, {
      json: { commentText: 'Internal', hidden: true },
    });
    expect(note.statusCode).toBe(201);
    expect((await detailOf(referenceId)).statusId).toBe(REPORT_STATUS.REVIEW);
    await reviewer.post(`/api/report/${referenceId}/comment`, { json: { commentText: 'When?', isQuestion: true } });
    expect((await detailOf(referenceId)).statusId).toBe(REPORT_STATUS.ADDITIONAL);
    const thanks = await reviewer.post(`/api/report/${referenceId}/comment`, { json: { commentText: 'Thank you.' } });
    // The message's first file is flagged (spec 001 §4): the message emailed him already, once.
    const file = await postFile(
      reviewer,
      `/api/report/${referenceId}/attachment-existing-report?commentId=${thanks.json().commentId}&notifyOfAttachment=true`,
      { name: 'policy.txt', content: text('policy') },
    );
    expect(file.statusCode, file.body).toBe(201);
    const after = await detailOf(referenceId);
    expect(after.statusId).toBe(REPORT_STATUS.RESPONDED);
    expect(after.initialResponse).not.toBeNull();
    const report = await rowOf(referenceId);
    const mails = await db.select().from(jobs).where(eq(jobs.name, 'notify-reporter'));
    expect(mails.filter((j) => (j.payload as { reportId: number }).reportId === report.id)).toHaveLength(2);
    expect(detail.reporterComments).toEqual([]);
    expect(after.reviewerComments.map((c: { commentText: string }) => c.commentText)).toEqual(['Internal']);
    expect(after.reporterComments.map((c: { commentText: string }) => c.commentText)).toEqual(['Thank you.', 'When?']);
  });

  it('refuses a blank message, save a note to reviewers that tags a colleague', async () => {
    const { referenceId, detail } = await open();
    const write = (json: object) => reviewer.post(`/api/report/${referenceId}/comment`, { json });
    for (const json of [{}, { commentText: '  ' }, { commentText: '', hidden: true }]) {
      const res = await write(json);
      expect(res.statusCode, JSON.stringify(json)).toBe(400);
      expect(res.json().fieldErrors).toEqual([{ field: 'body.commentText', message: 'NotBlank' }]);
    }
    const colleague = detail.availableReviewers[0].id;
    expect((await write({ commentText: '', hidden: true, taggedReviewers: [colleague] })).statusCode).toBe(201);
    const after = await detailOf(referenceId);
    expect(after.reporterComments).toEqual([]);
    expect(after.statusId).toBe(REPORT_STATUS.REVIEW);
  });

  it('a deleted question returns the report to its status before, once no question asked since stands', async () => {
    const { referenceId } = await open();
    const write = async (json: object) =>
      (await reviewer.post(`/api/report/${referenceId}/comment`, { json })).json().commentId as number;
    const remove = (commentId: number) =>
      reviewer.delete(`/api/reviewer/report/${referenceId}/comment/${commentId}`, { text: 'Deleted' });
    const statusOf = async () => (await detailOf(referenceId)).statusId;
    await write({ commentText: 'We are looking into it.' });
    const first = await write({ commentText: 'Which shift?', isQuestion: true });
    const second = await write({ commentText: 'Which site?', isQuestion: true });
    expect(await statusOf()).toBe(REPORT_STATUS.ADDITIONAL);
    expect((await remove(second)).statusCode).toBe(204);
    expect(await statusOf()).toBe(REPORT_STATUS.ADDITIONAL);
    expect((await remove(first)).statusCode).toBe(204);
    expect(await statusOf()).toBe(REPORT_STATUS.RESPONDED);

    const fresh = await open();
    const asked = (
      await reviewer.post(`/api/report/${fresh.referenceId}/comment`, {
        json: { commentText: 'When?', isQuestion: true },
      })
    ).json().commentId;
    await reviewer.delete(`/api/reviewer/report/${fresh.referenceId}/comment/${asked}`, { text: 'Deleted' });
    const back = await detailOf(fresh.referenceId);
    expect(back.statusId).toBe(REPORT_STATUS.REVIEW);
    expect(back.reporterComments[0]).toMatchObject({ deleted: true, isQuestion: true });
  });

  it('delegating someone new → 6 Investigation; a non-eligible reviewer is refused', async () => {
    const { referenceId, detail } = await open();
    const dan = detail.eligibleDelegateReviewers[0];
    const bad = await reviewer.put(`/api/reviewer/report/${referenceId}/delegate-reviewer`, {
      json: [detail.availableReviewers[0].id],
    });
    expect(bad.statusCode).toBe(400);
    const ok = await reviewer.put(`/api/reviewer/report/${referenceId}/delegate-reviewer`, { json: [dan.id] });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['x-candor-alert']).toBe('feedback.reviewer.successSavingDelegateReviewers');
    const after = await detailOf(referenceId);
    expect(after.statusId).toBe(REPORT_STATUS.INVESTIGATION);
    expect(after.delegates).toBe('Dan Delegate');
    expect(after.lastDelegationTime).not.toBeNull();
    expect((await reviewer.get(`/api/reviewer/report/${referenceId}/delegate-reviewer`)).json()).toEqual([dan]);
  });

  it('a delegate who stopped being eligible may stay and be removed, never be added again (decision 123)', async () => {
    const { referenceId, detail } = await open();
    const dan = detail.eligibleDelegateReviewers[0];
    const save = (ids: number[]) =>
      reviewer.put(`/api/reviewer/report/${referenceId}/delegate-reviewer`, { json: ids });
    expect((await save([dan.id])).statusCode).toBe(204);
    await db.update(users).set({ userStatus: 'INACTIVE', activated: false }).where(eq(users.id, dan.id));
    try {
      expect((await detailOf(referenceId)).eligibleDelegateReviewers).not.toContainEqual(dan);
      const kept = await save([dan.id]);
      expect(kept.statusCode, kept.body).toBe(204);
      expect((await detailOf(referenceId)).delegates).toBe('Dan Delegate');
      expect((await save([])).statusCode).toBe(204);
      expect((await detailOf(referenceId)).delegates).toBe('');
      const again = await save([dan.id]);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('feedback.reviewer.errorSavingDelegateReviewers');
    } finally {
      await db.update(users).set({ userStatus: 'ACTIVE', activated: true }).where(eq(users.id, dan.id));
    }
  });
});

describe('case actions', () => {
  it('offers the organizations to move to in tree order, named in the asked language, with their extended-fields flag', async () => {
    const canada = await orgId(db, 'Northwind Canada');
    await db.update(organizations).set({ snc: true }).where(eq(organizations.id, canada));
    try {
      const orgs: { name: string; depth: number; snc: boolean }[] = (
        await reviewer.get('/api/reviewer/organizations?langKey=fr')
      ).json();
      expect(orgs.map((o) => [o.name, o.depth])).toEqual([
        ['Northwind Group', 0],
        ['Northwind Europe', 1],
        ['Northwind France', 2],
        ['Northwind Allemagne', 2],
        ['Northwind Amériques', 1],
        ['Northwind Canada', 2],
        ['Northwind Toronto Office', 3],
        ['Northwind Holdings', 1],
        ['Northwind Asia Pacific', 1],
      ]);
      expect(orgs.filter((o) => o.snc).map((o) => o.name)).toEqual(['Northwind Canada']);
    } finally {
      await db.update(organizations).set({ snc: false }).where(eq(organizations.id, canada));
    }
  });

  it('names an organization by its base name in English, whatever an older English entry among its translations says', async () => {
    const europe = await orgId(db, 'Northwind Europe');
    const [before] = await db
      .select({ names: organizations.names })
      .from(organizations)
      .where(eq(organizations.id, europe));
    await db
      .update(organizations)
      .set({ names: { ...before.names, en: 'Northwind Europe Ltd' } })
      .where(eq(organizations.id, europe));
    try {
      const namesIn = async (langKey: string) =>
        ((await reviewer.get(`/api/reviewer/organizations?langKey=${langKey}`)).json() as { name: string }[]).map(
          (o) => o.name,
        );
      expect(await namesIn('en')).toContain('Northwind Europe');
      expect(await namesIn('en')).not.toContain('Northwind Europe Ltd');
      expect(await namesIn('es')).toContain('Northwind Europa');
    } finally {
      await db.update(organizations).set({ names: before.names }).where(eq(organizations.id, europe));
    }
  });

  it('writes each case action to the audit log, naming the report and who acted (issue 10)', async () => {
    const { referenceId, detail } = await open();
    const other = await open();
    const { id } = await rowOf(referenceId);
    const eventsOf = async () =>
      (await db.select().from(auditEvents).where(eq(auditEvents.actorId, 'reviewer')).orderBy(auditEvents.id))
        .filter((e) => e.data.reportId === String(id))
        .map((e) => e.auditEventType);
    const before = await eventsOf();
    const link = { json: { referenceId: other.referenceId } };
    const move = { json: { orgId: await orgId(db, 'Northwind Canada'), categoryId: 105 } };
    for (const [send, expected] of [
      [() => reviewer.put(`/api/report/${referenceId}/priority`, { text: 'HIGH' }), 204],
      [() => reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: 'Night guard' }), 204],
      [() => reviewer.put(`/api/report/${referenceId}/watch`), 204],
      [() => reviewer.delete(`/api/report/${referenceId}/watch`), 204],
      [() => reviewer.post(`/api/reviewer/report/${referenceId}/linkReports`, link), 204],
      [() => reviewer.delete(`/api/reviewer/report/${referenceId}/linkReports`, link), 204],
      [
        () =>
          reviewer.put(`/api/reviewer/report/${referenceId}/delegate-reviewer`, {
            json: [detail.eligibleDelegateReviewers[0].id],
          }),
        204,
      ],
      [() => reviewer.put(`/api/report/${referenceId}`, move), 200],
      [() => reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, { json: { daysUntilClose: 5 } }), 204],
      [() => reviewer.post(`/api/reviewer/report/${referenceId}/cancel-scheduled-close`), 204],
      [() => reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, { json: { daysUntilClose: 0 } }), 204],
    ] as const) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(expected);
    }
    expect((await eventsOf()).slice(before.length)).toEqual([
      'REPORT_PRIORITY',
      'REPORT_NAME',
      'REPORT_WATCH',
      'REPORT_UNWATCH',
      'REPORT_LINKED',
      'REPORT_UNLINKED',
      'REPORT_DELEGATED',
      'REPORT_MOVED',
      'REPORT_CLOSE_SCHEDULED',
      'REPORT_CLOSE_SCHEDULE_CANCELLED',
      'REPORT_CLOSED',
    ]);
  });

  it('priority toggles with a text body, logged once per change; anything else is 400', async () => {
    const { referenceId } = await open();
    const priorityLogs = async () =>
      (await detailOf(referenceId)).reviewerLogs.filter((l: { trackingType: string }) => l.trackingType === 'PRIORITY');
    expect((await reviewer.put(`/api/report/${referenceId}/priority`, { text: 'HIGH' })).statusCode).toBe(204);
    expect((await detailOf(referenceId)).priority).toBe(2);
    expect((await reviewer.put(`/api/report/${referenceId}/priority`, { text: 'HIGH' })).statusCode).toBe(204);
    expect(await priorityLogs()).toHaveLength(1);
    expect((await reviewer.put(`/api/report/${referenceId}/priority`, { text: '1' })).statusCode).toBe(204);
    expect((await detailOf(referenceId)).priority).toBe(1);
    expect((await reviewer.put(`/api/report/${referenceId}/priority`, { text: 'URGENT' })).statusCode).toBe(400);
  });

  it('renames up to 50 characters; 51 is 400', async () => {
    const { referenceId } = await open();
    expect((await reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: 'x'.repeat(50) })).statusCode).toBe(
      204,
    );
    expect((await detailOf(referenceId)).reportName).toBe('x'.repeat(50));
    const long = await reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('error.validation');
    // Characters as people and the form count them: an emoji is one.
    const emoji = '🔥'.repeat(50);
    expect((await reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: emoji })).statusCode).toBe(204);
    expect((await detailOf(referenceId)).reportName).toBe(emoji);
    const more = await reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: `${emoji}🔥` });
    expect(more.json().fieldErrors).toEqual([{ field: 'body', message: 'Size', max: 50 }]);
  });

  it('keeps a report in its tenant: a user of two trees neither moves it nor links it into the other', async () => {
    const [fabrikam] = await db.insert(organizations).values({ name: 'Fabrikam' }).returning();
    await db.insert(organizationCategories).values({ organizationId: fabrikam.id, categoryId: 13 });
    const twoTrees = await addUser(db, {
      login: 'two-trees',
      org: await orgId(db, 'Northwind Group'),
      categories: [13],
    });
    await db.insert(userOrganizations).values({ userId: twoTrees.id, organizationId: fabrikam.id });
    const client = await signIn(app, 'two-trees');
    const { referenceId } = await open();
    const before = await rowOf(referenceId);
    const moved = await client.put(`/api/report/${referenceId}`, { json: { orgId: fabrikam.id, categoryId: 13 } });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().message).toBe('feedback.reviewer.moveReport.error');
    expect((await rowOf(referenceId)).organizationId).toBe(before.organizationId);
    // A report of the other tree is unknown to this one's links.
    const elsewhere = await open();
    await db
      .update(reports)
      .set({ rootOrganizationId: fabrikam.id, organizationId: fabrikam.id })
      .where(eq(reports.id, (await rowOf(elsewhere.referenceId)).id));
    const linked = await client.post(`/api/reviewer/report/${referenceId}/linkReports`, {
      json: { referenceId: elsewhere.referenceId },
    });
    expect(linked.statusCode, linked.body).toBe(404);
    expect(linked.json().message).toBe('feedback.reportSearch.notFound');
    // Within its own tree the same user still links, by number too, though the other tree has a report of that number.
    const sister = await open();
    const { sequentialId } = await rowOf(sister.referenceId);
    await db
      .update(reports)
      .set({ sequentialId })
      .where(eq(reports.id, (await rowOf(elsewhere.referenceId)).id));
    const byNumber = await client.post(`/api/reviewer/report/${referenceId}/linkReports`, {
      json: { referenceId: String(sequentialId) },
    });
    expect(byNumber.statusCode, byNumber.body).toBe(204);
    await client.delete(`/api/reviewer/report/${referenceId}/linkReports`, {
      json: { referenceId: String(sequentialId) },
    });
    const ok = await client.post(`/api/reviewer/report/${referenceId}/linkReports`, {
      json: { referenceId: sister.referenceId },
    });
    expect(ok.statusCode, ok.body).toBe(204);
  });

  it('moves to another organization and category; a phantom or unchanged target is refused', async () => {
    const { referenceId } = await open();
    const [phantom] = await db.select().from(organizations).where(eq(organizations.phantom, true));
    const toPhantom = await reviewer.put(`/api/report/${referenceId}`, { json: { orgId: phantom.id, categoryId: 13 } });
    expect(toPhantom.json().message).toBe('feedback.reviewer.moveReport.error');
    const france = await orgId(db, 'Northwind France');
    const same = await reviewer.put(`/api/report/${referenceId}`, { json: { orgId: france, categoryId: 13 } });
    expect(same.statusCode).toBe(400);
    const canada = await orgId(db, 'Northwind Canada');
    const moved = await reviewer.put(`/api/report/${referenceId}`, { json: { orgId: canada, categoryId: 105 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ reviewerAuthorized: true });
    const after = await detailOf(referenceId);
    expect([after.orgName, after.categoryName]).toEqual(['Northwind Canada', 'Health and safety']);
    const orgs = (await reviewer.get('/api/reviewer/organizations')).json();
    expect(orgs.find((o: { id: number }) => o.id === phantom.id).phantom).toBe(true);
    const groups = (await reviewer.get(`/api/organization/${canada}/category?langKey=fr`)).json();
    expect(groups[0].categories[0]).toMatchObject({ name: 'Fraude', reviewerAuthorized: true });
  });

  it("counts a reviewer's organization depths from his own organization, however deep it sits", async () => {
    await addUser(db, { login: 'france-only-mover', org: await orgId(db, 'Northwind France'), categories: [101] });
    const orgs = (await (await signIn(app, 'france-only-mover')).get('/api/reviewer/organizations')).json();
    expect(orgs.map((o: { name: string; depth: number }) => [o.name, o.depth])).toEqual([['Northwind France', 0]]);
  });

  it('a move emails the reviewers the report now belongs to when asked, but not the mover, and names no report', async () => {
    const canada = await orgId(db, 'Northwind Canada');
    const moves = async (sendEmail: boolean) => {
      const { referenceId } = await open();
      const res = await reviewer.put(`/api/report/${referenceId}`, {
        json: { orgId: canada, categoryId: 105, sendEmail },
      });
      expect(res.statusCode, res.body).toBe(200);
      while ((await runDueJobs(mail.ctx)) > 0);
      const moved = mail.capture.received.filter((m) => m.subject === 'A report was moved to Northwind Canada');
      mail.capture.received.length = 0;
      return { referenceId, moved };
    };
    expect((await moves(false)).moved).toEqual([]);
    const { referenceId, moved } = await moves(true);
    expect(moved.length).toBeGreaterThan(0);
    const [rita] = await db.select({ email: users.email }).from(users).where(eq(users.login, 'reviewer'));
    expect(moved.flatMap((m) => m.to)).not.toContain(rita.email);
    for (const m of moved) {
      expect(m.text).toContain('A report has been moved to Northwind Canada.');
      expect(m.text).not.toContain(referenceId);
      expect(m.text).not.toContain('night guard');
    }
  });

  it('closes now: status 2, no more messages to the reporter, the address deleted', async () => {
    const { referenceId } = await open();
    await db
      .update(reports)
      .set({ notificationEmail: 'r@example.org' })
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)));
    const res = await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, {
      json: { daysUntilClose: 0 },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-candor-alert']).toBe('feedback.closeReport.successNow');
    const row = await rowOf(referenceId);
    expect([row.statusId, row.notificationEmail]).toEqual([REPORT_STATUS.CLOSE, null]);
    const write = await reviewer.post(`/api/report/${referenceId}/comment`, { json: { commentText: 'Hello' } });
    expect(write.json().message).toBe('error.reportClosed');
    expect((await reviewer.put(`/api/reviewer/report/${referenceId}/name`, { text: 'Late' })).statusCode).toBe(400);
  });

  it('schedules a close 1–90 days ahead and cancels it; 91, -1 and 1.5 are 400', async () => {
    const { referenceId } = await open();
    for (const daysUntilClose of [91, -1, 1.5, '15']) {
      const bad = await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, { json: { daysUntilClose } });
      expect(bad.statusCode, String(daysUntilClose)).toBe(400);
    }
    const res = await reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, {
      json: { daysUntilClose: 15 },
    });
    expect(res.headers['x-candor-alert']).toBe('feedback.closeReport.successScheduled');
    const scheduled = (await detailOf(referenceId)).scheduledCloseDate;
    expect(new Date(scheduled).getTime() - Date.now()).toBeGreaterThan(14.9 * 86_400_000);
    const cancel = await reviewer.post(`/api/reviewer/report/${referenceId}/cancel-scheduled-close`);
    expect(cancel.statusCode).toBe(204);
    expect((await detailOf(referenceId)).scheduledCloseDate).toBeNull();
    expect((await reviewer.post(`/api/reviewer/report/${referenceId}/cancel-scheduled-close`)).statusCode).toBe(400);
  });

  it('offers only close-now or cancel while a close is scheduled, and nothing once closed (spec 001 §4)', async () => {
    const { referenceId } = await open();
    const close = (daysUntilClose: number) =>
      reviewer.post(`/api/reviewer/report/${referenceId}/close-report`, { json: { daysUntilClose } });
    expect((await close(90)).statusCode).toBe(204);
    const due = (await detailOf(referenceId)).scheduledCloseDate;
    expect(new Date(due).getTime() - Date.now()).toBeGreaterThan(89.9 * 86_400_000);
    const again = await close(5);
    expect([again.statusCode, again.json().message]).toEqual([400, 'feedback.closeReport.error']);
    expect((await detailOf(referenceId)).scheduledCloseDate).toBe(due);
    expect((await close(0)).headers['x-candor-alert']).toBe('feedback.closeReport.successNow');
    const closed = await close(0);
    expect([closed.statusCode, closed.json().message]).toEqual([400, 'error.reportClosed']);
    expect((await rowOf(referenceId)).statusId).toBe(REPORT_STATUS.CLOSE);
  });
});
