import { ReviewerScreen } from '../../../features/reviewer/components/frame/reviewer-screen.tsx';
import { RulesPage } from '../../../features/reviewer/components/rules/rules-page.tsx';

/** `/reviewer/notifications-and-alerts`. */
export default function ReviewerRulesRoute() {
  return (
    <ReviewerScreen>
      <RulesPage />
    </ReviewerScreen>
  );
}
