/** The case actions of spec 001 §7 "Report details": priority, name, move, close, delegate, watch, link. */
import { REPORT_STATUS, type ReportAuditAction, type ReportPermission, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import type { Db, Tx } from '../../db/client.ts';
import { chainOf } from '../../db/organization-chain.ts';
import { notifyReviewers } from '../../jobs/notify-reviewers.job.ts';
import { notifyStaff } from '../../jobs/notify-staff.job.ts';
import { scheduledClose } from '../../jobs/scheduled-close.job.ts';
import { audit } from '../../lib/audit.repository.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { reindexReport } from '../../lib/search-index.repository.ts';
import { administersOrganization } from '../category-access/admin-reach.ts';
import { organizationNameIn } from '../reporting/localize.ts';
import { assertReportOpen, changeStatus } from '../reporting/report-status.ts';
import * as repo from './case-actions.repository.ts';
import { closeReport } from './closing.ts';
import { missingMandatoryFlex } from './mandatory-flex.ts';
import { findReportInReach, findReportInTenant, pathKeyOf } from './reach.repository.ts';
import { authorOf, type OpenedReport, type ReportAccess, type StaffRef } from './report-access.service.ts';
import { delegatesOf, eligibleDelegates, organizationOf } from './report-detail.repository.ts';
import { addLog } from './report-logs.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** What says whether a user administers an organization (decision 046). */
type AdminFacts = { authorities: readonly string[]; organizations: readonly { id: number }[] };

export function createCaseActionsService({ db, codec, access }: { db: Db; codec: Codec; access: ReportAccess }) {
  /** Runs a change of an opened report in one transaction with its reviewer log and audit event. */
  async function act<T>(
    opened: OpenedReport,
    trackingType: ReportAuditAction,
    info: string | null,
    change: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const { scope, report } = opened;
    return db.transaction(async (tx) => {
      const result = await change(tx);
      await addLog(tx, {
        reportId: report.id,
        audience: 'reviewer',
        trackingType,
        additionalInfo: info === null ? null : codec.encryptText(info),
        author: authorOf(scope),
      });
      await audit(
        tx,
        `REPORT_${trackingType}`,
        { login: scope.login, userId: scope.userId },
        {
          reportId: String(report.id),
          sequentialId: String(report.sequentialId),
        },
      );
      return result;
    });
  }

  const openFor = (user: StaffRef, id: string, need: ReportPermission) => access.open(user, id, need);

  return {
    async priority(user: StaffRef, id: string, priority: number): Promise<void> {
      const opened = await openFor(user, id, 'PRIORITIZE_REPORT');
      // Setting the priority it has changes nothing, so logs nothing.
      if (opened.report.priority === priority) return;
      await act(opened, 'PRIORITY', priority === 2 ? 'HIGH' : 'NORMAL', (tx) =>
        repo.updateReport(tx, opened.report.id, { priority }),
      );
    },

    async rename(user: StaffRef, id: string, name: string): Promise<void> {
      const opened = await openFor(user, id, 'NAME_REPORT');
      assertReportOpen(opened.report);
      // Shown as text, so kept as typed (no HTML escaping) and sealed like the report text (issue 7).
      const clean = name.trim();
      const sealed = clean ? codec.encryptText(clean) : null;
      await act(opened, 'NAME', clean, async (tx) => {
        await repo.updateReport(tx, opened.report.id, { reportName: sealed });
        // The name is searched: the old one's words go, the new one's come.
        await reindexReport(tx, codec, opened.report.id);
      });
    },

    /**
     * Organizations the user may move reports to: his own and their descendants, in tree order,
     * each with its depth below the shallowest of them (his list starts at the margin).
     */
    async organizations(user: StaffRef, langKey: string) {
      const scope = await access.scopeOf(user);
      const rows = await repo.organizationsIn(db, scope.orgIds);
      const top = Math.min(...rows.map((o) => o.depth));
      return rows.map((o) => ({
        id: o.id,
        name: organizationNameIn(o.names, o.name, langKey),
        parentChain: o.parentChain,
        depth: o.depth - top,
        phantom: o.phantom,
        snc: o.snc,
      }));
    },

    /**
     * An organization's categories by group, each flagged with the user's authorization: 404 for
     * no such organization, 403 for one the user neither reaches nor administers.
     */
    async categoriesOf(user: StaffRef & AdminFacts, orgId: number, langKey: string) {
      const scope = await access.scopeOf(user);
      if (!scope.orgIds.includes(orgId)) {
        const org = await repo.organizationById(db, orgId);
        if (!org) throw notFound();
        if (!administersOrganization(user, org)) throw forbidden();
      }
      const rows = await repo.categoriesOfOrganization(db, orgId);
      const groups = new Map<number, { name: string; description: string; position: number; categories: unknown[] }>();
      const pick = (t: Record<string, string>) => t[langKey] ?? t.en ?? '';
      for (const { category, group } of rows) {
        const g = groups.get(group.id) ?? {
          name: pick(group.names),
          description: pick(group.descriptions),
          position: group.position,
          categories: [],
        };
        g.categories.push({
          id: category.id,
          name: pick(category.names),
          description: pick(category.descriptions),
          position: category.position,
          reviewerAuthorized: scope.categoryIds.includes(category.id),
        });
        groups.set(group.id, g);
      }
      return [...groups.values()] as {
        name: string;
        description: string;
        position: number;
        categories: {
          id: number;
          name: string;
          description: string;
          position: number;
          reviewerAuthorized: boolean;
        }[];
      }[];
    },

    /**
     * Moves the report, emailing the reviewers it now belongs to when `sendEmail` asks for it;
     * answers whether the user still reaches it afterwards.
     */
    async move(user: StaffRef, id: string, target: { orgId: number; categoryId: number; sendEmail: boolean }) {
      const opened = await openFor(user, id, 'CHANGE_REPORT_CATEGORY_OR_ORGANIZATION');
      const { scope, report } = opened;
      assertReportOpen(report);
      const org = await repo.organizationById(db, target.orgId);
      // Within the report's own tree: a user of two trees cannot carry a report into another tenant.
      if (!org || !scope.orgIds.includes(org.id) || chainOf(org)[0] !== report.rootOrganizationId) {
        throw badRequest('feedback.reviewer.moveReport.error');
      }
      if (org.phantom) throw badRequest('feedback.reviewer.moveReport.error');
      const offered = await repo.categoriesOfOrganization(db, org.id);
      if (!offered.some((c) => c.category.id === target.categoryId)) {
        throw badRequest('feedback.reviewer.moveReport.error');
      }
      if (org.id === report.organizationId && target.categoryId === report.categoryId) {
        throw badRequest('feedback.reviewer.moveReport.error');
      }
      await act(opened, 'MOVED', `${org.name} / ${target.categoryId}`, async (tx) => {
        await repo.updateReport(tx, report.id, {
          organizationId: org.id,
          categoryId: target.categoryId,
          sensitive: target.categoryId === SENSITIVE_CATEGORY_ID,
        });
        if (target.sendEmail) {
          await notifyReviewers.enqueue(tx, { reportId: report.id, event: 'moved', movedBy: scope.userId });
        }
      });
      return { reviewerAuthorized: Boolean(await findReportInReach(db, scope, pathKeyOf(report))) };
    },

    /**
     * 0 closes now; 1–90 schedules the close that many days ahead, as a job. Refused while
     * mandatory additional information is missing (decision 039).
     */
    async close(user: StaffRef, id: string, daysUntilClose: number): Promise<'now' | 'scheduled'> {
      const opened = await openFor(user, id, 'CLOSE_REPORT');
      const { scope, report } = opened;
      assertReportOpen(report);
      // The screen offers closing only once the mandatory additional information is given (spec 001 §4).
      if ((await missingMandatoryFlex(db, codec, report)).length > 0) {
        throw badRequest('reviewer.flex.requiredBeforeClose');
      }
      if (daysUntilClose === 0) {
        await db.transaction(async (tx) => {
          const locked = await repo.lockReport(tx, report.id);
          await closeReport(tx, locked, { ...authorOf(scope), login: scope.login }, 'CLOSED');
          await audit(
            tx,
            'REPORT_CLOSED',
            { login: scope.login, userId: scope.userId },
            {
              reportId: String(report.id),
              sequentialId: String(report.sequentialId),
            },
          );
        });
        return 'now';
      }
      if (report.scheduledCloseDate) throw badRequest('feedback.closeReport.error');
      const dueAt = new Date(Date.now() + daysUntilClose * DAY_MS);
      dueAt.setMilliseconds(0);
      await act(opened, 'CLOSE_SCHEDULED', dueAt.toISOString(), async (tx) => {
        await repo.updateReport(tx, report.id, { scheduledCloseDate: dueAt });
        await scheduledClose.enqueue(tx, { reportId: report.id, dueAt: dueAt.toISOString() }, dueAt);
      });
      return 'scheduled';
    },

    async cancelScheduledClose(user: StaffRef, id: string): Promise<void> {
      const opened = await openFor(user, id, 'CLOSE_REPORT');
      if (!opened.report.scheduledCloseDate) throw badRequest('feedback.cancelScheduledClose.error');
      await act(opened, 'CLOSE_SCHEDULE_CANCELLED', null, (tx) =>
        repo.updateReport(tx, opened.report.id, { scheduledCloseDate: null }),
      );
    },

    async delegates(user: StaffRef, id: string) {
      const opened = await openFor(user, id, 'VIEW_REPORT_METADATA');
      return (await delegatesOf(db, opened.report.id)).map(({ id: userId, name, orgId }) => ({
        id: userId,
        name,
        orgId,
      }));
    },

    async eligibleReviewers(user: StaffRef, id: string) {
      const opened = await openFor(user, id, 'ASSIGN_DELEGATE_REPORT');
      const org = await organizationOf(db, opened.report.organizationId);
      return eligibleDelegates(db, chainOf(org));
    },

    /**
     * Replaces the delegates; new ones put the report in Investigation and are notified by a job.
     * A new delegate must be eligible; one the report already has may stay after he stopped being
     * so (decision 123).
     */
    async setDelegates(user: StaffRef, id: string, userIds: number[]) {
      const opened = await openFor(user, id, 'ASSIGN_DELEGATE_REPORT');
      const { scope, report } = opened;
      assertReportOpen(report);
      const org = await organizationOf(db, report.organizationId);
      const eligible = new Set((await eligibleDelegates(db, chainOf(org))).map((d) => d.id));
      const wanted = [...new Set(userIds)];
      await act(opened, 'DELEGATED', wanted.join(','), async (tx) => {
        // The delegates as they are under the report's lock: a colleague's save cannot slip between.
        await repo.lockReport(tx, report.id);
        const had = new Set((await delegatesOf(tx, report.id)).map((d) => d.id));
        if (wanted.some((u) => !had.has(u) && !eligible.has(u)))
          throw badRequest('feedback.reviewer.errorSavingDelegateReviewers');
        const added = await repo.setDelegates(tx, report.id, had, wanted, scope.userId);
        if (added.length === 0) return;
        await changeStatus(tx, report.id, REPORT_STATUS.INVESTIGATION, { actor: scope.login, userId: scope.userId });
        await notifyStaff.enqueue(tx, {
          reportId: report.id,
          event: 'DELEGATED',
          userIds: added,
          authorUserId: scope.userId,
        });
      });
    },

    async watch(user: StaffRef, id: string, on: boolean): Promise<void> {
      const opened = await openFor(user, id, 'WATCH_REPORT');
      const { scope, report } = opened;
      await act(opened, on ? 'WATCH' : 'UNWATCH', null, (tx) =>
        on ? repo.watch(tx, scope.userId, report.id) : repo.unwatch(tx, scope.userId, report.id),
      );
    },

    /** Links two reports of the tenant (spec 001 §5 "Link report"). */
    async link(user: StaffRef, id: string, otherId: string): Promise<void> {
      const opened = await openFor(user, id, 'LINK_REPORT');
      const other = await otherReport(opened, otherId);
      if (other.id === opened.report.id) throw badRequest('feedback.reviewer.linkingCurrentReport');
      if (await repo.isLinked(db, opened.report.id, other.id)) throw badRequest('feedback.reviewer.alreadyLinked');
      await act(opened, 'LINKED', String(other.sequentialId), (tx) => repo.link(tx, opened.report.id, other.id));
    },

    async unlink(user: StaffRef, id: string, otherId: string): Promise<void> {
      const opened = await openFor(user, id, 'LINK_REPORT');
      const other = await otherReport(opened, otherId);
      if (other.id === opened.report.id) throw badRequest('feedback.reviewer.linkingCurrentReport');
      if (!(await repo.isLinked(db, opened.report.id, other.id))) throw notFound();
      await act(opened, 'UNLINKED', String(other.sequentialId), (tx) => repo.unlink(tx, opened.report.id, other.id));
    },
  };

  /**
   * The report to link or unlink, looked up in the opened one's tree only: a report of another
   * tenant is unknown, and a number names the report of this tree.
   */
  async function otherReport({ scope, report }: OpenedReport, otherId: string) {
    const tree = { ...scope, rootOrgIds: scope.rootOrgIds.filter((id) => id === report.rootOrganizationId) };
    const other = await findReportInTenant(db, tree, access.pathOf(otherId.trim()));
    if (!other) throw new HttpError(404, 'feedback.reportSearch.notFound');
    return other;
  }
}

export type CaseActionsService = ReturnType<typeof createCaseActionsService>;
