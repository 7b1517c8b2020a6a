import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';
import { OverviewPage } from '../../../features/reviewer/components/overview/overview-page.tsx';

/** `/reviewer/overview`. */
export default function ReviewerOverviewRoute() {
  return (
    <ReviewerScreen>
      <OverviewPage />
    </ReviewerScreen>
  );
}
