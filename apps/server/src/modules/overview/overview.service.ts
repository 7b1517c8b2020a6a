import {
  sortParts,
  statusName,
  type TNewAndUpdatedQuery,
  type TQuickLink,
  type TReviewerReportPage,
  type TUiPreferences,
  type TWatchedReportSummary,
  ZUiPreferences,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { cutLogText, messageStart } from '../../lib/text-previews.ts';
import { organizationNameIn } from '../reporting/localize.ts';
import type { ReportAccess, StaffRef } from '../reports/report-access.service.ts';
import * as repo from './overview.repository.ts';

function listQuery(q: TNewAndUpdatedQuery): repo.NewAndUpdatedQuery {
  const [sortKey, direction] = sortParts(q.sort);
  return { page: q.page, size: q.size, langKey: q.langKey, sortKey, direction };
}

export function createOverviewService({ db, codec, access }: { db: Db; codec: Codec; access: ReportAccess }) {
  const newAndUpdated = repo.prepareNewAndUpdated(db);
  const sessionAndNewAndUpdated = repo.prepareSessionAndNewAndUpdated(db);

  function summary(row: repo.SummaryRow, langKey: string): Omit<TWatchedReportSummary, 'recentLog'> {
    const authorized = row.authorized ?? true;
    return {
      referenceId: codec.decryptText(row.referenceSealed),
      sequentialId: row.sequentialId,
      statusId: row.statusId,
      statusName: statusName(row.statusId),
      updatedTime: row.updatedTime.toISOString(),
      categoryName: authorized ? row.categoryName : null,
      orgName: authorized ? organizationNameIn(row.orgNames, row.orgName, langKey) : null,
      userAuthorizedForReport: authorized,
      reportName: authorized && row.reportName !== null ? codec.decryptText(row.reportName) : null,
      reportMessage: authorized ? messageStart(codec.decryptText(row.reportInput)) : null,
      lastViewedTime: row.viewedTime ? new Date(row.viewedTime).toISOString() : null,
    };
  }

  return {
    /**
     * The session with the cookie hash `idHash` and its user's page of the list, in one
     * statement: the route settles the session, then passes the page to `newAndUpdated`.
     */
    async sessionAndNewAndUpdated(idHash: string, q: TNewAndUpdatedQuery) {
      return sessionAndNewAndUpdated(idHash, listQuery(q));
    },

    /** `read`: the page `sessionAndNewAndUpdated` read; without it, the page is read here. */
    async newAndUpdated(
      user: StaffRef,
      q: TNewAndUpdatedQuery,
      read?: repo.NewAndUpdatedPage,
    ): Promise<TReviewerReportPage> {
      const found = read?.scope.userId === user.id ? read : await newAndUpdated(user.id, listQuery(q));
      if (!found) throw unauthorized();
      const { rows, total } = found;
      return {
        content: rows.map((r) => summary(r, q.langKey)),
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
        number: q.page,
      };
    },

    /** Recently viewed or watched, at most 50; reports out of reach stay greyed out with their ID, status and time. */
    async lookup(user: StaffRef, type: 'recent' | 'watched', langKey: string): Promise<TWatchedReportSummary[]> {
      const scope = await access.scopeOf(user);
      if (type === 'recent')
        return (await repo.recentlyViewed(db, scope, langKey)).map((r) => ({
          ...summary(r, langKey),
          recentLog: null,
        }));
      const rows = await repo.watched(db, scope, langKey);
      const logs = await repo.latestLogs(
        db,
        rows.filter((r) => r.authorized).map((r) => r.id),
      );
      return rows.map((r) => {
        const log = logs.find((l) => l.reportId === r.id);
        return {
          ...summary(r, langKey),
          recentLog: log
            ? {
                authorities: log.authorities,
                authorName: log.authorName,
                trackingType: log.trackingType,
                additionalInfo: log.additionalInfo === null ? null : cutLogText(codec.decryptText(log.additionalInfo)),
              }
            : null,
        };
      });
    },

    /** The overview cards' state: every card starts expanded. */
    async preferences(user: StaffRef): Promise<TUiPreferences> {
      return ZUiPreferences.parse((await repo.preferencesOf(db, user.id))?.preferences ?? {});
    },

    async savePreferences(user: StaffRef, prefs: TUiPreferences): Promise<TUiPreferences> {
      await repo.savePreferences(db, user.id, { preferences: prefs });
      return prefs;
    },

    async defaultView(user: StaffRef): Promise<{ name: string | null }> {
      return { name: (await repo.preferencesOf(db, user.id))?.defaultView ?? null };
    },

    /** Sets the default saved view; no name (or an empty one) means none. */
    async setDefaultView(user: StaffRef, name: string | undefined): Promise<{ name: string | null }> {
      const defaultView = name ? name : null;
      await repo.savePreferences(db, user.id, { defaultView });
      return { name: defaultView };
    },

    async leaveQuickLink(user: StaffRef, link: TQuickLink): Promise<TQuickLink> {
      await repo.savePreferences(db, user.id, { quickLink: link.marker });
      return link;
    },

    /** The marker is given once, then removed. */
    async takeQuickLink(user: StaffRef): Promise<TQuickLink> {
      return { marker: (await repo.takeQuickLink(db, user.id)) as TQuickLink['marker'] };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
