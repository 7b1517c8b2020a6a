import { TranscribeConfirmationPage } from '../../../features/reporter/components/submit/modes/transcribe-confirmation-page.tsx';
import { useTranscribeMode } from '../../../features/reporter/components/submit/modes/transcribe-mode.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';
import SubmitReportPage from '../reporter/submit-report-route.tsx';

/** `/reviewer/transcribe-report`: the reporter's submit flow in the transcriber's mode (decision 053). */
export default function TranscribeReportRoute() {
  const mode = useTranscribeMode();
  return (
    <ReviewerScreen>
      <SubmitReportPage mode={mode} />
    </ReviewerScreen>
  );
}

/** `/reviewer/submit-transcribe-report`: the transcription's confirmation. */
export function SubmitTranscribeReportRoute() {
  return (
    <ReviewerScreen>
      <TranscribeConfirmationPage />
    </ReviewerScreen>
  );
}
