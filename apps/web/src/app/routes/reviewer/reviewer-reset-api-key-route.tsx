import { ApiKeyPage } from '../../../features/reviewer/components/account/api-key-page.tsx';
import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';

/** `/reviewer/resetApiKey`. */
export default function ReviewerResetApiKeyRoute() {
  return (
    <ReviewerScreen>
      <ApiKeyPage />
    </ReviewerScreen>
  );
}
