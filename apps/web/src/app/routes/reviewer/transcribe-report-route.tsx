import { useTranscribeMode } from '../../../features/reporter/components/submit/modes/transcribe-mode.tsx';
import { SubmitReportPage } from '../../../features/reporter/components/submit/submit-report-page.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';

/** `/reviewer/transcribe-report`: the reporter's submit flow in the transcriber's mode (decision 053). */
export default function TranscribeReportRoute() {
  const mode = useTranscribeMode();
  return (
    <ReviewerScreen>
      <SubmitReportPage mode={mode} />
    </ReviewerScreen>
  );
}
