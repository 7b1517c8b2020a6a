import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';
import { ReportSearchPage } from '../../../features/reviewer/components/search/report-search-page.tsx';

/** `/reviewer/report-search`. */
export default function ReviewerReportSearchRoute() {
  return (
    <ReviewerScreen>
      <ReportSearchPage />
    </ReviewerScreen>
  );
}
