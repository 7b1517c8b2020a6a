import { canTranscribe } from '@candor/shared';
import { Navigate } from 'react-router';
import { TranscribeConfirmationPage } from '../../../features/reporter/components/submit/modes/transcribe-confirmation-page.tsx';
import { useTranscribeMode } from '../../../features/reporter/components/submit/modes/transcribe-mode.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import SubmitReportPage from '../reporter/submit-report-route.tsx';

/**
 * `/reviewer/transcribe-report`: the reporter's submit flow in the transcriber's mode (decision 053).
 * A user the sidebar does not offer it to, a delegate, is led back to his overview.
 */
export default function TranscribeReportRoute() {
  const mode = useTranscribeMode();
  const { account } = useSession();
  if (account && !canTranscribe(account)) return <Navigate to="/reviewer/overview" replace />;
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
