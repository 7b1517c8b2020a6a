import { PrintPage } from '../../../features/reviewer/components/details/print-page.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';

/** `/reviewer/report-details/print/{id}`. */
export default function ReviewerPrintRoute() {
  return (
    <ReviewerScreen>
      <PrintPage />
    </ReviewerScreen>
  );
}
