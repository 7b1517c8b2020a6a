export { HotlineReportStatus as default } from '../../../features/hotline/components/hotline-report-status.tsx';
