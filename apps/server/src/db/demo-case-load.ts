/**
 * The demo case load (issue 9): some sixty Northwind reports in every status, method and
 * priority, with dialogues, files, flex answers, involved individuals, delegations, links
 * and watches; and a second root organization, Contoso Ltd, with its own reports and
 * master reviewer (and a deactivated former reviewer), which no Northwind user ever sees. Loaded once, after the demo data.
 */
import { Readable } from 'node:stream';
import { AUTHORITIES as A, isReportOpen, REPORT_METHOD, REPORT_STATUS, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { eq, sql } from 'drizzle-orm';
import type { Codec } from '../lib/crypto.ts';
import { NO_PASSWORD } from '../lib/passwords.ts';
import { reindexReport } from '../lib/search-index.repository.ts';
import type { FileStorage } from '../lib/storage.ts';
import type { Db, Tx } from './client.ts';
import { DEMO_CONCERNS, DEMO_EMPLOYEES, DEMO_FLEX_QUESTIONS } from './demo-case-content.ts';
import { DEMO_ROOT } from './demo-data.ts';
import { loadDemoHotlineReport } from './demo-hotline.ts';
import { loadContosoTemplate } from './demo-reporting.ts';
import {
  attachments,
  categories,
  commentTags,
  employees,
  involvedIndividuals,
  jobs,
  notifications,
  organizationCategories,
  organizations,
  questionResponses,
  questions,
  reportComments,
  reportCounters,
  reportDelegations,
  reportFlexResponses,
  reportLinks,
  reportLogs,
  reportStatusChanges,
  reports,
  reportViews,
  reportWatches,
  settings,
  userCategories,
  userOrganizations,
  users,
} from './schema/index.ts';

const MARKER = 'demo.caseLoad.loaded';
export const CONTOSO_ROOT = 'Contoso Ltd';
export const CONTOSO_REVIEWER = 'contoso-reviewer';
const NORTHWIND_COUNT = 60;
const CONTOSO_COUNT = 6;
const DAY = 24 * 3600 * 1000;
const LOOKALIKE_FREE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const STATUSES = [1, 4, 3, 7, 5, 8, 6, 2];
const METHODS = [1, 1, 3, 1, 2, 4, 1, 5];
/** Taken down by a transcriber: a voicemail or a letter, with no password to come back with (decision 092). */
const TRANSCRIBED = new Set<number>([
  REPORT_METHOD.PHONE,
  REPORT_METHOD.CLIENT_TRANSCRIBED,
  REPORT_METHOD.PROVIDER_TRANSCRIBED,
]);
/** The status a transcribed report has where a web report's would come from its reporter dialogue. */
const WITHOUT_REPORTER: Record<number, number> = {
  [REPORT_STATUS.UPDATED]: REPORT_STATUS.REVIEW,
  [REPORT_STATUS.ADDITIONAL]: REPORT_STATUS.REVIEW,
  [REPORT_STATUS.REVIEWED]: REPORT_STATUS.INVESTIGATION,
  [REPORT_STATUS.RESPONDED]: REPORT_STATUS.INVESTIGATION,
};
const NORTHWIND_ORGS = [
  'Northwind France',
  'Northwind Germany',
  'Northwind Europe',
  'Northwind Canada',
  'Northwind Toronto Office',
  'Northwind Americas',
  DEMO_ROOT,
];

export interface CaseLoadDeps {
  codec: Codec;
  /** Where demo files go; without it the demo reports carry no files. */
  storage?: FileStorage;
}

interface LoadDeps extends CaseLoadDeps {
  /** Every demo report opens with the demo password: the demo reviewer's hash is reused. */
  passwordHash: string;
}

/** A deterministic report ID, so that the demo reads the same on every machine. */
const referenceFor = (root: string, n: number) => {
  let x = (n + 1) * 2_654_435_761 + root.length * 97;
  return Array.from({ length: 12 }, () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return LOOKALIKE_FREE[x % LOOKALIKE_FREE.length];
  }).join('');
};

