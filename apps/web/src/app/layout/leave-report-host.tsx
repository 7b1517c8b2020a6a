import { lazy, Suspense } from 'react';
import { stayOnReport, usePendingLeave } from '../../lib/reporter-flags.ts';

const LeaveReportDialog = lazy(() => import('./leave-report-dialog.tsx'));

/** Asks "Leave this report?" when a way out of a report under way was taken (`leaveReport`). */
export function LeaveReportHost() {
  const go = usePendingLeave();
  if (!go) return null;
  return (
    <Suspense fallback={null}>
      <LeaveReportDialog
        onStay={stayOnReport}
        onLeave={() => {
          stayOnReport();
          go();
        }}
      />
    </Suspense>
  );
}
