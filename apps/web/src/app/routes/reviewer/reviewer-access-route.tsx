import { ReviewerAccessPage } from '../../../features/reviewer/components/access/reviewer-access-page.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';

/** `/reviewer/reviewer-access`. */
export default function ReviewerAccessRoute() {
  return (
    <ReviewerScreen>
      <ReviewerAccessPage />
    </ReviewerScreen>
  );
}