export async function loadDemoCaseLoad(db: Db, opts: CaseLoadDeps): Promise<boolean> {
  const [marker] = await db.select().from(settings).where(eq(settings.key, MARKER));
  if (marker) return false;
  const files = opts.storage ? await demoFiles(opts) : null;
  await db.transaction(async (tx) => {
    const [demoReviewer] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.login, 'reviewer'));
    const deps: LoadDeps = { ...opts, passwordHash: demoReviewer?.hash ?? '' };
    const orgs = new Map((await tx.select().from(organizations)).map((o) => [o.name, o]));
    const staff = new Map((await tx.select().from(users)).map((u) => [u.login, u]));
    const root = orgs.get(DEMO_ROOT)!;
    const flexIds = await insertFlexQuestions(tx, root.id);
    await tx.insert(employees).values(
      DEMO_EMPLOYEES.map(({ employeeId, firstName, lastName, ...fields }) => ({
        rootOrganizationId: root.id,
        employeeId,
        firstName,
        lastName,
        fields,
      })),
    );
    const ids: number[] = [];
    for (let i = 0; i < NORTHWIND_COUNT; i++) {
      const orgName = NORTHWIND_ORGS[i % NORTHWIND_ORGS.length];
      const org = orgs.get(orgName)!;
      const concern = DEMO_CONCERNS[i % DEMO_CONCERNS.length];
      const categoryId = orgName === 'Northwind Toronto Office' ? 13 : concern.categoryId;
      const typeId = METHODS[(i >> 3) % METHODS.length];
      const transcribed = TRANSCRIBED.has(typeId);
      const status = STATUSES[i % STATUSES.length];
      const statusId = transcribed ? (WITHOUT_REPORTER[status] ?? status) : status;
      const id = await insertReport(tx, deps, {
        n: i,
        rootId: root.id,
        rootName: DEMO_ROOT,
        orgId: org.id,
        categoryId,
        statusId,
        typeId,
        priority: i % 5 === 0 ? 2 : 1,
        daysAgo: i * 2 + 1,
        concern,
        reviewer: staff.get('reviewer')!,
        colleague: staff.get('program-admin')!,
        transcriber: transcribed ? staff.get('transcriber') : undefined,
        files: i % 4 === 0 ? files : null,
      });
      ids.push(id);
      const europe = ['Northwind France', 'Northwind Germany', 'Northwind Europe'].includes(orgName);
      // A report is delegated once a reviewer has opened it; the reporter has added to some since, so
      // the delegate's overview has new and updated reports to show.
      const delegated =
        statusId !== REPORT_STATUS.NEW &&
        (i % 3 === 0 || statusId === REPORT_STATUS.INVESTIGATION || statusId === REPORT_STATUS.UPDATED);
      if (europe && delegated) {
        const delegate = staff.get('delegate')!;
        await tx
          .insert(reportDelegations)
          .values({ reportId: id, userId: delegate.id, assignedBy: staff.get('reviewer')!.id });
        await tx.update(reports).set({ lastDelegationTime: sql`now() - interval '1 day'` }).where(eq(reports.id, id));
      }
      if (i % 3 === 1) {
        const e = DEMO_EMPLOYEES[i % DEMO_EMPLOYEES.length];
        const { employeeId, ...details } = e;
        await tx.insert(involvedIndividuals).values({
          reportId: id,
          employeeId,
          role: i % 2 ? 'alleged' : 'witness',
          details: deps.codec.encryptText(JSON.stringify(details)),
        });
      }
      if (!isReportOpen(STATUSES[i % STATUSES.length])) {
        await tx.insert(reportFlexResponses).values({
          reportId: id,
          questionId: flexIds.outcome,
          responseId: flexIds.outcomeResponses[i % 3],
          value: deps.codec.encryptText(DEMO_FLEX_QUESTIONS[0].responses[i % 3].en),
        });
      }
      if (i % 7 === 0) await tx.insert(reportWatches).values({ userId: staff.get('reviewer')!.id, reportId: id });
      if (i % 4 === 1) await tx.insert(reportViews).values({ userId: staff.get('reviewer')!.id, reportId: id });
    }
    for (let i = 0; i + 12 < ids.length; i += 9) {
      await tx.insert(reportLinks).values([
        { reportId: ids[i], linkedReportId: ids[i + 12] },
        { reportId: ids[i + 12], linkedReportId: ids[i] },
      ]);
    }
    const scheduled = ids[3];
    const due = new Date(Date.now() + 10 * DAY);
    due.setMilliseconds(0);
    await tx.update(reports).set({ scheduledCloseDate: due }).where(eq(reports.id, scheduled));
    await tx
      .insert(jobs)
      .values({ name: 'scheduled-close', payload: { reportId: scheduled, dueAt: due.toISOString() }, runAt: due });
    await loadContoso(tx, deps);
    await loadDemoHotlineReport(tx, { codec: deps.codec, passwordHash: deps.passwordHash, rootName: DEMO_ROOT });
    await tx.insert(settings).values({ key: MARKER, value: true });
  });
  return true;
}

