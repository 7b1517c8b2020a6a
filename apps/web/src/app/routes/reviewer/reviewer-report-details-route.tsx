import { ReportDetailsPage } from '../../../features/reviewer/components/details/report-details-page.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';

/** `/reviewer/report-details/{id}`. */
export default function ReviewerReportDetailsRoute() {
  return (
    <ReviewerScreen>
      <ReportDetailsPage />
    </ReviewerScreen>
  );
}
