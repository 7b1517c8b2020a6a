import { DashboardPage } from '../../../features/reviewer/components/dashboard/dashboard-page.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';

/** `/reviewer/dashboard`. */
export default function ReviewerDashboardRoute() {
  return (
    <ReviewerScreen>
      <DashboardPage />
    </ReviewerScreen>
  );
}
