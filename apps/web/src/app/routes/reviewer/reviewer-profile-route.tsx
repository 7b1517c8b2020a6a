import { ProfilePage } from '../../../features/reviewer/components/account/profile-page.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';

/** `/reviewer/profile`. */
export default function ReviewerProfileRoute() {
  return (
    <ReviewerScreen>
      <ProfilePage />
    </ReviewerScreen>
  );
}
