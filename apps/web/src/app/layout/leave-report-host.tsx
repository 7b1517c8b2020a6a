import { lazy, Suspense } from 'react';
import { stayOnReport, usePendingLeave } from '../../lib/reporter-flags.ts';

const LeaveReportDialog = lazy(() => import('./leave-report-dialog.tsx'));

/** Asks "Leave this report?" (or, once it is filed, whether its ID and password are written down) when a way out of a report under way was taken (`leaveReport`). */
export function LeaveReportHost() {
  const pending = usePendingLeave();
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <LeaveReportDialog
        question={pending.question}
        onStay={stayOnReport}
        onLeave={() => {
          stayOnReport();
          pending.go();
        }}
      />
    </Suspense>
  );
}
