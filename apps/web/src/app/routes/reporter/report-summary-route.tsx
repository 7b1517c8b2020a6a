export { ReportSummaryPage as default } from '../../../features/reporter/components/summary/report-summary-page.tsx';