async function insertFlexQuestions(tx: Tx, rootId: number) {
  let outcome = 0;
  let outcomeResponses: number[] = [];
  for (const [i, q] of DEMO_FLEX_QUESTIONS.entries()) {
    const [row] = await tx
      .insert(questions)
      .values({
        organizationId: rootId,
        kind: 'flex',
        layout: q.layout,
        mandatory: q.mandatory,
        modifiable: q.modifiable,
        position: i + 1,
        texts: q.text,
      })
      .returning({ id: questions.id });
    const responses = q.responses.length
      ? await tx
          .insert(questionResponses)
          .values(q.responses.map((values, p) => ({ questionId: row.id, position: p + 1, values })))
          .returning({ id: questionResponses.id })
      : [];
    if (i === 0) {
      outcome = row.id;
      outcomeResponses = responses.map((r) => r.id);
    }
  }
  return { outcome, outcomeResponses };
}

interface DemoFile {
  name: string;
  type: string;
  size: number;
  storageKey: string;
  wrappedKey: string;
}

/** Two small text files, stored encrypted like uploads. */
async function demoFiles({ codec, storage }: CaseLoadDeps): Promise<{ reporter: DemoFile; reviewer: DemoFile }> {
  const save = async (name: string, text: string): Promise<DemoFile> => {
    const key = codec.newFileKey();
    const stored = await storage!.save(key, Readable.from([Buffer.from(text, 'utf8')]));
    return {
      name,
      type: 'text/plain',
      size: stored.size,
      storageKey: stored.storageKey,
      wrappedKey: codec.wrapKey(key),
    };
  };
  return {
    reporter: await save(
      'timeline.txt',
      'March: first duplicate payment.\nApril: second one.\nMay: bank account changed.\n',
    ),
    reviewer: await save(
      'interview-notes.txt',
      'Interview notes (reviewers only): facts confirmed, follow-up planned.\n',
    ),
  };
}

interface DemoReport {
  n: number;
  rootId: number;
  rootName: string;
  orgId: number;
  categoryId: number;
  statusId: number;
  typeId: number;
  priority: number;
  daysAgo: number;
  concern: (typeof DEMO_CONCERNS)[number];
  reviewer: { id: number; firstName: string; lastName: string; authorities: string[] };
  colleague?: { id: number };
  /** Who took the report down; such a report has no password and no reporter dialogue. */
  transcriber?: { id: number };
  files: { reporter: DemoFile; reviewer: DemoFile } | null;
}

