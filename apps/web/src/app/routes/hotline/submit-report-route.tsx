import { HotlineFrame } from '../../../features/hotline/components/hotline-frame.tsx';
import { useHotlineMode } from '../../../features/reporter/components/submit/modes/hotline-mode.tsx';
import { HotlineSuccessPage } from '../../../features/reporter/components/submit/modes/hotline-success-page.tsx';
// The reporter's route module itself: its chunk is the form's, and the reporter's page loads nothing more.
import SubmitReportPage from '../reporter/submit-report-route.tsx';

/** `/hotline/submit-report`: the reporter's submit flow in the hotline agent's mode (decision 052). */
export default function HotlineSubmitReportRoute() {
  return (
    <HotlineFrame endCall>
      <SubmitReportPage mode={useHotlineMode()} />
    </HotlineFrame>
  );
}

/** `/hotline/submit-report-success`: the report ID to read out, and the end of the call. */
export function HotlineSubmitReportSuccessRoute() {
  return (
    <HotlineFrame>
      <HotlineSuccessPage />
    </HotlineFrame>
  );
}
