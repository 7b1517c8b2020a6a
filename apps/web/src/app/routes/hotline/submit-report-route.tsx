import { useHotlineMode } from '../../../features/reporter/components/submit/modes/hotline-mode.tsx';
import { SubmitReportPage } from '../../../features/reporter/components/submit/submit-report-page.tsx';

/** `/hotline/submit-report`: the reporter's submit flow in the hotline agent's mode (decision 052). */
export default function HotlineSubmitReportRoute() {
  return <SubmitReportPage mode={useHotlineMode()} />;
}
