import { statusBadge } from '@candor/shared';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import { fileStamp } from '../../lib/days.ts';
import type { StaffUser } from '../../lib/session.ts';
import { exportLabels } from '../reports/export-labels.ts';
import { neutralizeFormula } from '../reports/report-output.service.ts';
import { dataScopeOf } from './data-scope.ts';
import { reportStatistics } from './report-statistics.repository.ts';

/**
 * The statistics download of a statistics user (DESIGN.md §10, decision 083): the number of
 * reports by organization, category, status and month, as CSV, in the user's data scope.
 */
export function createReportStatisticsService(db: Db) {
  return {
    async csv(user: StaffUser): Promise<{ fileName: string; content: string }> {
      const rows = await reportStatistics(db, dataScopeOf(user));
      const l = exportLabels('en');
      const header = [
        l('statistics.organizationNumber'),
        l('columns.organization'),
        l('columns.category'),
        l('columns.status'),
        l('statistics.month'),
        l('statistics.reports'),
      ];
      const lines = rows.map((r) =>
        [
          String(r.organizationId),
          r.organization,
          r.category,
          l(`status.${statusBadge(r.statusId).label}`),
          r.month,
          String(r.reports),
        ].map(neutralizeFormula),
      );
      await audit(db, 'REPORT_STATISTICS_EXPORT', { login: user.login, userId: user.id });
      const now = new Date();
      return {
        fileName: `report-statistics_${fileStamp(now)}.csv`,
        content: stringify([header, ...lines], { bom: true }),
      };
    },
  };
}