/** One report with the history its status implies. */
async function insertReport(tx: Tx, deps: LoadDeps, r: DemoReport): Promise<number> {
  const { codec } = deps;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  const created = at(r.daysAgo);
  const [counter] = await tx
    .insert(reportCounters)
    .values({ rootOrganizationId: r.rootId, lastSequentialId: 1 })
    .onConflictDoUpdate({
      target: reportCounters.rootOrganizationId,
      set: { lastSequentialId: sql`${reportCounters.lastSequentialId} + 1` },
    })
    .returning({ value: reportCounters.lastSequentialId });
  const opened = r.statusId !== REPORT_STATUS.NEW;
  const dialogue = !r.transcriber;
  const worked = ![REPORT_STATUS.NEW, REPORT_STATUS.REVIEW].includes(r.statusId as 1 | 4);
  const answered = dialogue && worked;
  const closed = !isReportOpen(r.statusId);
  const last = at(Math.max(0, r.daysAgo - (worked ? 1 : 0)));
  const referenceId = referenceFor(r.rootName, r.n);
  const [row] = await tx
    .insert(reports)
    .values({
      referenceHash: codec.referenceHash(referenceId),
      referenceSealed: codec.encryptText(referenceId),
      sequentialId: counter.value,
      rootOrganizationId: r.rootId,
      organizationId: r.orgId,
      categoryId: r.categoryId,
      statusId: r.statusId,
      typeId: r.typeId,
      priority: r.priority,
      reportName: r.n % 3 === 0 ? codec.encryptText(r.concern.name) : null,
      reportInput: codec.encryptText(r.concern.text),
      sensitive: r.categoryId === SENSITIVE_CATEGORY_ID,
      passwordHash: dialogue ? deps.passwordHash : NO_PASSWORD,
      transcriberUserId: r.transcriber?.id ?? null,
      createTime: created,
      actionTime: opened ? last : null,
      reviewedTime: r.statusId === REPORT_STATUS.REVIEWED ? last : null,
      updatedTime: last,
      closedTime: closed ? last : null,
      initialResponse: answered ? last : null,
      lastResponse: answered ? last : null,
      latestReporterUpdate: r.statusId === REPORT_STATUS.UPDATED ? last : null,
      lastReporterLogin: answered ? last : null,
      reporterLoginCount: answered ? 2 : 0,
    })
    .returning({ id: reports.id });
  const id = row.id;
  const reviewerName = `${r.reviewer.firstName} ${r.reviewer.lastName}`;
  await tx
    .insert(reportStatusChanges)
    .values({ reportId: id, fromStatus: null, toStatus: 1, actor: 'reporter', time: created });
  if (opened) {
    await tx
      .insert(reportStatusChanges)
      .values({ reportId: id, fromStatus: 1, toStatus: r.statusId, actor: 'reviewer', time: last });
    await tx.insert(reportLogs).values({
      reportId: id,
      audience: 'reviewer',
      trackingType: 'VIEWED',
      authorUserId: r.reviewer.id,
      authorName: reviewerName,
      authorities: r.reviewer.authorities,
      actionTime: last,
    });
  }
  if (worked) {
    const comment = (values: Partial<typeof reportComments.$inferInsert> & { commentText: string }) =>
      tx
        .insert(reportComments)
        .values({
          reportId: id,
          reporterComment: false,
          createTime: last,
          updateTime: last,
          ...values,
          commentText: codec.encryptText(values.commentText),
        })
        .returning({ id: reportComments.id });
    if (dialogue) {
      await comment({ commentText: r.concern.question, isQuestion: true, authorUserId: r.reviewer.id });
      if (r.statusId !== REPORT_STATUS.ADDITIONAL)
        await comment({ commentText: r.concern.answer, reporterComment: true });
    }
    const [note] = await comment({ commentText: r.concern.note, hidden: true, authorUserId: r.reviewer.id });
    if (r.colleague) await tx.insert(commentTags).values({ commentId: note.id, userId: r.colleague.id });
  }
  if (answered) {
    await tx.insert(reportLogs).values({
      reportId: id,
      audience: 'reporter',
      trackingType: 'REPORTER_LOGIN',
      authorName: 'Reporter',
      authorities: ['REPORTER'],
      actionTime: last,
    });
  }
  if (r.files) {
    for (const [file, source, hidden] of [
      [r.files.reporter, 'ORIGINAL_REPORT', false],
      [r.files.reviewer, 'REVIEWER_ADDED', true],
    ] as const) {
      await tx.insert(attachments).values({
        reportId: id,
        fileName: codec.encryptText(file.name),
        fileType: file.type,
        fileSize: file.size,
        source,
        hidden,
        storageKey: file.storageKey,
        wrappedKey: file.wrappedKey,
        // A transcribed report's original file was uploaded by its transcriber, as the app records it.
        authorUserId: source === 'REVIEWER_ADDED' ? r.reviewer.id : (r.transcriber?.id ?? null),
        createDate: created,
      });
    }
  }
  if (r.statusId === REPORT_STATUS.NEW || r.statusId === REPORT_STATUS.UPDATED) {
    await tx.insert(notifications).values({
      userId: r.reviewer.id,
      reportId: id,
      authorType: 'REPORTER',
      actionType: r.statusId === REPORT_STATUS.NEW ? 'NEW_REPORT' : 'REPORTER_UPDATE',
      createTime: last,
    });
  }
  await reindexReport(tx, deps.codec, id);
  return id;
}

