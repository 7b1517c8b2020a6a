import { lazy, Suspense } from 'react';
import { chooseLeave, stayOnReport, useLeaveQuestion, usePendingLeave } from '../../lib/reporter-flags.ts';

const LeaveReportDialog = lazy(() => import('./leave-report-dialog.tsx'));

/** Asks "Leave this report?" (or, once it is filed, whether its ID and password are written down) when a way out of a report under way was taken (`leaveReport`). */
export function LeaveReportHost() {
  const go = usePendingLeave();
  const question = useLeaveQuestion();
  if (!go) return null;
  return (
    <Suspense fallback={null}>
      <LeaveReportDialog question={question} onStay={stayOnReport} onLeave={chooseLeave} />
    </Suspense>
  );
}
