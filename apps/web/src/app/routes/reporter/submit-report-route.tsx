export { SubmitReportPage as default } from '../../../features/reporter/components/submit/submit-report-page.tsx';
