import { TranscribeConfirmationPage } from '../../../features/reporter/components/submit/modes/transcribe-confirmation-page.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';

/** `/reviewer/submit-transcribe-report`: the transcription's confirmation. */
export default function SubmitTranscribeReportRoute() {
  return (
    <ReviewerScreen>
      <TranscribeConfirmationPage />
    </ReviewerScreen>
  );
}