/** Contoso Ltd: a root organization of its own, its master reviewer and its reports. */
async function loadContoso(tx: Tx, deps: LoadDeps): Promise<void> {
  const [root] = await tx.insert(organizations).values({ name: CONTOSO_ROOT }).returning({ id: organizations.id });
  const [plant] = await tx
    .insert(organizations)
    .values({ name: 'Contoso Manufacturing', parentId: root.id, parentChain: String(root.id), depth: 1 })
    .returning({ id: organizations.id });
  const categoryIds = (await tx.select({ id: categories.id }).from(categories)).map((c) => c.id);
  await loadContosoTemplate(tx, root.id);
  for (const organizationId of [root.id, plant.id]) {
    await tx.insert(organizationCategories).values(categoryIds.map((categoryId) => ({ organizationId, categoryId })));
  }
  const [northwindReviewer] = await tx.select().from(users).where(eq(users.login, 'reviewer'));
  const [user] = await tx
    .insert(users)
    .values({
      login: CONTOSO_REVIEWER,
      passwordHash: northwindReviewer.passwordHash,
      firstName: 'Carlos',
      lastName: 'Contoso',
      email: 'reviewer@contoso.example',
      authorities: [A.USER, A.MASTER_REVIEWER],
      userType: 'MASTER_REVIEWER',
      primaryOrganizationId: root.id,
      legacyUserId: 'CT-2001',
    })
    .returning();
  await tx.insert(userOrganizations).values({ userId: user.id, organizationId: root.id });
  await tx.insert(userCategories).values(categoryIds.map((categoryId) => ({ userId: user.id, categoryId })));
  // A reviewer who has left: deactivated, still holding two categories until someone takes them away.
  const [former] = await tx
    .insert(users)
    .values({
      login: 'contoso-former-reviewer',
      passwordHash: null,
      firstName: 'Olga',
      lastName: 'Former',
      email: 'olga.former@contoso.example',
      authorities: [A.USER],
      userType: 'MASTER_REVIEWER',
      userStatus: 'INACTIVE',
      primaryOrganizationId: root.id,
      legacyUserId: 'CT-2002',
    })
    .returning();
  await tx.insert(userOrganizations).values({ userId: former.id, organizationId: root.id });
  await tx.insert(userCategories).values([101, 104].map((categoryId) => ({ userId: former.id, categoryId })));
  for (let i = 0; i < CONTOSO_COUNT; i++) {
    await insertReport(tx, deps, {
      n: i,
      rootId: root.id,
      rootName: CONTOSO_ROOT,
      orgId: i % 2 ? plant.id : root.id,
      categoryId: DEMO_CONCERNS[(i * 5) % DEMO_CONCERNS.length].categoryId,
      statusId: STATUSES[(i * 3) % STATUSES.length],
      typeId: 1,
      priority: 1,
      daysAgo: i + 1,
      concern: DEMO_CONCERNS[(i * 5) % DEMO_CONCERNS.length],
      reviewer: user,
      files: null,
    });
  }
}

/** Users a demo run names besides the demo users. */
export const CASE_LOAD_USERS = [{ login: CONTOSO_REVIEWER, authorities: [A.USER, A.MASTER_REVIEWER] }];
