import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';
import { SummaryPage } from '../../../features/reviewer/components/summaries/summary-page.tsx';

/** `/reviewer/report-summary`. */
export default function ReviewerReportSummaryRoute() {
  return (
    <ReviewerScreen>
      <SummaryPage />
    </ReviewerScreen>
  );
}
