import { flexQuestionIdOf, PRIORITY, REPORT_METHOD_KEYS, type TSearchResult } from '@candor/shared';
import { formatDateTime } from '../../../../components/intl-locale.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { reportLabel } from '../../lib/report-label.ts';
import { ReportLink } from '../report-link.tsx';
import { StatusBadge } from '../status-badge.tsx';
import classes from './search-table.module.css';

/** One cell of the result table, as people read it. */
export function SearchCell({ column, row }: { column: string; row: TSearchResult }) {
  const { t, i18n } = useTranslation();
  const time = (v: string | null) => (v ? formatDateTime(v, i18n.language) : '');
  const flexId = flexQuestionIdOf(column);
  if (flexId !== undefined) return <span className={classes.answer}>{row.flexFields[flexId] ?? ''}</span>;
  switch (column) {
    case 'status':
      return <StatusBadge statusId={row.statusId} />;
    case 'reportId':
      return <ReportLink report={row}>{reportLabel(row)}</ReportLink>;
    case 'lastUpdated':
      return <>{time(row.updatedTime)}</>;
    case 'category':
      return <>{row.categoryName ?? ''}</>;
    case 'organization':
      return <>{row.orgName ?? ''}</>;
    case 'closedOn':
      return <>{time(row.closedTime)}</>;
    case 'submissionDate':
      return <>{time(row.createTime)}</>;
    case 'priority':
      return (
        <>{t(row.priority === PRIORITY.HIGH ? 'reviewer.details.priorityHigh' : 'reviewer.details.priorityNormal')}</>
      );
    case 'reportMethod':
      return <>{t(`reviewer.details.method.${REPORT_METHOD_KEYS[row.typeId] ?? 'web'}`)}</>;
    case 'reportNotification':
      return <>{t(row.doesNotificationEmailExist ? 'reviewer.common.yes' : 'reviewer.common.no')}</>;
    case 'reviewedOn':
      return <>{time(row.reviewedTime)}</>;
    case 'lastLogin':
      return <>{time(row.lastReporterLogin)}</>;
    case 'delegates':
      return <>{row.delegates}</>;
    case 'reportName':
      return <>{row.reportName ?? ''}</>;
    case 'reporterUpdate':
      return <>{time(row.latestReporterUpdate)}</>;
    case 'initialResponse':
      return <>{time(row.initialResponse)}</>;
    case 'lastResponse':
      return <>{time(row.lastResponse)}</>;
    case 'involvedIndividuals':
      return <span style={{ whiteSpace: 'pre-line' }}>{row.involvedIndividuals}</span>;
    case 'linkedReports':
      return <>{row.linkedReports}</>;
    case 'scheduledCloseDate':
      return <>{time(row.scheduledCloseDate)}</>;
    case 'reporterLoginCount':
      return <>{row.reporterLoginCount}</>;
    case 'transcriberName':
      return <>{row.transcriberName ?? ''}</>;
    case 'lastDelegationDate':
      return <>{time(row.lastDelegationTime)}</>;
    default:
      return null;
  }
}
